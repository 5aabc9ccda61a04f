import Foundation
import QuickActions
import SceneLifecycle
import TestSupport
import WebClipServer
import XCTest

/// A ``WebClipServer`` running on port 0 on a background thread, for one test; ``shutDown()`` stops it
/// and waits (boundedly) for its accept loop to return.
final class RunningServer: @unchecked Sendable {
  /// The `Location:` the test server answers.
  static let location = "data:text/html;base64,PGgxPlBhcmlzIENhZsOpPC9oMT4="

  /// The server.
  let server: WebClipServer
  /// The log lines so far.
  var logLines: [String] { lines.elements }

  /// The log lines once there are at least `count` (the log is written by a thread of its own, just after
  /// the response), or those there are after `timeout` seconds.
  func logLines(count: Int, timeout: Double = 5) -> [String] {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while lines.count < count, Date() < deadline { usleep(2_000) }
    return logLines
  }
  /// Signalled when `run` returns.
  private let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private let lines = LockedList<String>()
  private var reason: WebClipServer.StopReason?

  /// Opens and starts a server; `tune` adjusts the configuration (short deadlines by default).
  init(
    file: StaticString = #filePath, line: UInt = #line, _ tune: (inout WebClipServer.Configuration) -> Void = { _ in }
  )
    throws
  {
    var configuration = WebClipServer.Configuration(
      responder: WebClipResponder(path: "/shortcut", location: Self.location), port: 0)
    // Two seconds: long enough that a loaded CI machine (two sanitizer runs side by side) serves a second client
    // well within a slow client's deadline, short enough to keep the deadline tests quick.
    configuration.headTimeout = .seconds(2)
    configuration.writeTimeout = .seconds(1)
    configuration.stopGrace = .milliseconds(500)
    tune(&configuration)
    let box = LogBox()
    switch WebClipServer.open(configuration, log: box.append) {
    case .success(let opened): server = opened
    case .failure(let error):
      XCTFail("the server did not open: \(error.message)", file: file, line: line)
      throw error
    }
    box.owner = self
    Thread.detachNewThread { [self] in
      let stopped = server.run()
      lock.withLock { reason = stopped }
      finished.signal()
    }
  }

  /// The port.
  var port: UInt16 { server.port }

  /// Whether the server also listens on `::1` (this machine has an IPv6 loopback address).
  var servesIPv6: Bool { server.listeners.servesIPv6 }

  /// The loopback address the `index`th client of a test connects to: IPv4 and IPv6 in turn, where the
  /// server serves both.
  func host(_ index: Int) -> LoopbackClient.Host {
    index % 2 == 1 && server.listeners.servesIPv6 ? .ipv6 : .ipv4
  }

  /// Stops the server; whether its accept loop returned within 3 s.
  @discardableResult
  func shutDown() -> Bool {
    server.stop()
    return finished.wait(timeout: .now() + 3) == .success
  }

  /// Adds a log line.
  fileprivate func append(_ line: String) { lines.append(line) }
}

/// Forwards the server's log to its ``RunningServer`` (which exists only after the server opened).
private final class LogBox: @unchecked Sendable {
  weak var owner: RunningServer?

  /// Appends `line` to the owner's log.
  func append(_ line: String) { owner?.append(line) }
}

/// A test case that starts the web clip server on a free loopback port and stops it after each test, checking that
/// the serving loop returned.
class RunningServerTestCase: XCTestCase {
  /// The server this test started, if any.
  var running: RunningServer?

  override func tearDown() {
    if let running { XCTAssertTrue(running.shutDown(), "the serving loop did not return after stop()") }
    running = nil
    super.tearDown()
  }

  /// Starts the server for this test.
  func start(_ tune: (inout WebClipServer.Configuration) -> Void = { _ in }) throws -> RunningServer {
    let started = try RunningServer(tune)
    running = started
    return started
  }
}
