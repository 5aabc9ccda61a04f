import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 8d: termination and discarded sessions (with 3 row 4 for SwiftUI).
final class TerminationTests: XCTestCase {
  /// What a running process hears as it ends: its scene's disconnect first in the scene styles.
  private func willTerminate(_ style: LifecycleStyle) -> [String] {
    (style.usesScenes ? [system(.sceneDidDisconnect)] : [])
      + [system(.applicationWillTerminate), system(.willTerminateNotification)]
  }

  // UIKit semantics article, 8d row 1 (documented), and 3 row 4 for SwiftUI's delegate adaptor: the system ends a
  // process that runs in the background, not suspended: applicationWillTerminate(_:), then the notification.
  func testSystemTerminationOfARunningBackgroundAppCallsApplicationWillTerminate() throws {
    for style in LifecycleStyle.allCases {
      var sim = simulate(try idleApp(), style)
      journey(&sim, [.tapIcon, .goHome, .systemTerminate])
      assertStep(sim, 2, willTerminate(style))
      XCTAssertEqual(sim.phase, .notRunningWithSavedSession, "\(style)")
    }
  }

  // UIKit semantics article, 8d rows 1 and 2: a suspended process ends with no callback at all.
  func testASuspendedProcessEndsWithNoCallback() throws {
    for style in LifecycleStyle.allCases {
      var sim = simulate(try idleApp(), style)
      journey(&sim, [.tapIcon, .goHome, .systemSuspend, .systemTerminate])
      XCTAssertEqual(lines(of: sim, step: 3), [], "\(style)")
      XCTAssertFalse(sim.machine.processRunning)
    }
  }

  // UIKit semantics article, 8d rows 1 and 2, with 2d row 1: a process whose scene the system disconnected keeps
  // its state. Disconnected from the background it still runs code and hears applicationWillTerminate(_:) (with
  // no second sceneDidDisconnect); disconnected while suspended, or suspended since, it hears nothing.
  func testAProcessWithADisconnectedSceneHearsWillTerminateOnlyWhileRunning() throws {
    var running = simulate(try idleApp(), .scene)
    journey(&running, [.tapIcon, .goHome, .systemDisconnectScene, .systemTerminate])
    assertStep(running, 3, [system(.applicationWillTerminate), system(.willTerminateNotification)])
    for path: [LifecycleEvent] in [
      [.tapIcon, .goHome, .systemSuspend, .systemDisconnectScene],
      [.tapIcon, .goHome, .systemDisconnectScene, .systemSuspend],
    ] {
      var sim = simulate(try idleApp(), .scene)
      journey(&sim, path + [.systemTerminate])
      XCTAssertEqual(lines(of: sim, step: 4), [], "\(path.map(\.name))")
      XCTAssertEqual(sim.phase, .notRunningWithSavedSession)
    }
    var suspendedTwice = simulate(try idleApp(), .scene)
    journey(&suspendedTwice, [.tapIcon, .goHome, .systemSuspend, .systemDisconnectScene])
    XCTAssertEqual(suspendedTwice.send(.systemSuspend)?.reason, .alreadySuspended)
  }

  // UIKit semantics article, 8d rows 2 and 4: swiping away a running process whose scene is disconnected discards
  // the session at once and terminates it; a suspended one is silent and the session is reported at the next launch.
  func testForceQuitOfAProcessWithADisconnectedScene() throws {
    var running = simulate(try idleApp(), .scene)
    journey(&running, [.tapIcon, .goHome, .systemDisconnectScene, .forceQuit])
    assertStep(
      running, 3,
      [system(.didDiscardSceneSessions), system(.applicationWillTerminate), system(.willTerminateNotification)])
    XCTAssertTrue(running.machine.discardedSessions.isEmpty)
    var suspended = simulate(try idleApp(), .scene)
    journey(&suspended, [.tapIcon, .goHome, .systemDisconnectScene, .systemSuspend, .forceQuit])
    XCTAssertEqual(lines(of: suspended, step: 4), [])
    XCTAssertEqual(suspended.machine.discardedSessions, [1])
  }

