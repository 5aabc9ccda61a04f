import Foundation
import QuickActions
import TestSupport
import XCTest

/// The server as a real HTTP client sees it: Debian's `curl`, over IPv4 and IPv6.
final class WebClipServerCurlTests: XCTestCase {
  private var running: RunningServer?

  override func tearDown() {
    if let running { XCTAssertTrue(running.shutDown()) }
    running = nil
    super.tearDown()
  }

  /// `curl` with `arguments` against a fresh server; its standard output.
  private func curl(_ arguments: [String]) throws -> String {
    let server = try running ?? RunningServer()
    running = server
    return try ExternalTool.curl(arguments.map { $0.replacingOccurrences(of: "PORT", with: "\(server.port)") })
  }

  func testCurlSees301WithTheLocationAndNoStore() throws {
    let head = try curl(["-o", "/dev/null", "-D", "-", "http://127.0.0.1:PORT/shortcut"])
    XCTAssertTrue(head.hasPrefix("HTTP/1.1 301 Moved Permanently\r\n"), head)
    XCTAssertTrue(head.contains("\r\nLocation: \(RunningServer.location)\r\n"), head)
    XCTAssertTrue(head.contains("\r\nCache-Control: no-store\r\n"), head)
  }

  func testCurlHeadSeesTheSameStatusAndLength() throws {
    let head = try curl(["-I", "http://127.0.0.1:PORT/shortcut?utm=1"])
    XCTAssertTrue(head.hasPrefix("HTTP/1.1 301 Moved Permanently\r\n"), head)
    XCTAssertTrue(
      head.contains("\r\nContent-Length: \(WebClipHTTPStatus.movedPermanently.line.utf8.count + 1)\r\n"), head)
  }

  func testCurlPostIs405AndAnUnknownPathIs404() throws {
    XCTAssertEqual(
      try curl(["-o", "/dev/null", "-w", "%{http_code}", "-X", "POST", "http://127.0.0.1:PORT/shortcut"]), "405")
    XCTAssertEqual(
      try curl(["-o", "/dev/null", "-w", "%{http_code}", "-d", "x=1", "http://127.0.0.1:PORT/shortcut"]), "405")
    XCTAssertEqual(try curl(["-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.1:PORT/nothing"]), "404")
  }

  func testCurlOverHTTP11AndIPv6() throws {
    let server = try RunningServer()
    running = server
    guard server.servesIPv6 else { throw XCTSkip("this machine has no ::1") }
    let head = try curl(["--http1.1", "-6", "-o", "/dev/null", "-D", "-", "http://[::1]:PORT/shortcut"])
    XCTAssertTrue(head.hasPrefix("HTTP/1.1 301 Moved Permanently\r\n"), head)
    XCTAssertTrue(head.contains("\r\nLocation: \(RunningServer.location)\r\n"), head)
  }
}
