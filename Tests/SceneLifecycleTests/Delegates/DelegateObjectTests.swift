#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions

  import SceneLifecycle
  import XCTest

  /// Real delegate classes through ``DelegateApp``: their objects across process deaths, kept and repeated completion
  /// handlers, and what the adaptor learns of which callbacks the app implements (UIKit semantics article, section 11).
  final class DelegateObjectTests: XCTestCase, DelegateAppRunning, @unchecked Sendable {
    /// 11a row 1, 11a row 5 and 11d row 5: a process death makes new delegate objects; nothing of the old ones is kept.
    func testProcessDeathMakesNewDelegateObjects() throws {
      try MainActor.assumeIsolated {
        var sim = run(appleSample)
        sim.quickAction(searchType)
        let first = try XCTUnwrap(sim.runner.strategy.liveObjects?.appDelegate)
        let firstScene = try XCTUnwrap(sim.runner.strategy.liveObjects?.scenes.first?.delegate)
        XCTAssertNotNil((firstScene as? AppleSampleSceneDelegate)?.savedShortCutItem)
        sim.send(.goHome)
        sim.send(.forceQuit)
        XCTAssertNil(sim.runner.strategy.liveObjects, "the dead process keeps nothing")
        sim.tapIcon()
        let second = try XCTUnwrap(sim.runner.strategy.liveObjects?.appDelegate)
        let secondScene = try XCTUnwrap(sim.runner.strategy.liveObjects?.scenes.first?.delegate)
        XCTAssertFalse(first === second)
        XCTAssertFalse(firstScene === secondScene)
        XCTAssertNil((secondScene as? AppleSampleSceneDelegate)?.savedShortCutItem)
        XCTAssertEqual(sim.handledTypes, [searchType])
      }
    }

    /// 11d row 4: a kept handler called later gives `keepCompletion`, then `completion(true)`, then its release.
    func testKeptCompletionCalledLaterIsNoViolation() {
      MainActor.assumeIsolated {
        var sim = run(DelegateApp(appDelegate: KeptCompletionAppDelegate.init), .appDelegate)
        sim.tapIcon()
        sim.send(.goHome)
        sim.quickAction(searchType)
        XCTAssertNil(
          sim.traceMismatch(
            [
              "system application(_:performActionFor:completionHandler:) \(searchType)",
              "app handle \(searchType)",
              "app keepCompletion \(searchType)",
              "system applicationDidBecomeActive(_:)",
              "app completion(true) \(searchType)",
              "app releaseCompletion \(searchType)",
            ], mode: .subsequence), "\(sim.traceLines)")
        XCTAssertEqual(sim.violationKinds, [])
      }
    }

    /// 11d row 4: every call of the handler is a line; two calls inside `performActionFor` are `completionRepeated`.
    func testEveryCompletionCallIsRecorded() {
      MainActor.assumeIsolated {
        var sim = run(DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: TwiceCompletingSceneDelegate.init))
        sim.tapIcon()
        sim.send(.goHome)
        sim.quickAction(searchType)
        XCTAssertEqual(
          sim.traceLines.filter { $0 == "app completion(true) \(searchType)" }.count, 2, "\(sim.traceLines)")
        XCTAssertEqual(sim.violationKinds, [.completionRepeated])
      }
    }

    /// 11b row 2: a scene delegate without `windowScene(_:performActionFor:…)` owes no completion and leaves no line.
    func testUnimplementedPerformActionOwesNothing() {
      MainActor.assumeIsolated {
        var sim = run(DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: NoMethodsSceneDelegate.init))
        sim.tapIcon()
        sim.send(.goHome)
        sim.quickAction(searchType)
        XCTAssertFalse(sim.traceLines.contains { $0.contains("performActionFor") }, "\(sim.traceLines)")
        XCTAssertEqual(sim.violationKinds, [.lost])
        XCTAssertFalse(sim.implementsForTest(.windowScenePerformAction))
        XCTAssertTrue(sim.implementsForTest(.sceneOpenURLContexts), "not called yet: assumed implemented")
      }
    }

    /// 11b row 3: a missing launch method counts as `true`, so UIKit goes on to `performActionFor`; the missing
    /// method leaves no `return` line.
    func testMissingLaunchMethodCountsAsTrue() {
      MainActor.assumeIsolated {
        var sim = run(DelegateApp(appDelegate: KeptCompletionAppDelegate.init), .appDelegate)
        sim.quickAction(searchType)
        XCTAssertFalse(sim.traceLines.contains { $0.hasPrefix("system application(_:didFinishLaunchingWithOptions:)") })
        XCTAssertFalse(sim.traceLines.contains { $0.hasPrefix("app return") }, "\(sim.traceLines)")
        XCTAssertTrue(
          sim.traceLines.contains("system application(_:performActionFor:completionHandler:) \(searchType)"),
          "\(sim.traceLines)")
        XCTAssertEqual(sim.handledTypes, [searchType])
      }
    }

    /// 11a row 3: under SwiftUI the seed's configuration names no delegate class, so no scene delegate exists and
    /// nothing handles the item; under UIKit scenes the Info.plist's class is made.
    func testSwiftUIMakesNoSceneDelegateWithoutDelegateClass() {
      MainActor.assumeIsolated {
        var swiftUI = run(seed.swiftUI, .swiftUI)
        swiftUI.quickAction(searchType)
        XCTAssertEqual(swiftUI.runner.strategy.liveObjects?.scenes.first.map { $0.delegate == nil }, true)
        XCTAssertEqual(swiftUI.violationKinds, [.lost])
        var scenes = run(seed)
        scenes.quickAction(searchType)
        XCTAssertEqual(scenes.violationKinds, [])
      }
    }

    /// 11b row 4 and 11c row 5 (notifications are declined): what a class implements is learned when first called.
    func testImplementsIsLearnedOnFirstCall() {
      MainActor.assumeIsolated {
        var sim = run(appleSample)
        XCTAssertTrue(sim.implementsForTest(.sceneWillEnterForeground))
        sim.tapIcon()
        XCTAssertFalse(sim.implementsForTest(.sceneWillEnterForeground))
        XCTAssertTrue(sim.implementsForTest(.sceneDidBecomeActive))
        XCTAssertTrue(sim.implementsForTest(.didFinishLaunching))
        XCTAssertFalse(sim.implementsForTest(.willFinishLaunching))
      }
    }

    /// 11a row 3: the matrix runs each lifecycle, SwiftUI with the configuration's delegate class.
    func testMatrixRunsEachLifecycle() {
      MainActor.assumeIsolated {
        let results = appleSample.matrix(
          steps: [.quickAction(searchType), .goHome, .tapIcon], shortcutItems: standardItems)
        XCTAssertEqual(results.map(\.lifecycle), [.scene, .swiftUI])
        // Nobody closes the first alert in a matrix run, so UIKit refuses the sample's second one (11e row 1): the
        // duplicate never reaches the screen.
        for (lifecycle, simulator) in results {
          XCTAssertEqual(simulator.machine.style, lifecycle)
          XCTAssertEqual(simulator.violationKinds, [], "\(lifecycle)")
          XCTAssertTrue(
            simulator.traceLines.contains { $0.hasPrefix("app present refused: ") },
            "\(lifecycle): \(simulator.traceLines)")
        }
        let legacy = DelegateApp(appDelegate: LaunchOptionsAppDelegate.init).matrix(
          steps: [.quickAction(searchType)], shortcutItems: standardItems)
        XCTAssertEqual(legacy.map(\.lifecycle), [.appDelegate])
        XCTAssertEqual(legacy.first?.simulator.handledTypes, [searchType])
      }
    }
  }
#endif
