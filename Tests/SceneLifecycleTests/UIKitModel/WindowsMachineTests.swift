import SceneLifecycle
import XCTest

/// The machine with several windows (iPad, `supportsMultipleScenes`): routing, the window events and the aggregate
/// app state, read from the callbacks it makes (UIKit semantics article, section 12).
final class WindowsMachineTests: XCTestCase {
  /// Records every callback as `kind@session`, and every route.
  struct Recorder {
    var lines: [String] = []
    var routes: [SceneRoute] = []
    var discarded: [UInt8] = []

    /// Records what the machine did in `step`, and returns its refusal.
    @discardableResult
    mutating func hear(_ step: MachineStep) -> Rejection? {
      for output in step.outputs {
        switch output {
        case .callback(let callback):
          lines.append(callback.scene.map { "\(callback.kind.selector)@\($0.session)" } ?? callback.kind.selector)
        case .route(let route): routes.append(route)
        case .sessionDiscarded(let session): discarded.append(session)
        case .processExit, .processSuspension, .note, .appWork, .mainQueueTurn: break
        }
      }
      return step.rejection
    }
  }

  /// Items: 0 = "compose" (the compose scene prefers it), 1 = "inbox" (no scene prefers it).
  /// Scenes: 0 = main (default conditions: can anything, prefers nothing), 1 = compose (prefers "compose" only,
  /// cannot take anything else).
  private func machine(
    style: LifecycleStyle = .scene, routing: SceneRouting = .defaults, mainCan: Bool = true
  ) -> LifecycleMachine {
    let windows = WindowSetup(
      sceneIDs: ["main", "compose"],
      matches: [[mainCan ? .can : .none, .prefers], [mainCan ? .can : .none, .none]], routing: routing)
    return LifecycleMachine(
      style: style, device: .iPad, staticItems: [ItemID(0), ItemID(1)], windows: windows)
  }

  @discardableResult
  private func run(_ events: [LifecycleEvent], on machine: inout LifecycleMachine) -> Recorder {
    var recorder = Recorder()
    for event in events {
      if let rejection = recorder.hear(machine.handle(event)) {
        XCTFail("unexpected rejection: \(rejection.message(itemName: { "\($0.index)" }))")
      }
    }
    return recorder
  }

  // 12a row 3: a scene that prefers the item beats one that only can, even when the other is in front.
  func testAScenePreferringTheItemWinsOverTheActiveScene() {
    var machine = machine()
    run([.tapIcon, .openWindow(scene: 1), .focus(scene: 0)], on: &machine)
    XCTAssertEqual(machine.sessions.map(\.scene), [0, 1])
    let recorder = run([.quickAction(ItemID(0))], on: &machine)
    XCTAssertEqual(recorder.routes.map(\.reason), [.prefers])
    XCTAssertEqual(recorder.routes.first?.session, 2)
    // The compose window was already active: performActionFor alone, on its scene.
    XCTAssertEqual(recorder.lines, ["windowScene(_:performActionFor:completionHandler:)@2"])
    XCTAssertEqual(machine.sessions.map(\.scene), [1, 0], "the chosen window becomes the most recently active")
  }

  // 12a row 3 and 12b row 1: with only `can` matches, the tie goes to the most recently active scene by default,
  // or to the first connected one by the switch.
  func testATieGoesToTheMostRecentlyActiveSceneOrTheFirstConnected() {
    for (tieBreak, session) in [(SceneTieBreak.mostRecentlyActive, UInt8(2)), (.firstConnected, 1)] {
      let routing = SceneRouting(tieBreak: tieBreak)
      var machine = machine(routing: routing)
      // Both windows can take "inbox" when compose's conditions are default too.
      machine = LifecycleMachine(
        style: .scene, device: .iPad, staticItems: [ItemID(0), ItemID(1)],
        windows: WindowSetup(
          sceneIDs: ["a", "b"], matches: [[.can, .can], [.can, .can]], routing: machine.windows!.routing))
      run([.tapIcon, .openWindow(scene: 1), .goHome], on: &machine)
      let recorder = run([.quickAction(ItemID(1))], on: &machine)
      XCTAssertEqual(recorder.routes.map(\.session), [session], "\(tieBreak)")
      XCTAssertEqual(recorder.routes.map(\.reason), [.can])
    }
  }

  // 12b row 2 and 12c rows 1 to 3: with no candidate, the default makes a new scene, which is configured and
  // connects with the item in its connection options; the process does not launch again.
  func testAnItemNoSceneCanTakeGetsANewSceneByDefault() {
    var machine = machine(mainCan: false)
    run([.tapIcon], on: &machine)
    let recorder = run([.quickAction(ItemID(0))], on: &machine)
    XCTAssertEqual(recorder.routes.map(\.reason), [.newScene])
    XCTAssertEqual(
      recorder.lines,
      [
        "application(_:configurationForConnecting:options:)@2", "scene(_:willConnectTo:options:)@2",
        "sceneWillEnterForeground(_:)@2", "sceneDidBecomeActive(_:)@2",
      ])
    XCTAssertEqual(machine.sessions.map(\.scene), [1, 0])
  }

