#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  extension MainQueue {
    /// Queues a block that runs `body`, an `async` method of the app on the main actor, to its end at the block's
    /// turn, on the thread that runs the turn (UIKit semantics article, 10e row 3): how UIKit's call reaches a
    /// delegate's `async` form, through a task on the main actor.
    ///
    /// The body's awaits on the main actor continue in the same turn. An await that really waits (for the network,
    /// a timer) leaves the rest to Swift's main actor, outside the model.
    /// - Parameter body: the async work.
    public func appendAsync(_ body: @escaping @MainActor @Sendable () async -> Void) {
      append { MainQueue.runToCompletion(body) }
    }

    /// Runs `body` on this thread, as isolated to the main actor, until it ends or really waits.
    static func runToCompletion(_ body: @escaping @MainActor @Sendable () async -> Void) {
      if #available(macOS 15.0, *) {
        let executor = InlineTaskExecutor()
        Task(executorPreference: executor) { await body() }
        executor.runUntilIdle()
      } else {
        // Before macOS 15 no task can be made to run here: Swift's main actor runs it on the main thread.
        Task { await body() }
      }
    }
  }

  /// A task executor that keeps its jobs until ``runUntilIdle()`` runs them on the calling thread, each as isolated to
  /// the main actor, so that main-actor code called from them runs at once, on this thread.
  @available(macOS 15.0, *)
  final class InlineTaskExecutor: TaskExecutor, @unchecked Sendable {
    /// The jobs not run yet, oldest first.
    private var jobs: [UnownedJob] = []

    /// Keeps `job` for ``runUntilIdle()``.
    func enqueue(_ job: UnownedJob) { jobs.append(job) }

    /// Runs the kept jobs, and those they enqueue, until none is left.
    func runUntilIdle() {
      while !jobs.isEmpty {
        let job = jobs.removeFirst()
        unsafe job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
      }
    }
  }
#endif
