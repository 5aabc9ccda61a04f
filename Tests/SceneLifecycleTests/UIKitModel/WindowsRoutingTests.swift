import SceneLifecycle
import XCTest

/// Which window UIKit gives a quick action or a link where Apple's documentation stops, and the road the
/// delivery then takes in that window (UIKit semantics article, 12b).
final class WindowsRoutingTests: XCTestCase {
  /// Item 0, "compose": the compose scene prefers it, main can take it. Item 1, "inbox": only main can take it.
  private let composeAndInbox: [[SceneMatch]] = [[.can, .prefers], [.can, .none]]

  // 12b row 1: three windows with default conditions tie; the most recently active wins by default, the oldest
  // session by the switch, wherever it sits in the list. The chosen window is active, so it gets the call alone.
  func testATieBetweenWindowsFollowsTheTieBreakSwitch() {
    for (tieBreak, session) in [(SceneTieBreak.mostRecentlyActive, UInt8(2)), (.firstConnected, 1)] {
      var app = WindowsApp(
        scenes: ["a", "b", "c"], matches: [[.can, .can, .can]], routing: SceneRouting(tieBreak: tieBreak))
      app.play([.tapIcon, .openWindow(scene: 1), .openWindow(scene: 2), .focus(scene: 0), .focus(scene: 1)])
      XCTAssertEqual(app.machine.sessions.map(\.number), [2, 1, 3], "\(tieBreak)")
      let heard = app.play([.quickAction(ItemID(0))])
      XCTAssertEqual(heard.routes, [SceneRoute(serial: 1, session: session, scene: session - 1, reason: .can)])
      XCTAssertEqual(heard.lines, ["windowScene(_:performActionFor:completionHandler:)[shortcutItem]@\(session)"])
      let link = app.play([.openURL(ItemID(0))])
      XCTAssertEqual(link.routes.map(\.session), [session], "\(tieBreak)")
      XCTAssertEqual(link.lines, ["scene(_:openURLContexts:)[url]@\(session)"])
    }
  }

  // 12b row 2: a delivery no window can take gets a new scene by default, reaches the one open window when the
  // predicates are ignored, or goes nowhere; with every declared scene open, the default drops it too.
  func testADeliveryNoWindowTakesFollowsTheNoMatchSwitch() {
    let nothing: [[SceneMatch]] = [[.none, .none]]
    var newScene = WindowsApp(matches: nothing)
    newScene.play([.tapIcon])
    let made = newScene.play([.quickAction(ItemID(0))])
    XCTAssertEqual(made.routes, [SceneRoute(serial: 1, session: 2, scene: 1, reason: .newScene)])
    XCTAssertEqual(
      made.lines,
      [
        "application(_:configurationForConnecting:options:)[shortcutItem]@2",
        "scene(_:willConnectTo:options:)[shortcutItem]@2", "sceneWillEnterForeground(_:)@2",
        "sceneDidBecomeActive(_:)@2",
      ])
    let full = newScene.play([.quickAction(ItemID(0))])
    XCTAssertEqual(full.routes, [SceneRoute(serial: 2, session: nil, scene: nil, reason: .dropped)])
    XCTAssertEqual(full.lines, [])

    var anyScene = WindowsApp(matches: nothing, routing: SceneRouting(noMatch: .anyScene))
    anyScene.play([.tapIcon])
    let ignored = anyScene.play([.quickAction(ItemID(0))])
    XCTAssertEqual(ignored.routes, [SceneRoute(serial: 1, session: 1, scene: 0, reason: .anyScene)])
    XCTAssertEqual(ignored.lines, ["windowScene(_:performActionFor:completionHandler:)[shortcutItem]@1"])

    var drop = WindowsApp(matches: nothing, routing: SceneRouting(noMatch: .drop))
    drop.play([.tapIcon])
    let dropped = drop.play([.quickAction(ItemID(0)), .openURL(ItemID(0))])
    XCTAssertEqual(dropped.routes.map(\.reason), [.dropped, .dropped])
    XCTAssertEqual(dropped.lines, [])
    XCTAssertEqual(drop.windows, ["1:main:foregroundActive"])
  }

