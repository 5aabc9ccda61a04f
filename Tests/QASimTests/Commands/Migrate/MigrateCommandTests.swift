import Foundation
import SceneLifecycle
import XCTest

/// `qa-sim migrate`: the road table, its JSON and JUnit forms, and the exit statuses (UIKit semantics article, 8h).
final class MigrateCommandTests: XCTestCase {
  private let legacy = scenariosDirectory.appendingPathComponent("appleLegacySample.json").path
  private let handledTwice = scenariosDirectory.appendingPathComponent("handledTwiceOnColdLaunch.json").path

  /// A scenario whose app implements only `application(_:performActionFor:completionHandler:)`, as Flutter's
  /// quick_actions plugin did in 2025 (https://github.com/flutter/flutter/issues/170179).
  private func flutterFile() throws -> String {
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent("flutterPerformActionOnly.json")
    try """
    {
      "version": 1,
      "name": "Flutter quick_actions 2025",
      "description": "https://github.com/flutter/flutter/issues/170179",
      "lifecycle": "appDelegate",
      "app": {
        "strategy": {
          "name": "flutterPerformActionOnly",
          "on": { "application(_:performActionFor:completionHandler:)": ["handle", "completion(true)"] }
        },
        "shortcutItems": [{ "type": "com.example.search", "title": "Search" }]
      },
      "steps": []
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  /// The line of the road table for `road`, and the indented lines under it.
  private func block(_ road: String, in text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(road + " ") }) else { return [] }
    return [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("    ") }
  }

  func testAppleLegacySampleTableNamesTheThreeCallbacksThatMove() {
    // 8h rows 1 to 3.
    let result = runInProcess(["migrate", legacy])
    XCTAssertEqual(result.status, 1, result.stderr)
    let text = result.stdout
    assertGolden(text, named: "migrate/appleLegacySample.txt")
    XCTAssertEqual(
      block("cold quick action", in: text),
      [
        "cold quick action             works        lost   lost     breaks after migration",
        "    why: scene, swiftUI: lost: com.example.search delivered at step 0 was never handled",
        "    fix: `launchOptions` is nil in a scene app: read `connectionOptions.shortcutItem` in "
          + "`scene(_:willConnectTo:options:)`, not only in `application(_:configurationForConnecting:options:)`, "
          + "which a restored session and a reconnect skip",
        "    fix: UIKit does not call `applicationDidBecomeActive(_:)` in a scene app: move its code to "
          + "`sceneDidBecomeActive(_:)`",
      ])
    XCTAssertEqual(
      block("cold custom-scheme link", in: text),
      ["cold custom-scheme link       lost         lost   lost     not handled in either"])
  }

  func testHandleAndReturnTrueIsReportedBrokenBeforeTheMigration() {
    // 8h row 5: handled twice under appDelegate; the report does not blame the migration for it.
    let result = runInProcess(["migrate", handledTwice])
    XCTAssertEqual(result.status, 1)
    let cold = block("cold quick action", in: result.stdout)
    XCTAssertEqual(cold.first, "cold quick action             duplicate    lost   lost     broken before migration")
    XCTAssertEqual(
      cold.dropFirst().first,
      "    why: already broken before the migration: appDelegate: duplicate: com.example.search delivered at step 0 "
        + "was handled 2 times")
    XCTAssertFalse(cold.joined(separator: "\n").contains("breaks after migration"))
  }

  func testFlutterPerformActionOnlyBreaksTheWarmRoadWithTheFix() throws {
    // 8h row 5 (flutter/flutter#170179).
    let result = runInProcess(["migrate", try flutterFile()])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      block("warm quick action", in: result.stdout),
      [
        "warm quick action             works        lost   lost     breaks after migration",
        "    why: scene, swiftUI: lost: com.example.search delivered at step 2 was never handled",
        "    fix: UIKit does not call `application(_:performActionFor:completionHandler:)` in a scene app: implement "
          + "`windowScene(_:performActionFor:completionHandler:)`",
      ])
  }

  func testJSONReport() throws {
    // 8h row 1: one object per road with each lifecycle's run.
    let result = runInProcess(["migrate", legacy, "--format", "json"])
    XCTAssertEqual(result.status, 1)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(root["strategy"] as? String, "appleLegacySample")
    XCTAssertEqual(root["before"] as? String, "appDelegate")
    XCTAssertEqual(root["after"] as? [String], ["scene", "swiftUI"])
    XCTAssertEqual(root["clean"] as? Bool, false)
    let roads = try XCTUnwrap(root["roads"] as? [[String: Any]])
    XCTAssertEqual(roads.count, 24)
    let warm = try XCTUnwrap(roads.first { $0["road"] as? String == "warm quick action" })
    XCTAssertEqual(warm["verdict"] as? String, "breaksAfterMigration")
    XCTAssertEqual(warm["fails"] as? Bool, true)
    let runs = try XCTUnwrap(warm["runs"] as? [String: [String: Any]])
    XCTAssertEqual(runs["appDelegate"]?["outcome"] as? String, "works")
    XCTAssertEqual(runs["scene"]?["deliveredIn"] as? [String], ["windowScene(_:performActionFor:completionHandler:)"])
    let fixes = try XCTUnwrap(warm["fixes"] as? [[String: String]])
    XCTAssertEqual(fixes.first?["to"], "windowScene(_:performActionFor:completionHandler:)")
    let counts = try XCTUnwrap(root["counts"] as? [String: Int])
    XCTAssertEqual(counts["breaksAfterMigration"], 4)
    XCTAssertEqual((root["moves"] as? [Any])?.count, 3)
  }

  func testJUnitReportHasATestCasePerRoad() {
    let result = runInProcess(["migrate", legacy, "--format", "junit"])
    XCTAssertEqual(result.status, 1)
    assertGolden(result.stdout, named: "migrate/appleLegacySample-junit.xml")
  }

  func testExitZeroWhenEveryRoadWorksAfterMigration() throws {
    // 8h row 1: an app wired for both lifecycles, reading the item in scene(_:willConnectTo:options:); it ignores links.
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent("both.json")
    try """
    {
      "version": 1, "name": "both", "lifecycle": "appDelegate",
      "app": {
        "strategy": {
          "name": "bothLifecycles",
          "on": {
            "application(_:didFinishLaunchingWithOptions:)[shortcutItem]": ["store", "returnFalseIfItem"],
            "applicationDidBecomeActive(_:)": ["consumePending"],
            "application(_:performActionFor:completionHandler:)": ["handle", "completion(true)"],
            "scene(_:willConnectTo:options:)[shortcutItem]": ["store"],
            "sceneDidBecomeActive(_:)": ["consumePending"],
            "windowScene(_:performActionFor:completionHandler:)": ["handle", "completion(true)"]
          }
        },
        "shortcutItems": [{ "type": "com.example.search", "title": "Search" }]
      },
      "steps": []
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    let result = runInProcess(["migrate", file.path])
    XCTAssertEqual(result.status, 0, result.stdout)
    assertGolden(result.stdout, named: "migrate/both-lifecycles.txt", temporaryDirectories: [directory])
  }

  func testUsageDataAndInputErrors() throws {
    XCTAssertEqual(runInProcess(["migrate"]).status, 64)
    XCTAssertEqual(runInProcess(["migrate", legacy, "--format", "xml"]).status, 64)
    XCTAssertEqual(runInProcess(["migrate", "/nonexistent/file.json"]).status, 66)
    let scene = runInProcess(["migrate", scenariosDirectory.appendingPathComponent("warmResume.json").path])
    XCTAssertEqual(scene.status, 65)
    assertGolden(scene.stderr, named: "migrate/scene-app-refused.txt")
    let help = runInProcess(["migrate", "--help"])
    XCTAssertEqual(help.status, 0)
    assertGolden(help.stdout, named: "migrate/help.txt")
    XCTAssertTrue(runInProcess(["--help"]).stdout.contains("migrate"))
  }
}
