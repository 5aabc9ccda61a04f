import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 2d: a scene disconnected by the system while the process is alive.
final class SceneDisconnectTests: XCTestCase {
  /// A scene app launched from the icon, sent home, (suspended,) disconnected: the next step is a reconnect.
  private func disconnected<S: AppStrategy>(
    _ app: S, _ style: LifecycleStyle = .scene, options: LifecycleOptions = .defaults, suspend: Bool = false
  ) -> Simulator<S> {
    var sim = simulate(app, style, options: options)
    journey(&sim, [.tapIcon, .goHome] + (suspend ? [.systemSuspend] : []) + [.systemDisconnectScene])
    return sim
  }

  // UIKit semantics article, 2d row 1: UIKit may disconnect a background or suspended scene; the scene returns to
  // "unattached", the session is kept and the process stays alive.
  func testDisconnectingABackgroundOrSuspendedSceneKeepsSessionAndProcess() throws {
    for suspend in [false, true] {
      let sim = disconnected(try idleApp(), suspend: suspend)
      assertStep(sim, sim.stepCount - 1, [system(.sceneDidDisconnect)])
      XCTAssertEqual(sim.phase, .unattached)
      XCTAssertEqual(sim.machine.sessions.map(\.number), [1], "the session was discarded")
      XCTAssertTrue(sim.machine.processRunning)
    }
  }

