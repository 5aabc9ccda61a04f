import Foundation
import SceneLifecycle
import XCTest

/// `--device` on `explore`, `generate` and replay, and the device in the reports (UIKit semantics article, 8a).
final class DeviceOptionTests: XCTestCase {
  /// The Dock sequence `explore` used to lead every pendingSlot report with.
  private let dockSequence = """
        1. tapIcon                              phase notRunning → foregroundActive
        2. quickAction com.example.item1        app delegate slot empty → com.example.item1
        3. quickAction com.example.item1        lost: com.example.item1 delivered at step 1 was never handled
    """

  // UIKit semantics article, 8a row 2: on the default iPhone the shortest lost is no longer the Dock sequence.
  func testExploreOnTheDefaultIPhoneNoLongerLeadsWithTheDockSequence() {
    let result = runInProcess(["explore", "--strategy", "pendingSlot", "--no-timing"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("qa-sim explore: pendingSlot, scene, iPhone, 2 items"), result.stdout)
    XCTAssertFalse(result.stdout.contains(dockSequence), result.stdout)
    // The reconnect road, reached through a background launch (8c row 1).
    XCTAssertTrue(result.stdout.contains("violation lost: shortest counterexample, 3 steps"), result.stdout)
    XCTAssertTrue(result.stdout.contains("1. backgroundLaunch"), result.stdout)
    XCTAssertTrue(result.stdout.contains("2. systemDisconnectScene"), result.stdout)
  }

  // UIKit semantics article, 8a rows 3 and 4: on iPad the Dock road is real, and pendingSlot still loses an item on it.
  func testExploreOnIPadStillReportsTheDockSequence() {
    let result = runInProcess(["explore", "--strategy", "pendingSlot", "--device", "iPad", "--no-timing"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("qa-sim explore: pendingSlot, scene, iPad, 2 items"), result.stdout)
    XCTAssertTrue(result.stdout.contains("violation lost: shortest counterexample, 3 steps"), result.stdout)
    XCTAssertTrue(result.stdout.contains(dockSequence), result.stdout)
    let json = runInProcess(["explore", "--strategy", "pendingSlot", "--device", "iPad", "--format", "json"])
    XCTAssertTrue(json.stdout.contains(#""device": "iPad""#), json.stdout)
  }

  // The value list comes from Device.allCases; a wrong one is a usage error.
  func testAnUnknownDeviceIsAUsageError() {
    let result = runInProcess(["explore", "--strategy", "pendingSlot", "--device", "ipod"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.stderr.contains("iPhone, iPad"), result.stderr)
    XCTAssertEqual(runInProcess(["generate", "--cover", "transitions", "--out", "x", "--device", "Mac"]).status, 64)
    XCTAssertEqual(runInProcess(["--device", "Mac", "a.json"]).status, 64)
  }

  // A counterexample found on iPad is written with "device": "iPad", so it replays to the same violation.
  func testAnIPadCounterexampleFileRecordsItsDevice() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "explore", "--strategy", "pendingSlot", "--device", "iPad", "--depth", "3", "--write-counterexamples",
      directory.path, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    let file = directory.appendingPathComponent("pendingSlot-scene-iPad-lost.json").path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(text.contains(#""device": "iPad""#), text)
    let replay = runInProcess(["--format", "json", file])
    XCTAssertEqual(replay.status, 0, replay.stdout)
    XCTAssertTrue(replay.stdout.contains(#""device": "iPad""#))
  }

  // generate takes --device; its files for iPad carry the device in their name and content.
  func testGenerateOnIPadWritesIPadScenarios() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "generate", "--cover", "transitions", "--out", directory.path, "--strategy", "pendingSlot", "--device", "iPad",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    let first = directory.appendingPathComponent("pendingSlot-scene-iPad-transitions-01.json").path
    XCTAssertTrue(try String(contentsOfFile: first, encoding: .utf8).contains(#""device": "iPad""#))
    XCTAssertEqual(runInProcess([directory.path]).status, 0)
  }

  // Replay: the file's device by default; --device overrides it (refused with --record), and with --matrix only the
  // file's own lifecycle on the file's own device is judged by its expectations.
  func testReplayRunsTheFilesDeviceAndDeviceOverridesIt() throws {
    let iPhoneFile = scenariosDirectory.appendingPathComponent("quickActionInFrontOnIPhone.json").path
    let iPadFile = scenariosDirectory.appendingPathComponent("dockQuickActionOnIPad.json").path
    let own = runInProcess(["--format", "json", iPhoneFile, iPadFile])
    XCTAssertEqual(own.status, 0, own.stdout)
    XCTAssertTrue(own.stdout.contains(#""device": "iPhone""#) && own.stdout.contains(#""device": "iPad""#))
    let onIPhone = runInProcess(["--device", "iPhone", iPadFile])
    XCTAssertEqual(onIPhone.status, 1, "the Dock trace does not happen on iPhone")
    XCTAssertTrue(onIPhone.stdout.contains("[iPhone]"), onIPhone.stdout)
    XCTAssertTrue(onIPhone.stdout.contains("Trace (scene, iPhone, strategy pendingSlot)"), onIPhone.stdout)
    let record = runInProcess(["--record", "--device", "iPad", iPhoneFile])
    XCTAssertEqual(record.status, 64)
    XCTAssertTrue(record.stderr.contains("--record cannot be combined with --device"), record.stderr)
    let dockOnIPhone = runInProcess(["--matrix", "--device", "iPhone", iPadFile])
    XCTAssertEqual(dockOnIPhone.status, 1)
    XCTAssertTrue(
      dockOnIPhone.stdout.contains(
        "Step 1 (quickAction com.example.search) was rejected: quickAction com.example.search cannot happen: the app "
          + "is foregroundActive, and on iPhone a quick action cannot reach an app in front"), dockOnIPhone.stdout)
    let matrix = runInProcess(["--matrix", "--device", "iPad", "--format", "json", iPhoneFile])
    XCTAssertFalse(matrix.stdout.contains(#""judgedBy": "expectations""#), "no column is the file's own device")
    let ownMatrix = runInProcess(["--matrix", "--format", "json", iPhoneFile])
    XCTAssertTrue(ownMatrix.stdout.contains(#""judgedBy": "expectations""#), ownMatrix.stdout)
  }
}