  // 12b rows 3 and 5: a window whose scene the system disconnected is a candidate: it wins by its `prefers` match
  // and reconnects, the item in its connection options, with no configurationForConnecting and no
  // performActionFor. Off by the switch, only the connected window is weighed: main, in the background, comes
  // forward around performActionFor.
  func testAWindowWithoutASceneIsACandidateOnlyByTheSwitch() {
    let setup: [LifecycleEvent] = [.tapIcon, .openWindow(scene: 1), .goHome, .systemDisconnectScene(scene: 1)]
    var candidate = WindowsApp(matches: composeAndInbox)
    candidate.play(setup)
    XCTAssertEqual(candidate.windows, ["2:compose:unattached", "1:main:background"])
    let reconnected = candidate.play([.quickAction(ItemID(0))])
    XCTAssertEqual(reconnected.routes, [SceneRoute(serial: 1, session: 2, scene: 1, reason: .prefers)])
    XCTAssertEqual(
      reconnected.lines,
      [
        "scene(_:willConnectTo:options:)[shortcutItem]@2", "sceneWillEnterForeground(_:)@2",
        "UIApplication.willEnterForegroundNotification", "sceneDidBecomeActive(_:)@2",
        "UIApplication.didBecomeActiveNotification",
      ])
    XCTAssertEqual(candidate.windows, ["2:compose:foregroundActive", "1:main:background"])

    var connectedOnly = WindowsApp(
      matches: composeAndInbox, routing: SceneRouting(unattachedSessionsAreCandidates: false))
    connectedOnly.play(setup)
    let resumed = connectedOnly.play([.quickAction(ItemID(0))])
    XCTAssertEqual(resumed.routes, [SceneRoute(serial: 1, session: 1, scene: 0, reason: .can)])
    XCTAssertEqual(
      resumed.lines,
      [
        "sceneWillEnterForeground(_:)@1", "UIApplication.willEnterForegroundNotification",
        "windowScene(_:performActionFor:completionHandler:)[shortcutItem]@1", "sceneDidBecomeActive(_:)@1",
        "UIApplication.didBecomeActiveNotification",
      ])
    XCTAssertEqual(connectedOnly.windows, ["1:main:foregroundActive", "2:compose:unattached"])
  }

  // 12b row 4: with both windows active, each delivery reaches one of them; the other hears nothing and stays
  // active.
  func testOnlyTheChosenWindowHearsOfADelivery() {
    var app = WindowsApp(matches: composeAndInbox)
    app.play([.tapIcon, .openWindow(scene: 1), .focus(scene: 0)])
    let action = app.play([.quickAction(ItemID(0))])
    XCTAssertEqual(action.routes, [SceneRoute(serial: 1, session: 2, scene: 1, reason: .prefers)])
    XCTAssertEqual(action.lines, ["windowScene(_:performActionFor:completionHandler:)[shortcutItem]@2"])
    let url = app.play([.openURL(ItemID(1))])
    XCTAssertEqual(url.routes, [SceneRoute(serial: 2, session: 1, scene: 0, reason: .can)])
    XCTAssertEqual(url.lines, ["scene(_:openURLContexts:)[url]@1"])
    let universal = app.play([.universalLink(ItemID(0))])
    XCTAssertEqual(universal.routes.map(\.session), [2])
    XCTAssertEqual(
      universal.lines,
      ["scene(_:willContinueUserActivityWithType:)@2", "scene(_:continue:)[userActivity]@2"])
    XCTAssertEqual(app.windows, ["2:compose:foregroundActive", "1:main:foregroundActive"])
  }