  // UIKit semantics article, 2d row 1: only a background or suspended scene is disconnected; the model refuses
  // it in the foreground and in the AppDelegate style, which has no scenes.
  func testDisconnectIsRefusedInTheForegroundAndWithoutScenes() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    sim.tapIcon()
    XCTAssertEqual(sim.send(.systemDisconnectScene)?.reason, .notDisconnectable)
    var legacy = makeSimulator(try idleApp(), lifecycle: .appDelegate)
    journey(&legacy, [.tapIcon, .goHome])
    XCTAssertEqual(legacy.send(.systemDisconnectScene)?.reason, .noScenes)
  }

  // UIKit semantics article, 2d row 2 (inferred, strong): a quick action that targets a disconnected scene makes
  // UIKit reconnect it: scene(_:willConnectTo:options:) runs again with connectionOptions.shortcutItem and
  // windowScene(_:performActionFor:) is not called.
  func testQuickActionReconnectsTheSceneWithTheItemInConnectionOptions() throws {
    var sim = disconnected(try idleApp())
    sim.quickAction(searchType)
    assertStep(
      sim, 3,
      [
        system(.sceneWillConnect, searchType), system(.sceneWillEnterForeground),
        system(.willEnterForegroundNotification), system(.sceneDidBecomeActive), system(.didBecomeActiveNotification),
      ])
    XCTAssertEqual(sim.phase, .foregroundActive)
  }

  // UIKit semantics article, 2d row 2, under every option setting and from a suspended scene too.
  func testReconnectNeverCallsPerformActionForUnderAnyOptions() throws {
    for options in LifecycleOptions.allCombinations(for: .scene) {
      var sim = disconnected(try idleApp(), options: options, suspend: true)
      sim.quickAction(searchType)
      let step = sim.stepCount - 1
      XCTAssertFalse(callbacks(of: sim, step: step).contains(.windowScenePerformAction), "\(options)")
      XCTAssertTrue(lines(of: sim, step: step).contains(system(.sceneWillConnect, searchType)), "\(options)")
    }
  }

  // UIKit semantics article, 2d row 3 (inferred, no switch): didFinishLaunching is not called again, because the
  // process is alive — whatever the options.
  func testReconnectDoesNotRunTheLaunchMethodsAgain() throws {
    for style in [LifecycleStyle.scene, .swiftUI] {
      for options in LifecycleOptions.allCombinations(for: .scene) {
        var sim = disconnected(try idleApp(), style, options: options)
        sim.quickAction(searchType)
        let kinds = callbacks(of: sim, step: sim.stepCount - 1)
        XCTAssertFalse(kinds.contains(.willFinishLaunching) || kinds.contains(.didFinishLaunching), "\(options)")
        XCTAssertTrue(sim.machine.processRunning)
      }
    }
  }

  /// Apple's sample shape on the scene delegate: stored warm in performActionFor, handled (never cleared)
  /// on every activation.
  private func sceneDelegateKeeper() throws -> TableStrategy {
    try strategy([
      .windowScenePerformAction: [.storeOnSceneDelegate, .completionTrue],
      .sceneDidBecomeActive: [.handlePendingOnSceneDelegate],
    ])
  }

  /// Delivers search warm (stored on the scene delegate), then disconnects and reconnects from the icon.
  private func reconnectAfterStoringOnSceneDelegate(_ options: LifecycleOptions) throws -> Simulator<TableStrategy> {
    var sim = makeSimulator(try sceneDelegateKeeper(), lifecycle: .scene, options: options)
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID), .goHome, .systemDisconnectScene, .tapIcon])
    return sim
  }

  // UIKit semantics article, 2d row 4 (documented header + observed): a reconnect can produce a new scene delegate
  // object; what the old one stored is gone. Default and LifecycleOptions.newSceneDelegateOnReconnect = true.
  func testReconnectMakesANewSceneDelegateThatHasLostTheStoredItem() throws {
    for options in [LifecycleOptions.defaults, LifecycleOptions(newSceneDelegateOnReconnect: true)] {
      let sim = try reconnectAfterStoringOnSceneDelegate(options)
      XCTAssertEqual(sim.machine.sessions.first?.generation, 1)
      XCTAssertEqual(sim.runner.context.sceneDelegateSlots, [:])
      XCTAssertEqual(sim.handledTypes, [searchType], "the new delegate had nothing to handle")
    }
  }

  // UIKit semantics article, 2d row 4, LifecycleOptions.newSceneDelegateOnReconnect = false: the same object
  // reconnects and still holds the item, so Apple's never-cleared slot handles it again.
  func testReconnectWithTheSameSceneDelegateKeepsTheStoredItem() throws {
    let sim = try reconnectAfterStoringOnSceneDelegate(LifecycleOptions(newSceneDelegateOnReconnect: false))
    let ref = SceneRef(session: 1, generation: 0)
    XCTAssertEqual(sim.machine.sessions.first?.ref, ref)
    XCTAssertEqual(sim.runner.context.sceneDelegateSlots[ref]?.item, searchID)
    XCTAssertEqual(sim.handledTypes, [searchType, searchType])
    XCTAssertEqual(sim.violationKinds, [.duplicate])
  }

  // UIKit semantics article, 2d row 4: willConnectTo after a reconnect goes to the new instance (scene ref).
  func testReconnectAddressesTheNewSceneDelegateInstance() {
    for keep in [false, true] {
      var sim = disconnected(CallbackRecorder(), options: LifecycleOptions(newSceneDelegateOnReconnect: !keep))
      sim.tapIcon()
      let generations = sim.runner.strategy.calls(.sceneWillConnect).compactMap { $0.scene?.generation }
      XCTAssertEqual(generations, keep ? [0, 0] : [0, 1])
    }
  }

  // UIKit semantics article, 2d row 5: configurationForConnecting runs when a new session is created, under
  // every option setting (first launch, and after a force quit discarded the session).
  func testConfigurationForConnectingRunsForEveryNewSession() throws {
    for options in LifecycleOptions.allCombinations(for: .scene) {
      var sim = makeSimulator(try idleApp(), lifecycle: .scene, options: options)
      journey(&sim, [.quickAction(searchID), .goHome, .forceQuit, .quickAction(shareID)])
      let configured = sim.trace.filter { $0.what == .callback(.configurationForConnecting) }.map(\.step)
      XCTAssertEqual(configured, [0, 3], "\(options)")
      XCTAssertEqual(sim.machine.sessions.map(\.number), [2])
    }
  }

  // UIKit semantics article, 2d row 5 (documented + observed): restoring a saved session on relaunch skips
  // configurationForConnecting. Default, and both settings of configurationForConnectingOnRestore.
  func testRestoringASavedSessionSkipsConfigurationForConnectingUnlessSwitchedOn() throws {
    let cases: [(LifecycleOptions, Bool)] = [
      (.defaults, false), (LifecycleOptions(configurationForConnectingOnRestore: false), false),
      (LifecycleOptions(configurationForConnectingOnRestore: true), true),
      (LifecycleOptions(configurationForConnectingOnReconnect: true), false),
    ]
    for (options, configures) in cases {
      var sim = makeSimulator(try idleApp(), lifecycle: .scene, options: options)
      journey(&sim, [.tapIcon, .goHome, .systemTerminate, .quickAction(searchID)])
      let restore = lines(of: sim, step: 3)
      XCTAssertEqual(restore.contains(system(.configurationForConnecting, searchType)), configures, "\(options)")
      XCTAssertTrue(restore.contains(system(.sceneWillConnect, searchType)), "\(options)")
      XCTAssertTrue(restore.contains(system(.didFinishLaunching)), "a restore is a process launch")
    }
  }

  // UIKit semantics article, 2d row 5 (inferred, open question 3): a reconnect of an existing session skips
  // configurationForConnecting too. Default, and both settings of configurationForConnectingOnReconnect.
  func testReconnectSkipsConfigurationForConnectingUnlessSwitchedOn() throws {
    let cases: [(LifecycleOptions, Bool)] = [
      (.defaults, false), (LifecycleOptions(configurationForConnectingOnReconnect: false), false),
      (LifecycleOptions(configurationForConnectingOnReconnect: true), true),
      (LifecycleOptions(configurationForConnectingOnRestore: true), false),
    ]
    for (options, configures) in cases {
      var sim = disconnected(try idleApp(), options: options)
      sim.quickAction(searchType)
      let expected =
        (configures ? [system(.configurationForConnecting, searchType)] : []) + [
          system(.sceneWillConnect, searchType), system(.sceneWillEnterForeground),
          system(.willEnterForegroundNotification), system(.sceneDidBecomeActive),
          system(.didBecomeActiveNotification),
        ]
      assertStep(sim, 3, expected)
    }
  }
}
