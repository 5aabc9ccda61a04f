import Foundation
import QuickActions
import XCTest

// Internal: the web clip server's descriptor budget (DescriptorBudget).
@testable import WebClipServer

/// The server on real loopback sockets, in process: what raw HTTP clients on 127.0.0.1 and ::1 get back.
final class WebClipServerTests: RunningServerTestCase {
  /// The hosts the server listens on.
  private func hosts(_ server: RunningServer) -> [LoopbackClient.Host] {
    server.server.listeners.servesIPv6 ? [.ipv4, .ipv6] : [.ipv4]
  }

  func testItListensOnBothLoopbackAddressesWithOnePort() throws {
    let server = try start()
    XCTAssertNotEqual(server.port, 0)
    XCTAssertEqual(server.server.urls.first, "http://127.0.0.1:\(server.port)/shortcut")
    if server.server.listeners.servesIPv6 {
      XCTAssertEqual(server.server.urls.last, "http://[::1]:\(server.port)/shortcut")
    }
  }

  // UIKit semantics article, 13 row 6: the loopback server answers the shortcut path with a 301 to the data: URL.
  func testGetRedirectsToTheDataURLOnIPv4AndIPv6() throws {
    let server = try start()
    for host in hosts(server) {
      let answer = LoopbackClient.exchange(
        "GET /shortcut HTTP/1.1\r\nHost: localhost\r\n\r\n", host, port: server.port)
      XCTAssertTrue(answer.hasPrefix("HTTP/1.1 301 Moved Permanently\r\n"), "\(host): \(answer)")
      XCTAssertTrue(answer.contains("\r\nLocation: \(RunningServer.location)\r\n"), "\(host)")
      XCTAssertTrue(answer.contains("\r\nCache-Control: no-store\r\n"), "\(host)")
      XCTAssertTrue(answer.contains("\r\nConnection: close\r\n"), "\(host)")
    }
    let lines = server.logLines(count: hosts(server).count)
    XCTAssertTrue(lines.contains("GET /shortcut 301"), "\(lines)")
  }

  func testHeadGetsTheSameHeadWithoutABody() throws {
    let server = try start()
    for host in hosts(server) {
      let get = LoopbackClient.exchange("GET /shortcut HTTP/1.1\r\nHost: a\r\n\r\n", host, port: server.port)
      let head = LoopbackClient.exchange("HEAD /shortcut?from=app HTTP/1.1\r\nHost: a\r\n\r\n", host, port: server.port)
      XCTAssertTrue(head.hasPrefix("HTTP/1.1 301 Moved Permanently\r\n"), head)
      XCTAssertTrue(head.hasSuffix("\r\n\r\n"), head)
      XCTAssertEqual(head, get.components(separatedBy: "\r\n\r\n").first.map { $0 + "\r\n\r\n" })
    }
  }

  func testOtherPathsMethodsAndMalformedRequestsAreRefused() throws {
    let server = try start()
    let cases: [(request: String, status: String)] = [
      ("GET /other HTTP/1.1\r\nHost: a\r\n\r\n", "404 Not Found"),
      ("POST /shortcut HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc", "405 Method Not Allowed"),
      ("BREW /shortcut HTTP/1.1\r\nHost: a\r\n\r\n", "405 Method Not Allowed"),
      ("GET /shortcut HTTP/1.1\r\n\r\n", "400 Bad Request"),
      ("GET /shortcut HTTP/1.1\r\nHost a\r\n\r\n", "400 Bad Request"),
      ("GET /shortcut HTTP/1.1\nHost: a\n\n", "400 Bad Request"),
      ("GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\nHost: a\r\n\r\n", "414 URI Too Long"),
      (
        "GET /shortcut HTTP/1.1\r\nHost: a\r\n" + (0..<101).map { "X-\($0): v\r\n" }.joined() + "\r\n",
        "431 Request Header Fields Too Large"
      ),
      (
        "GET /shortcut HTTP/1.1\r\nHost: a\r\nX: \(String(repeating: "b", count: 17000))\r\n\r\n",
        "431 Request Header Fields Too Large"
      ),
    ]
    for host in hosts(server) {
      for (request, status) in cases {
        let answer = LoopbackClient.exchange(request, host, port: server.port)
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 \(status)\r\n"), "\(host) \(request.prefix(40)): \(answer.prefix(80))")
        XCTAssertTrue(answer.contains("\r\nContent-Length: "), "\(host) \(request.prefix(40))")
      }
    }
    let refused = LoopbackClient.exchange("DELETE /shortcut HTTP/1.1\r\nHost: a\r\n\r\n", port: server.port)
    XCTAssertTrue(refused.contains("\r\nAllow: GET, HEAD\r\n"), refused)
  }

  func testTwentyClientsConnectedAtOnceAreAllAnswered() throws {
    let server = try start()
    let clients = (0..<20).compactMap { index in
      LoopbackClient(index % 2 == 0 ? .ipv4 : (server.server.listeners.servesIPv6 ? .ipv6 : .ipv4), port: server.port)
    }
    XCTAssertEqual(clients.count, 20)
    for client in clients { client.transmit("GET /shortcut HTTP/1.1\r\n") }
    for client in clients { client.transmit("Host: a\r\n\r\n") }
    for (index, client) in clients.enumerated() {
      XCTAssertTrue(client.readAll().hasPrefix("HTTP/1.1 301 "), "client \(index)")
    }
  }