  // 12b row 2: the other no-match answers: the item is dropped, or the predicates are ignored.
  func testTheNoMatchSwitchCanDropTheItemOrIgnoreThePredicates() {
    var dropping = machine(routing: SceneRouting(noMatch: .drop), mainCan: false)
    run([.tapIcon], on: &dropping)
    let dropped = run([.quickAction(ItemID(1))], on: &dropping)
    XCTAssertEqual(dropped.routes.map(\.reason), [.dropped])
    XCTAssertEqual(dropped.lines, [])
    var any = machine(routing: SceneRouting(noMatch: .anyScene), mainCan: false)
    run([.tapIcon, .goHome], on: &any)
    let ignored = run([.quickAction(ItemID(1))], on: &any)
    XCTAssertEqual(ignored.routes.map(\.reason), [.anyScene])
    XCTAssertTrue(ignored.lines.contains("windowScene(_:performActionFor:completionHandler:)@1"))
  }

  // 12a row 4 and 12b row 3: a session whose scene the system disconnected is a candidate and reconnects through
  // scene(_:willConnectTo:options:), without configurationForConnecting; off by the switch, a new scene is made.
  func testAnUnattachedSessionIsACandidateAndReconnects() {
    var machine = machine()
    run([.tapIcon, .openWindow(scene: 1), .goHome, .systemDisconnectScene(scene: 1)], on: &machine)
    let recorder = run([.quickAction(ItemID(0))], on: &machine)
    XCTAssertEqual(recorder.routes.map(\.reason), [.prefers])
    XCTAssertEqual(recorder.lines.first, "scene(_:willConnectTo:options:)@2")
    XCTAssertFalse(recorder.lines.contains("windowScene(_:performActionFor:completionHandler:)@2"))
  }

  // 12e rows 2 to 4: app-level notifications follow the aggregate: the second window's activation posts none, and
  // going home posts willResignActive and didEnterBackground once, after the last scene.
  func testAppLevelNotificationsFollowTheAggregateState() {
    var machine = machine()
    run([.tapIcon], on: &machine)
    let opened = run([.openWindow(scene: 1)], on: &machine)
    XCTAssertFalse(opened.lines.contains { $0.hasSuffix("Notification") }, "\(opened.lines)")
    let home = run([.goHome], on: &machine)
    XCTAssertEqual(home.lines.filter { $0.hasSuffix("Notification") }.count, 2, "\(home.lines)")
    XCTAssertEqual(home.lines.last, "UIApplication.didEnterBackgroundNotification")
    XCTAssertEqual(machine.phase, .background)
  }

  // 12d rows 1 and 3: closing a window disconnects its scene and discards its session at once while the process
  // runs; the app's phase follows the remaining window.
  func testClosingAWindowDiscardsItsSession() {
    var machine = machine()
    run([.tapIcon, .openWindow(scene: 1)], on: &machine)
    let closed = run([.closeWindow(scene: 1)], on: &machine)
    XCTAssertEqual(
      closed.lines,
      [
        "sceneWillResignActive(_:)@2", "sceneDidEnterBackground(_:)@2", "sceneDidDisconnect(_:)@2",
        "application(_:didDiscardSceneSessions:)",
      ])
    XCTAssertEqual(closed.discarded, [2])
    XCTAssertEqual(machine.sessions.map(\.scene), [0])
    XCTAssertEqual(machine.phase, .foregroundActive)
  }

  func testWindowEventsAreRefusedWhereTheyCannotHappen() {
    var machine = machine()
    var recorder = Recorder()
    XCTAssertEqual(recorder.hear(machine.handle(.closeWindow(scene: 1)))?.reason, .noWindow(1))
    XCTAssertEqual(recorder.hear(machine.handle(.focus(scene: 7)))?.reason, .unknownScene(7))
    run([.tapIcon], on: &machine)
    XCTAssertEqual(recorder.hear(machine.handle(.openWindow(scene: 0)))?.reason, .windowAlreadyOpen(0))
    XCTAssertEqual(recorder.hear(machine.handle(.focus(scene: 0)))?.reason, .alreadyFocused(0))
    var single = LifecycleMachine(style: LifecycleStyle.scene, device: .iPad)
    XCTAssertEqual(recorder.hear(single.handle(LifecycleEvent.openWindow(scene: 0)))?.reason, .singleWindow)
  }
}
