import Foundation
import XCTest

// Internal: the web clip server's request log: ServerLog.
@testable import qa_sim

/// The server's log: lines in order from a thread of their own, never waiting for a stalled output.
final class ServerLogTests: XCTestCase {
  /// A sink that records lines and can be held shut.
  private final class Sink: @unchecked Sendable {
    let gate = NSCondition()
    var open = true
    var lines: [String] = []

    func write(_ line: String) {
      gate.withLock {
        while !open { gate.wait() }
        lines.append(line)
      }
    }

    func release() {
      gate.withLock {
        open = true
        gate.broadcast()
      }
    }
  }

  func testLinesAreWrittenInOrderAndFlushWaitsForThem() {
    let sink = Sink()
    let log = ServerLog(sink: sink.write)
    for index in 0..<500 { log.post("line \(index)") }
    XCTAssertTrue(log.flush(until: Date(timeIntervalSinceNow: 5)))
    XCTAssertEqual(sink.gate.withLock { sink.lines }, (0..<500).map { "line \($0)" })
    log.post("after the flush")
    XCTAssertTrue(log.flush(until: Date(timeIntervalSinceNow: 5)))
    XCTAssertEqual(sink.gate.withLock { sink.lines.last }, "after the flush")
  }

  func testAStalledOutputNeverBlocksPostingAndWhatOverflowsIsCountedNotKept() {
    let sink = Sink()
    sink.open = false
    let log = ServerLog(capacity: 10, sink: sink.write)
    let start = ContinuousClock.now
    for index in 0..<100 { log.post("line \(index)") }
    XCTAssertLessThan(start.duration(to: .now), .seconds(1), "posting waited for the output")
    XCTAssertFalse(log.flush(until: Date(timeIntervalSinceNow: 0.2)), "a flush claimed a stalled output was written")
    sink.release()
    XCTAssertTrue(log.flush(until: Date(timeIntervalSinceNow: 5)))
    let lines = sink.gate.withLock { sink.lines }
    // The writer took a first batch (up to ten lines) and stalled writing it; ten more waited; the rest were
    // dropped and counted.
    let kept = lines.dropLast()
    XCTAssertTrue((10...20).contains(kept.count), "\(lines)")
    XCTAssertEqual(Array(kept), (0..<kept.count).map { "line \($0)" })
    XCTAssertEqual(lines.last, "(\(100 - kept.count) log lines dropped: the output was not taking lines)")
  }
}
