#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// `DispatchQueue.main.async { … }` and `asyncAfter(deadline:execute:)` in app code compiled against the surface:
  /// while the harness runs the app (``MainQueue/current`` is bound) a block for the main queue joins the simulated
  /// process's main queue and runs at one of its turns (UIKit semantics article, 10b); every other queue, and the main
  /// queue outside the harness, is Dispatch's own.
  ///
  /// These are the plain forms, without a group, quality of service or flags; a call that passes any of those is
  /// Dispatch's, and runs outside the model. Swift prefers an overload that needs no default arguments, so the plain
  /// call resolves here.
  extension DispatchQueue {
    /// The label Dispatch gives the main queue.
    static let mainQueueLabel = "com.apple.main-thread"

    /// The simulated process's main queue if this is the main queue and the harness runs the app's code.
    var simulatedMainQueue: MainQueue? {
      guard let queue = MainQueue.current, label == Self.mainQueueLabel else { return nil }
      return queue
    }

    /// `nanoseconds` to the nearest millisecond: a delay is read against the real clock a moment after the app computed
    /// its deadline, and two blocks the code gave the same delay must share a deadline.
    static func wholeMilliseconds(_ nanoseconds: UInt64) -> UInt64 {
      let (rounded, overflow) = nanoseconds.addingReportingOverflow(500_000)
      return overflow ? nanoseconds : rounded / 1_000_000 * 1_000_000
    }

    /// Runs `work` at the next turn of the simulated main queue, or as Dispatch's `async(execute:)` would.
    /// - Parameter work: the block.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
      if let queue = simulatedMainQueue {
        queue.append(work)
      } else {
        async(execute: DispatchWorkItem(block: work))
      }
    }

    /// Runs `work` at the turn of the simulated main queue its deadline falls on, or as Dispatch's
    /// `asyncAfter(deadline:execute:)` would.
    /// - Parameters:
    ///   - deadline: when to run it; the delay from now, to the millisecond, is kept on the simulated queue's clock.
    ///   - work: the block.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
      if let queue = simulatedMainQueue {
        let now = DispatchTime.now().uptimeNanoseconds
        let delay = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        queue.append(work, after: Self.wholeMilliseconds(delay))
      } else {
        asyncAfter(deadline: deadline, execute: DispatchWorkItem(block: work))
      }
    }
  }
#endif
