import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 4, rows 4–8: links in the UIScene lifecycle.
final class DeepLinkSceneTests: XCTestCase {
  private let coldLaunchHead = [
    system(.willFinishLaunching), system(.didFinishLaunching),
  ]

  // MARK: - Row 4: custom scheme

  // UIKit semantics article, 4 row 4 (documented): an app that is not running gets the URL in
  // scene(_:willConnectTo:options:)'s connectionOptions.urlContexts (and, 2a row 3, in configurationForConnecting's
  // options of the same type); the launch methods get no launch options.
  func testAColdURLRidesInConnectionOptionsURLContexts() throws {
    let sim = simulateLink(try idleApp(), .scene, open: searchURL)
    assertTrace(
      sim,
      coldLaunchHead + [
        system(.configurationForConnecting, searchURL), system(.sceneWillConnect, searchURL),
      ] + Transition.sceneForeground + Transition.sceneActive)
    let recorder = simulateLink(CallbackRecorder(), .scene, open: searchURL).runner.strategy
    XCTAssertEqual(recorder.calls(.sceneWillConnect).map(\.deliveryKind), [.url])
  }

  // UIKit semantics article, 4 row 4: a running or suspended app gets the URL in scene(_:openURLContexts:).
  func testAURLForARunningOrSuspendedSceneGoesToOpenURLContexts() throws {
    for background in [[LifecycleEvent.tapIcon, .goHome], [.tapIcon, .goHome, .systemSuspend]] {
      let sim = simulateLink(try idleApp(), .scene, after: background, open: searchURL)
      XCTAssertEqual(
        lastStepLines(of: sim),
        Transition.sceneForeground + [system(.sceneOpenURLContexts, searchURL)] + Transition.sceneActive)
    }
  }

  // MARK: - Row 5: universal links

  // UIKit semantics article, 4 row 5 (documented): not running, the link rides in connectionOptions.userActivities.
  func testAColdUniversalLinkRidesInConnectionOptionsUserActivities() {
    let sim = simulateLink(CallbackRecorder(), .scene, open: cafeLink)
    let recorder = sim.runner.strategy
    XCTAssertEqual(recorder.calls(.sceneWillConnect).map(\.deliveryKind), [.userActivity])
    XCTAssertEqual(recorder.calls(.configurationForConnecting).map(\.deliveryKind), [.userActivity])
    XCTAssertEqual(recorder.calls(.sceneContinueUserActivity), [])
    XCTAssertEqual(recorder.calls(.sceneWillContinueUserActivity), [], "Handoff-style late delivery is not modelled")
  }

  // UIKit semantics article, 4 row 5: running or suspended, it goes to scene(_:continue:), after
  // scene(_:willContinueUserActivityWithType:), which comes before the scene starts for the foreground (4 row 10,
  // observed on iOS 16): unlike the AppDelegate style, where it follows applicationWillEnterForeground (4 row 3).
  func testAUniversalLinkForARunningSceneGoesToSceneContinue() throws {
    let sim = simulateLink(try idleApp(), .scene, after: [.tapIcon, .goHome, .systemSuspend], open: cafeLink)
    XCTAssertEqual(
      lastStepLines(of: sim),
      [system(.sceneWillContinueUserActivity)] + Transition.sceneForeground
        + [system(.sceneContinueUserActivity, cafeLink)] + Transition.sceneActive)
  }

  // MARK: - Row 6: never openURLContexts for the launching URL

  // UIKit semantics article, 4 row 6 (observed): scene(_:openURLContexts:) is not called for the launching URL, whether
  // the launch is fresh, restores a saved session or reconnects a disconnected scene.
  func testOpenURLContextsIsNeverCalledForTheLaunchingURL() throws {
    for before in [
      [], [LifecycleEvent.tapIcon, .goHome, .systemTerminate], [.tapIcon, .goHome, .systemDisconnectScene],
    ] {
      let sim = simulateLink(try idleApp(), .scene, after: before, open: searchURL)
      let kinds = callbacks(of: sim, step: sim.stepCount - 1)
      XCTAssertFalse(kinds.contains(.sceneOpenURLContexts), "after \(before.map(\.name))")
      XCTAssertTrue(
        lastStepLines(of: sim).contains(system(.sceneWillConnect, searchURL)), "after \(before.map(\.name))")
    }
  }

