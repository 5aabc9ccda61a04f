import QuickActions
import XCTest

// White-box: DirectExplorer's window search, its scene symmetry, the text of hand-built counterexamples.
@testable import SceneLifecycle

/// The direct explorer over an app with several windows: the window events, and `wrongScene` found or ruled out
/// (UIKit semantics article, 12f row 1).
final class DirectExplorerWindowsTests: XCTestCase {
  private func explore(_ strategy: TableStrategy, depth: Int) throws -> (
    DirectExplorer<TableStrategy>, ExplorationReport
  ) {
    var configuration = ExplorerConfiguration(lifecycle: .scene, device: .iPad, itemCount: 1, depth: depth)
    configuration.windows = WindowSetup(sceneIDs: ["a", "b"], matches: [])
    let explorer = try DirectExplorer(configuration) { strategy }
    return (explorer, explorer.run())
  }

  func testTheWindowEventsAreTried() throws {
    let (explorer, _) = try explore(TableStrategy.pendingSlot, depth: 0)
    let windowEvents: [LifecycleEvent] = [
      .openWindow(scene: 0), .closeWindow(scene: 0), .focus(scene: 0), .systemDisconnectScene(scene: 0),
      .openWindow(scene: 1), .closeWindow(scene: 1), .focus(scene: 1), .systemDisconnectScene(scene: 1),
    ]
    XCTAssertEqual(explorer.events.filter { $0.payload.scene != nil }, windowEvents)
  }

  // 12f row 1: a pending item kept in one slot shared by all windows is consumed by the first scene to check.
  func testASharedSlotIsFoundHandingAnItemToTheWrongScene() throws {
    let (explorer, report) = try explore(TableStrategy.pendingSlot, depth: 3)
    let counterexample = try XCTUnwrap(
      report.counterexamples.first { $0.kind == .wrongScene }, report.text(narrate: explorer.narrate))
    XCTAssertEqual(counterexample.events.count, 3)
  }

  // The fix: each scene keeps its item in its own session (perSceneSlot).
  func testPerSceneSlotNeverHandsAnItemToTheWrongScene() throws {
    let (explorer, report) = try explore(TableStrategy.perSceneSlot, depth: 6)
    XCTAssertTrue(report.exhausted || report.depthReached == 6)
    XCTAssertGreaterThan(report.distinctStates, 100)
    // No error at all; the one warning is an item handled at once in performActionFor by a scene launched in the
    // background, before its UI was ever active.
    XCTAssertEqual(report.violationKinds, [.handledWhileInactive], report.text(narrate: explorer.narrate))
  }

  // The state key holds a session's declared scene in 3 bits: more scenes than WindowSetup.maxScenes, or none, are
  // refused as a value, not a trap.
  func testTooManyOrNoScenesAreRefused() {
    for count in [0, WindowSetup.maxScenes + 1] {
      var configuration = ExplorerConfiguration(lifecycle: .scene, device: .iPad, itemCount: 1, depth: 1)
      configuration.windows = WindowSetup(sceneIDs: (0..<count).map { "s\($0)" }, matches: [])
      XCTAssertThrowsError(try DirectExplorer(configuration) { TableStrategy.pendingSlot }) { error in
        XCTAssertEqual(error as? ExplorerError, .sceneCount(count))
      }
    }
  }
}

extension WindowsExplorerTests {
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

  // A counterexample's narration names scenes by their ids.
  func testNarrationNamesScenesByID() throws {
    let explorer = try DirectExplorer(configuration(scenes: 2, depth: 5))
    let path = Counterexample(
      kind: .lost, optionsIndex: 0, options: .defaults,
      events: [.tapIcon, .openWindow(scene: 1), .focus(scene: 0)], catalog: explorer.catalog)
    XCTAssertEqual(explorer.narrate(path).map(\.event), ["tapIcon", "openWindow @s2", "focus @s1"])
  }
}

extension CounterexampleNarrativeTests {
  func testALongEventNeverTouchesItsChanges() {
    let long = "com.example.quickComposeWithAVeryLongTypeName"
    let catalog = ItemCatalog(items: [ShortcutItem(type: long, localizedTitle: "Compose")], links: [])
    let counterexample = Counterexample(
      kind: .lost, optionsIndex: 0, options: .defaults, events: [.tapIcon, .quickAction(ItemID(0))], catalog: catalog)
    let narration = [
      NarratedStep(step: 0, event: "tapIcon", changes: ["phase notRunning → foregroundActive"]),
      NarratedStep(step: 1, event: "quickAction \(long)", changes: ["phase a → b", "lost: \(long) was never handled"]),
    ]
    let lines = counterexample.text(narration: narration).split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines,
      [
        "  violation lost: shortest counterexample, 2 steps, options: defaults",
        "    1. tapIcon                                                    phase notRunning → foregroundActive",
        "    2. quickAction \(long)  phase a → b",
        "                                                                  lost: \(long) was never handled",
      ])
    // Short events keep the usual column 45.
    let short = counterexample.text(narration: [narration[0]]).split(separator: "\n").map(String.init)
    XCTAssertEqual(short.last, "    1. tapIcon                              phase notRunning → foregroundActive")
  }
}
