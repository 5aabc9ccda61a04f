#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// The result of a main-actor task's operation that the simulated main queue runs at a turn, for the Swift task
  /// that stands for it to await (``MainQueue/appendTask(priority:operation:)``).
  ///
  /// `@unchecked Sendable`: its state is guarded by a lock.
  final class TaskOutcome<Success: Sendable, Failure: Error>: @unchecked Sendable {
    /// Whether the result is known.
    private var filled = false
    /// The result, once known.
    private var result: Result<Success, Failure>?
    /// The tasks waiting for it.
    private var waiters: [UnsafeContinuation<Result<Success, Failure>, Never>] = []
    /// Guards the three above.
    private let lock = NSLock()

    /// Sets the result, once, and resumes every waiter with it.
    /// - Parameter result: the operation's result.
    func fill(_ result: Result<Success, Failure>) {
      lock.lock()
      guard !filled else {
        lock.unlock()
        return
      }
      filled = true
      self.result = result
      let waiting = waiters
      waiters = []
      lock.unlock()
      for waiter in waiting { waiter.resume(returning: result) }
    }

    /// The result, once the operation ran.
    /// - Returns: what the operation returned.
    /// - Throws: what it threw.
    func wait() async throws(Failure) -> Success {
      let result = await withUnsafeContinuation { (waiter: UnsafeContinuation<Result<Success, Failure>, Never>) in
        lock.lock()
        if let known = self.result {
          lock.unlock()
          waiter.resume(returning: known)
        } else {
          waiters.append(waiter)
          lock.unlock()
        }
      }
      return try result.get()
    }

    /// The operation will never run (its process died): ends the waiters as a cancelled task would end, where its
    /// type allows: a throwing task throws `CancellationError`, a `Void` one returns. Any other never ends.
    func abandon() {
      if let cancelled = CancellationError() as? Failure {
        fill(.failure(cancelled))
      } else if let nothing = () as? Success {
        fill(.success(nothing))
      }
    }

    /// Abandons its outcome when dropped before ``disarm()``: it rides in the queued block, which the queue drops
    /// unrun when the process dies.
    final class Abandoner: @unchecked Sendable {
      /// The outcome to abandon.
      private let outcome: TaskOutcome
      /// Whether the block ran.
      private var disarmed = false

      /// An abandoner for `outcome`.
      init(_ outcome: TaskOutcome) { self.outcome = outcome }

      /// The block ran: nothing to abandon.
      func disarm() { disarmed = true }

      deinit {
        if !disarmed { outcome.abandon() }
      }
    }
  }
#endif
