#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue

  // `Task { … }` in app code compiled against the surface: while the harness runs the app (`MainQueue.current` is
  // bound), a task isolated to the main actor (started from the app's main-actor code, or written `Task { @MainActor
  // in … }`) queues its work on the simulated process's main queue, to run at one of its turns (UIKit semantics
  // article, 10e row 4). Any other task, and every task outside the harness, is Swift's own.
  //
  // These are Swift's `init(priority:operation:)` forms. Swift prefers them to the standard library's
  // `init(name:priority:operation:)` for a call that names no task, which needs one default argument fewer; a call
  // that passes `name:`, and `Task.detached`, are Swift's own.

  extension Task where Failure == Never {
    /// Starts a task, as Swift's `Task.init(priority:operation:)`; a main-actor task the app's code starts while the
    /// harness runs it joins the simulated main queue.
    /// - Parameters:
    ///   - priority: the task's priority.
    ///   - operation: the task's work.
    @discardableResult
    public init(
      priority: TaskPriority? = nil,
      @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
    ) {
      if let queue = MainQueue.current, MainQueue.isMainActor(operation) {
        self = queue.appendTask(priority: priority, operation: operation)
      } else {
        self = MainQueue.plainTask(priority: priority, operation: operation)
      }
    }
  }

  extension Task where Failure == any Error {
    /// Starts a throwing task, as Swift's `Task.init(priority:operation:)`; a main-actor task the app's code starts
    /// while the harness runs it joins the simulated main queue.
    /// - Parameters:
    ///   - priority: the task's priority.
    ///   - operation: the task's work.
    @discardableResult
    public init(
      priority: TaskPriority? = nil,
      @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success
    ) {
      if let queue = MainQueue.current, MainQueue.isMainActor(operation) {
        self = queue.appendThrowingTask(priority: priority, operation: operation)
      } else {
        self = MainQueue.plainThrowingTask(priority: priority, operation: operation)
      }
    }
  }
#endif
