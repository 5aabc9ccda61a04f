import Dispatch
import Foundation
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
    let elapsed = seconds {
      for mode in TraceMatchMode.allCases {
        XCTAssertNotNil(TraceDiff.mismatch(expected: expected, actual: actual, mode: mode))
      }
    }
    XCTAssertLessThan(elapsed, 5, "the differ is quadratic again")
    // Time alone does not tell here: the standard library's diff, uncapped, takes this input in about 0.3 s in
    // a debug build. Beyond the cap the differ pairs lines by their text instead of aligning the traces, so a line
    // both share in their middle shows as moved, where the exact (quadratic) diff keeps it in place.
    let around = Array(repeating: "a", count: 1_000) + ["shared"] + Array(repeating: "b", count: 1_000)
    let other = Array(repeating: "c", count: 1_000) + ["shared"] + Array(repeating: "d", count: 1_000)
    XCTAssertEqual(
      TraceDiff.exhaustiveDiff(expected: around, actual: other).filter { $0.text == "shared" }.map(\.mark), [.moved],
      "4,002 lines that differ throughout got the exact (quadratic) diff, not the linear one")
  }

  func testLongTracesThatDifferThroughoutAreDiffedInLinearTime() throws {
    let expected = (0..<50_000).map { "system callback\($0 % 97) com.example.item\($0 % 3)" }
    let actual = expected.reversed().map { $0 }
    let result = finishing(within: 20, "the differ is quadratic again: two 50,000-line traces took over 20 s") {
      (
        TraceDiff.exhaustiveDiff(expected: expected, actual: actual),
        TraceDiff.mismatch(expected: expected, actual: actual, mode: .exhaustive),
        TraceDiff.mismatch(expected: expected, actual: actual, mode: .subsequence)
      )
    }
    guard let (diff, exhaustive, subsequence) = result else { return }
    XCTAssertEqual(diff.filter { $0.mark != .missing }.map(\.text), actual)
    XCTAssertEqual(diff.count { $0.mark != .extra }, expected.count)
    XCTAssertTrue(try XCTUnwrap(exhaustive).contains(TraceDiff.legend))
    XCTAssertTrue(
      try XCTUnwrap(subsequence).hasPrefix("The expected lines do not appear in order in the trace (subsequence)."))
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

  /// `body`'s result, computed on another thread, or `nil` after failing the test with `message` when it has not
  /// finished within `limit` seconds. A differ gone quadratic would take many minutes over these traces, and
  /// waiting for it would hang the test run instead of failing it; the work then goes on in the background
  /// until it ends or the process exits.
  private func finishing<Value: Sendable>(
    within limit: Double, _ message: String, _ body: @escaping @Sendable () -> Value
  ) -> Value? {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      box.set(body())
      done.signal()
    }
    guard done.wait(timeout: .now() + limit) == .success else {
      XCTFail(message)
      return nil
    }
    return box.value
  }

  /// How long `body` takes, in seconds. Not `measure`: Apple's XCTestCase has `measure(_:)`, which a call without
  /// a label would pick there.
  private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
}