  // UIKit semantics article, 4 row 6 and 7 row 3: implementing only scene(_:openURLContexts:) loses the launching URL
  // (warm URLs work, so manual testing misses it).
  func testImplementingOnlyOpenURLContextsLosesTheLaunchingURL() {
    let cold = simulateLink(TableStrategy.openURLContextsOnly, .scene, open: searchURL)
    XCTAssertEqual(cold.violationKinds, [.lost])
    let warm = simulateLink(TableStrategy.openURLContextsOnly, .scene, after: [.tapIcon, .goHome], open: searchURL)
    XCTAssertEqual(warm.violationKinds, [])
    XCTAssertEqual(warm.handledTypes, [searchURL])
  }

  // UIKit semantics article, 4 row 6: "apps often forward connectionOptions.urlContexts themselves": kept on the scene
  // delegate in willConnectTo and forwarded once the scene is active, the launching URL is handled exactly once.
  func testForwardingConnectionURLContextsHandlesTheLaunchingURLOnce() {
    for url in [searchURL, cafeLink] {
      var sim = simulateLink(TableStrategy.forwardConnectionURLs, .scene, open: url)
      journey(&sim, [.goHome, .tapIcon])
      XCTAssertEqual(sim.handledTypes, [url])
      XCTAssertEqual(sim.violationKinds, [])
      XCTAssertEqual(
        Array(lines(of: sim, step: 0).suffix(4)),
        [system(.sceneDidBecomeActive), app("handle", url), app("resetOnSceneDelegate", url)]
          + [system(.didBecomeActiveNotification)])
    }
  }

  // MARK: - Row 7: warm order (inferred, a switch)

  // UIKit semantics article, 4 row 7 (inferred): sceneWillEnterForeground → openURLContexts / continue →
  // sceneDidBecomeActive by default; `sceneLinkOrder: afterDidBecomeActive` moves the link after activation.
  func testWarmSceneLinksComeBeforeSceneDidBecomeActiveUnlessTheSwitchSaysAfter() throws {
    let after = LifecycleOptions(sceneLinkOrder: .afterDidBecomeActive)
    let background: [LifecycleEvent] = [.tapIcon, .goHome]
    let early = simulateLink(try idleApp(), .scene, after: background, open: searchURL)
    let late = simulateLink(try idleApp(), .scene, options: after, after: background, open: searchURL)
    let link = [system(.sceneOpenURLContexts, searchURL)]
    XCTAssertEqual(lastStepLines(of: early), Transition.sceneForeground + link + Transition.sceneActive)
    XCTAssertEqual(lastStepLines(of: late), Transition.sceneForeground + Transition.sceneActive + link)
    // The AppDelegate order is observed, not inferred: the switch does not move it.
    let appDelegate = simulateLink(try idleApp(), .appDelegate, options: after, after: background, open: searchURL)
    XCTAssertEqual(
      lastStepLines(of: appDelegate),
      Transition.appDelegateForeground + [system(.applicationOpenURL, searchURL)] + Transition.appDelegateActive)
  }

  // MARK: - Row 8: no app-delegate URL callbacks with scenes

  // UIKit semantics article, 4 row 8 (documented): in scene apps application(_:open:options:) on the app delegate is
  // not called (nor, by the same migration, the continue pair), cold or warm; code left there loses every link.
  func testSceneAppsNeverGetTheAppDelegateLinkCallbacks() throws {
    let legacy = try strategy([
      .applicationOpenURL: [.handle], .applicationContinueUserActivity: [.handle],
    ])
    for lifecycle in [LifecycleStyle.scene, .swiftUI] {
      var sim = simulate(legacy, lifecycle)
      sim.openURL(searchURL)
      journey(&sim, [.goHome])
      sim.openURL(searchURL)
      sim.universalLink(cafeLink)
      let kinds = Set(callbacks(of: sim))
      XCTAssertTrue(
        kinds.isDisjoint(with: [
          .applicationOpenURL, .applicationWillContinueUserActivity, .applicationContinueUserActivity,
        ]), "\(lifecycle)")
      XCTAssertEqual(sim.handledTypes, [], "\(lifecycle)")
      XCTAssertEqual(sim.violationKinds, [.lost], "\(lifecycle)")
    }
  }
}
