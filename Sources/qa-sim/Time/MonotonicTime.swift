import Dispatch

/// A point in time on the system's monotonic clock, which no change of the wall clock moves: what
/// `ContinuousClock.Instant` was here, in nanoseconds, since `ContinuousClock` and `Duration` need macOS 13 and
/// iOS 16 and the package's floor is macOS 12 and iOS 15. Only the span between two instants means anything. Unlike
/// `ContinuousClock`, it does not advance while the system is asleep (suspended).
struct MonotonicInstant: Comparable, Hashable, Sendable {
  /// Nanoseconds since the clock's unspecified start (the system's boot).
  let nanoseconds: Int64

  /// Now (`DispatchTime.now().uptimeNanoseconds`, which every Apple platform has had since `DispatchTime` came).
  static var now: MonotonicInstant { MonotonicInstant(nanoseconds: Int64(DispatchTime.now().uptimeNanoseconds)) }

  /// The span from this instant to `later`; negative when `later` is in fact earlier.
  func duration(to later: MonotonicInstant) -> TimeSpan { later - self }

  /// `instant` moved by `span` (back when `span` is negative).
  static func + (instant: MonotonicInstant, span: TimeSpan) -> MonotonicInstant {
    MonotonicInstant(nanoseconds: instant.nanoseconds + span.nanoseconds)
  }

  /// The span from `earlier` to `later`.
  static func - (later: MonotonicInstant, earlier: MonotonicInstant) -> TimeSpan {
    TimeSpan(nanoseconds: later.nanoseconds - earlier.nanoseconds)
  }

  /// Whether `lhs` comes before `rhs`.
  static func < (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}

/// A signed span of time in nanoseconds, the difference of two ``MonotonicInstant``s: what `Duration` was here
/// (which needs macOS 13 and iOS 16), with the operations the command line uses, each as `Duration` has it.
struct TimeSpan: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The span in nanoseconds.
  let nanoseconds: Int64

  /// No time.
  static let zero = TimeSpan(nanoseconds: 0)

  /// `count` seconds.
  static func seconds(_ count: Int) -> TimeSpan { TimeSpan(nanoseconds: Int64(count) * 1_000_000_000) }

  /// `count` milliseconds.
  static func milliseconds(_ count: Int) -> TimeSpan { TimeSpan(nanoseconds: Int64(count) * 1_000_000) }

  /// `count` nanoseconds.
  static func nanoseconds(_ count: Int64) -> TimeSpan { TimeSpan(nanoseconds: count) }

  /// The whole seconds and the attoseconds beyond them, both rounded toward zero and of the span's sign, as
  /// `Duration.components` splits them.
  var components: (seconds: Int64, attoseconds: Int64) {
    (nanoseconds / 1_000_000_000, nanoseconds % 1_000_000_000 * 1_000_000_000)
  }

  /// The span in seconds as `Duration` prints it: `5.0 seconds`, `0.5 seconds` (the same text for any span under
  /// 2⁵³ ns, 104 days, which `Double` holds exactly).
  var description: String { (Double(nanoseconds) * 1e9 / 1e18).description + " seconds" }

  /// The sum of two spans.
  static func + (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan { TimeSpan(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }

  /// The difference of two spans.
  static func - (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan { TimeSpan(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }

  /// How many times `rhs` fits in `lhs`, with its fraction, computed as `Duration` computes it (in attoseconds).
  static func / (lhs: TimeSpan, rhs: TimeSpan) -> Double {
    Double(lhs.nanoseconds) * 1e9 / (Double(rhs.nanoseconds) * 1e9)
  }

  /// Whether `lhs` is shorter than `rhs`.
  static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}