  // UIKit semantics article, 8d rows 2–4: swiping away a running background scene app disconnects the scene,
  // discards the session at once, then applicationWillTerminate(_:); the next launch reports nothing more.
  func testForceQuitOfARunningBackgroundAppDiscardsAtOnceThenTerminates() throws {
    for style in LifecycleStyle.allCases {
      var sim = simulate(try idleApp(), style)
      journey(&sim, [.tapIcon, .goHome, .forceQuit])
      let discard = style.usesScenes ? [system(.sceneDidDisconnect), system(.didDiscardSceneSessions)] : []
      assertStep(
        sim, 2, discard + [system(.applicationWillTerminate), system(.willTerminateNotification)])
      XCTAssertEqual(sim.phase, .notRunning, "\(style)")
      XCTAssertTrue(sim.machine.discardedSessions.isEmpty, "\(style)")
      sim.tapIcon()
      XCTAssertFalse(callbacks(of: sim, step: 3).contains(.didDiscardSceneSessions), "\(style)")
    }
  }

  // UIKit semantics article, 8d rows 2 and 4 (and 9 row 1): swiping away a suspended app makes no callback; the
  // session is reported shortly after the next launch.
  func testForceQuitOfASuspendedAppIsSilentAndReportsTheSessionAtTheNextLaunch() throws {
    var sim = simulate(try idleApp(), .scene)
    journey(&sim, [.tapIcon, .goHome, .systemSuspend, .forceQuit])
    XCTAssertEqual(lines(of: sim, step: 3), [])
    XCTAssertEqual(sim.machine.discardedSessions, [1])
    sim.tapIcon()
    XCTAssertEqual(
      Array(callbacks(of: sim, step: 4).prefix(3)),
      [.willFinishLaunching, .didFinishLaunching, .didDiscardSceneSessions])
  }

  // UIKit semantics article, 8d row 3 (observed): swiping away an app that is in front goes through the app
  // switcher, which first makes it resign active; by default it then enters the background before its scene
  // disconnects and its session is discarded, then applicationWillTerminate(_:).
  func testForceQuitFromTheForegroundResignsEntersTheBackgroundAndTerminates() throws {
    var sim = simulate(try idleApp(), .scene)
    journey(&sim, [.tapIcon, .forceQuit])
    assertStep(
      sim, 1,
      [
        system(.sceneWillResignActive), system(.willResignActiveNotification), system(.sceneDidEnterBackground),
        system(.didEnterBackgroundNotification), system(.sceneDidDisconnect), system(.didDiscardSceneSessions),
        system(.applicationWillTerminate), system(.willTerminateNotification),
      ])
    var legacy = simulate(try idleApp(), .appDelegate)
    journey(&legacy, [.tapIcon, .forceQuit])
    assertStep(
      legacy, 1,
      [
        system(.applicationWillResignActive), system(.willResignActiveNotification),
        system(.applicationDidEnterBackground), system(.didEnterBackgroundNotification),
        system(.applicationWillTerminate), system(.willTerminateNotification),
      ])
    XCTAssertEqual(legacy.phase, .notRunning)
  }

  // UIKit semantics article, 8d row 3: the quick-kill log saw no sceneDidEnterBackground; the switch
  // forceQuitFromForeground = withoutBackground gives that order, in SwiftUI too (scenePhase stays .inactive).
  func testForceQuitFromTheForegroundCanSkipTheBackground() throws {
    let options = LifecycleOptions(forceQuitFromForeground: .withoutBackground)
    var sim = simulate(try idleApp(), .swiftUI, options: options)
    journey(&sim, [.tapIcon, .forceQuit])
    assertStep(
      sim, 1,
      [
        system(.sceneWillResignActive), system(.willResignActiveNotification), system(.scenePhaseInactive),
        system(.sceneDidDisconnect), system(.didDiscardSceneSessions), system(.applicationWillTerminate),
        system(.willTerminateNotification),
      ])
    XCTAssertEqual(sim.phase, .notRunning)
  }

