import QuickActions
import XCTest

@testable import SceneLifecycle

/// Exploring an app with several windows (issue 15): the direct explorer copies whole states, searches the per-scene
/// events, relabels interchangeable scenes, and splits a level across threads without changing the result.
final class WindowsExplorerTests: XCTestCase {
  /// pendingSlot on `scenes` declared scenes with default conditions, to `depth`.
  private func configuration(scenes: Int, depth: Int, jobs: Int = 1) -> ExplorerConfiguration {
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

  func testThePackedExplorerLeavesSeveralWindowsToTheDirectOne() {
    XCTAssertThrowsError(try PackedExplorer(configuration(scenes: 2, depth: 3))) { error in
      XCTAssertEqual(error as? ExplorerError, .severalWindows)
    }
  }

  // Today's invariants: pendingSlot's one slot loses an item with two windows too, within six steps.
  func testTwoScenesFindAViolationForPendingSlotWithinDepthSix() throws {
    let explorer = try DirectExplorer(configuration(scenes: 2, depth: 6))
    let report = explorer.run()
    XCTAssertTrue(report.violationKinds.contains(.lost), explorer.describe(report))
    XCTAssertTrue(report.counterexamples.allSatisfy { $0.events.count <= 6 })
    XCTAssertTrue(report.transitionsTaken.keys.contains { $0.event == .openWindow }, "no window was opened")
    XCTAssertTrue(report.transitionsTaken.keys.contains { $0.event == .closeWindow }, "no window was closed")
    XCTAssertTrue(report.transitionsTaken.keys.contains { $0.event == .focus }, "no window was focused")
  }

  // The reduced search against the plain one as oracle: the same kinds at the same shortest depths, fewer states.
  func testSymmetryOverIdenticalScenesFindsTheSameViolationsInFewerStates() throws {
    for scenes in [2, 3] {
      var plain = try DirectExplorer(configuration(scenes: scenes, depth: 5))
      plain.symmetry = .none
      let reduced = try DirectExplorer(configuration(scenes: scenes, depth: 5))
      XCTAssertEqual(reduced.symmetry, .identicalScenes)
      let plainReport = plain.run()
      let reducedReport = reduced.run()
      XCTAssertEqual(reducedReport.violationKinds, plainReport.violationKinds, "\(scenes) scenes")
      XCTAssertEqual(
        reducedReport.counterexamples.map(\.events.count), plainReport.counterexamples.map(\.events.count),
        "\(scenes) scenes")
      XCTAssertEqual(reducedReport.callbacksReached, plainReport.callbacksReached, "\(scenes) scenes")
      XCTAssertEqual(
        Set(reducedReport.transitionsTaken.keys), Set(plainReport.transitionsTaken.keys), "\(scenes) scenes")
      XCTAssertLessThan(reducedReport.distinctStates, plainReport.distinctStates, "\(scenes) scenes")
    }
  }

  // A scene that matches items differently is not interchangeable: the reduction then is the plain search.
  func testScenesWithDifferentMatchesAreNotRelabelled() throws {
    var configuration = configuration(scenes: 2, depth: 4)
    configuration.windows = WindowSetup(sceneIDs: ["s1", "s2"], matches: [[.can, .prefers], [.can, .can]])
    var plain = try DirectExplorer(configuration)
    plain.symmetry = .none
    let reduced = try DirectExplorer(configuration)
    XCTAssertEqual(reduced.run().distinctStates, plain.run().distinctStates)
  }

  // Splitting each level across threads changes nothing: states, transitions, counterexamples, coverage.
  func testTwoJobsGiveTheSameReportAsOne() throws {
    for (scenes, depth) in [(2, 6), (3, 5)] {
      let single = try DirectExplorer(configuration(scenes: scenes, depth: depth)).run()
      let parallel = try DirectExplorer(configuration(scenes: scenes, depth: depth, jobs: 2)).run()
      assertSame(parallel, single, "\(scenes) scenes")
      var limited = configuration(scenes: scenes, depth: depth, jobs: 2)
      limited.maxStates = 300
      var limitedSingle = limited
      limitedSingle.jobs = 1
      assertSame(
        try DirectExplorer(limited).run(), try DirectExplorer(limitedSingle).run(), "\(scenes) scenes, limited")
    }
  }

  // The road the lead's wrongScene invariant takes (issue 15): a quick action to the first window, then a second
  // window opens; every step is a transition the search takes at depth 3.
  func testTheSearchTakesAQuickActionThenASecondWindow() throws {
    let explorer = try DirectExplorer(configuration(scenes: 2, depth: 3))
    var simulator = explorer.simulator(options: .defaults, recordsTrace: true)
    for event in [LifecycleEvent.tapIcon, .quickAction(ItemID(0)), .openWindow(scene: 1)] {
      XCTAssertTrue(explorer.events.contains(event), "\(event) is not searched")
      XCTAssertNil(simulator.send(event), "\(event) refused")
    }
    XCTAssertEqual(simulator.machine.sessions.map(\.scene), [1, 0])
  }

  // A counterexample's narration names scenes by their ids.
  func testNarrationNamesScenesByID() throws {
    let explorer = try DirectExplorer(configuration(scenes: 2, depth: 5))
    let path = Counterexample(
      kind: .lost, optionsIndex: 0, options: .defaults,
      events: [.tapIcon, .openWindow(scene: 1), .focus(scene: 0)], catalog: explorer.catalog)
    XCTAssertEqual(explorer.narrate(path).map(\.event), ["tapIcon", "openWindow @s2", "focus @s1"])
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
