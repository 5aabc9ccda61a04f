import Foundation
import SceneLifecycle
import XCTest

/// The one-call API an XCTest user replays a scenario file with.
final class ScenarioReplayTests: XCTestCase {
  func testAShippedScenarioPassesWithTheTraceItsFileExpects() throws {
    let url = scenariosDirectory.appendingPathComponent("coldLaunch.json")
    let run = try ScenarioReplay.run(contentsOf: url)
    XCTAssertTrue(run.passed, run.failureMessage)
    XCTAssertEqual(run.failureMessage, "")
    XCTAssertEqual(run.name, "Cold launch from a quick action")
    XCTAssertEqual(run.traceLines.count, 19)
    XCTAssertEqual(
      Array(run.traceLines.prefix(3)),
      [
        "system application(_:willFinishLaunchingWithOptions:)",
        "system application(_:didFinishLaunchingWithOptions:)",
        "system application(_:configurationForConnecting:options:) com.example.search",
      ])
    XCTAssertEqual(run.handled, ["com.example.search"])
    XCTAssertEqual(run.violations, [])
  }

  func testARelativeInfoPlistIsReadNextToTheScenarioFile() throws {
    let path = scenariosDirectory.appendingPathComponent("infoPlistStaticItems.json").path
    let run = try ScenarioReplay.run(contentsOfFile: path)
    XCTAssertTrue(run.passed, run.failureMessage)
    XCTAssertTrue(run.traceLines.contains("app handle com.example.compose"))
  }

  func testDataAndTextReplayLikeTheFile() throws {
    let url = scenariosDirectory.appendingPathComponent("coldLaunch.json")
    let fromFile = try ScenarioReplay.run(contentsOf: url)
    let data = try Data(contentsOf: url)
    let fromData = try ScenarioReplay.run(data, file: url.path)
    let fromText = try ScenarioReplay.run(json: String(decoding: data, as: UTF8.self), file: url.path)
    XCTAssertEqual(fromData, fromFile)
    XCTAssertEqual(fromText, fromFile)
  }

  func testAFailedExpectationGivesTheDiffAsTheFailureMessage() throws {
    let run = try ScenarioReplay.run(json: scenarioJSON(expect: #"{"trace": ["system sceneDidBecomeActive(_:)"]}"#))
    XCTAssertFalse(run.passed)
    XCTAssertTrue(run.failureMessage.contains("system sceneDidBecomeActive(_:)"), run.failureMessage)
    XCTAssertEqual(run.failureMessage, run.failures.map(\.message).joined(separator: "\n\n"))
  }

  func testAnErrorViolationFailsAndIsListed() throws {
    let run = try ScenarioReplay.run(json: scenarioJSON(strategy: #""performActionOnly""#))
    XCTAssertFalse(run.passed)
    XCTAssertEqual(run.violationKinds, [.lost])
    XCTAssertTrue(run.failureMessage.contains("Unexpected violation lost"), run.failureMessage)
  }

  func testAnInvalidScenarioThrowsTheFileAndJSONPath() {
    let text = scenarioJSON(steps: #"[{"event": "quickAction", "type": "com.example.search"}, {"event": "jump"}]"#)
    XCTAssertThrowsError(try ScenarioReplay.run(json: text, file: "bad.json")) { error in
      guard let error = error as? InputError else { return XCTFail("not an InputError: \(error)") }
      XCTAssertEqual(error.file, "bad.json")
      XCTAssertEqual(error.path, "steps[1].event")
      XCTAssertEqual(error.cause, .invalid)
    }
  }

  func testAMissingFileThrowsUnreadable() {
    let url = scenariosDirectory.appendingPathComponent("noSuchScenario.json")
    XCTAssertThrowsError(try ScenarioReplay.run(contentsOf: url)) { error in
      guard let error = error as? InputError else { return XCTFail("not an InputError: \(error)") }
      XCTAssertEqual(error.file, url.path)
      XCTAssertNil(error.path)
      XCTAssertEqual(error.cause, .unreadable)
    }
  }

  /// The README's XCTest start (also in AssertingTracesInTests.md), with the path made absolute.
  func testTheReadmeExample() throws {
    let run = try ScenarioReplay.run(contentsOf: scenariosDirectory.appendingPathComponent("coldLaunch.json"))
    XCTAssertTrue(run.passed, run.failureMessage)
    XCTAssertEqual(run.handled, ["com.example.search"])
    XCTAssertEqual(run.violationKinds, [])
  }
}
