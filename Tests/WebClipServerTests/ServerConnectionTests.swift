import Foundation
import QuickActions
import SceneLifecycle
import XCTest

// Internal: the web clip server's connection handling and request log: ServerConnection, ServerLog.
@testable import WebClipServer

/// One connection's phases and what each socket event does to them, without sockets.
final class ServerConnectionTests: XCTestCase {
  private let rules = ServerConnection.Rules(
    responder: WebClipResponder(path: "/shortcut", location: "data:,x"), limits: WebClipHTTPHeadLimits(),
    headTimeout: .seconds(5), writeTimeout: .seconds(3), drainTime: .milliseconds(500), drainBytes: 100)
  private let accepted = MonotonicInstant.now
  private let request = Array("GET /shortcut HTTP/1.1\r\nHost: a\r\n\r\n".utf8)
  private let half = Array("GET /shortcut HTTP/1.1\r\nHo".utf8)

  /// The phase's name, for the table.
  private func name(_ phase: ServerConnection.Phase) -> String {
    switch phase {
    case .reading(let reader, _): reader.bytes.isEmpty ? "reading nothing" : "reading part"
    case .writing: "writing"
    case .draining: "draining"
    case .closed: "closed"
    }
  }

  /// An event of each kind.
  private let events: [ServerConnection.Event] = [
    .received([65]), .peerClosed, .wrote(10), .writeFailed, .deadlinePassed,
  ]

  /// The event's name, for the table (a switch without `default:`, so a new kind of event must be named here,
  /// and then added to ``events`` and the table).
  private func name(_ event: ServerConnection.Event) -> String {
    switch event {
    case .received: "received"
    case .peerClosed: "peerClosed"
    case .wrote: "wrote"
    case .writeFailed: "writeFailed"
    case .deadlinePassed: "deadlinePassed"
    }
  }

  /// A connection in each phase, reached by events from the accept.
  private func connections() -> [ServerConnection] {
    let fresh = ServerConnection(descriptor: 7, acceptedAt: accepted, rules: rules)
    var part = fresh
    _ = part.handle(.received(half), at: accepted, rules: rules)
    var writing = fresh
    _ = writing.handle(.received(request), at: accepted, rules: rules)
    var draining = writing
    _ = draining.handle(.wrote(writing.unsent.count), at: accepted, rules: rules)
    var closed = fresh
    _ = closed.handle(.peerClosed, at: accepted, rules: rules)
    return [fresh, part, writing, draining, closed]
  }

  func testEveryEventInEveryPhaseLeadsWhereItShould() {
    let line = "GET /shortcut 301"
    let notTaken = ServerConnection.Action.record(line + " (the client did not take the response)", answered: false)
    let expected: [String: (phase: String, actions: [ServerConnection.Action])] = [
      "reading nothing, received": ("reading part", []),
      "reading nothing, peerClosed": ("closed", [.close]),
      "reading nothing, wrote": ("reading nothing", []),
      "reading nothing, writeFailed": ("reading nothing", []),
      "reading nothing, deadlinePassed": ("closed", [.close]),
      "reading part, received": ("reading part", []),
      "reading part, peerClosed": ("closed", [.close]),
      "reading part, wrote": ("reading part", []),
      "reading part, writeFailed": ("reading part", []),
      "reading part, deadlinePassed": ("writing", []),
      "writing, received": ("writing", []),
      "writing, peerClosed": ("closed", [notTaken, .close]),
      "writing, wrote": ("writing", []),
      "writing, writeFailed": ("closed", [notTaken, .close]),
      "writing, deadlinePassed": ("closed", [notTaken, .close]),
      "draining, received": ("draining", []),
      "draining, peerClosed": ("closed", [.close]),
      "draining, wrote": ("draining", []),
      "draining, writeFailed": ("draining", []),
      "draining, deadlinePassed": ("closed", [.close]),
      "closed, received": ("closed", []),
      "closed, peerClosed": ("closed", []),
      "closed, wrote": ("closed", []),
      "closed, writeFailed": ("closed", []),
      "closed, deadlinePassed": ("closed", []),
    ]
    var walked = 0
    for connection in connections() {
      for event in events {
        var next = connection
        let actions = next.handle(event, at: accepted + .seconds(1), rules: rules)
        let key = "\(name(connection.phase)), \(name(event))"
        guard let (phase, expectedActions) = expected[key] else {
          XCTFail("no expectation for \(key)")
          continue
        }
        XCTAssertEqual(name(next.phase), phase, key)
        XCTAssertEqual(actions, expectedActions, key)
        walked += 1
      }
    }
    XCTAssertEqual(walked, expected.count)
  }