  func testASlowClientDoesNotDelayAnotherAndIsCutOffWith408() throws {
    let server = try start()
    let slow = try XCTUnwrap(LoopbackClient(.ipv4, port: server.port))
    slow.transmit("GET /shortcut HTTP/1.1\r\nHo")
    let answer = LoopbackClient.exchange("GET /shortcut HTTP/1.1\r\nHost: a\r\n\r\n", port: server.port)
    XCTAssertTrue(answer.hasPrefix("HTTP/1.1 301 "), answer)
    XCTAssertFalse(slow.hasPendingInput, "the slow client was answered or closed before the other was served")
    XCTAssertTrue(slow.readAll().hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
  }

  func testAClientThatSendsNothingIsClosedSilentlyAfterTheDeadline() throws {
    // Nobody else is served, so a short deadline cannot cut off anyone the test waits for.
    let server = try start { $0.headTimeout = .milliseconds(300) }
    let idle = try XCTUnwrap(LoopbackClient(.ipv4, port: server.port))
    XCTAssertEqual(idle.readAll(), "")
  }

  // The default cap comes from the descriptor limit (DescriptorBudgetTests); a small one is set here to reach it.
  func testOnlyConnectionsPastTheCapGet503() throws {
    let server = try start { $0.maxConnections = 2 }
    let first = try XCTUnwrap(LoopbackClient(.ipv4, port: server.port))
    first.transmit("GET /shortcut HTTP/1.1\r\n")
    let second = try XCTUnwrap(LoopbackClient(.ipv4, port: server.port))
    second.transmit("GET /shortcut HTTP/1.1\r\n")
    let third = try XCTUnwrap(LoopbackClient(.ipv4, port: server.port)).readAll()
    XCTAssertTrue(third.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"), third)
    first.transmit("Host: a\r\n\r\n")
    XCTAssertTrue(first.readAll().hasPrefix("HTTP/1.1 301 "))
  }

  func testStopEndsTheAcceptLoopAndClosesTheListeners() throws {
    let server = try start()
    XCTAssertTrue(server.shutDown())
    running = nil
    XCTAssertNil(LoopbackClient(.ipv4, port: server.port), "the listener still accepts after stop()")
  }

  func testAPortInUseIsRefusedWithOneMessage() throws {
    let server = try start()
    let configuration = WebClipServer.Configuration(
      responder: WebClipResponder(path: "/shortcut", location: RunningServer.location), port: server.port)
    switch WebClipServer.open(configuration) {
    case .success: XCTFail("a second server opened on port \(server.port)")
    case .failure(let error): XCTAssertEqual(error.message, "address already in use")
    }
  }

  func testListenErrorsReadAsOneShortLowercaseReason() {
    XCTAssertEqual(ListenError(code: EADDRINUSE, address: "127.0.0.1").message, "address already in use")
    XCTAssertEqual(ListenError(code: EACCES, address: "127.0.0.1").message, "permission denied")
    XCTAssertEqual(ListenError(code: EADDRINUSE, address: "::1").message, "address already in use on ::1")
  }

  func testEachConnectionLogsOneLineWithMethodTargetAndStatus() throws {
    let server = try start()
    _ = LoopbackClient.exchange("HEAD /shortcut?a HTTP/1.1\r\nHost: a\r\n\r\n", port: server.port)
    _ = LoopbackClient.exchange("PUT /x\u{1B}[2J HTTP/1.1\r\nHost: a\r\n\r\n", port: server.port)
    _ = LoopbackClient.exchange("GET /shortcut HTTP/1.1\r\nHost a\r\n\r\n", port: server.port)
    XCTAssertEqual(
      server.logLines(count: 3),
      [
        "HEAD /shortcut?a 301", "- - 400 (a control character or non-ASCII byte in the request line)",
        "- - 400 (a header line without a colon)",
      ])
    XCTAssertEqual(server.server.answeredCount, 3)
  }

  func testTheCapIsTheDescriptorLimitLessATenthAtLeast32() {
    let caps = [1, 10, 33, 64, 100, 256, 1024, 10_240, 20_000, 1 << 20].map {
      DescriptorBudget.connectionCap(descriptorLimit: $0)
    }
    XCTAssertEqual(caps, [1, 1, 1, 32, 68, 224, 922, 9216, 18_000, 65_536])
  }

  func testTheServerTakesItsCapFromTheRaisedLimitUnlessOneIsConfigured() throws {
    let limit = DescriptorBudget.raiseSoftLimit()
    XCTAssertEqual(DescriptorBudget.raiseSoftLimit(), limit, "raising again changes nothing")
    let derived = try RunningServer()
    defer { derived.shutDown() }
    XCTAssertEqual(derived.server.connectionCap, DescriptorBudget.connectionCap(descriptorLimit: limit))
    let configured = try RunningServer { $0.maxConnections = 3 }
    defer { configured.shutDown() }
    XCTAssertEqual(configured.server.connectionCap, 3)
  }
}
