#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions

  import SceneLifecycle
  import XCTest

  /// What the explorer reads of a ``DelegateApp``: the deliveries its objects hold, and its state's equality.
  final class DelegateAppHoldingsTests: XCTestCase, @unchecked Sendable {
    private func seedSimulator() -> Simulator<DelegateApp> {
      Simulator(
        lifecycle: .scene, strategy: DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init),
        shortcutItems: standardItems)
    }

    /// Apple's sample keeps `savedShortCutItem` on its scene delegate, so the delivery stays held after it was
    /// handled; the seed resets its property to `nil`, so it holds nothing (11d row 1).
    func testHoldsWhatTheDelegateObjectsStore() {
      MainActor.assumeIsolated {
        let delivery = Delivery(serial: 1, item: searchID)
        var apple = Simulator(
          lifecycle: .scene,
          strategy: DelegateApp(appDelegate: AppleSampleAppDelegate.init, sceneDelegate: AppleSampleSceneDelegate.init),
          shortcutItems: standardItems)
        apple.quickAction(searchType)
        XCTAssertTrue(apple.runner.strategy.holds(delivery))
        var seed = seedSimulator()
        seed.quickAction(searchType)
        XCTAssertEqual(seed.handledTypes, [searchType])
        XCTAssertFalse(seed.runner.strategy.holds(delivery), "handled and reset to nil")
        apple.send(.goHome)
        apple.send(.forceQuit)
        XCTAssertFalse(apple.runner.strategy.holds(delivery), "the process died with its objects")
      }
    }

    /// A URL parked in a property holds the newest delivery of that link.
    func testAParkedURLHoldsItsLink() throws {
      try MainActor.assumeIsolated {
        var sim = Simulator(
          lifecycle: .scene,
          strategy: DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: CustomURLSceneDelegate.init),
          shortcutItems: standardItems)
        sim.send(.backgroundLaunch)
        sim.openURL("pariscafe://menu")
        let link = try XCTUnwrap(sim.catalog.id(ofLink: "pariscafe://menu"))
        let scene = try XCTUnwrap(sim.runner.strategy.liveObjects?.scenes.first?.delegate)
        (scene as? CustomURLSceneDelegate)?.pendingURL = URL(string: "pariscafe://menu")
        XCTAssertTrue(sim.runner.strategy.holds(Delivery(serial: 1, item: link)))
        XCTAssertFalse(sim.runner.strategy.holds(Delivery(serial: 9, item: link)), "not the newest delivery")
      }
    }

    /// Equal states compare equal across two runs of the same steps, and differ once the objects differ.
    func testEqualityFollowsTheObjects() {
      MainActor.assumeIsolated {
        var first = seedSimulator()
        var second = seedSimulator()
        XCTAssertEqual(first.runner.strategy, second.runner.strategy)
        for step: ScenarioStep in [.tapIcon, .goHome] {
          first.send(step: step)
          second.send(step: step)
        }
        XCTAssertEqual(first.runner.strategy, second.runner.strategy)
        XCTAssertEqual(first.runner.strategy.hashValue, second.runner.strategy.hashValue)
        (first.runner.strategy.liveObjects?.appDelegate as? AppDelegate)?.shortcutItemToProcess =
          UIApplicationShortcutItem(type: "x", localizedTitle: "X")
        XCTAssertNotEqual(first.runner.strategy, second.runner.strategy)
      }
    }
  }

  /// Notes what `UIApplication.shared` and the scene say while its methods run.
  final class StateProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var seen: [String] = []

    func sceneDidBecomeActive(_ scene: UIScene) {
      let application = UIApplication.shared
      seen.append("active \(application.applicationState == .active) \(scene.activationState == .foregroundActive)")
      seen.append("connected \(application.connectedScenes.contains(scene))")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
      seen.append("background \(UIApplication.shared.applicationState == .background)")
    }
  }

  final class DelegateAppStateTests: XCTestCase, @unchecked Sendable {
    /// `UIApplication.shared` is the simulated process's application while its delegates run, with UIKit's states.
    func testSharedApplicationAndStatesWhileCallbacksRun() throws {
      try MainActor.assumeIsolated {
        var sim = Simulator(
          lifecycle: .scene,
          strategy: DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: StateProbeSceneDelegate.init),
          shortcutItems: standardItems)
        sim.tapIcon()
        sim.send(.goHome)
        let probe = try XCTUnwrap(sim.runner.strategy.liveObjects?.scenes.first?.delegate)
        XCTAssertEqual(
          (probe as? StateProbeSceneDelegate)?.seen, ["active true true", "connected true", "background true"])
        XCTAssertTrue(sim.runner.strategy.liveObjects?.application.delegate is LinkAppDelegate)
      }
    }
  }
#endif
