import Foundation
import QuickActions
import SceneLifecycle
import XCTest

// White-box: FailureReport and XCTestFailureWatcher, how a report reaches XCTest, are internal.
@testable import SceneLifecycleTesting

/// Inside an `XCTestCase` a failed assertion is one XCTest failure with the text a Swift Testing issue carries, at the
/// assertion's line. The test case keeps the failures it is told of instead of failing.
final class XCTestFailureTests: XCTestCase {
  /// The failures recorded while ``capturing`` is set: each one's text and line.
  private var captured: [(text: String, line: Int)] = []
  /// Whether failures are kept rather than recorded.
  private var capturing = false

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard capturing else { return super.record(issue) }
      captured.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
      // Kept from the test run, so told to XCTest's observers as the run would tell them.
      XCTestFailureWatcher.Observer.registered.testCase(self, didRecord: issue)
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      guard capturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append((description, lineNumber))
      // Kept from the test run, so told to XCTest's observers as the run would tell them.
      XCTestFailureWatcher.Observer.registered.testCase(
        self, didFailWithDescription: description, inFile: filePath, atLine: lineNumber)
    }
  #endif

  /// Runs `body` keeping its failures.
  private func failures(_ body: () -> Void) -> [(text: String, line: Int)] {
    captured = []
    capturing = true
    body()
    capturing = false
    return captured
  }

  /// What `XCTFail` puts before every message.
  private static let xcTestPrefix = "failed - "

  private static let wrongTrace = ["system sceneDidBecomeActive(_:)", "app handle com.example.nothing"]

  private var coldLaunch: Simulator<TableStrategy> {
    var simulator = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot,
      shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    simulator.quickAction("com.example.search")
    return simulator
  }

  func testAWrongTraceIsOneFailureWithTheDiffAtTheCall() {
    XCTAssertEqual(FailureReport.framework, .xcTest)
    var passed = true
    var line = 0
    let failures = failures { (passed, line) = (expectTrace(coldLaunch, Self.wrongTrace), #line) }
    XCTAssertFalse(passed)
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.text, coldLaunch.traceMismatch(Self.wrongTrace).map { Self.xcTestPrefix + $0 })
    XCTAssertEqual(failures.first?.line, line)
  }

  func testAMatchingTraceRecordsNothing() {
    var passed = false
    let failures = failures { passed = expectTrace(coldLaunch, coldLaunch.traceLines) }
    XCTAssertTrue(passed)
    XCTAssertEqual(failures.count, 0)
  }

  func testAnInvalidScenarioIsOneFailureWithItsErrorLine() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-xctest-\(UUID().uuidString).json")
    try Data(#"{"version": 1, "name": "x", "app": {"strategy": "pendingSlot"}, "steps": [{"event": "tapIcn"}]}"#.utf8)
      .write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var line = 0
    let failures = failures { line = (expectScenario(contentsOf: url), #line).1 }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(
      failures.first?.text.hasPrefix(Self.xcTestPrefix + url.path + ": steps[0].event: unknown event"), true)
    XCTAssertEqual(failures.first?.line, line)
  }
}
