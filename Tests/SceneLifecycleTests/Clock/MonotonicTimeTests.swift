import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// `TimeSpan` and `MonotonicInstant` stand in for `Duration` and `ContinuousClock.Instant`, which need macOS 13 and
/// iOS 16: over random spans their components, text, ratios and order are `Duration`'s, and the clock never goes back.
final class MonotonicTimeTests: XCTestCase {
  func testSpansGiveWhatDurationGivesOverRandomValues() {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
      return XCTFail("the oracle, the standard library's Duration, needs macOS 13")
    }
    var random = SplitMix64(seed: PropertySeed.current)
    // Spans up to about a day either way, and small ones, where rounding shows.
    for run in 0..<20_000 {
      let a = Int64.random(in: -86_400_000_000_000...86_400_000_000_000, using: &random) >> (run % 40)
      let b = Int64.random(in: -86_400_000_000_000...86_400_000_000_000, using: &random) >> (run % 37)
      let context = "run \(run), seed \(PropertySeed.current): \(a) ns, \(b) ns"
      let (span, other) = (TimeSpan.nanoseconds(a), TimeSpan.nanoseconds(b))
      let (duration, otherDuration) = (Duration.nanoseconds(a), Duration.nanoseconds(b))
      XCTAssertEqual(span.components.seconds, duration.components.seconds, context)
      XCTAssertEqual(span.components.attoseconds, duration.components.attoseconds, context)
      XCTAssertEqual(span.description, duration.description, context)
      XCTAssertEqual(span < other, duration < otherDuration, context)
      XCTAssertEqual((span + other).nanoseconds, a + b, context)
      if b != 0 { XCTAssertEqual(span / other, duration / otherDuration, context) }
    }
    XCTAssertEqual(TimeSpan.seconds(5).description, Duration.seconds(5).description)
    XCTAssertEqual(TimeSpan.milliseconds(1500).components.seconds, Duration.milliseconds(1500).components.seconds)
  }

  func testTheClockNeverGoesBack() {
    var last = MonotonicInstant.now
    for _ in 0..<10_000 {
      let now = MonotonicInstant.now
      XCTAssertFalse(now < last)
      XCTAssertGreaterThanOrEqual(last.duration(to: now), .zero)
      last = now
    }
  }

  /// The shells' timings read in the unit that fits (seconds, milliseconds or microseconds); a measured span is never
  /// negative.
  func testDurationsReadInTheUnitThatFitsAndAMeasuredSpanIsNotNegative() {
    XCTAssertEqual(TimeSpan.text(seconds: 2), "2.00 s")
    XCTAssertEqual(TimeSpan.text(seconds: 1), "1.00 s")
    XCTAssertEqual(TimeSpan.text(seconds: 0.5), "500.00 ms")
    XCTAssertEqual(TimeSpan.text(seconds: 0.001), "1.00 ms")
    XCTAssertEqual(TimeSpan.text(seconds: 0.000_25), "250.0 µs")
    let span = TimeSpan.measuring {}
    XCTAssertGreaterThanOrEqual(span.inSeconds, 0)
    XCTAssertEqual(span.inSeconds, Double(span.nanoseconds) / 1e9, accuracy: 1e-12)
  }
}
