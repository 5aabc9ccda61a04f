import CommandLineKit
import Foundation
import SceneLifecycle
import XCTest

/// `explore --scenes N` (issue 15): an app with N declared scenes on iPad, its usage errors, and the counterexample
/// files it writes.
final class ScenesOptionTests: XCTestCase {
  func testTwoScenesExploreOnIPadAndFindAViolationWithinDepthSix() {
    let result = runInProcess(["explore", "--strategy", "pendingSlot", "--scenes", "2", "--depth", "6", "--no-timing"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(
      result.stdout.hasPrefix("qa-sim explore: pendingSlot, scene, iPad, 2 scenes, 2 items, depth 6"), result.stdout)
    assertGolden(result.stdout, named: "explore/scenes/two-scenes-lost.txt")
    let json = runInProcess([
      "explore", "--strategy", "pendingSlot", "--scenes", "2", "--depth", "3", "--format", "json", "--no-timing",
    ])
    assertGolden(json.stdout, named: "explore/scenes/two-scenes-s1-s2.json")
  }

  func testOneSceneIsTodaysExploration() {
    let plain = runInProcess(["explore", "--strategy", "pendingSlot", "--depth", "5", "--no-timing"])
    let one = runInProcess(["explore", "--strategy", "pendingSlot", "--scenes", "1", "--depth", "5", "--no-timing"])
    XCTAssertEqual(one.status, plain.status)
    XCTAssertEqual(one.stdout, plain.stdout)
  }

  func testTwoJobsPrintTheSameReport() {
    let arguments = ["explore", "--strategy", "pendingSlot", "--scenes", "3", "--depth", "5", "--no-timing"]
    XCTAssertEqual(runInProcess(arguments + ["--jobs", "2"]).stdout, runInProcess(arguments).stdout)
  }

  // Several windows need an iPad and a scene lifecycle; each misuse is one line that names the flag.
  func testScenesWithAnIPhoneOrTheAppDelegateStyleIsAUsageError() {
    for arguments in [
      ["--scenes", "2", "--device", "iPhone"], ["--scenes", "3", "--lifecycle", "appDelegate"],
      ["--scenes", "2", "--lifecycle", "all"], ["--scenes", "5"], ["--scenes", "0"],
    ] {
      let result = runInProcess(["explore", "--strategy", "pendingSlot"] + arguments)
      XCTAssertEqual(result.status, 64, "\(arguments): \(result.stdout)")
      XCTAssertTrue(result.stderr.split(separator: "\n").first?.contains("--scenes") == true, result.stderr)
    }
    let legacy = runInProcess(["explore", "--strategy", "appleLegacySample", "--scenes", "2"])
    XCTAssertEqual(legacy.status, 64, legacy.stdout)
    XCTAssertEqual(legacy.stderr.split(separator: "\n").count, 1, legacy.stderr)
    assertGolden(legacy.stderr, named: "explore/scenes/appleLegacySample-scenes-2.txt")
  }

  // The written file declares the scenes and names them in its steps, in the shape the scenario decoder reads.
  func testACounterexampleWithWindowsIsWrittenWithItsScenes() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "explore", "--strategy", "pendingSlot", "--scenes", "2", "--depth", "5", "--write-counterexamples",
      directory.path, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    XCTAssertTrue(files.contains("pendingSlot-scene-iPad-stale.json"), "\(files)")
    var sceneSteps = 0
    for file in files {
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], file)
      XCTAssertEqual(root["device"] as? String, "iPad", file)
      XCTAssertEqual(root["lifecycle"] as? String, "scene", file)
      let app = try XCTUnwrap(root["app"] as? [String: Any], file)
      XCTAssertEqual(app["supportsMultipleScenes"] as? Bool, true, file)
      XCTAssertEqual((app["scenes"] as? [[String: String]])?.map { $0 }, [["id": "s1"], ["id": "s2"]], file)
      let steps = try XCTUnwrap(root["steps"] as? [[String: Any]], file)
      for step in steps {
        let event = try XCTUnwrap(step["event"] as? String, file)
        if ["openWindow", "closeWindow", "focus", "systemDisconnectScene"].contains(event) {
          XCTAssertTrue(["s1", "s2"].contains(step["scene"] as? String ?? ""), "\(file): \(step)")
          sceneSteps += 1
        } else {
          XCTAssertNil(step["scene"], "\(file): \(step)")
        }
      }
      XCTAssertNotNil(root["expect"], file)
    }
    XCTAssertGreaterThan(sceneSteps, 0, "no file names a scene: \(files)")
  }

  /// The scenario's own windows: its scenes with their activation conditions and routing, not generated ones. The
  /// race in the shared slot is found in three steps (UIKit semantics article, 12f row 1), the file written keeps the
  /// scenario's scenes as written and replays to the same violation.
  func testAScenarioWithWindowsIsExploredWithItsOwnScenes() throws {
    let directory = try makeTemporaryDirectory(self)
    let scenario = try write(
      """
      {"version": 1, "name": "two windows", "lifecycle": "scene", "device": "iPad",
       "app": {"strategy": "pendingSlot", "supportsMultipleScenes": true,
               "scenes": [{"id": "inbox"}, {"id": "compose", "prefersToActivate": "self == 'compose'"}],
               "shortcutItems": [{"type": "com.example.compose", "title": "Compose", "targetContentIdentifier": "compose"}]},
       "steps": [{"event": "tapIcon"}]}
      """, to: "windows.json", in: directory)
    let result = runInProcess([
      "explore", "--scenario", scenario, "--depth", "3", "--write-counterexamples", directory.path, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    assertGolden(
      result.stdout, named: "explore/scenes/own-scenes-wrongScene-3-steps.txt", temporaryDirectories: [directory])
    let written = directory.appendingPathComponent("pendingSlot-scene-iPad-wrongScene.json")
    let root = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(contentsOf: written)) as? [String: Any])
    let app = try XCTUnwrap(root["app"] as? [String: Any])
    XCTAssertEqual(
      (app["scenes"] as? [[String: String]]) ?? [],
      [["id": "inbox"], ["id": "compose", "prefersToActivate": "self == 'compose'"]])
    assertFailsUntilFixed(written.path, kind: "wrongScene")
  }
}
