import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, sections 2b (warm resume of a connected scene) and 2c (app delegate callbacks and
/// UIApplication notifications in scene apps).
final class SceneLifecycleWarmResumeTests: XCTestCase {
  /// A scene app launched from the icon, sent home, then sent the search quick action at step 2.
  private func warmResume(
    _ style: LifecycleStyle = .scene, options: LifecycleOptions = .defaults
  ) throws -> Simulator<TableStrategy> {
    var sim = makeSimulator(try idleApp(), lifecycle: style, options: options)
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID)])
    return sim
  }

  /// Cold, home, warm, home, suspended, warm from the icon, home, disconnected, reconnect, home,
  /// terminated, restore: every road into and out of the foreground.
  private let fullCycle: [LifecycleEvent] = [
    .quickAction(searchID), .goHome, .quickAction(shareID), .goHome, .systemSuspend, .tapIcon, .goHome,
    .systemDisconnectScene, .quickAction(searchID), .goHome, .systemTerminate, .tapIcon,
  ]

  // MARK: - 2b. Warm resume

  // UIKit semantics article, 2b row 1: UIKit calls windowScene(_:performActionFor:…) on the delegate of the scene
  // that is already connected; scene(_:willConnectTo:) is not called again.
  func testWarmQuickActionGoesToTheConnectedSceneDelegateWithoutReconnecting() throws {
    var sim = simulate(CallbackRecorder(), .scene)
    journey(&sim, [.tapIcon, .goHome, .systemSuspend, .quickAction(searchID)])
    let log = sim.runner.strategy
    XCTAssertEqual(log.calls(.sceneWillConnect).count, 1)
    let connected = try XCTUnwrap(log.calls(.sceneWillConnect).first?.scene)
    let perform = log.calls(.windowScenePerformAction)
    XCTAssertEqual(perform.map(\.scene), [connected])
    XCTAssertEqual(perform.map { $0.delivery?.item }, [searchID])
  }

  // UIKit semantics article, 2b row 2 and 7 row 10 (inferred): sceneWillEnterForeground → windowScene(_:performActionFor:) →
  // sceneDidBecomeActive. Default and both settings of LifecycleOptions.warmPerformActionFor.
  func testWarmPerformActionForFallsBetweenSceneWillEnterForegroundAndSceneDidBecomeActive() throws {
    let foreground = [system(.sceneWillEnterForeground), system(.willEnterForegroundNotification)]
    let active = [system(.sceneDidBecomeActive), system(.didBecomeActiveNotification)]
    let perform = [system(.windowScenePerformAction, searchType)]
    let cases: [(LifecycleOptions, [String])] = [
      (.defaults, foreground + perform + active),
      (LifecycleOptions(warmPerformActionFor: .beforeDidBecomeActive), foreground + perform + active),
      (LifecycleOptions(warmPerformActionFor: .afterDidBecomeActive), foreground + active + perform),
      (LifecycleOptions(coldPerformActionFor: .afterDidBecomeActive), foreground + perform + active),
    ]
    for (options, expected) in cases {
      assertStep(try warmResume(options: options), 2, expected)
    }
  }

  // UIKit semantics article, 2b row 3 (observed): performActionFor is delivered warm but not on cold launch
  // (URLs, the other half of the row, are not modelled).
  func testPerformActionForIsDeliveredWarmButNotCold() throws {
    for from in [AppPhase.background, .suspended] {
      var sim = makeSimulator(try idleApp(), lifecycle: .scene)
      sim.quickAction(shareType)
      let path = try XCTUnwrap(sim.drive(to: from))
      sim.quickAction(searchType)
      XCTAssertFalse(callbacks(of: sim, step: 0).contains(.windowScenePerformAction), "cold")
      XCTAssertEqual(
        callbacks(of: sim, step: 1 + path.count).filter { $0 == .windowScenePerformAction }.count, 1, "\(from)")
    }
  }

  // UIKit semantics article, 2b row 4: an async form `windowScene(_:performActionFor:) async -> Bool` also
  // exists. The model has one performActionFor callback for both forms: returning the Bool is calling the
  // completion handler once, which the monitor accepts.
  func testTheAsyncFormIsModelledAsOnePerformActionForCompletedOnce() throws {
    XCTAssertEqual(CallbackKind.allCases.filter { $0.selector.hasPrefix("windowScene(_:performActionFor:") }.count, 1)
    let asyncStyle = try strategy([.windowScenePerformAction: [.handle, .completionTrue]])
    var sim = makeSimulator(asyncStyle, lifecycle: .scene)
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID)])
    XCTAssertEqual(callbacks(of: sim, step: 2).filter(\.isPerformAction).count, 1)
    XCTAssertFalse(sim.violationKinds.contains(.completionMissing))
    XCTAssertFalse(sim.violationKinds.contains(.completionRepeated))
  }

  // UIKit semantics article, 2b row 5 (header comment): with several scenes, targetContentIdentifier and
  // activation conditions pick the scene. The model keeps one scene session, so an item's
  // targetContentIdentifier changes nothing: it reaches the one connected scene like any other item.
  func testTargetContentIdentifierDoesNotChangeDeliveryWithTheSingleModelledScene() {
    var targeted = standardItems
    targeted[0].targetContentIdentifier = "inbox"
    var plain = simulate(CallbackRecorder(), .scene)
    var aimed = simulate(CallbackRecorder(), .scene, items: targeted)
    for events in [[LifecycleEvent.quickAction(searchID)], [.goHome, .quickAction(searchID)]] {
      journey(&plain, events)
      journey(&aimed, events)
    }
    XCTAssertEqual(aimed.traceLines, plain.traceLines)
    XCTAssertEqual(aimed.runner.strategy.log, plain.runner.strategy.log)
    XCTAssertEqual(aimed.machine.sessions.count, 1)
  }

  // MARK: - 2c. App delegate callbacks and notifications in scene apps

  // UIKit semantics article, 2c row 1: applicationDidBecomeActive, applicationWillResignActive,
  // applicationDidEnterBackground and applicationWillEnterForeground are not called in scene apps.
  func testSceneAppsGetNoAppDelegateStateCallbacks() throws {
    let stateMethods: Set<CallbackKind> = [
      .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
      .applicationWillEnterForeground,
    ]
    for style in [LifecycleStyle.scene, .swiftUI] {
      var sim = makeSimulator(try idleApp(), lifecycle: style)
      journey(&sim, fullCycle)
      XCTAssertTrue(stateMethods.isDisjoint(with: callbacks(of: sim)), "\(style)")
    }
    // The same journey in the AppDelegate style gets all four: not vacuous.
    var legacy = makeSimulator(try idleApp(), lifecycle: .appDelegate)
    journey(&legacy, [.tapIcon, .goHome, .tapIcon])
    XCTAssertTrue(stateMethods.isSubset(of: callbacks(of: legacy)))
  }

  // UIKit semantics article, 2c row 2: UIApplication.didBecomeActiveNotification is posted whether or not the
  // app uses scenes, on cold launch and on warm resume.
  func testDidBecomeActiveNotificationIsPostedInEveryStyle() throws {
    for style in LifecycleStyle.allCases {
      let sim = try warmResume(style)
      for step in [0, 2] {
        XCTAssertEqual(
          callbacks(of: sim, step: step).filter { $0 == .didBecomeActiveNotification }.count, 1, "\(style) \(step)")
      }
    }
  }

  // UIKit semantics article, 2c row 3 (observed): willEnterForegroundNotification and didBecomeActiveNotification
  // are posted right after the matching scene delegate calls (scene call first, then the notification).
  func testNotificationsFollowTheirSceneDelegateCallsImmediately() throws {
    let pairs: [(CallbackKind, CallbackKind)] = [
      (.sceneWillEnterForeground, .willEnterForegroundNotification),
      (.sceneDidBecomeActive, .didBecomeActiveNotification),
    ]
    for style in [LifecycleStyle.scene, .swiftUI] {
      var sim = makeSimulator(.pendingSlot, lifecycle: style)
      journey(&sim, fullCycle)
      let kinds = callbacks(of: sim)
      for (sceneCall, notification) in pairs {
        let posted = kinds.indices.filter { kinds[$0] == notification }
        XCTAssertEqual(posted.count, 5, "\(style) \(notification): one per foreground entry")
        for index in posted {
          XCTAssertEqual(index > 0 ? kinds[index - 1] : nil, sceneCall, "\(style): \(notification) at \(index)")
        }
      }
    }
  }

  // UIKit semantics article, 2c row 4: the app delegate still gets willFinishLaunching and didFinishLaunching in
  // scene apps — once per process launch, never on resume or reconnect.
  func testSceneAppsGetTheLaunchMethodsOncePerProcessLaunch() throws {
    for style in [LifecycleStyle.scene, .swiftUI] {
      var sim = makeSimulator(try idleApp(), lifecycle: style)
      journey(&sim, fullCycle)
      for kind in [CallbackKind.willFinishLaunching, .didFinishLaunching] {
        let steps = sim.trace.filter { $0.what == .callback(kind) }.map(\.step)
        XCTAssertEqual(steps, [0, fullCycle.count - 1], "\(style) \(kind)")
      }
    }
  }

  // UIKit semantics article, 2c row 5: iOS 18.4+ logs "This process does not adopt UIScene lifecycle…" and the
  // iOS 27 SDK refuses to launch such apps. The model has no SDK version: the AppDelegate style keeps
  // launching (pre-iOS 27 builds) and the trace holds callbacks and app effects only, no log line.
  func testTheAppDelegateStyleStillLaunchesAndLogsNothing() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .appDelegate)
    XCTAssertNil(sim.quickAction(searchType))
    XCTAssertEqual(sim.phase, .foregroundActive)
    XCTAssertFalse(LifecycleStyle.appDelegate.usesScenes)
    XCTAssertEqual(Set(sim.trace.map(\.actor)), [.system])
  }
}
