import Foundation
import SceneLifecycle
import XCTest

/// Replays a scenario shipped with qa-sim, as an app team's test target would replay its own.
final class ReplayTests: XCTestCase {
  /// `../qa-sim/Scenarios/coldLaunch.json`, next to this package.
  private let scenario = URL(fileURLWithPath: #filePath)  // Tests/ReplayTests/ReplayTests.swift
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("qa-sim/Scenarios/coldLaunch.json")

  func testColdLaunchHandlesTheQuickActionOnce() throws {
    let run = try ScenarioReplay.run(contentsOf: scenario)
    XCTAssertTrue(run.passed, run.failureMessage)
    XCTAssertEqual(
      run.traceLines,
      [
        "system application(_:willFinishLaunchingWithOptions:)",
        "system application(_:didFinishLaunchingWithOptions:)",
        "system application(_:configurationForConnecting:options:) com.example.search",
        "app store com.example.search",
        "system scene(_:willConnectTo:options:) com.example.search",
        "system sceneWillEnterForeground(_:)",
        "system UIApplication.willEnterForegroundNotification",
        "system sceneDidBecomeActive(_:)",
        "app handle com.example.search",
        "app reset com.example.search",
        "system UIApplication.didBecomeActiveNotification",
        "system sceneWillResignActive(_:)",
        "system UIApplication.willResignActiveNotification",
        "system sceneDidEnterBackground(_:)",
        "system UIApplication.didEnterBackgroundNotification",
        "system sceneWillEnterForeground(_:)",
        "system UIApplication.willEnterForegroundNotification",
        "system sceneDidBecomeActive(_:)",
        "system UIApplication.didBecomeActiveNotification",
      ])
    XCTAssertEqual(run.handled, ["com.example.search"])
    XCTAssertEqual(run.violations, [])
  }

  func testAMistypedEventIsAnErrorAtItsJSONPath() {
    let json = """
      {"version": 1, "name": "typo", "app": {"strategy": "pendingSlot"}, "steps": [{"event": "tapIcn"}]}
      """
    XCTAssertThrowsError(try ScenarioReplay.run(json: json, file: "typo.json")) { error in
      XCTAssertEqual((error as? InputError)?.path, "steps[0].event")
    }
  }
}
