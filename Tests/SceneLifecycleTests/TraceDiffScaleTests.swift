import SceneLifecycle
import XCTest

/// The trace differ on long traces. The fuzz target `trace-diff` showed it slowing down faster than the
/// square of the trace length: 2,000 lines against 2,000 other lines took seconds, and two 50,000-line
/// traces that differ throughout would have needed minutes and, for the standard library's diff, gigabytes.
/// It now stays linear beyond ``TraceDiff/maximumDiffedLines`` lines while keeping exact diffs below it.
final class TraceDiffScaleTests: XCTestCase {
  /// The fuzz input that first took seconds: 2,000 lines `a` expected, 2,000 lines `b` in the trace.
  func testTheSlowFuzzInputIsFast() throws {
    let bytes =
      Array(String(repeating: "a\n", count: 2_000).utf8) + [0] + Array(String(repeating: "b\n", count: 2_000).utf8)
    let split = try XCTUnwrap(bytes.firstIndex(of: 0))
    let expected = String(decoding: bytes[..<split], as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let actual = String(decoding: bytes[(split + 1)...], as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let elapsed = measure {
      for mode in TraceMatchMode.allCases {
        XCTAssertNotNil(TraceDiff.mismatch(expected: expected, actual: actual, mode: mode))
      }
    }
    XCTAssertLessThan(elapsed, 5, "the differ is quadratic again")
  }

  func testLongTracesThatDifferThroughoutAreDiffedInLinearTime() throws {
    let expected = (0..<50_000).map { "system callback\($0 % 97) com.example.item\($0 % 3)" }
    let actual = expected.reversed().map { $0 }
    let elapsed = try measure {
      let diff = TraceDiff.exhaustiveDiff(expected: expected, actual: actual)
      XCTAssertEqual(diff.filter { $0.mark != .missing }.map(\.text), actual)
      XCTAssertEqual(diff.count { $0.mark != .extra }, expected.count)
      let message = try XCTUnwrap(TraceDiff.mismatch(expected: expected, actual: actual, mode: .exhaustive))
      XCTAssertTrue(message.contains(TraceDiff.legend))
      let subsequence = try XCTUnwrap(TraceDiff.mismatch(expected: expected, actual: actual, mode: .subsequence))
      XCTAssertTrue(subsequence.hasPrefix("The expected lines do not appear in order in the trace (subsequence)."))
    }
    XCTAssertLessThan(elapsed, 20, "the differ is quadratic again")
  }

  func testALongTraceWithOneMovedLineStillGetsAnExactDiff() throws {
    var expected = (0..<30_000).map { "system callback\($0)" }
    let actual = expected
    expected.swapAt(15_000, 15_001)
    let lines = TraceDiff.exhaustiveDiff(expected: expected, actual: actual).filter { $0.mark != .same }
    XCTAssertEqual(lines.map(\.mark), [.moved])
    let message = try XCTUnwrap(TraceDiff.mismatch(expected: expected, actual: actual, mode: .exhaustive))
    XCTAssertTrue(message.hasPrefix("The trace does not match the expected trace (exhaustive). 1 moved, 0 missing"))
    XCTAssertLessThan(message.split(separator: "\n").count, 15, "unchanged runs are collapsed")
  }

  private func measure(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
