import SceneLifecycle
import XCTest

/// Each window's own lifecycle, and the app's as the aggregate of them: focus, going home, interruptions and the
/// app-level notifications (UIKit semantics article, 12e).
final class WindowsLifecycleTests: XCTestCase {
  /// Three windows with default conditions: every scene can take anything.
  private func threeWindows() -> WindowsApp {
    WindowsApp(scenes: ["a", "b", "c"], matches: [[.can, .can, .can]])
  }

  // 12e row 1: moving to a window that is already active makes no callback and leaves the other active (iPadOS 26
  // keeps windows active when not frontmost); moving to a background window brings only that one forward.
  func testFocusBringsOneWindowForwardAndLeavesTheOthers() {
    var app = threeWindows()
    app.play([.tapIcon, .openWindow(scene: 1)])
    XCTAssertEqual(app.play([.focus(scene: 0)]).lines, [])
    XCTAssertEqual(app.windows, ["1:a:foregroundActive", "2:b:foregroundActive"])
    XCTAssertEqual(app.refusal(of: .focus(scene: 0)), .alreadyFocused(0))

    app.play([.goHome])
    let focused = app.play([.focus(scene: 1)])
    XCTAssertEqual(focused.lines.filter { $0.hasSuffix("@1") }, [])
    XCTAssertEqual(app.windows, ["2:b:foregroundActive", "1:a:background"])
    app.play([.focus(scene: 0)])
    XCTAssertEqual(app.windows, ["1:a:foregroundActive", "2:b:foregroundActive"])
    XCTAssertEqual(app.refusal(of: .focus(scene: 2)), .noWindow(2))
  }

