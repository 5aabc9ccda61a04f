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
      let lines = sim.traceLines
      let deferred = lines.firstIndex(of: "app defer windowScene(_:performActionFor:completionHandler:) \(searchType)")
      let turn = lines.firstIndex(of: "app mainQueueTurn windowScene(_:performActionFor:completionHandler:)")
      XCTAssertNotNil(deferred, lines.joined(separator: "\n"))
      XCTAssertNotNil(turn, lines.joined(separator: "\n"))
      if let deferred, let turn { XCTAssertLessThan(deferred, turn) }
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
