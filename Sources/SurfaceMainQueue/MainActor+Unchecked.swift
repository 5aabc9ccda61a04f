#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  extension MainActor {
    /// Runs `operation` on the calling thread as main-actor code: the harness runs each simulated process on one
    /// thread at a time (the explorer several processes on several threads), and that thread stands for the
    /// process's main thread, as UIKit's main thread does for the app's code (UIKit semantics article, 10e row 1).
    ///
    /// `MainActor.assumeIsolated` traps off the real main thread, and so do the checks Swift 6 puts in main-actor
    /// closures handed to code that is not (`map`, `first(where:)`). So the operation runs as a job of a task whose
    /// executor is the main actor's, on this thread: Swift then knows it runs on the main actor, and its checks
    /// pass. A call from inside such an operation runs at once.
    /// - Parameter operation: the main-actor work.
    /// - Returns: what `operation` returns.
    package static func assumeIsolatedUnchecked<T>(_ operation: @MainActor () throws -> T) rethrows -> T {
      typealias Unisolated = () throws -> T
      return try withoutActuallyEscaping(operation) { isolated in
        let plain = unsafe unsafeBitCast(isolated, to: Unisolated.self)
        guard InlineMainActor.depth == 0, #available(macOS 15.0, *) else { return try plain() }
        var result: Result<T, any Error>?
        let work = UncheckedSendableBox { result = Result { try plain() } }
        InlineMainActor.run { work.value() }
        guard let result else { preconditionFailure("the inline main-actor task ended without running its work") }
        return try result.get()
      }
    }
  }

  /// A value that crosses into the inline task unchecked: it stays on this thread, which runs the task to its end
  /// before going on.
  struct UncheckedSendableBox<Value>: @unchecked Sendable {
    /// The value.
    let value: Value
    /// Wraps `value`.
    init(_ value: Value) { self.value = value }
  }

  /// Runs synchronous work as a main-actor job on the calling thread (``MainActor/assumeIsolatedUnchecked(_:)``).
  enum InlineMainActor {
    /// How deep this thread is in inline main-actor work: calls from inside it need no new task.
    @TaskLocal static var depth = 0

    /// Runs `work` as a job of a task on the main actor's executor, on this thread, to its end.
    @available(macOS 15.0, *)
    static func run(_ work: @escaping @Sendable () -> Void) {
      let executor = InlineTaskExecutor()
      Task(executorPreference: executor) {
        await InlineMainActor.enter(work)
      }
      executor.runUntilIdle()
    }

    /// Enters the main actor (at once: the job already runs on its executor) and runs `work` one level deeper.
    @MainActor private static func enter(_ work: @Sendable () -> Void) {
      InlineMainActor.$depth.withValue(depth + 1) { work() }
    }
  }
#endif
