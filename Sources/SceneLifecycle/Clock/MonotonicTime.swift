import Dispatch
import Foundation

/// The library's clock, for the shells that run the pure core (the command line's timings and progress, the web
/// clip server's deadlines): nothing in the lifecycle model, the harness or the explorer reads it.
///
/// A point in time on the system's monotonic clock, which no change of the wall clock moves: what
/// `ContinuousClock.Instant` was here, in nanoseconds, since `ContinuousClock` and `Duration` need macOS 13 and
/// iOS 16 and the package's floor is macOS 12 and iOS 15. Only the span between two instants means anything. Unlike
/// `ContinuousClock`, it does not advance while the system is asleep (suspended).
package struct MonotonicInstant: Comparable, Hashable, Sendable {
  /// Nanoseconds since the clock's unspecified start (the system's boot).
  package let nanoseconds: Int64

  /// The instant `nanoseconds` after the clock's start.
  package init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  /// Now (`DispatchTime.now().uptimeNanoseconds`, which every Apple platform has had since `DispatchTime` came).
  package static var now: MonotonicInstant {
    MonotonicInstant(nanoseconds: Int64(DispatchTime.now().uptimeNanoseconds))
  }

  /// The span from this instant to `later`; negative when `later` is in fact earlier.
  package func duration(to later: MonotonicInstant) -> TimeSpan { later - self }

  /// `instant` moved by `span` (back when `span` is negative).
  package static func + (instant: MonotonicInstant, span: TimeSpan) -> MonotonicInstant {
    MonotonicInstant(nanoseconds: instant.nanoseconds + span.nanoseconds)
  }

  /// The span from `earlier` to `later`.
  package static func - (later: MonotonicInstant, earlier: MonotonicInstant) -> TimeSpan {
    TimeSpan(nanoseconds: later.nanoseconds - earlier.nanoseconds)
  }

  /// Whether `lhs` comes before `rhs`.
  package static func < (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}

/// A signed span of time in nanoseconds, the difference of two ``MonotonicInstant``s: what `Duration` was here
/// (which needs macOS 13 and iOS 16), with the operations the shells use, each as `Duration` has it.
package struct TimeSpan: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The span in nanoseconds.
  package let nanoseconds: Int64

  /// A span of `nanoseconds`.
  package init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  /// No time.
  package static let zero = TimeSpan(nanoseconds: 0)

  /// `count` seconds.
  package static func seconds(_ count: Int) -> TimeSpan { TimeSpan(nanoseconds: Int64(count) * 1_000_000_000) }

  /// `count` milliseconds.
  package static func milliseconds(_ count: Int) -> TimeSpan { TimeSpan(nanoseconds: Int64(count) * 1_000_000) }

  /// `count` nanoseconds.
  package static func nanoseconds(_ count: Int64) -> TimeSpan { TimeSpan(nanoseconds: count) }

  /// The whole seconds and the attoseconds beyond them, both rounded toward zero and of the span's sign, as
  /// `Duration.components` splits them.
  package var components: (seconds: Int64, attoseconds: Int64) {
    (nanoseconds / 1_000_000_000, nanoseconds % 1_000_000_000 * 1_000_000_000)
  }

  /// The span in seconds as `Duration` prints it: `5.0 seconds`, `0.5 seconds` (the same text for any span under
  /// 2⁵³ ns, 104 days, which `Double` holds exactly).
  package var description: String { (Double(nanoseconds) * 1e9 / 1e18).description + " seconds" }

  /// The sum of two spans.
  package static func + (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
    TimeSpan(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
  }

  /// The difference of two spans.
  package static func - (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
    TimeSpan(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
  }

  /// How many times `rhs` fits in `lhs`, with its fraction, computed as `Duration` computes it (in attoseconds).
  package static func / (lhs: TimeSpan, rhs: TimeSpan) -> Double {
    Double(lhs.nanoseconds) * 1e9 / (Double(rhs.nanoseconds) * 1e9)
  }

  /// Whether `lhs` is shorter than `rhs`.
  package static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}

extension TimeSpan {
  /// How long `body` took to run, on the monotonic clock.
  package static func measuring(_ body: () throws -> Void) rethrows -> TimeSpan {
    let start = MonotonicInstant.now
    try body()
    return MonotonicInstant.now - start
  }

  /// The span in seconds.
  package var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// `seconds` for people: `1.23 s`, `12.34 ms`, `456.7 µs`.
  package static func text(seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.1f µs", seconds * 1e6)
  }
}
