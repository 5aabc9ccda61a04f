import QuickActions
import SceneLifecycle
import XCTest

/// Exploring an app with several windows (issue 15): the direct explorer copies whole states, searches the per-scene
/// events, relabels interchangeable scenes, and splits a level across threads without changing the result.
final class WindowsExplorerTests: XCTestCase {
  /// pendingSlot on `scenes` declared scenes with default conditions, to `depth`.
  func configuration(scenes: Int, depth: Int, jobs: Int = 1) -> ExplorerConfiguration {
    var configuration = ExplorerConfiguration(lifecycle: .scene, strategy: .pendingSlot, depth: depth, jobs: jobs)
    configuration.setScenes(scenes)
    return configuration
  }

  func testOneSceneIsTheOneWindowApp() throws {
    let configuration = configuration(scenes: 1, depth: 4)
    XCTAssertNil(configuration.windows)
    XCTAssertEqual(configuration.device, .iPhone)
    XCTAssertEqual(
      configuration.events, ExplorerConfiguration(lifecycle: .scene, strategy: .pendingSlot, depth: 4).events)
  }

  func testSeveralScenesAreOnIPadWithEveryWindowEventPerScene() throws {
    let configuration = configuration(scenes: 2, depth: 4)
    XCTAssertEqual(configuration.device, .iPad)
    XCTAssertEqual(configuration.windows?.sceneIDs, ["s1", "s2"])
    let windowEvents = configuration.events.filter {
      if case .scene = $0.payload { true } else { false }
    }
    XCTAssertEqual(
      windowEvents,
      [
        .openWindow(scene: 0), .closeWindow(scene: 0), .focus(scene: 0), .systemDisconnectScene(scene: 0),
        .openWindow(scene: 1), .closeWindow(scene: 1), .focus(scene: 1), .systemDisconnectScene(scene: 1),
      ])
    XCTAssertEqual(configuration.windows?.match(item: ItemID(1), scene: 1), .can)
  }

  func testThePackedExplorerLeavesSeveralWindowsToTheDirectOne() throws {
    XCTAssertEqual(Explorer.packingProblem(configuration(scenes: 2, depth: 3)), .severalWindows)
    XCTAssertEqual(try Explorer(configuration(scenes: 2, depth: 3)).run().packingProblem, .severalWindows)
  }

  // A counterexample found in two windows is saved with both declared, so its file replays in two windows and breaks
  // the same invariant (before, the explorer's scenario dropped the windows and replayed in one).
  func testASavedCounterexampleKeepsTheWindowsItWasFoundIn() throws {
    let explorer = try Explorer(configuration(scenes: 2, depth: 6))
    let report = explorer.run()
    XCTAssertFalse(report.counterexamples.isEmpty, explorer.describe(report))
    for counterexample in report.counterexamples {
      let scenario = explorer.scenario(for: counterexample)
      XCTAssertEqual(scenario.windows?.ids, ["s1", "s2"], "\(counterexample.kind)")
      XCTAssertEqual(scenario.device, .iPad, "\(counterexample.kind)")
      let run = explorer.replay(scenario)
      XCTAssertTrue(
        run.violationKinds.contains(counterexample.kind),
        "\(counterexample.kind):\n" + run.traceLines.joined(separator: "\n"))
      XCTAssertFalse(run.passed, "the saved \(counterexample.kind) counterexample passes before the app is fixed")
    }
  }

  // Today's invariants: pendingSlot's one slot loses an item with two windows too, within six steps.
  func testTwoScenesFindAViolationForPendingSlotWithinDepthSix() throws {
    let explorer = try Explorer(configuration(scenes: 2, depth: 6))
    let report = explorer.run()
    XCTAssertTrue(report.violationKinds.contains(.lost), explorer.describe(report))
    XCTAssertTrue(report.counterexamples.allSatisfy { $0.events.count <= 6 })
    XCTAssertTrue(report.transitionsTaken.keys.contains { $0.event == .openWindow }, "no window was opened")
    XCTAssertTrue(report.transitionsTaken.keys.contains { $0.event == .closeWindow }, "no window was closed")
    XCTAssertTrue(report.transitionsTaken.keys.contains { $0.event == .focus }, "no window was focused")
  }

  // Splitting each level across threads changes nothing: states, transitions, counterexamples, coverage.
  func testTwoJobsGiveTheSameReportAsOne() throws {
    for (scenes, depth) in [(2, 6), (3, 5)] {
      let single = try Explorer(configuration(scenes: scenes, depth: depth)).run()
      let parallel = try Explorer(configuration(scenes: scenes, depth: depth, jobs: 2)).run()
      assertSame(parallel, single, "\(scenes) scenes")
      var limited = configuration(scenes: scenes, depth: depth, jobs: 2)
      limited.maxStates = 300
      var limitedSingle = limited
      limitedSingle.jobs = 1
      assertSame(
        try Explorer(limited).run(), try Explorer(limitedSingle).run(), "\(scenes) scenes, limited")
    }
  }

  // The road the lead's wrongScene invariant takes (issue 15): a quick action to the first window, then a second
  // window opens; every step is a transition the search takes at depth 3.
  func testTheSearchTakesAQuickActionThenASecondWindow() throws {
    let configuration = configuration(scenes: 2, depth: 3)
    var simulator = Simulator(
      lifecycle: configuration.lifecycle, device: configuration.device, strategy: configuration.strategy,
      shortcutItems: configuration.staticItems, windows: configuration.windows)
    for event in [LifecycleEvent.tapIcon, .quickAction(ItemID(0)), .openWindow(scene: 1)] {
      XCTAssertTrue(configuration.events.contains(event), "\(event) is not searched")
      XCTAssertNil(simulator.send(event), "\(event) refused")
    }
    XCTAssertEqual(simulator.machine.sessions.map(\.scene), [1, 0])
  }

  private func assertSame(
    _ actual: ExplorationReport, _ expected: ExplorationReport, _ message: String, line: UInt = #line
  ) {
    XCTAssertEqual(actual.distinctStates, expected.distinctStates, message, line: line)
    XCTAssertEqual(actual.transitions, expected.transitions, message, line: line)
    XCTAssertEqual(actual.depthReached, expected.depthReached, message, line: line)
    XCTAssertEqual(actual.exhausted, expected.exhausted, message, line: line)
    XCTAssertEqual(actual.stopped, expected.stopped, message, line: line)
    XCTAssertEqual(actual.counterexamples, expected.counterexamples, message, line: line)
    XCTAssertEqual(actual.callbacksReached, expected.callbacksReached, message, line: line)
    XCTAssertEqual(actual.transitionsTaken, expected.transitionsTaken, message, line: line)
  }
}