  // 12e row 1: a window whose scene the system disconnected comes back by focus through a reconnect; the window in
  // front hears nothing.
  func testFocusReconnectsAWindowWithoutAScene() {
    var app = threeWindows()
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .systemDisconnectScene(scene: 1), .focus(scene: 0)])
    let focused = app.play([.focus(scene: 1)])
    XCTAssertEqual(
      focused.lines,
      ["scene(_:willConnectTo:options:)@2", "sceneWillEnterForeground(_:)@2", "sceneDidBecomeActive(_:)@2"])
    XCTAssertEqual(app.windows, ["2:b:foregroundActive", "1:a:foregroundActive"])
  }

  // 12e row 2: the app is as active as its most active window, whichever window is the most recent.
  func testTheAppIsAsActiveAsItsMostActiveWindow() {
    var app = threeWindows()
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .focus(scene: 0)])
    XCTAssertEqual(app.machine.phase, .foregroundActive)
    app.play([.focus(scene: 1)])
    XCTAssertEqual(app.machine.phase, .foregroundActive)
    app.play([.goHome, .systemDisconnectScene(scene: 1)])
    XCTAssertEqual(app.windows, ["2:b:unattached", "1:a:background"])
    XCTAssertEqual(app.machine.phase, .background, "a window without a scene is less active than one in background")
    app.play([.systemSuspend])
    XCTAssertEqual(app.machine.phase, .suspended)
    app.play([.focus(scene: 1)])
    XCTAssertEqual(app.machine.phase, .foregroundActive)
  }

  // 12e row 3: willEnterForegroundNotification comes when the first window comes forward from the background,
  // right after its sceneWillEnterForeground, and not for the next window.
  func testWillEnterForegroundIsPostedOnlyWhenTheAppComesForward() {
    var app = threeWindows()
    app.play([.tapIcon, .openWindow(scene: 1), .goHome])
    let first = app.play([.focus(scene: 1)])
    XCTAssertEqual(
      first.lines,
      [
        "sceneWillEnterForeground(_:)@2", "UIApplication.willEnterForegroundNotification",
        "sceneDidBecomeActive(_:)@2", "UIApplication.didBecomeActiveNotification",
      ])
    let second = app.play([.focus(scene: 0)])
    XCTAssertEqual(second.lines, ["sceneWillEnterForeground(_:)@1", "sceneDidBecomeActive(_:)@1"])
  }

  // 12e row 4: willResignActiveNotification and didEnterBackgroundNotification come when the last active, and the
  // last foreground, window leaves; closing the only window in front while another is in the background posts
  // both, each right after the scene call that changed the aggregate.
  func testTheOtherNotificationsFollowTheAggregate() {
    var app = threeWindows()
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .focus(scene: 1)])
    XCTAssertEqual(app.windows, ["2:b:foregroundActive", "1:a:background"])
    let closed = app.play([.closeWindow(scene: 1)])
    XCTAssertEqual(
      closed.lines,
      [
        "sceneWillResignActive(_:)@2", "UIApplication.willResignActiveNotification", "sceneDidEnterBackground(_:)@2",
        "UIApplication.didEnterBackgroundNotification", "sceneDidDisconnect(_:)@2",
        "application(_:didDiscardSceneSessions:)",
      ])
    XCTAssertEqual(app.machine.phase, .background)
    let back = app.play([.openWindow(scene: 2)])
    XCTAssertEqual(back.lines.filter { $0.hasPrefix("UIApplication.") }.count, 2, "\(back.lines)")
    let another = app.play([.focus(scene: 0)])
    XCTAssertEqual(another.lines, ["sceneWillEnterForeground(_:)@1", "sceneDidBecomeActive(_:)@1"])
  }

  // 12e rows 4 and 5: going home takes every foreground window to the background in turn, most recently active
  // first, each resigning before it leaves; the notifications follow the last window.
  func testGoingHomeTakesEveryWindowBackMostRecentFirst() {
    var app = threeWindows()
    app.play([.tapIcon, .openWindow(scene: 1), .openWindow(scene: 2), .focus(scene: 0)])
    XCTAssertEqual(app.machine.sessions.map(\.number), [1, 3, 2])
    let home = app.play([.goHome])
    XCTAssertEqual(
      home.lines,
      [
        "sceneWillResignActive(_:)@1", "sceneDidEnterBackground(_:)@1", "sceneWillResignActive(_:)@3",
        "sceneDidEnterBackground(_:)@3", "sceneWillResignActive(_:)@2", "UIApplication.willResignActiveNotification",
        "sceneDidEnterBackground(_:)@2", "UIApplication.didEnterBackgroundNotification",
      ])
    XCTAssertEqual(app.windows, ["1:a:background", "3:c:background", "2:b:background"])
  }

  // 12e row 5: a window already in the background hears nothing when the user goes home.
  func testGoingHomeLeavesABackgroundWindowAlone() {
    var app = threeWindows()
    app.play([.tapIcon, .openWindow(scene: 1), .goHome, .focus(scene: 0)])
    let home = app.play([.goHome])
    XCTAssertEqual(
      home.lines,
      [
        "sceneWillResignActive(_:)@1", "UIApplication.willResignActiveNotification", "sceneDidEnterBackground(_:)@1",
        "UIApplication.didEnterBackgroundNotification",
      ])
  }

  // 12e rows 4 and 6: an interruption makes every active window resign, most recently active first, then each
  // becomes active again in the same order; a background window hears nothing.
  func testAnInterruptionMakesEveryActiveWindowResignAndComeBack() {
    var app = threeWindows()
    app.play([.tapIcon, .openWindow(scene: 1), .openWindow(scene: 2), .goHome, .focus(scene: 0), .focus(scene: 2)])
    XCTAssertEqual(app.windows, ["3:c:foregroundActive", "1:a:foregroundActive", "2:b:background"])
    let interrupted = app.play([.interruption])
    XCTAssertEqual(
      interrupted.lines,
      [
        "sceneWillResignActive(_:)@3", "sceneWillResignActive(_:)@1", "UIApplication.willResignActiveNotification",
        "sceneDidBecomeActive(_:)@3", "UIApplication.didBecomeActiveNotification", "sceneDidBecomeActive(_:)@1",
      ])
    XCTAssertEqual(app.windows, ["3:c:foregroundActive", "1:a:foregroundActive", "2:b:background"])
  }
}
