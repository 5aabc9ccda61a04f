#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  /// One simulated process's main queue: the blocks its code queued with `DispatchQueue.main.async` or
  /// `asyncAfter`, waiting for a turn of the main run loop (UIKit semantics article, 10b and 10e).
  ///
  /// Nothing here waits for real time. A delay is kept as an offset on the queue's own clock, which moves only when a
  /// turn finds nothing due: then it jumps to the earliest deadline, so delays become turns in their deadlines' order.
  ///
  /// `@unchecked Sendable`: it travels in a task-local value; each queue is touched only by the thread running its
  /// simulator.
  public final class MainQueue: @unchecked Sendable {
    /// A piece of work with when it is due and who queued it.
    struct Entry {
      /// The block.
      let work: @Sendable () -> Void
      /// When it is due, in nanoseconds of the queue's clock.
      let due: UInt64
      /// What was running when it was queued (``origin``).
      let origin: Int
    }

    /// The queue the harness is running code for on this task, if any: blocks queued on the main queue join it.
    @TaskLocal public static var current: MainQueue?

    /// The queue's clock, in nanoseconds since the process started: it moves only at turns.
    public private(set) var now: UInt64 = 0
    /// What is running now, as the harness numbers it (the UIKit callback under way); stamped on the work queued,
    /// and while queued work runs, the number it was stamped with. `-1` outside any callback.
    public var origin = -1
    /// The waiting work, in the order it was queued.
    private var entries: [Entry] = []

    /// An empty queue at time zero.
    public init() {}

    /// Whether no work waits.
    public var isEmpty: Bool { entries.isEmpty }

    /// How much work waits.
    public var count: Int { entries.count }

    /// Whether some work is due now (queued without a delay, or its deadline passed).
    public var hasDueWork: Bool { entries.contains { $0.due <= now } }

    /// What waits, in order, as text that does not depend on the closures: `origin` and, for delayed work, how long
    /// after now it is due. Two queues with equal texts behave the same at their next turns if their closures do.
    public var summary: [String] {
      entries.map { entry in
        entry.due > now ? "block \(entry.origin) +\((entry.due - now) / 1_000_000)ms" : "block \(entry.origin)"
      }
    }

    /// Queues `work`, due `delay` nanoseconds from now.
    /// - Parameters:
    ///   - work: the block.
    ///   - delay: nanoseconds until it is due; 0 for the next turn.
    public func append(_ work: @escaping @Sendable () -> Void, after delay: UInt64 = 0) {
      let (due, overflow) = now.addingReportingOverflow(delay)
      entries.append(Entry(work: work, due: overflow ? .max : due, origin: origin))
    }

    /// One turn of the main run loop: runs the work due now that was queued before the turn began, in order; work it
    /// queues waits for the next turn. When nothing is due, the clock first jumps to the earliest deadline.
    /// - Returns: the origins of the work that ran, in order; empty when the queue was empty.
    @discardableResult
    public func runTurn() -> [Int] {
      guard let earliest = entries.map(\.due).min() else { return [] }
      if earliest > now { now = earliest }
      let due = entries.filter { $0.due <= now }
      entries.removeAll { $0.due <= now }
      MainQueue.$current.withValue(self) {
        for entry in due {
          origin = entry.origin
          entry.work()
        }
      }
      origin = -1
      return due.map(\.origin)
    }

    /// Runs turns while work is due now, without moving the clock: what a callback's code queued without a delay.
    /// - Returns: the origins of the work that ran, in order.
    @discardableResult
    public func runDueWork() -> [Int] {
      var origins: [Int] = []
      while hasDueWork { origins += runTurn() }
      return origins
    }

    /// The process died: its queued work never runs.
    public func discardAll() {
      entries = []
    }
  }
#endif
