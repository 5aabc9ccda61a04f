import QuickActions
import SceneLifecycle
import XCTest

/// The late JavaScript listener (UIKit semantics article, 10a rows 8 and 12): expo-quick-actions in an app that
/// renders nothing when iOS launches it in the background, so its hook subscribes only once the app has come to the
/// front. The lost scenario and its PR #61 counterpart, replayed and explored with nothing but the gate's declaration.
final class LateListenerScenarioTests: XCTestCase {
  private func shipped(_ name: String) throws -> LoadedScenario {
    try ScenarioLoader.load(file: scenariosDirectory.appendingPathComponent(name).path)
  }

  private func explore(_ loaded: LoadedScenario, readiness: Readiness? = nil) throws -> ExplorationReport {
    var configuration = ExplorerConfiguration(
      lifecycle: loaded.scenario.fileLifecycle, strategy: loaded.scenario.strategy, staticItems: loaded.shortcutItems,
      depth: 8)
    configuration.readiness = readiness
    return try Explorer(configuration).run()
  }

  // The quick action that brings the background-launched process to the front is posted before the hook exists:
  // dropped, and lost. The explorer finds that road from the declaration alone; told the listener is prompt, it
  // would have opened the gate in the background and called the app clean.
  func testTheLateListenerLosesTheQuickActionAfterABackgroundLaunch() throws {
    let loaded = try shipped("expoQuickActionsLostAfterBackgroundLaunch.json")
    XCTAssertEqual(loaded.scenario.strategy.gates.map(\.readiness), [.afterFirstActivation])
    let run = Replay.run(loaded)
    XCTAssertTrue(run.passed, run.mismatch ?? "")
    XCTAssertEqual(run.violationKinds, [.lost])
    XCTAssertEqual(
      run.violations.map(\.message), ["com.example.search from step 1 was dropped: jsListener was not ready"])
    let report = try explore(loaded)
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertEqual(lost.events, [.backgroundLaunch, .quickAction(ItemID(0))])
    XCTAssertEqual(report.violationKinds.filter { !$0.isWarning }, [.lost])
    XCTAssertEqual(try explore(loaded, readiness: .prompt).violationKinds.filter { !$0.isWarning }, [])
  }

  // PR #61 keeps an item no listener took as initial, which the hook takes when it subscribes: handled once, on this
  // road and on every other the explorer tries under the same declaration.
  func testKeepingTheItemAsInitialHandlesItOnceOnEveryRoad() throws {
    let loaded = try shipped("expoQuickActionsKeptAfterBackgroundLaunch.json")
    XCTAssertEqual(loaded.scenario.strategy.gates.map(\.readiness), [.afterFirstActivation])
    let run = Replay.run(loaded)
    XCTAssertTrue(run.passed, run.mismatch ?? "")
    XCTAssertEqual(run.violationKinds, [])
    XCTAssertEqual(run.handled, ["com.example.search"])
    let report = try explore(loaded)
    XCTAssertTrue(report.exhausted)
    XCTAssertEqual(report.violationKinds, [])
  }
}