  // 12b row 5: a chosen window in the background comes forward around performActionFor, or around
  // scene(_:openURLContexts:) for a link, while the window in front stays as it is; no app-level notification,
  // since the app was in front already.
  func testAChosenBackgroundWindowComesForwardAroundTheDelivery() {
    var app = WindowsApp(matches: composeAndInbox)
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .focus(scene: 0)])
    XCTAssertEqual(app.windows, ["1:main:foregroundActive", "2:compose:background"])
    let action = app.play([.quickAction(ItemID(0))])
    XCTAssertEqual(
      action.lines,
      [
        "sceneWillEnterForeground(_:)@2", "windowScene(_:performActionFor:completionHandler:)[shortcutItem]@2",
        "sceneDidBecomeActive(_:)@2",
      ])
    XCTAssertEqual(app.windows, ["2:compose:foregroundActive", "1:main:foregroundActive"])

    var linked = WindowsApp(matches: composeAndInbox)
    linked.play([.tapIcon, .openWindow(scene: 1), .goHome, .focus(scene: 0)])
    let url = linked.play([.openURL(ItemID(0))])
    XCTAssertEqual(
      url.lines,
      ["sceneWillEnterForeground(_:)@2", "scene(_:openURLContexts:)[url]@2", "sceneDidBecomeActive(_:)@2"])
  }

  // 12b row 5: a link for a window without a scene rides in the reconnect's connection options; the window in
  // front hears nothing.
  func testALinkForAWindowWithoutASceneReconnectsIt() {
    var app = WindowsApp(matches: composeAndInbox)
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .systemDisconnectScene(scene: 1), .focus(scene: 0)])
    let url = app.play([.openURL(ItemID(0))])
    XCTAssertEqual(url.routes, [SceneRoute(serial: 1, session: 2, scene: 1, reason: .prefers)])
    XCTAssertEqual(
      url.lines,
      ["scene(_:willConnectTo:options:)[url]@2", "sceneWillEnterForeground(_:)@2", "sceneDidBecomeActive(_:)@2"])
    XCTAssertEqual(app.windows, ["2:compose:foregroundActive", "1:main:foregroundActive"])
  }

  // 12b row 5: with the process not running, the chosen session is restored by a launch: the launch methods once,
  // then the item in the restored scene's connection options; the other window stays without a scene.
  func testAChosenSessionOfADeadProcessIsRestoredByTheLaunch() {
    var app = WindowsApp(matches: composeAndInbox)
    app.play([.tapIcon, .openWindow(scene: 1), .focus(scene: 0), .goHome, .systemTerminate])
    XCTAssertEqual(app.windows, ["1:main:unattached", "2:compose:unattached"])
    let launched = app.play([.quickAction(ItemID(0))])
    XCTAssertEqual(launched.routes, [SceneRoute(serial: 1, session: 2, scene: 1, reason: .prefers)])
    XCTAssertEqual(
      launched.lines,
      [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "scene(_:willConnectTo:options:)[shortcutItem]@2", "sceneWillEnterForeground(_:)@2",
        "UIApplication.willEnterForegroundNotification", "sceneDidBecomeActive(_:)@2",
        "UIApplication.didBecomeActiveNotification",
      ])
    XCTAssertEqual(app.windows, ["2:compose:foregroundActive", "1:main:unattached"])
  }

  // 12f row 3: the window the user is in does not decide where a link goes; only the conditions do. From main,
  // a link compose prefers goes to compose; from compose, a link only main can take goes to main.
  func testTheWindowALinkIsOpenedFromDoesNotChooseItsTarget() {
    var app = WindowsApp(matches: composeAndInbox)
    app.play([.tapIcon, .openWindow(scene: 1), .focus(scene: 0)])
    XCTAssertEqual(app.play([.openURL(ItemID(0))]).lines, ["scene(_:openURLContexts:)[url]@2"])
    XCTAssertEqual(app.machine.sessions.first?.scene, 1)
    XCTAssertEqual(app.play([.openURL(ItemID(1))]).lines, ["scene(_:openURLContexts:)[url]@1"])
  }
}
