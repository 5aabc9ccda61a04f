import QuickActions
import XCTest

@testable import SceneLifecycle

/// The harness with several windows: routes and scenes in the trace, per-session storage, and the `wrongScene`
/// invariant (UIKit semantics article, section 12).
final class WindowsHarnessTests: XCTestCase {
  static let compose = ShortcutItem(type: "com.example.compose", localizedTitle: "Compose")
  static let search = ShortcutItem(type: "com.example.search", localizedTitle: "Search")

  /// An iPad scene app with windows `a` and `b`; every item matches both with `can` unless `matches` says otherwise.
  static func simulator<S: AppStrategy>(
    _ strategy: S, matches: [[SceneMatch]] = [], routing: SceneRouting = .defaults
  ) -> Simulator<S> {
    Simulator(
      lifecycle: .scene, device: .iPad, strategy: strategy, shortcutItems: [compose, search],
      windows: WindowSetup(sceneIDs: ["a", "b"], matches: matches, routing: routing))
  }

  /// The errors of a run, as `kind: message` with scene ids.
  static func errors<S: AppStrategy>(_ sim: Simulator<S>) -> [String] {
    let ids = sim.runner.sceneIDs
    return sim.violations.filter { !$0.kind.isWarning }.map { violation in
      "\(violation.kind.rawValue): "
        + violation.message(itemName: sim.catalog.name(of:), sceneName: { TraceEntry.sceneName($0, ids) })
    }
  }

  // (UIKit semantics article, 12f row 1): a pending item kept in one slot shared by all windows is consumed by the
  // first scene to check. On iPad the quick action reaches the active window by performActionFor alone and lingers
  // in the app delegate's slot; the window opened next consumes it on its activation.
  func testASharedSlotHandsTheItemToTheWrongScene() {
    var sim = Self.simulator(TableStrategy.pendingSlot)
    sim.tapIcon()
    sim.quickAction(Self.compose.type)
    sim.send(.openWindow(scene: 1))
    XCTAssertEqual(sim.handledTypes, [Self.compose.type])
    XCTAssertEqual(
      Self.errors(sim), ["wrongScene: com.example.compose was handled by scene @b although UIKit routed it to @a"])
    XCTAssertFalse(ViolationKind.wrongScene.isWarning)
  }

  // The fix for 12f row 1: the item stays with its own scene (perSceneSlot), on that sequence and others.
  func testPerSceneSlotHandlesEveryItemInItsOwnScene() {
    let sequences: [[ScenarioStep]] = [
      [.tapIcon, .quickAction(Self.compose.type), .openWindow(scene: 1)],
      [.quickAction(Self.compose.type), .openWindow(scene: 1), .quickAction(Self.search.type)],
      [.tapIcon, .openWindow(scene: 1), .goHome, .quickAction(Self.search.type), .focus(scene: 0)],
      [.tapIcon, .openWindow(scene: 1), .closeWindow(scene: 0), .quickAction(Self.compose.type), .goHome, .tapIcon],
      [
        .tapIcon, .openWindow(scene: 1), .goHome, .systemDisconnectScene(scene: 1), .quickAction(Self.compose.type),
        .focus(scene: 0),
      ],
      [.tapIcon, .goHome, .forceQuit, .quickAction(Self.compose.type), .openWindow(scene: 1), .focus(scene: 0)],
    ]
    for steps in sequences {
      var sim = Self.simulator(TableStrategy.perSceneSlot)
      for step in steps { sim.send(step: step) }
      XCTAssertEqual(Self.errors(sim), [], "\(steps.map(\.kind.rawValue))\n" + sim.traceLines.joined(separator: "\n"))
    }
  }

  // 12f row 1: the fix stores only where the item arrives on a connection; storing a warm item that reaches a
  // window already active leaves it there until that window next activates.
  func testStoringAWarmItemOnItsSessionLeavesItWaiting() throws {
    var table = TableStrategy.perSceneSlot.triggerReactions.reduce(into: [StrategyTrigger: [StrategyAction]]()) {
      $0[$1.0] = $1.1
    }
    table[StrategyTrigger(.windowScenePerformAction)] = [.storeOnSession, .completionTrue]
    let storing = try TableStrategy(name: "storing", triggers: table)
    var sim = Self.simulator(storing)
    sim.tapIcon()
    sim.quickAction(Self.compose.type)
    sim.send(.openWindow(scene: 1))
    XCTAssertEqual(sim.handledTypes, [])
    XCTAssertEqual(sim.violationKinds, [.lost])
  }
}
