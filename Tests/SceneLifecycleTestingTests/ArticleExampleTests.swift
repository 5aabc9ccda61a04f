import Foundation
import QuickActions
import SceneLifecycle
import SceneLifecycleTesting
import TestSupport
import Testing
import XCTest

// The Swift Testing and XCTest examples of the README, Getting Started and AssertingTracesInTests, as written there
// except that the scenario folder is the repository's own `Scenarios/`, so that they keep compiling and passing.

/// The repository's `Scenarios/` folder (the articles use the folder next to the test file).
let scenarios = scenariosDirectory

@Suite struct ArticleScenarioTests {
  @Test(arguments: try FileIO.scenarioFiles(in: scenarios))
  func replays(_ file: URL) {
    expectScenario(contentsOf: file)
  }

  @Test func coldLaunchHandlesTheItemOnce() throws {
    let run = try #require(expectScenario(contentsOf: scenarios.appendingPathComponent("coldLaunch.json")))
    #expect(run.handled == ["com.example.search"])
    #expect(run.violationKinds == [])
  }

  @Test func aWarmQuickActionIsHandledOnActivation() {
    var sim = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot,
      shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    sim.drive(to: .background)  // tapIcon, goHome
    sim.quickAction("com.example.search")

    expectTrace(
      sim,
      [
        "system windowScene(_:performActionFor:completionHandler:) com.example.search",
        "system sceneDidBecomeActive(_:)",
        "app handle com.example.search",
      ],
      mode: .subsequence)
    #expect(sim.handledTypes == ["com.example.search"])
    #expect(sim.violationKinds == [])
  }

  @Test func thePerSceneSlotBreaksNoInvariant() throws {
    let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, strategy: .perSceneSlot, depth: 6))
    expectNoViolations(explorer.run(), of: explorer)
  }

  /// The pending slot the articles start from does lose an item at this depth, so the exploration example is not
  /// one that passes whatever the strategy: the same assertion fails for it.
  @Test func thePendingSlotExplorationFails() throws {
    let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, strategy: .pendingSlot, depth: 6))
    withKnownIssue {
      expectNoViolations(explorer.run(), of: explorer)
    }
  }
}

final class ArticleScenarioXCTests: XCTestCase {
  func testColdLaunchFromAQuickAction() throws {
    let run = try XCTUnwrap(expectScenario(contentsOf: scenarios.appendingPathComponent("coldLaunch.json")))
    XCTAssertEqual(
      run.traceLines.filter { $0.hasPrefix("app ") },
      ["app store com.example.search", "app handle com.example.search", "app reset com.example.search"])
  }

  func testEveryScenarioReplays() throws {
    for file in try FileIO.scenarioFiles(in: scenarios) { expectScenario(contentsOf: file) }
  }

  func testAWarmQuickActionIsHandledOnActivation() {
    var sim = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot,
      shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    sim.drive(to: .background)
    sim.quickAction("com.example.search")
    expectTrace(sim, ["system sceneDidBecomeActive(_:)", "app handle com.example.search"], mode: .subsequence)
  }
}