  // UIKit semantics article, 8d row 5 (inferred): an AppDelegate app the system terminated keeps its card in the
  // app switcher, so a force quit works and the app hears nothing; its next launch is a plain cold launch.
  func testAppDelegateCardStaysAfterASystemTerminationAndCanBeSwipedAway() throws {
    var sim = simulate(try idleApp(), .appDelegate)
    journey(&sim, [.tapIcon, .goHome, .systemSuspend, .systemTerminate])
    XCTAssertEqual(sim.phase, .notRunningWithSavedSession)
    XCTAssertNil(sim.send(.forceQuit))
    XCTAssertEqual(lines(of: sim, step: 4), [])
    XCTAssertEqual(sim.phase, .notRunning)
    XCTAssertEqual(sim.send(.forceQuit)?.reason, .notInAppSwitcher)
    sim.quickAction(searchType)
    XCTAssertEqual(
      Array(callbacks(of: sim, step: 6).prefix(2)), [.willFinishLaunching, .didFinishLaunching])
  }

  // UIKit semantics article, 8d rows 4 and 5: swiping away the card of a scene app the system terminated makes no
  // callback; didDiscardSceneSessions comes shortly after the next launch.
  func testSceneCardSwipedAfterASystemTerminationIsReportedAtTheNextLaunch() throws {
    for style in [LifecycleStyle.scene, .swiftUI] {
      var sim = simulate(try idleApp(), style)
      journey(&sim, [.tapIcon, .goHome, .systemTerminate, .forceQuit])
      XCTAssertEqual(lines(of: sim, step: 3), [], "\(style)")
      XCTAssertEqual(sim.phase, .notRunning)
      sim.tapIcon()
      XCTAssertEqual(
        Array(callbacks(of: sim, step: 4).prefix(3)),
        [.willFinishLaunching, .didFinishLaunching, .didDiscardSceneSessions], "\(style)")
    }
  }

  // UIKit semantics article, 8d row 2: an app that is not running (and has no card) gets nothing: the swipe is
  // refused, and so is a system termination.
  func testNothingHappensToAnAppThatIsNotRunning() throws {
    for style in LifecycleStyle.allCases {
      var sim = simulate(try idleApp(), style)
      XCTAssertEqual(sim.send(.forceQuit)?.reason, .notInAppSwitcher, "\(style)")
      XCTAssertEqual(sim.send(.systemTerminate)?.reason, .processNotRunning, "\(style)")
      XCTAssertEqual(callbacks(of: sim), [], "\(style)")
    }
  }

  // UIKit semantics article, 8d rows 1 and 2: an app that keeps its pending item until applicationWillTerminate(_:)
  // handles it when a running background process ends, but loses it when the process was suspended: the
  // invariants still call an item the process death wipes `lost`.
  func testAPendingItemHandledInWillTerminateIsLostWhenSuspended() throws {
    let app = try strategy([
      .windowScenePerformAction: [.store, .completionTrue], .applicationWillTerminate: [.handlePending],
    ])
    var running = simulate(app, .scene)
    journey(&running, [.tapIcon, .goHome, .quickAction(searchID), .goHome, .systemTerminate])
    XCTAssertEqual(running.handledTypes, [searchType])
    XCTAssertFalse(running.violationKinds.contains(.lost))
    var suspended = simulate(app, .scene)
    journey(&suspended, [.tapIcon, .goHome, .quickAction(searchID), .goHome, .systemSuspend, .systemTerminate])
    XCTAssertEqual(suspended.handledTypes, [])
    XCTAssertTrue(suspended.violationKinds.contains(.lost))
  }

  // UIKit semantics article, 8d row 1 and 8e row 5: applicationWillTerminate(_:) and its notification appear in
  // traces under their real names (the method is not deprecated in iOS 26).
  func testTerminationCallbacksCarryTheirRealSelectors() {
    XCTAssertEqual(CallbackKind.applicationWillTerminate.selector, "applicationWillTerminate(_:)")
    XCTAssertEqual(CallbackKind.willTerminateNotification.selector, "UIApplication.willTerminateNotification")
    XCTAssertEqual(CallbackKind(selector: "applicationWillTerminate(_:)"), .applicationWillTerminate)
    XCTAssertFalse(CallbackKind.applicationWillTerminate.isSceneCallback)
  }
}
