#if !canImport(UIKit) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  @testable import SceneLifecycle
  import XCTest

  /// Real delegate classes run end to end through ``DelegateApp`` (issue 13; UIKit semantics article, section 11).
  final class DelegateAppTests: XCTestCase {
    private var seed: DelegateApp { DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init) }
    private var appleSample: DelegateApp {
      DelegateApp(appDelegate: AppleSampleAppDelegate.init, sceneDelegate: AppleSampleSceneDelegate.init)
    }

    private func run(_ app: DelegateApp, _ lifecycle: LifecycleStyle = .scene, options: LifecycleOptions = .defaults)
      -> Simulator<DelegateApp>
    {
      Simulator(lifecycle: lifecycle, options: options, strategy: app, shortcutItems: standardItems)
    }

    // MARK: The seed article's delegates

    /// UIKit semantics article, 11d row 1 and 11d row 2: the seed reads the item's type in `sceneDidBecomeActive` and presents an alert: handled.
    /// It never calls the completion handler, as the `seedArticle` table says.
    func testSeedDelegatesAreCleanOnColdLaunch() {
      var sim = run(seed)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [])
    }

    func testSeedDelegatesOnWarmResumeMissOnlyTheCompletion() {
      var sim = run(seed)
      sim.tapIcon()
      sim.send(.goHome)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [.completionMissing])
    }

    func testSeedDelegatesLoseTheItemAfterARestore() {
      var sim = run(seed)
      sim.send(.backgroundLaunch)
      sim.send(.systemDisconnectScene)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [])
      XCTAssertEqual(sim.violationKinds, [.lost])
    }

    /// The seed's trace, in real selectors, with what its code did (UIKit semantics article, 11d rows 2 and 3). The
    /// methods the seed's classes lack leave no line (11b row 1): no launch methods, no `willConnectTo`.
    func testSeedTraceShowsTheAlert() {
      var sim = run(seed)
      sim.quickAction(searchType)
      XCTAssertNil(
        sim.traceMismatch([
          "system application(_:configurationForConnecting:options:) \(searchType)",
          "system sceneDidBecomeActive(_:)",
          "app handle \(searchType)",
          "app present UIAlertController \"Quick Action\"",
        ]), "\(sim.traceLines)")
      XCTAssertNotNil(sim.traceMismatch(["app handle \(shareType)"], mode: .subsequence))
    }

    /// The same violation kinds as the `seedArticle` table on the same steps (11a row 1, 11c row 2).
    func testSeedDelegatesMatchTheSeedArticleTable() {
      let sequences: [[ScenarioStep]] = [
        [.quickAction(searchType)],
        [.tapIcon, .goHome, .quickAction(searchType)],
        [.backgroundLaunch, .systemDisconnectScene, .quickAction(searchType)],
        [.quickAction(searchType), .goHome, .quickAction(shareType), .goHome, .quickAction(searchType)],
        [.tapIcon, .goHome, .systemTerminate, .quickAction(shareType)],
        [.quickAction(searchType), .goHome, .systemDisconnectScene, .tapIcon, .goHome, .quickAction(shareType)],
        [.backgroundLaunch, .quickAction(searchType), .goHome, .forceQuit, .quickAction(shareType)],
      ]
      for steps in sequences {
        var delegates = run(seed)
        var table = simulate(TableStrategy.seedArticle, .scene)
        for step in steps {
          delegates.send(step: step)
          table.send(step: step)
        }
        XCTAssertEqual(delegates.violationKinds, table.violationKinds, "\(steps)")
        XCTAssertEqual(delegates.handledTypes, table.handledTypes, "\(steps)")
      }
    }

    /// Every sequence of up to three of these steps: the seed's classes and the `seedArticle` table agree on the
    /// violation kinds and the handled items.
    func testSeedDelegatesMatchTheTableOnEveryShortSequence() {
      let events: [ScenarioStep] = [
        .tapIcon, .goHome, .quickAction(searchType), .quickAction(shareType), .systemDisconnectScene,
        .systemTerminate, .forceQuit, .backgroundLaunch, .interruption,
      ]
      var sequences: [[ScenarioStep]] = [[]]
      for _ in 1...3 { sequences = sequences.flatMap { prefix in events.map { prefix + [$0] } } }
      for steps in sequences {
        var delegates = run(seed)
        var table = simulate(TableStrategy.seedArticle, .scene)
        for step in steps {
          XCTAssertEqual(delegates.send(step: step) == nil, table.send(step: step) == nil, "\(steps)")
        }
        XCTAssertEqual(delegates.violationKinds, table.violationKinds, "\(steps)")
        XCTAssertEqual(delegates.handledTypes, table.handledTypes, "\(steps)")
      }
    }

    /// Apple's pattern as classes agrees with the `appleSceneSample` table on the same short sequences.
    func testAppleSampleMatchesItsTableOnEveryShortSequence() {
      let events: [ScenarioStep] = [
        .tapIcon, .goHome, .quickAction(searchType), .quickAction(shareType), .systemDisconnectScene, .forceQuit,
        .backgroundLaunch, .interruption,
      ]
      var sequences: [[ScenarioStep]] = [[]]
      for _ in 1...3 { sequences = sequences.flatMap { prefix in events.map { prefix + [$0] } } }
      for steps in sequences {
        var delegates = run(appleSample)
        var table = simulate(TableStrategy.appleSceneSample, .scene)
        for step in steps {
          delegates.send(step: step)
          table.send(step: step)
        }
        XCTAssertEqual(delegates.violationKinds, table.violationKinds, "\(steps)")
        XCTAssertEqual(delegates.handledTypes, table.handledTypes, "\(steps)")
      }
    }

    // MARK: Apple's pattern and the bugs

    /// Apple's sample never clears `savedShortCutItem`: handled again at the next activation.
    func testAppleSamplePatternIsDuplicateAfterTheNextActivation() {
      var sim = run(appleSample)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.violationKinds, [])
      sim.send(.goHome)
      sim.tapIcon()
      XCTAssertEqual(sim.handledTypes, [searchType, searchType])
      XCTAssertEqual(sim.violationKinds, [.duplicate])
    }

    /// Apple's sample answers a warm item with `completionHandler(true)`: a completion line, no violation.
    func testAppleSampleCallsTheCompletionHandler() {
      var sim = run(appleSample)
      sim.tapIcon()
      sim.send(.goHome)
      sim.quickAction(searchType)
      XCTAssertNil(
        sim.traceMismatch(
          [
            "system windowScene(_:performActionFor:completionHandler:) \(searchType)",
            "app handle \(searchType)",
            "app present UIAlertController \"Search\"",
            "app completion(true) \(searchType)",
          ], mode: .subsequence), "\(sim.traceLines)")
      XCTAssertEqual(sim.violationKinds, [])
    }

    /// Bug: only `urlContexts` is read (11c row 2): the cold item is lost.
    func testReadingOnlyURLContextsLosesAColdQuickAction() {
      var sim = run(DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ShortcutBlindSceneDelegate.init))
      sim.quickAction(searchType)
      XCTAssertEqual(sim.violationKinds, [.lost])
      sim.send(.goHome)
      sim.quickAction(shareType)
      XCTAssertEqual(sim.handledTypes, [shareType], "a warm item is handled")
    }

    /// 11c row 1 and 11d row 3: the app-delegate lifecycle done right: `return(false)` after keeping the launch item, handled once.
    func testAppDelegateOnlyAppReturnsFalseAndHandlesOnce() {
      let app = DelegateApp(appDelegate: LaunchOptionsAppDelegate.init)
      XCTAssertEqual(app.lifecycles, [.appDelegate])
      var sim = run(app, .appDelegate)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [])
      XCTAssertNil(
        sim.traceMismatch(
          [
            "system application(_:didFinishLaunchingWithOptions:) \(searchType)", "app return(false)",
            "system applicationDidBecomeActive(_:)", "app handle \(searchType)",
            "app present UIAlertController \"Quick Action\"",
          ], mode: .subsequence), "\(sim.traceLines)")
      XCTAssertFalse(sim.traceLines.contains { $0.hasPrefix("system application(_:performActionFor:") })
    }

    /// Bug, 11d row 3: `return(true)` lets UIKit call `performActionFor` too.
    func testReturningTrueFromDidFinishLaunchingIsDuplicate() {
      var sim = run(DelegateApp(appDelegate: ReturnsTrueAppDelegate.init), .appDelegate)
      sim.quickAction(searchType)
      XCTAssertTrue(sim.traceLines.contains("app return(true)"), "\(sim.traceLines)")
      XCTAssertEqual(sim.handledTypes, [searchType, searchType])
      XCTAssertTrue(sim.violationKinds.contains(.duplicate), "\(sim.violationKinds)")
    }

    /// Bug, 11d row 4: the handler is never called and not kept.
    func testForgettingTheCompletionHandlerIsCompletionMissing() {
      var sim = run(DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ForgetfulSceneDelegate.init))
      sim.tapIcon()
      sim.send(.goHome)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [.completionMissing])
    }

    /// 11a row 2: the steps of `Scenarios/reconnectDropsSceneDelegateSlot.json`: the new scene delegate lacks the item.
    func testItemKeptOnAReplacedSceneDelegateIsLost() {
      var sim = run(
        DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ItemOnSceneDelegate.init),
        options: LifecycleOptions(warmPerformActionFor: .afterDidBecomeActive))
      sim.quickAction(searchType)
      sim.send(.goHome)
      sim.quickAction(shareType)
      sim.send(.goHome)
      sim.send(.systemDisconnectScene)
      sim.tapIcon()
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [.lost])
    }

    // MARK: Links

    /// 11c row 2 and 11c row 3, 11a row 4 (the storyboard's navigation controller): a custom-scheme URL.
    func testColdCustomURLIsRoutedOnActivation() {
      var sim = run(
        DelegateApp(
          appDelegate: LinkAppDelegate.init, sceneDelegate: CustomURLSceneDelegate.init,
          mainStoryboard: { UINavigationController(rootViewController: UIViewController()) }))
      sim.openURL("pariscafe://menu")
      sim.send(.goHome)
      sim.openURL("pariscafe://search")
      XCTAssertEqual(sim.handledTypes, ["pariscafe://menu", "pariscafe://search"])
      XCTAssertEqual(sim.violationKinds, [])
      XCTAssertTrue(sim.traceLines.contains("app push RouteDetailViewController"), "\(sim.traceLines)")
    }

    /// 11c row 4: a universal link as an activity with its `webpageURL`.
    func testUniversalLinkIsRoutedColdAndWarm() {
      var sim = run(
        DelegateApp(
          appDelegate: LinkAppDelegate.init, sceneDelegate: UniversalLinkSceneDelegate.init,
          mainStoryboard: { UINavigationController(rootViewController: UIViewController()) }))
      sim.universalLink("https://example.com/cafe/PRS103")
      sim.send(.goHome)
      sim.universalLink("https://example.com/cafe/PRS104")
      XCTAssertEqual(sim.handledTypes, ["https://example.com/cafe/PRS103", "https://example.com/cafe/PRS104"])
      XCTAssertEqual(sim.violationKinds, [])
    }

    /// 11b row 5: under SwiftUI, a link for a scene delegate without `scene(_:openURLContexts:)` goes to the
    /// `onOpenURL` action; the declined call leaves no line.
    func testSwiftUILinkFallsBackToOnOpenURL() {
      let root = UINavigationController(rootViewController: UIViewController())
      var opened: [URL] = []
      let app = DelegateApp(
        appDelegate: AppleSampleAppDelegate.init, sceneDelegate: AppleSampleSceneDelegate.init,
        onOpenURL: { url in
          opened.append(url)
          root.pushViewController(RouteDetailViewController(path: url.path), animated: true)
        })
      var sim = run(app.swiftUI, .swiftUI)
      sim.tapIcon()
      sim.send(.goHome)
      sim.openURL("pariscafe://menu")
      XCTAssertEqual(opened, [URL(string: "pariscafe://menu")!])
      XCTAssertFalse(sim.implementsForTest(.sceneOpenURLContexts))
      XCTAssertFalse(sim.traceLines.contains("system scene(_:openURLContexts:) pariscafe://menu"), "\(sim.traceLines)")
      XCTAssertTrue(sim.traceLines.contains("system onOpenURL(_:) pariscafe://menu"), "\(sim.traceLines)")
      XCTAssertEqual(sim.handledTypes, ["pariscafe://menu"])
    }

    // MARK: Objects, completion handlers and learning

    /// 11a row 1, 11a row 5 and 11d row 5: a process death makes new delegate objects; nothing of the old ones is kept.
    func testProcessDeathMakesNewDelegateObjects() throws {
      var sim = run(appleSample)
      sim.quickAction(searchType)
      let first = try XCTUnwrap(sim.runner.strategy.storage?.process?.appDelegate)
      let firstScene = try XCTUnwrap(sim.runner.strategy.storage?.process?.scenes.values.first?.delegate)
      XCTAssertNotNil((firstScene as? AppleSampleSceneDelegate)?.savedShortCutItem)
      sim.send(.goHome)
      sim.send(.forceQuit)
      XCTAssertNil(sim.runner.strategy.storage?.process, "the dead process keeps nothing")
      sim.tapIcon()
      let second = try XCTUnwrap(sim.runner.strategy.storage?.process?.appDelegate)
      let secondScene = try XCTUnwrap(sim.runner.strategy.storage?.process?.scenes.values.first?.delegate)
      XCTAssertFalse(first === second)
      XCTAssertFalse(firstScene === secondScene)
      XCTAssertNil((secondScene as? AppleSampleSceneDelegate)?.savedShortCutItem)
      XCTAssertEqual(sim.handledTypes, [searchType])
    }

    /// 11d row 4: a kept handler called later gives `keepCompletion`, then `completion(true)`, then its release.
    func testKeptCompletionCalledLaterIsNoViolation() {
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

    /// 11d row 4: every call of the handler is a line; two calls inside `performActionFor` are `completionRepeated`.
    func testEveryCompletionCallIsRecorded() {
      var sim = run(DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: TwiceCompletingSceneDelegate.init))
      sim.tapIcon()
      sim.send(.goHome)
      sim.quickAction(searchType)
      XCTAssertEqual(sim.traceLines.filter { $0 == "app completion(true) \(searchType)" }.count, 2, "\(sim.traceLines)")
      XCTAssertEqual(sim.violationKinds, [.completionRepeated])
    }

    /// 11b row 2: a scene delegate without `windowScene(_:performActionFor:…)` owes no completion and leaves no line.
    func testUnimplementedPerformActionOwesNothing() {
      var sim = run(DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: NoMethodsSceneDelegate.init))
      sim.tapIcon()
      sim.send(.goHome)
      sim.quickAction(searchType)
      XCTAssertFalse(sim.traceLines.contains { $0.contains("performActionFor") }, "\(sim.traceLines)")
      XCTAssertEqual(sim.violationKinds, [.lost])
      XCTAssertFalse(sim.implementsForTest(.windowScenePerformAction))
      XCTAssertTrue(sim.implementsForTest(.sceneOpenURLContexts), "not called yet: assumed implemented")
    }

    /// 11b row 3: a missing launch method counts as `true`, so UIKit goes on to `performActionFor`; the missing
    /// method leaves no `return` line.
    func testMissingLaunchMethodCountsAsTrue() {
      var sim = run(DelegateApp(appDelegate: KeptCompletionAppDelegate.init), .appDelegate)
      sim.quickAction(searchType)
      XCTAssertFalse(sim.traceLines.contains { $0.hasPrefix("system application(_:didFinishLaunchingWithOptions:)") })
      XCTAssertFalse(sim.traceLines.contains { $0.hasPrefix("app return") }, "\(sim.traceLines)")
      XCTAssertTrue(
        sim.traceLines.contains("system application(_:performActionFor:completionHandler:) \(searchType)"),
        "\(sim.traceLines)")
      XCTAssertEqual(sim.handledTypes, [searchType])
    }

    /// 11a row 3: under SwiftUI the seed's configuration names no delegate class, so no scene delegate exists and
    /// nothing handles the item; under UIKit scenes the Info.plist's class is made.
    func testSwiftUIMakesNoSceneDelegateWithoutDelegateClass() {
      var swiftUI = run(seed.swiftUI, .swiftUI)
      swiftUI.quickAction(searchType)
      XCTAssertEqual(swiftUI.runner.strategy.storage?.process?.scenes.values.first.map { $0.delegate == nil }, true)
      XCTAssertEqual(swiftUI.violationKinds, [.lost])
      var scenes = run(seed)
      scenes.quickAction(searchType)
      XCTAssertEqual(scenes.violationKinds, [])
    }

    /// 11b row 4 and 11c row 5 (notifications are declined): what a class implements is learned when first called.
    func testImplementsIsLearnedOnFirstCall() {
      var sim = run(appleSample)
      XCTAssertTrue(sim.implementsForTest(.sceneWillEnterForeground))
      sim.tapIcon()
      XCTAssertFalse(sim.implementsForTest(.sceneWillEnterForeground))
      XCTAssertTrue(sim.implementsForTest(.sceneDidBecomeActive))
      XCTAssertTrue(sim.implementsForTest(.didFinishLaunching))
      XCTAssertFalse(sim.implementsForTest(.willFinishLaunching))
    }

    /// 11a row 3: the matrix runs each lifecycle, SwiftUI with the configuration's delegate class.
    func testMatrixRunsEachLifecycle() {
      let results = appleSample.matrix(
        steps: [.quickAction(searchType), .goHome, .tapIcon], shortcutItems: standardItems)
      XCTAssertEqual(results.map(\.lifecycle), [.scene, .swiftUI])
      for (lifecycle, simulator) in results {
        XCTAssertEqual(simulator.machine.style, lifecycle)
        XCTAssertEqual(simulator.violationKinds, [.duplicate], "\(lifecycle)")
      }
      let legacy = DelegateApp(appDelegate: LaunchOptionsAppDelegate.init).matrix(
        steps: [.quickAction(searchType)], shortcutItems: standardItems)
      XCTAssertEqual(legacy.map(\.lifecycle), [.appDelegate])
      XCTAssertEqual(legacy.first?.simulator.handledTypes, [searchType])
    }
  }

  /// What the explorer reads of a ``DelegateApp``: the deliveries its objects hold, and its state's equality.
  final class DelegateAppHoldingsTests: XCTestCase {
    private func seedSimulator() -> Simulator<DelegateApp> {
      Simulator(
        lifecycle: .scene, strategy: DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init),
        shortcutItems: standardItems)
    }

    /// Apple's sample keeps `savedShortCutItem` on its scene delegate, so the delivery stays held after it was
    /// handled; the seed resets its property to `nil`, so it holds nothing (11d row 1).
    func testHoldsWhatTheDelegateObjectsStore() {
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

    /// A URL parked in a property holds the newest delivery of that link.
    func testAParkedURLHoldsItsLink() throws {
      var sim = Simulator(
        lifecycle: .scene,
        strategy: DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: CustomURLSceneDelegate.init),
        shortcutItems: standardItems)
      sim.send(.backgroundLaunch)
      sim.openURL("pariscafe://menu")
      let link = try XCTUnwrap(sim.catalog.id(ofLink: "pariscafe://menu"))
      let scene = try XCTUnwrap(sim.runner.strategy.storage?.process?.scenes.values.first?.delegate)
      (scene as? CustomURLSceneDelegate)?.pendingURL = URL(string: "pariscafe://menu")
      XCTAssertTrue(sim.runner.strategy.holds(Delivery(serial: 1, item: link)))
      XCTAssertFalse(sim.runner.strategy.holds(Delivery(serial: 9, item: link)), "not the newest delivery")
    }

    /// Equal states compare equal across two runs of the same steps, and differ once the objects differ.
    func testEqualityFollowsTheObjects() {
      var first = seedSimulator()
      var second = seedSimulator()
      XCTAssertEqual(first.runner.strategy, second.runner.strategy)
      for step: ScenarioStep in [.tapIcon, .goHome] {
        first.send(step: step)
        second.send(step: step)
      }
      XCTAssertEqual(first.runner.strategy, second.runner.strategy)
      XCTAssertEqual(first.runner.strategy.hashValue, second.runner.strategy.hashValue)
      (first.runner.strategy.storage?.process?.appDelegate as? AppDelegate)?.shortcutItemToProcess =
        UIApplicationShortcutItem(type: "x", localizedTitle: "X")
      XCTAssertNotEqual(first.runner.strategy, second.runner.strategy)
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

  final class DelegateAppStateTests: XCTestCase {
    /// `UIApplication.shared` is the simulated process's application while its delegates run, with UIKit's states.
    func testSharedApplicationAndStatesWhileCallbacksRun() throws {
      var sim = Simulator(
        lifecycle: .scene,
        strategy: DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: StateProbeSceneDelegate.init),
        shortcutItems: standardItems)
      sim.tapIcon()
      sim.send(.goHome)
      let probe = try XCTUnwrap(sim.runner.strategy.storage?.process?.scenes.values.first?.delegate)
      XCTAssertEqual(
        (probe as? StateProbeSceneDelegate)?.seen, ["active true true", "connected true", "background true"])
      XCTAssertTrue(sim.runner.strategy.storage?.process?.application.delegate is LinkAppDelegate)
    }
  }

  extension Simulator where Strategy == DelegateApp {
    /// What the adaptor answers UIKit for `kind` now.
    fileprivate func implementsForTest(_ kind: CallbackKind) -> Bool { runner.strategy.implements(kind) }
  }
#endif
