import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 8c: background launches.
final class BackgroundLaunchTests: XCTestCase {
  private let launch = [system(.willFinishLaunching), system(.didFinishLaunching)]
  private let noScene = LifecycleOptions(backgroundLaunchConnectsScene: false)

  // UIKit semantics article, 8c rows 1 and 3: the launch methods carry no item in every style; the AppDelegate
  // style then gets applicationDidEnterBackground(_:) (Apple's background execution sequence), a scene app, by
  // default, a new session configured and connected with no item, then sceneDidEnterBackground(_:). SwiftUI adds
  // no scenePhase line, only a note: `.background` is the scene's initial value, which onChange(of: scenePhase)
  // does not report (8f row 5).
  func testABackgroundLaunchEntersTheBackgroundWithNoItem() throws {
    var delegateApp = simulate(try idleApp(), .appDelegate)
    journey(&delegateApp, [.backgroundLaunch])
    assertStep(
      delegateApp, 0,
      launch + [system(.applicationDidEnterBackground), system(.didEnterBackgroundNotification)])
    XCTAssertEqual(delegateApp.phase, .background)
    for style in [LifecycleStyle.scene, .swiftUI] {
      var sim = simulate(try idleApp(), style)
      journey(&sim, [.backgroundLaunch])
      assertStep(
        sim, 0,
        launch + [
          system(.configurationForConnecting), system(.sceneWillConnect), system(.sceneDidEnterBackground),
          system(.didEnterBackgroundNotification),
        ] + (style == .swiftUI ? [note(.scenePhaseStartsBackground)] : []))
      XCTAssertEqual(sim.phase, .background, "\(style)")
    }
  }

  // UIKit semantics article, 8c row 1: only a process that is not running is launched; a running one, in any
  // phase, refuses the event and nothing changes.
  func testOnlyAProcessThatIsNotRunningCanBeLaunchedInTheBackground() throws {
    for path: [LifecycleEvent] in [
      [.tapIcon], [.tapIcon, .goHome], [.tapIcon, .goHome, .systemSuspend], [.backgroundLaunch],
    ] {
      var sim = simulate(try idleApp(), .scene)
      journey(&sim, path)
      let before = sim.machine
      XCTAssertEqual(sim.send(.backgroundLaunch)?.reason, .processRunning, "\(path.map(\.name))")
      XCTAssertEqual(sim.machine, before)
    }
    var dead = simulate(try idleApp(), .appDelegate)
    journey(&dead, [.tapIcon, .goHome, .systemTerminate, .backgroundLaunch])
    XCTAssertEqual(dead.phase, .background)
  }

  // UIKit semantics article, 8c row 2: with backgroundLaunchConnectsScene false only the launch methods run; the
  // process is alive with no scene (unattached). A saved session waits unconfigured; sessions discarded while the
  // app was dead are still reported after didFinishLaunching (9 row 1).
  func testWithoutASceneOnlyTheLaunchMethodsRun() throws {
    var fresh = simulate(try idleApp(), .scene, options: noScene)
    journey(&fresh, [.backgroundLaunch])
    assertStep(fresh, 0, launch)
    XCTAssertEqual(fresh.phase, .unattached)
    XCTAssertTrue(fresh.machine.sessions.isEmpty)
    var discarded = simulate(try idleApp(), .scene, options: noScene)
    journey(&discarded, [.tapIcon, .goHome, .systemSuspend, .forceQuit, .backgroundLaunch])
    assertStep(discarded, 4, launch + [system(.didDiscardSceneSessions)])
  }

  // UIKit semantics article, 8c row 4: opening a scene app whose process runs with no scene: a new session is
  // configured with the item and connects with it, then foreground and active; no second launch call. A saved
  // session reconnects as in 2d, unconfigured.
  func testAQuickActionConnectsTheFirstSceneWithoutASecondLaunch() throws {
    var fresh = simulate(try idleApp(), .scene, options: noScene)
    journey(&fresh, [.backgroundLaunch, .quickAction(searchID)])
    assertStep(
      fresh, 1,
      [
        system(.configurationForConnecting, searchType), system(.sceneWillConnect, searchType),
        system(.sceneWillEnterForeground), system(.willEnterForegroundNotification), system(.sceneDidBecomeActive),
        system(.didBecomeActiveNotification),
      ])
    var saved = simulate(try idleApp(), .scene, options: noScene)
    journey(&saved, [.tapIcon, .goHome, .systemTerminate, .backgroundLaunch, .quickAction(searchID)])
    XCTAssertEqual(lines(of: saved, step: 4).first, system(.sceneWillConnect, searchType))
    XCTAssertFalse(callbacks(of: saved, step: 4).contains(.didFinishLaunching))
    XCTAssertEqual(saved.phase, .foregroundActive)
  }

  // UIKit semantics article, 8c rows 1, 4 and 5 (a background scene, and 8c row 5 for AppDelegate): the quick
  // action takes the warm road; no second launch call, performActionFor between the foreground and active callbacks.
  func testAQuickActionResumesABackgroundLaunchedApp() throws {
    var delegateApp = simulate(try idleApp(), .appDelegate)
    journey(&delegateApp, [.backgroundLaunch, .quickAction(searchID)])
    assertStep(
      delegateApp, 1,
      [
        system(.applicationWillEnterForeground), system(.willEnterForegroundNotification),
        system(.applicationPerformAction, searchType), system(.applicationDidBecomeActive),
        system(.didBecomeActiveNotification),
      ])
    var sceneApp = simulate(try idleApp(), .scene)
    journey(&sceneApp, [.backgroundLaunch, .tapIcon])
    assertStep(
      sceneApp, 1,
      [
        system(.sceneWillEnterForeground), system(.willEnterForegroundNotification), system(.sceneDidBecomeActive),
        system(.didBecomeActiveNotification),
      ])
  }

  // UIKit semantics article, 8c rows 2 and 4, with 8d rows 1 and 2: a process with no session can be suspended,
  // terminated (applicationWillTerminate only while it runs code, no disconnect) and swiped away (no session to
  // discard).
  func testAProcessWithNoSessionEndsCleanly() throws {
    var running = simulate(try idleApp(), .scene, options: noScene)
    journey(&running, [.backgroundLaunch, .forceQuit])
    assertStep(running, 1, [system(.applicationWillTerminate), system(.willTerminateNotification)])
    XCTAssertEqual(running.phase, .notRunning)
    var suspended = simulate(try idleApp(), .scene, options: noScene)
    journey(&suspended, [.backgroundLaunch, .systemSuspend, .systemTerminate])
    XCTAssertEqual(lines(of: suspended, step: 2), [])
    XCTAssertEqual(suspended.phase, .notRunning)
  }
}
