#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// Work the app's delegate code puts on the main queue runs at the model's main-queue turns, and the `async` form
  /// of `performActionFor` is called when the completion-handler form is missing (UIKit semantics article, 10b and
  /// 10c): deterministically, with no real waiting.
  final class DelegateAppMainQueueTests: XCTestCase {
    private func simulator(_ sceneDelegate: @escaping @MainActor () -> any UIWindowSceneDelegate)
      -> Simulator<DelegateApp>
    {
      Simulator(
        lifecycle: .scene, strategy: DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: sceneDelegate),
        shortcutItems: standardItems)
    }

    /// The screens the running process's window shows, bottom to top.
    private func stack(_ sim: Simulator<DelegateApp>) -> [String] {
      MainActor.assumeIsolated {
        let window = sim.runner.strategy.liveObjects?.scenes.first?.delegate?.window
        let navigation = window?.rootViewController as? UINavigationController
        return navigation?.viewControllers.map { $0.title ?? "root" } ?? []
      }
    }

    func testABlockQueuedInPerformActionForRunsAtTheEndOfTheEventAndCallsTheHandler() {
      var sim = simulator(DispatchingSceneDelegate.init)
      sim.tapIcon()
      sim.send(.goHome)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [])
      XCTAssertEqual(stack(sim), ["root", searchType])
      XCTAssertNil(
        sim.traceMismatch(
          [
            "app defer windowScene(_:performActionFor:completionHandler:) \(searchType)",
            "app mainQueueTurn windowScene(_:performActionFor:completionHandler:)",
          ], mode: .subsequence))
    }

    func testDelayedBlocksWaitForTurnsAndRunInTheirDeadlinesOrder() {
      var sim = simulator(SplashSceneDelegate.init)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [], "a delayed block waits for a main-queue turn")
      XCTAssertNil(sim.mainQueueTurn())
      XCTAssertEqual(sim.handledTypes, [], "the shorter delay comes first")
      XCTAssertNil(sim.mainQueueTurn())
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [])
      let log = MainActor.assumeIsolated {
        (sim.runner.strategy.liveObjects?.scenes.first?.delegate as? SplashSceneDelegate)?.log
      }
      XCTAssertEqual(log, ["fade", "route"])
    }

    func testAProcessDeathDropsTheBlocksItQueued() {
      var sim = simulator(SplashSceneDelegate.init)
      sim.quickAction(searchType)
      sim.send(.forceQuit)
      sim.tapIcon()
      XCTAssertNil(sim.mainQueueTurn())
      XCTAssertNil(sim.mainQueueTurn())
      XCTAssertEqual(sim.handledTypes, [])
      XCTAssertTrue(sim.violationKinds.contains(.lost), "\(sim.violationKinds)")
    }

    func testTheAsyncFormOfPerformActionForIsCalledAndItsResultCompletesTheAction() {
      var sim = simulator(TaskSceneDelegate.init)
      sim.tapIcon()
      sim.send(.goHome)
      sim.quickAction(shareType)
      XCTAssertEqual(sim.handledTypes, [shareType])
      XCTAssertEqual(sim.violationKinds, [])
      XCTAssertTrue(
        sim.traceLines.contains("app completion(true) \(shareType)"), sim.traceLines.joined(separator: "\n"))
    }

    func testAMainActorTaskStartedInWillConnectToRunsAtTheEndOfTheLaunchNotBeforeItsCallbackEnds() {
      var sim = simulator(TaskSceneDelegate.init)
      sim.quickAction(shareType)
      XCTAssertEqual(sim.handledTypes, [shareType])
      XCTAssertEqual(sim.violationKinds, [])
      XCTAssertEqual(stack(sim), ["root", shareType])
      XCTAssertNil(
        sim.traceMismatch(
          [
            "system scene(_:willConnectTo:options:) \(shareType)",
            "app defer scene(_:willConnectTo:options:) \(shareType)",
            "app handle \(shareType)",
          ], mode: .subsequence))
    }

    func testMastodonsTaskFromSceneDidBecomeActiveHandlesTheLaunchItemAndItsAsyncFormTheWarmOne() {
      let search = MastodonSceneDelegate.searchType
      let newPost = MastodonSceneDelegate.newPostType
      var sim = Simulator(
        lifecycle: .scene,
        strategy: DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: MastodonSceneDelegate.init),
        shortcutItems: [
          ShortcutItem(type: search, localizedTitle: "Search"), ShortcutItem(type: newPost, localizedTitle: "Post"),
        ])
      sim.quickAction(search)
      XCTAssertEqual(sim.handledTypes, [search])
      XCTAssertNil(
        sim.traceMismatch(
          [
            "system sceneDidBecomeActive(_:)", "app defer sceneDidBecomeActive(_:)",
            "app mainQueueTurn sceneDidBecomeActive(_:)", "app handle \(search)",
          ], mode: .subsequence))
      sim.send(.goHome)
      sim.quickAction(newPost)
      XCTAssertEqual(sim.handledTypes, [search, newPost])
      XCTAssertEqual(sim.violationKinds, [])
      let screens = MainActor.assumeIsolated { () -> [String?] in
        let window = sim.runner.strategy.liveObjects?.scenes.first?.delegate?.window
        let tabs = window?.rootViewController as? UITabBarController
        return [tabs?.selectedViewController?.title, tabs?.presentedViewController?.title]
      }
      XCTAssertEqual(screens, ["search", "compose"])
    }

    func testBlinksColdURLWaitsForTheTurnItsDelayFallsOnAndAWarmOneIsHandledAtOnce() {
      var sim = Simulator(
        lifecycle: .scene,
        strategy: DelegateApp(appDelegate: BareAppDelegate.init, sceneDelegate: BlinkSceneDelegate.init),
        shortcutItems: [], links: ["ssh://cold.example.com", "ssh://warm.example.com"])
      sim.openURL("ssh://cold.example.com")
      XCTAssertEqual(sim.handledTypes, [], "the cold URL waits a second")
      XCTAssertNil(sim.mainQueueTurn())
      XCTAssertEqual(sim.handledTypes, ["ssh://cold.example.com"])
      sim.openURL("ssh://warm.example.com")
      XCTAssertEqual(sim.handledTypes, ["ssh://cold.example.com", "ssh://warm.example.com"])
      XCTAssertEqual(sim.violationKinds, [])
    }

    func testWithNeitherFormOfPerformActionForUIKitMakesNoCallAndNoCompletionIsOwed() {
      var sim = simulator(NoWarmActionSceneDelegate.init)
      sim.tapIcon()
      sim.send(.goHome)
      sim.quickAction(shareType)
      sim.send(.goHome)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [])
      XCTAssertFalse(
        sim.traceLines.contains { $0.contains("performActionFor") || $0.contains("Completion") },
        sim.traceLines.joined(separator: "\n"))
      XCTAssertFalse(sim.violationKinds.contains(.completionMissing), "\(sim.violationKinds)")
      XCTAssertTrue(sim.violationKinds.contains(.lost), "\(sim.violationKinds)")
    }
  }
#endif