  // Issue 40, input 3: every connection that answers the redirect writes the one copy of its bytes the rules made, so
  // 900 clients that never read hold one response, not 900.
  func testConnectionsShareTheRedirectsBytes() {
    func unsentStart(_ head: String) -> UnsafeRawPointer? {
      var connection = ServerConnection(descriptor: 7, acceptedAt: accepted, rules: rules)
      _ = connection.handle(.received(Array(head.utf8)), at: accepted, rules: rules)
      return connection.unsent.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let get = "GET /shortcut HTTP/1.1\r\nHost: a\r\n\r\n"
    let head = "HEAD /shortcut HTTP/1.1\r\nHost: a\r\n\r\n"
    XCTAssertNotNil(unsentStart(get))
    XCTAssertEqual(unsentStart(get), unsentStart(get))
    XCTAssertEqual(unsentStart(head), unsentStart(head))
    XCTAssertEqual(unsentStart(get), rules.redirect.get.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
    XCTAssertEqual(rules.redirect.get, rules.responder.redirect(sendsBody: true).bytes)
    XCTAssertEqual(rules.redirect.head, rules.responder.redirect(sendsBody: false).bytes)
  }

  func testAWholeResponseIsLoggedThenTheWritingSideShutAndTheRestReadAway() {
    var connection = ServerConnection(descriptor: 7, acceptedAt: accepted, rules: rules)
    XCTAssertEqual(connection.interest, .readable)
    XCTAssertEqual(connection.deadline, accepted + .seconds(5))
    _ = connection.handle(.received(request), at: accepted + .seconds(1), rules: rules)
    XCTAssertEqual(connection.interest, .writable)
    XCTAssertEqual(connection.deadline, accepted + .seconds(4), "the write deadline runs from the response")
    let total = connection.unsent.count
    XCTAssertEqual(connection.handle(.wrote(10), at: accepted + .seconds(2), rules: rules), [])
    XCTAssertEqual(connection.unsent.count, total - 10, "a partial write leaves the rest")
    XCTAssertEqual(
      connection.handle(.wrote(total - 10), at: accepted + .seconds(2), rules: rules),
      [.record("GET /shortcut 301", answered: true), .shutDownWriting])
    XCTAssertEqual(connection.phase, .draining(left: 100, deadline: accepted + .milliseconds(2500)))
    XCTAssertEqual(connection.interest, .readable)
    XCTAssertEqual(connection.handle(.received(Array(repeating: 0, count: 60)), at: accepted, rules: rules), [])
    XCTAssertEqual(connection.handle(.received(Array(repeating: 0, count: 60)), at: accepted, rules: rules), [.close])
    XCTAssertEqual(connection.interest, .nothing)
    XCTAssertNil(connection.deadline)
  }

  func testAHeadIncompleteAtTheDeadlineIsAnswered408AndARefusalFoundOnlyThenIsAnswered() {
    var stalled = ServerConnection(descriptor: 7, acceptedAt: accepted, rules: rules)
    _ = stalled.handle(.received(half), at: accepted, rules: rules)
    _ = stalled.handle(.deadlinePassed, at: accepted + .seconds(5), rules: rules)
    XCTAssertTrue(String(decoding: stalled.unsent, as: UTF8.self).hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
    XCTAssertEqual(
      stalled.handle(.wrote(stalled.unsent.count), at: accepted + .seconds(5), rules: rules).first,
      .record("- - 408 (no complete head within 5.0 seconds)", answered: true))
    // A control character with no line end after it is judged when the connection ends.
    var refused = ServerConnection(descriptor: 7, acceptedAt: accepted, rules: rules)
    _ = refused.handle(.received(Array("GET /\u{1}".utf8)), at: accepted, rules: rules)
    XCTAssertEqual(refused.interest, .readable)
    _ = refused.handle(.peerClosed, at: accepted, rules: rules)
    XCTAssertTrue(String(decoding: refused.unsent, as: UTF8.self).hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
  }
}

/// The server's log: lines in order from a thread of their own, never waiting for a stalled output.
final class ServerLogTests: XCTestCase {
  /// A sink that records lines and can be held shut.
  private final class Sink: @unchecked Sendable {
    let gate = NSCondition()
    var open = true
    private var lines: [String] = []

    /// The lines written so far, copied into storage of their own (as `LockedList.elements` does, for the same race).
    var written: [String] { gate.withLock { lines.map { $0 } } }

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
    XCTAssertEqual(sink.written, (0..<500).map { "line \($0)" })
    log.post("after the flush")
    XCTAssertTrue(log.flush(until: Date(timeIntervalSinceNow: 5)))
    XCTAssertEqual(sink.written.last, "after the flush")
  }

  func testAStalledOutputNeverBlocksPostingAndWhatOverflowsIsCountedNotKept() {
    let sink = Sink()
    sink.open = false
    let log = ServerLog(capacity: 10, sink: sink.write)
    let start = MonotonicInstant.now
    for index in 0..<100 { log.post("line \(index)") }
    XCTAssertLessThan(start.duration(to: .now), .seconds(1), "posting waited for the output")
    XCTAssertFalse(log.flush(until: Date(timeIntervalSinceNow: 0.2)), "a flush claimed a stalled output was written")
    sink.release()
    XCTAssertTrue(log.flush(until: Date(timeIntervalSinceNow: 5)))
    let lines = sink.written
    // However the writer thread was scheduled (it may start only after the queue filled, as under a
    // sanitizer), every line posted is either written in order or counted in a drop line that stands
    // where it would have been; at most two queues' worth are kept: the batch the writer stalled on and
    // the ten that waited behind it.
    var next = 0
    var kept = 0
    for line in lines {
      if line == "line \(next)" {
        next += 1
        kept += 1
      } else if let count = Self.droppedCount(line), count > 0 {
        next += count
      } else {
        XCTFail("line \(next) or a drop count expected, got \(line.debugDescription) in \(lines)")
        return
      }
    }
    XCTAssertEqual(next, 100, "some lines were neither written nor counted: \(lines)")
    XCTAssertTrue((10...20).contains(kept), "\(kept) lines kept: \(lines)")
    XCTAssertNotNil(lines.last.flatMap(Self.droppedCount), "the last lines were dropped, so a count ends the log")
  }

  /// The number a drop line counts, or nil for any other line.
  private static func droppedCount(_ line: String) -> Int? {
    let suffix = " log lines dropped: the output was not taking lines)"
    guard line.hasPrefix("("), line.hasSuffix(suffix) else { return nil }
    return Int(line.dropFirst().dropLast(suffix.count))
  }
}
