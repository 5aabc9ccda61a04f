import QuickActions
import SceneLifecycle
import XCTest

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

  /// The errors of a run, as `kind: message` with scene ids (``Violation/description``).
  static func errors<S: AppStrategy>(_ sim: Simulator<S>) -> [String] {
    sim.violations.filter { !$0.kind.isWarning }.map(\.description)
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

  // 12a row 3: the trace shows where UIKit sent the item and which scene each scene callback went to.
  func testTheTraceNamesRoutesAndScenes() {
    var sim = Self.simulator(TableStrategy.pendingSlot, matches: [[.can, .prefers], [.can, .none]])
    sim.tapIcon()
    sim.send(.openWindow(scene: 1))
    sim.send(.focus(scene: 0))
    let before = sim.trace.count
    sim.quickAction(Self.compose.type)
    XCTAssertEqual(
      Array(sim.traceLines.dropFirst(before)),
      [
        "note UIKit routes com.example.compose to @b (prefers)",
        "system windowScene(_:performActionFor:completionHandler:) com.example.compose @b",
        "app store com.example.compose",
        "app completion(true) com.example.compose",
      ])
    XCTAssertEqual(sim.runner.routes.values.map(\.scene), [1])
    XCTAssertEqual(sim.trace.last?.scene, nil, "app lines name no scene")
  }

  func testAScenarioMayExpectRouteNotes() {
    XCTAssertNoThrow(try Scenario.checkTraceLine("note UIKit routes com.example.compose to @b (prefers)", path: "t"))
    XCTAssertNoThrow(
      try Scenario.checkTraceLine("note UIKit drops com.example.compose: no scene can take it (dropped)", path: "t"))
    XCTAssertNoThrow(try Scenario.checkTraceLine("system sceneDidBecomeActive(_:) @b", path: "t"))
    XCTAssertNoThrow(try Scenario.checkTraceLine("app storeOnSession com.example.compose", path: "t"))
  }

  func testADroppedItemIsANote() {
    var sim = Self.simulator(
      TableStrategy.pendingSlot, matches: [[.none, .none]], routing: SceneRouting(noMatch: .drop))
    sim.tapIcon()
    sim.quickAction(Self.compose.type)
    XCTAssertEqual(sim.traceLines.last, "note UIKit drops com.example.compose: no scene can take it (dropped)")
    XCTAssertEqual(sim.violations, [])
  }

  // 12f row 1: inside an app-level callback, the handling scene is the one that last received a callback.
  func testHandlingInAnAppLevelCallbackCountsForTheLastScene() throws {
    let app = try TableStrategy(
      name: "notification",
      actions: [
        .windowScenePerformAction: [.store, .completionTrue], .willResignActiveNotification: [.consumePending],
      ])
    var sim = Self.simulator(app, matches: [[.can, .prefers], [.can, .can]])
    sim.tapIcon()
    sim.send(.openWindow(scene: 1))
    sim.send(.focus(scene: 0))
    // Routed to b, which is active: performActionFor alone, on b.
    sim.quickAction(Self.compose.type)
    // Going home, b resigns first; the notification comes after a's resignation, the end of the app's activation.
    sim.send(.goHome)
    XCTAssertEqual(sim.handledTypes, [Self.compose.type])
    XCTAssertEqual(
      Self.errors(sim),
      [
        "late: com.example.compose delivered at step 3 was handled after its first activation had ended",
        "wrongScene: com.example.compose was handled by scene @a although UIKit routed it to @b",
      ], sim.traceLines.joined(separator: "\n"))
  }

  // 12e row 1: the app stays active while one of its windows is; closing another does not end the activation.
  func testTheActivationLastsWhileAWindowIsActive() {
    var sim = Self.simulator(TableStrategy.pendingSlot)
    sim.tapIcon()
    sim.send(.openWindow(scene: 1))
    sim.quickAction(Self.compose.type)
    sim.send(.closeWindow(scene: 1))
    XCTAssertEqual(sim.runner.monitor.activeWindows, [1])
    XCTAssertTrue(sim.runner.monitor.active)
    sim.send(.goHome)
    XCTAssertEqual(sim.runner.monitor.activeWindows, [])
    XCTAssertFalse(sim.runner.monitor.active)
  }

  func testAOneWindowRunNamesNoSceneAndRoutesNothing() {
    var sim = Simulator(
      lifecycle: .scene, device: .iPad, strategy: TableStrategy.pendingSlot, shortcutItems: [Self.compose])
    sim.tapIcon()
    sim.quickAction(Self.compose.type)
    XCTAssertTrue(sim.trace.allSatisfy { $0.scene == nil })
    XCTAssertFalse(sim.traceLines.contains { $0.hasPrefix("note") || $0.hasSuffix("@a") })
    XCTAssertEqual(sim.runner.routes, [:])
  }
}
