import Foundation
import SceneLifecycle
import XCTest

/// The shipped UserDefaults scenarios (UIKit semantics article, 10c) replay with their stale messages, and a custom
/// strategy file names the four actions.
final class UserDefaultsScenarioTests: XCTestCase {
  private func run(_ name: String) throws -> ScenarioRun {
    Replay.run(try ScenarioLoader.load(file: scenariosDirectory.appendingPathComponent(name).path))
  }

  // 10c rows 1 and 4: parked in UserDefaults, force-quit before it is handled, handled at the next launch.
  func testForceQuitBeforeHandlingGivesStaleWithTheLaunchNumbers() throws {
    let run = try run("userDefaultsItemHandledAfterForceQuit.json")
    XCTAssertTrue(run.passed, run.mismatch ?? "")
    XCTAssertEqual(
      run.violations.filter { $0.kind == .stale }.map(\.message),
      ["com.example.search was delivered in launch 1 and handled in launch 2"])
  }

  // 10c rows 2 and 4: an update ends the process; UserDefaults keeps the item and the app delegate's slot does not.
  func testTheItemSurvivesAnAppUpdate() throws {
    let run = try run("userDefaultsSurvivesUpdateApp.json")
    XCTAssertTrue(run.passed, run.mismatch ?? "")
    XCTAssertEqual(run.handled, ["com.example.search"])
    XCTAssertEqual(
      run.violations.filter { $0.kind == .stale }.map(\.message),
      ["com.example.search was delivered in launch 1 and handled in launch 2"])
  }

  // 10c row 1: the four actions are names a scenario file can use; a near miss is an error at its path.
  func testTheActionsDecodeFromAScenarioFile() throws {
    let loaded = try loadValid(
      """
      {"version": 1, "name": "t", "app": {"strategy": {"on": {
        "scene(_:willConnectTo:options:)": ["storeInUserDefaults", "handlePendingInUserDefaults"],
        "sceneDidBecomeActive(_:)": ["consumePendingInUserDefaults", "resetInUserDefaults"]}},
        "shortcutItems": [{"type": "com.example.search", "title": "Search"}]},
       "steps": [{"event": "quickAction", "type": "com.example.search"}]}
      """)
    XCTAssertEqual(
      loaded.scenario.strategy.actions(for: .sceneWillConnect), [.storeInUserDefaults, .handlePendingInUserDefaults])
    XCTAssertEqual(
      loaded.scenario.strategy.actions(for: .sceneDidBecomeActive),
      [.consumePendingInUserDefaults, .resetInUserDefaults])
    let error = loadError(
      """
      {"version": 1, "name": "t", "app": {"strategy": {"on": {"sceneDidBecomeActive(_:)": ["storeInUserDefault"]}}},
       "steps": []}
      """)
    XCTAssertEqual(error?.path, "app.strategy.on[\"sceneDidBecomeActive(_:)\"][0]")
  }
}
