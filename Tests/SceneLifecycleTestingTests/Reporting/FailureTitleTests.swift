import QuickActions
import SceneLifecycle
import Testing

// White-box: FailureTitle, the first line of a failure report, is internal.
@testable import SceneLifecycleTesting

/// A failure's title names the invariants that fail it, and only those: a warning kind is in the text below.
@Suite struct FailureTitleTests {
  @Test func anExplorationsTitleNamesEachKindThatFailsItWithItsShortestLength() throws {
    let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, strategy: .performActionOnly, depth: 2))
    let report = explorer.run()
    #expect(report.violationKinds == [.lost, .handledWhileInactive])
    #expect(FailureTitle.exploration(report) == "Invariant broken: lost in 1 step")
  }

  @Test func aScenarioRunHasATitleOnlyWhenItBreaksAnInvariantItsFileDoesNotExpect() {
    var scenario = Scenario(name: "lost", strategy: .performActionOnly, steps: [.quickAction("com.example.search")])
    scenario.lifecycle = .scene
    scenario.staticItems = .inline([ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    let lost = Replay.run(scenario, file: "lost.json")
    #expect(FailureTitle.scenario(lost) == "Invariant broken in lost.json: lost at step 0")
    scenario.expect = Expectations(violations: [.lost])
    #expect(FailureTitle.scenario(Replay.run(scenario, file: "lost.json")) == nil)
  }
}
