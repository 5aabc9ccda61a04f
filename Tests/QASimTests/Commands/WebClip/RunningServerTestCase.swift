import XCTest

@testable import qa_sim

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
