import CommandLineKit
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
    // The reconnect road, reached through a background launch (8c row 1): lost in 3 steps, backgroundLaunch then
    // systemDisconnectScene.
    assertGolden(result.stdout, named: "explore/device/pendingSlot-iPhone-reconnect-road.txt")
  }

  // UIKit semantics article, 8a rows 3 and 4: on iPad the Dock road is real, and pendingSlot still loses an item on it.
  func testExploreOnIPadStillReportsTheDockSequence() {
    let result = runInProcess(["explore", "--strategy", "pendingSlot", "--device", "iPad", "--no-timing"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("qa-sim explore: pendingSlot, scene, iPad, 2 items"), result.stdout)
    XCTAssertTrue(result.stdout.contains(dockSequence), result.stdout)
    assertGolden(result.stdout, named: "explore/device/pendingSlot-iPad-dock-sequence.txt")
    let json = runInProcess([
      "explore", "--strategy", "pendingSlot", "--device", "iPad", "--format", "json", "--no-timing",
    ])
    assertGolden(json.stdout, named: "explore/device/pendingSlot-iPad.json")
  }

  // The value list comes from Device.allCases; a wrong one is a usage error.
  func testAnUnknownDeviceIsAUsageError() {
    let result = runInProcess(["explore", "--strategy", "pendingSlot", "--device", "ipod"])
    XCTAssertEqual(result.status, 64)
    assertGolden(result.stderr, named: "explore/device/unknown-device.txt")
    XCTAssertEqual(runInProcess(["generate", "--cover", "transitions", "--out", "x", "--device", "Mac"]).status, 64)
    XCTAssertEqual(runInProcess(["--device", "Mac", "a.json"]).status, 64)
  }

  // A counterexample found on iPad is written with "device": "iPad", so it replays to the same violation, and fails
  // for it.
  func testAnIPadCounterexampleFileRecordsItsDevice() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "explore", "--strategy", "pendingSlot", "--device", "iPad", "--depth", "3", "--write-counterexamples",
      directory.path, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    let file = directory.appendingPathComponent("pendingSlot-scene-iPad-lost.json").path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    assertGolden(text, named: "explore/device/pendingSlot-scene-iPad-lost.json")
    let replay = runInProcess(["--format", "json", file])
    XCTAssertEqual(replay.status, 1, replay.stdout)
    assertGolden(
      replay.stdout, named: "explore/device/replay-iPad-counterexample.json", temporaryDirectories: [directory])
  }

  // generate takes --device; its files for iPad carry the device in their name and content. On iPad pendingSlot loses
  // the Dock's quick action (8a rows 3 and 4): the file whose run shows it asserts the invariant, a warning names it,
  // and the set fails until the app is fixed; --accept-violations records it as expected instead, still saying so.
  func testGenerateOnIPadWritesIPadScenarios() throws {
    let arguments = ["generate", "--cover", "transitions", "--strategy", "pendingSlot", "--device", "iPad", "--out"]
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess(arguments + [directory.path])
    XCTAssertEqual(result.status, 1, result.stderr)
    assertGolden(result.stderr, named: "generate/iPad-fixed-warnings.txt", temporaryDirectories: [directory])
    let first = directory.appendingPathComponent("pendingSlot-scene-iPad-transitions-01.json").path
    assertGolden(
      try String(contentsOfFile: first, encoding: .utf8), named: "generate/pendingSlot-scene-iPad-transitions-01.json")
    let suite = runInProcess([directory.path])
    XCTAssertEqual(suite.status, 1, suite.stdout)
    XCTAssertTrue(suite.stdout.contains("saved as a counterexample for lost (expect.fixed)"), suite.stdout)

    let accepting = try makeTemporaryDirectory(self)
    let accepted = runInProcess(arguments + [accepting.path, "--accept-violations"])
    XCTAssertEqual(accepted.status, 0, accepted.stderr)
    assertGolden(accepted.stderr, named: "generate/iPad-accepted-warnings.txt", temporaryDirectories: [accepting])
    XCTAssertEqual(runInProcess([accepting.path]).status, 0)
  }

  // Replay: the file's device by default; --device overrides it (refused with --record), and with --matrix only the
  // file's own lifecycle on the file's own device is judged by its expectations.
  func testReplayRunsTheFilesDeviceAndDeviceOverridesIt() throws {
    let iPhoneFile = scenariosDirectory.appendingPathComponent("quickActionInFrontOnIPhone.json").path
    let iPadFile = scenariosDirectory.appendingPathComponent("dockQuickActionOnIPad.json").path
    let own = runInProcess(["--format", "json", iPhoneFile, iPadFile])
    XCTAssertEqual(own.status, 0, own.stdout)
    assertGolden(own.stdout, named: "replay/device/own-devices.json")
    let onIPhone = runInProcess(["--device", "iPhone", iPadFile])
    XCTAssertEqual(onIPhone.status, 1, "the Dock trace does not happen on iPhone")
    assertGolden(onIPhone.stdout, named: "replay/device/dock-on-iPhone.txt")
    let record = runInProcess(["--record", "--device", "iPad", iPhoneFile])
    XCTAssertEqual(record.status, 64)
    assertGolden(record.stderr, named: "replay/device/record-with-device.txt")
    let dockOnIPhone = runInProcess(["--matrix", "--device", "iPhone", iPadFile])
    XCTAssertEqual(dockOnIPhone.status, 1)
    assertGolden(afterMatrixTable(dockOnIPhone.stdout), named: "replay/device/matrix-dock-on-iPhone.txt")
    let matrix = runInProcess(["--matrix", "--device", "iPad", "--format", "json", iPhoneFile])
    XCTAssertFalse(matrix.stdout.contains(#""judgedBy": "expectations""#), "no column is the file's own device")
    let ownMatrix = runInProcess(["--matrix", "--format", "json", iPhoneFile])
    XCTAssertTrue(ownMatrix.stdout.contains(#""judgedBy": "expectations""#), ownMatrix.stdout)
  }
}
