import Foundation
import TestSupport
import XCTest

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `qa-sim webclip --serve` end to end through the built binary: the printed port, what curl gets, the
/// exit status on SIGTERM and SIGINT, and a port in use.
final class WebClipServeProcessTests: XCTestCase {
  /// The page's arguments.
  private let page = ["--deeplink", "pariscafe://search", "--title", "T"]
  /// The child under test, killed in tearDown if a test left it running.
  private var child: ServeProcess?

  override func tearDown() {
    child?.killIfRunning()
    child = nil
    super.tearDown()
  }

  /// Starts `qa-sim webclip --serve --port 0` with the page's arguments and waits for its port.
  private func startServing() throws -> (ServeProcess, UInt16) {
    let started = try ServeProcess(["webclip", "--serve", "--port", "0"] + page)
    child = started
    let port = try XCTUnwrap(started.servingPort(), "no Serving line: \(started.output)")
    return (started, port)
  }

  func testItPrintsBothURLsWithTheRealPortAndCurlFollowsToThePage() throws {
    let (served, port) = try startServing()
    XCTAssertTrue(
      served.output.hasPrefix(
        "Serving http://127.0.0.1:\(port)/shortcut and http://[::1]:\(port)/shortcut (Ctrl-C stops)\n")
        || served.output.hasPrefix("Serving http://127.0.0.1:\(port)/shortcut (Ctrl-C stops)\n"), served.output)
    let head = try ExternalTool.curl(["-o", "/dev/null", "-D", "-", "http://127.0.0.1:\(port)/shortcut"])
    XCTAssertTrue(head.hasPrefix("HTTP/1.1 301 Moved Permanently\r\n"), head)
    XCTAssertTrue(head.contains("\r\nCache-Control: no-store\r\n"), head)
    let location = try XCTUnwrap(
      head.components(separatedBy: "\r\n").first { $0.hasPrefix("Location: ") }?.dropFirst("Location: ".count))
    let prefix = "data:text/html;charset=utf-8;base64,"
    XCTAssertTrue(location.hasPrefix(prefix), String(location.prefix(60)))
    let html = try BinaryRunner.run(["webclip", "--output", "html"] + page).stdout
    let decoded = Data(base64Encoded: String(location.dropFirst(prefix.count))).map {
      String(decoding: $0, as: UTF8.self)
    }
    XCTAssertEqual(decoded, html)
    XCTAssertTrue(served.waitForOutput("GET /shortcut 301\n"), served.output)
  }

  func testSIGTERMStopsItWithStatus0() throws {
    let (served, _) = try startServing()
    XCTAssertEqual(served.stop(with: SIGTERM), 0)
    XCTAssertTrue(served.output.hasSuffix("Stopped on SIGTERM after 0 responses\n"), served.output)
  }

  func testSIGINTStopsItWithStatus0AfterServing() throws {
    let (served, port) = try startServing()
    let code = try ExternalTool.curl([
      "-o", "/dev/null", "-w", "%{http_code}", "-I", "http://[::1]:\(port)/shortcut",
    ])
    XCTAssertEqual(code, "301")
    XCTAssertTrue(served.waitForOutput("HEAD /shortcut 301\n"), served.output)
    XCTAssertEqual(served.stop(with: SIGINT), 0)
    XCTAssertTrue(served.output.hasSuffix("Stopped on SIGINT after 1 response\n"), served.output)
  }

  func testAPortInUseIsOneLineAndStatus69() throws {
    // A first server holds the port; a second on the same port cannot open it.
    let (holder, port) = try startServing()
    let result = try BinaryRunner.run(["webclip", "--serve", "--port", "\(port)"] + page)
    XCTAssertEqual(result.status, 69)
    XCTAssertEqual(result.stderrLines, ["Error: --port \(port): address already in use"])
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(holder.stop(with: SIGTERM), 0)
  }
}

/// `qa-sim` running in the background, its standard output collected as it comes.
final class ServeProcess {
  private let process = Process()
  private let pipe = Pipe()
  private var received: [UInt8] = []

  /// Starts the built `qa-sim` with `arguments`.
  init(_ arguments: [String]) throws {
    guard let executable = BinaryRunner.executable else {
      throw ExternalTool.RunError(description: "the qa-sim executable was not found next to the test bundle")
    }
    process.executableURL = executable
    process.arguments = arguments
    process.environment = BinaryRunner.environment()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// Standard output so far.
  var output: String { String(decoding: received, as: UTF8.self) }

  /// Reads standard output until it contains `text` or `timeout` seconds pass; whether it does.
  @discardableResult
  func waitForOutput(_ text: String, timeout: Double = 5) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !output.contains(text) {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return false }
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, Int32(left * 1000) + 1) > 0 else { continue }
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return output.contains(text) }
      received += chunk.prefix(count)
    }
    return true
  }

  /// The port in the `Serving http://127.0.0.1:PORT/…` line, once it is printed.
  func servingPort() -> UInt16? {
    guard waitForOutput(" (Ctrl-C stops)\n") else { return nil }
    let marker = "Serving http://127.0.0.1:"
    guard let start = output.range(of: marker)?.upperBound else { return nil }
    return UInt16(output[start...].prefix { $0.isNumber })
  }

  /// Sends `signal` and waits up to 5 s for the exit; its status, or `nil` if it did not exit (then it is
  /// killed).
  func stop(with signal: Int32) -> Int32? {
    kill(process.processIdentifier, signal)
    let deadline = Date(timeIntervalSinceNow: 5)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    guard !process.isRunning else {
      killIfRunning()
      return nil
    }
    readToEnd()
    return process.terminationStatus
  }

  /// Reads standard output up to its end (the process has exited), for at most half a second: the output
  /// never holds a NUL, so the wait ends at the end of the pipe.
  private func readToEnd() { waitForOutput("\u{0}", timeout: 0.5) }

  /// Kills the process if it still runs.
  func killIfRunning() {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }
}
