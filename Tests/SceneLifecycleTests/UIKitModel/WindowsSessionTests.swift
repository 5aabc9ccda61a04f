import SceneLifecycle
import XCTest

/// New windows and the sessions UIKit keeps for them: opening, closing, disconnecting, swiping the app away and
/// relaunching (UIKit semantics article, 12c and 12d).
final class WindowsSessionTests: XCTestCase {
  /// Item 0, "compose": only the compose scene can take it, and prefers it. Item 1, "inbox": only main can.
  private let composeOnly: [[SceneMatch]] = [[.none, .prefers], [.can, .none]]

  // 12c rows 1, 2 and 4: a window opened while the app runs is configured, connects and comes forward, with no
  // launch method; the window already open hears nothing and stays active, and no app-level notification comes.
  func testANewWindowIsConfiguredConnectedAndBroughtForward() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon])
    let opened = app.play([.openWindow(scene: 1)])
    XCTAssertEqual(
      opened.lines,
      [
        "application(_:configurationForConnecting:options:)@2", "scene(_:willConnectTo:options:)@2",
        "sceneWillEnterForeground(_:)@2", "sceneDidBecomeActive(_:)@2",
      ])
    XCTAssertEqual(app.windows, ["2:compose:foregroundActive", "1:main:foregroundActive"])
  }

  // 12c rows 1 and 3: a scene UIKit makes for a quick action gets the item in both options and no
  // performActionFor.
  func testANewSceneForAnItemGetsItInItsOptionsOnly() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon])
    let made = app.play([.quickAction(ItemID(0))])
    XCTAssertEqual(
      made.lines,
      [
        "application(_:configurationForConnecting:options:)[shortcutItem]@2",
        "scene(_:willConnectTo:options:)[shortcutItem]@2", "sceneWillEnterForeground(_:)@2",
        "sceneDidBecomeActive(_:)@2",
      ])
  }

  // 12c row 4: a window opened from the background wakes the process; the app comes forward (the notifications),
  // and the suspended window runs code again but stays off screen, hearing nothing.
  func testANewWindowLeavesASuspendedWindowOffScreen() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon, .goHome, .systemSuspend])
    let opened = app.play([.openWindow(scene: 1)])
    XCTAssertEqual(
      opened.lines,
      [
        "application(_:configurationForConnecting:options:)@2", "scene(_:willConnectTo:options:)@2",
        "sceneWillEnterForeground(_:)@2", "UIApplication.willEnterForegroundNotification",
        "sceneDidBecomeActive(_:)@2", "UIApplication.didBecomeActiveNotification",
      ])
    XCTAssertEqual(app.windows, ["2:compose:foregroundActive", "1:main:background"])
  }

  // 12c row 2: a window opened with no process launches it once, before the new session is configured; the next
  // window calls no launch method.
  func testANewWindowLaunchesAProcessOnlyOnce() {
    var app = WindowsApp(matches: composeOnly)
    let first = app.play([.openWindow(scene: 1)])
    XCTAssertEqual(
      first.lines,
      [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "application(_:configurationForConnecting:options:)@1", "scene(_:willConnectTo:options:)@1",
        "sceneWillEnterForeground(_:)@1", "UIApplication.willEnterForegroundNotification",
        "sceneDidBecomeActive(_:)@1", "UIApplication.didBecomeActiveNotification",
      ])
    let second = app.play([.openWindow(scene: 0)])
    XCTAssertFalse(second.lines.contains { $0.contains("FinishLaunching") }, "\(second.lines)")
    XCTAssertEqual(app.windows, ["2:main:foregroundActive", "1:compose:foregroundActive"])
  }

  // 12c row 5: a declared scene is one window: opening it again is refused, and UIKit makes no second scene of it
  // for an item only it takes.
  func testEachDeclaredSceneIsOneWindow() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon, .openWindow(scene: 1)])
    XCTAssertEqual(app.refusal(of: .openWindow(scene: 0)), .windowAlreadyOpen(0))
    XCTAssertEqual(app.refusal(of: .openWindow(scene: 1)), .windowAlreadyOpen(1))
    app.play([.goHome, .systemDisconnectScene(scene: 1)])
    XCTAssertEqual(app.refusal(of: .openWindow(scene: 1)), .windowAlreadyOpen(1), "its session is still there")
    var routing = WindowsApp(matches: composeOnly, routing: SceneRouting(unattachedSessionsAreCandidates: false))
    routing.play([.tapIcon, .openWindow(scene: 1), .goHome, .systemDisconnectScene(scene: 1), .focus(scene: 0)])
    let heard = routing.play([.quickAction(ItemID(0))])
    XCTAssertEqual(heard.routes.map(\.reason), [.dropped])
    XCTAssertEqual(heard.lines, [])
    XCTAssertEqual(routing.machine.sessions.count, 2)
  }

  // 12d rows 1 and 4: the system's disconnect is not a discard: the window's session stays, without a scene, and
  // no discard is reported; it stays too when the process then ends.
  func testADisconnectedWindowKeepsItsSession() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon, .openWindow(scene: 1), .goHome])
    let disconnected = app.play([.systemDisconnectScene(scene: 1)])
    XCTAssertEqual(disconnected.lines, ["sceneDidDisconnect(_:)@2"])
    XCTAssertEqual(disconnected.discarded, [])
    XCTAssertEqual(app.windows, ["2:compose:unattached", "1:main:background"])
    let ended = app.play([.systemTerminate])
    XCTAssertEqual(ended.discarded, [])
    XCTAssertEqual(app.windows, ["2:compose:unattached", "1:main:unattached"])
    XCTAssertEqual(app.machine.discardedSessions, [])
  }

  // 12d rows 2 and 4: with one window (no supportsMultipleScenes on iPad, or an iPhone) the window events are
  // refused, and the system's disconnect can name only scene 0.
  func testWindowEventsNeedSeveralWindows() {
    for device in [Device.iPad, .iPhone] {
      var single = LifecycleMachine(style: .scene, device: device)
      var heard = WindowsApp.Heard()
      _ = heard.hear(single.handle(.tapIcon))
      _ = heard.hear(single.handle(.goHome))
      for event in [LifecycleEvent.openWindow(scene: 0), .closeWindow(scene: 0), .focus(scene: 0)] {
        let rejection = heard.hear(single.handle(event))
        XCTAssertEqual(rejection?.reason, .singleWindow, "\(event) on \(device)")
        XCTAssertTrue(
          rejection?.message(itemName: { "\($0.index)" }).contains("supportsMultipleScenes") ?? false,
          "\(event) on \(device)")
      }
      XCTAssertEqual(heard.hear(single.handle(.systemDisconnectScene(scene: 1)))?.reason, .singleWindow)
      XCTAssertNil(heard.hear(single.handle(.systemDisconnectScene(scene: 0))))
    }
  }

  // 12d row 3: closing a background window while the process runs disconnects it and discards its session at
  // once; the active window hears nothing.
  func testClosingAWindowWhileTheProcessRunsDiscardsItAtOnce() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .focus(scene: 0)])
    let closed = app.play([.closeWindow(scene: 1)])
    XCTAssertEqual(closed.lines, ["sceneDidDisconnect(_:)@2", "application(_:didDiscardSceneSessions:)"])
    XCTAssertEqual(closed.discarded, [2])
    XCTAssertEqual(app.windows, ["1:main:foregroundActive"])
    XCTAssertEqual(app.refusal(of: .closeWindow(scene: 1)), .noWindow(1))
  }

  // 12d row 3: closing a window of a process that is suspended, or not running, discards the session silently;
  // didDiscardSceneSessions comes right after didFinishLaunching at the next launch (9 row 1).
  func testClosingAWindowOfAProcessThatRunsNoCodeIsReportedAtTheNextLaunch() {
    var suspended = WindowsApp(matches: composeOnly)
    suspended.play([.tapIcon, .openWindow(scene: 1), .goHome, .systemSuspend])
    let silent = suspended.play([.closeWindow(scene: 1)])
    XCTAssertEqual(silent.lines, [])
    XCTAssertEqual(silent.discarded, [2])
    XCTAssertEqual(suspended.machine.discardedSessions, [2])

    var dead = WindowsApp(matches: composeOnly)
    dead.play([.tapIcon, .openWindow(scene: 1), .goHome, .systemTerminate])
    let closed = dead.play([.closeWindow(scene: 1)])
    XCTAssertEqual(closed.lines, [])
    XCTAssertEqual(closed.discarded, [2])
    let launched = dead.play([.tapIcon])
    XCTAssertEqual(
      launched.lines,
      [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "application(_:didDiscardSceneSessions:)", "scene(_:willConnectTo:options:)@1",
        "sceneWillEnterForeground(_:)@1", "UIApplication.willEnterForegroundNotification",
        "sceneDidBecomeActive(_:)@1", "UIApplication.didBecomeActiveNotification",
      ])
    XCTAssertEqual(dead.machine.discardedSessions, [])
  }

  // 12d row 3: a window whose scene the system disconnected, closed while the process is suspended, is discarded
  // silently and reported at the next launch, as a suspended window is: a suspended process runs no code.
  func testClosingASceneLessWindowOfASuspendedProcessIsSilent() {
    var app = WindowsApp(matches: [[.none, .prefers], [.can, .none]])
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .systemDisconnectScene(scene: 1), .systemSuspend])
    XCTAssertEqual(app.windows, ["2:compose:unattached", "1:main:suspended"])
    let closed = app.play([.closeWindow(scene: 1)])
    XCTAssertEqual(closed.lines, [])
    XCTAssertEqual(closed.discarded, [2])
    XCTAssertEqual(app.machine.discardedSessions, [2])
  }

  // 12d row 5: the session list gives the app no order to rely on: it runs most recently active first and changes
  // with every focus and delivery, though no callback is made for the move.
  func testTheSessionOrderChangesWithFocusAndDeliveries() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon, .openWindow(scene: 1)])
    XCTAssertEqual(app.machine.sessions.map(\.number), [2, 1])
    XCTAssertEqual(app.play([.focus(scene: 0)]).lines, [])
    XCTAssertEqual(app.machine.sessions.map(\.number), [1, 2])
    app.play([.quickAction(ItemID(0))])
    XCTAssertEqual(app.machine.sessions.map(\.number), [2, 1])
  }

  // 12d row 6: swiping the app away with one window active and one in the background: the active one resigns and
  // goes to the background, every scene disconnects, both sessions go with one didDiscardSceneSessions, then the
  // process hears that it ends.
  func testSwipingTheAppAwayClosesEveryWindow() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .focus(scene: 0)])
    let swiped = app.play([.forceQuit])
    XCTAssertEqual(
      swiped.lines,
      [
        "sceneWillResignActive(_:)@1", "UIApplication.willResignActiveNotification", "sceneDidEnterBackground(_:)@1",
        "UIApplication.didEnterBackgroundNotification", "sceneDidDisconnect(_:)@1", "sceneDidDisconnect(_:)@2",
        "application(_:didDiscardSceneSessions:)", "applicationWillTerminate(_:)",
        "UIApplication.willTerminateNotification",
      ])
    XCTAssertEqual(swiped.discarded, [1, 2])
    XCTAssertEqual(app.windows, [])
    XCTAssertEqual(app.machine.phase, .notRunning)
  }

  // 12d row 6: a suspended process swiped away hears nothing; both sessions are reported after the next launch,
  // which then makes a new session.
  func testSwipingASuspendedAppAwayReportsEveryWindowAtTheNextLaunch() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .systemSuspend])
    let swiped = app.play([.forceQuit])
    XCTAssertEqual(swiped.lines, [])
    XCTAssertEqual(swiped.discarded, [2, 1])
    let launched = app.play([.tapIcon])
    XCTAssertEqual(
      launched.lines,
      [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "application(_:didDiscardSceneSessions:)", "application(_:configurationForConnecting:options:)@3",
        "scene(_:willConnectTo:options:)@3", "sceneWillEnterForeground(_:)@3",
        "UIApplication.willEnterForegroundNotification", "sceneDidBecomeActive(_:)@3",
        "UIApplication.didBecomeActiveNotification",
      ])
  }

  // 12d row 7: relaunched from the icon after the system ended it, the app restores its most recently active
  // window without configurationForConnecting; the other window gets its scene back, unconfigured too, when the
  // user moves to it.
  func testARelaunchRestoresTheMostRecentWindowWithoutConfiguringIt() {
    var app = WindowsApp(matches: composeOnly)
    app.play([.tapIcon, .openWindow(scene: 1), .focus(scene: 0), .goHome, .systemTerminate])
    let launched = app.play([.tapIcon])
    XCTAssertEqual(
      launched.lines,
      [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "scene(_:willConnectTo:options:)@1", "sceneWillEnterForeground(_:)@1",
        "UIApplication.willEnterForegroundNotification", "sceneDidBecomeActive(_:)@1",
        "UIApplication.didBecomeActiveNotification",
      ])
    XCTAssertEqual(app.windows, ["1:main:foregroundActive", "2:compose:unattached"])
    let focused = app.play([.focus(scene: 1)])
    XCTAssertEqual(
      focused.lines,
      ["scene(_:willConnectTo:options:)@2", "sceneWillEnterForeground(_:)@2", "sceneDidBecomeActive(_:)@2"])
  }

  // 12f row 4: a reconnect and a restore hand the item over in scene(_:willConnectTo:options:) only; an app that
  // reads it in configurationForConnecting alone never sees it.
  func testAReconnectAndARestoreCarryTheItemOnlyInWillConnect() {
    var reconnect = WindowsApp(matches: composeOnly)
    reconnect.play([.tapIcon, .openWindow(scene: 1), .goHome, .systemDisconnectScene(scene: 1), .focus(scene: 0)])
    let reconnected = reconnect.play([.quickAction(ItemID(0))])
    XCTAssertEqual(
      reconnected.lines,
      [
        "scene(_:willConnectTo:options:)[shortcutItem]@2", "sceneWillEnterForeground(_:)@2",
        "sceneDidBecomeActive(_:)@2",
      ])

    var restore = WindowsApp(matches: composeOnly)
    restore.play([.tapIcon, .openWindow(scene: 1), .goHome, .systemTerminate])
    let restored = restore.play([.quickAction(ItemID(0))])
    XCTAssertEqual(
      restored.lines.filter { $0.contains("[shortcutItem]") }, ["scene(_:willConnectTo:options:)[shortcutItem]@2"])
    XCTAssertFalse(restored.lines.contains { $0.hasPrefix("application(_:configurationForConnecting") })
  }
}
