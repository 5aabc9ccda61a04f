#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions

  import SceneLifecycle
  import XCTest

  /// Real delegate classes run end to end through ``DelegateApp`` (issue 13; UIKit semantics article, section 11).
  final class DelegateAppTests: XCTestCase, DelegateAppRunning, @unchecked Sendable {
    // MARK: The seed article's delegates

    /// UIKit semantics article, 11d row 1 and 11d row 2: the seed reads the item's type in `sceneDidBecomeActive` and presents an alert: handled.
    /// It never calls the completion handler, as the `seedArticle` table says.
    func testSeedDelegatesAreCleanOnColdLaunch() {
      MainActor.assumeIsolated {
        var sim = run(seed)
        sim.quickAction(searchType)
        XCTAssertEqual(sim.handledTypes, [searchType])
        XCTAssertEqual(sim.violationKinds, [])
      }
    }

    func testSeedDelegatesOnWarmResumeMissOnlyTheCompletion() {
      MainActor.assumeIsolated {
        var sim = run(seed)
        sim.tapIcon()
        sim.send(.goHome)
        sim.quickAction(searchType)
        XCTAssertEqual(sim.handledTypes, [searchType])
        XCTAssertEqual(sim.violationKinds, [.completionMissing])
      }
    }

    func testSeedDelegatesLoseTheItemAfterARestore() {
      MainActor.assumeIsolated {
        var sim = run(seed)
        sim.send(.backgroundLaunch)
        sim.send(.systemDisconnectScene)
        sim.quickAction(searchType)
        XCTAssertEqual(sim.handledTypes, [])
        XCTAssertEqual(sim.violationKinds, [.lost])
      }
    }

    /// The seed's trace, in real selectors, with what its code did (UIKit semantics article, 11d rows 2 and 3). The
    /// methods the seed's classes lack leave no line (11b row 1): no launch methods, no `willConnectTo`.
    func testSeedTraceShowsTheAlert() {
      MainActor.assumeIsolated {
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
    }

    // MARK: Apple's pattern and the bugs

    /// Apple's sample never clears `savedShortCutItem`: handled again at the next activation, once the user has
    /// closed the first alert (else UIKit refuses the second, 11e row 1).
    func testAppleSamplePatternIsDuplicateAfterTheNextActivation() {
      MainActor.assumeIsolated {
        var sim = run(appleSample)
        sim.quickAction(searchType)
        XCTAssertEqual(sim.violationKinds, [])
        sim.userClosesPresentedScreens()
        sim.send(.goHome)
        sim.tapIcon()
        XCTAssertEqual(sim.handledTypes, [searchType, searchType])
        XCTAssertEqual(sim.violationKinds, [.duplicate])
      }
    }

    /// Apple's sample answers a warm item with `completionHandler(true)`: a completion line, no violation.
    func testAppleSampleCallsTheCompletionHandler() {
      MainActor.assumeIsolated {
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
    }

    /// Bug: only `urlContexts` is read (11c row 2): the cold item is lost.
    func testReadingOnlyURLContextsLosesAColdQuickAction() {
      MainActor.assumeIsolated {
        var sim = run(DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ShortcutBlindSceneDelegate.init))
        sim.quickAction(searchType)
        XCTAssertEqual(sim.violationKinds, [.lost])
        sim.send(.goHome)
        sim.quickAction(shareType)
        XCTAssertEqual(sim.handledTypes, [shareType], "a warm item is handled")
      }
    }

    /// 11c row 1 and 11d row 3: the app-delegate lifecycle done right: `return(false)` after keeping the launch item, handled once.
    func testAppDelegateOnlyAppReturnsFalseAndHandlesOnce() {
      MainActor.assumeIsolated {
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
    }

    /// Bug, 11d row 3: `return(true)` lets UIKit call `performActionFor` too, and the app acts on the item twice in
    /// one launch. Both times it presents an alert on the root view controller, so UIKit refuses the second, which
    /// the trace shows (11e row 1): the user sees one alert, and only the first handles the item (11e row 4).
    func testReturningTrueFromDidFinishLaunchingActsTwiceAndUIKitRefusesTheSecondAlert() {
      MainActor.assumeIsolated {
        var sim = run(DelegateApp(appDelegate: ReturnsTrueAppDelegate.init), .appDelegate)
        sim.quickAction(searchType)
        XCTAssertNil(
          sim.traceMismatch(
            [
              "app return(true)", "system application(_:performActionFor:completionHandler:) \(searchType)",
              "app handle \(searchType)", "app present UIAlertController \"Quick Action\"",
              "system applicationDidBecomeActive(_:)",
              "app present refused: Attempt to present UIAlertController \"Quick Action\" on UIViewController which is "
                + "already presenting UIAlertController \"Quick Action\"",
            ], mode: .subsequence), "\(sim.traceLines)")
        XCTAssertEqual(sim.handledTypes, [searchType])
        XCTAssertFalse(sim.violationKinds.contains(.duplicate), "\(sim.violationKinds)")
      }
    }

    /// 11e rows 1 and 4: the seed's alert for the first quick action is still up when the second arrives, so UIKit
    /// refuses the second item's alert: that item is lost to the user. Had the user closed the alert, it would
    /// have shown.
    func testAnAlertStillUpMakesUIKitRefuseTheNextQuickActionsAlertAndTheItemIsLost() {
      MainActor.assumeIsolated {
        let refused =
          "app present refused: Attempt to present UIAlertController \"Quick Action\" on UIViewController which is "
          + "already presenting UIAlertController \"Quick Action\""
        var sim = run(seed)
        sim.quickAction(searchType)
        sim.send(.goHome)
        sim.quickAction(shareType)
        XCTAssertNil(
          sim.traceMismatch(
            [
              "system windowScene(_:performActionFor:completionHandler:) \(shareType)",
              "system sceneDidBecomeActive(_:)",
              refused,
            ],
            mode: .subsequence), "\(sim.traceLines)")
        XCTAssertFalse(sim.traceLines.contains("app handle \(shareType)"), "\(sim.traceLines)")
        XCTAssertEqual(sim.handledTypes, [searchType])
        XCTAssertTrue(sim.violationKinds.contains(.lost), "\(sim.violationKinds)")

        var closed = run(seed)
        closed.quickAction(searchType)
        closed.userClosesPresentedScreens()
        closed.send(.goHome)
        closed.quickAction(shareType)
        XCTAssertFalse(closed.traceLines.contains(refused), "\(closed.traceLines)")
        XCTAssertEqual(closed.handledTypes, [searchType, shareType])
        XCTAssertFalse(closed.violationKinds.contains(.lost), "\(closed.violationKinds)")
      }
    }

    /// Bug, 11d row 4: the handler is never called and not kept.
    func testForgettingTheCompletionHandlerIsCompletionMissing() {
      MainActor.assumeIsolated {
        var sim = run(DelegateApp(appDelegate: LinkAppDelegate.init, sceneDelegate: ForgetfulSceneDelegate.init))
        sim.tapIcon()
        sim.send(.goHome)
        sim.quickAction(searchType)
        XCTAssertEqual(sim.handledTypes, [searchType])
        XCTAssertEqual(sim.violationKinds, [.completionMissing])
      }
    }

    /// 11a row 2: the steps of `Scenarios/reconnectDropsSceneDelegateSlot.json`: the new scene delegate lacks the item.
    func testItemKeptOnAReplacedSceneDelegateIsLost() {
      MainActor.assumeIsolated {
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
    }

    // MARK: Links

    /// 11c row 2 and 11c row 3, 11a row 4 (the storyboard's navigation controller): a custom-scheme URL.
    func testColdCustomURLIsRoutedOnActivation() {
      MainActor.assumeIsolated {
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
    }

    /// 11c row 4: a universal link as an activity with its `webpageURL`.
    func testUniversalLinkIsRoutedColdAndWarm() {
      MainActor.assumeIsolated {
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
    }

    /// 11b row 5: under SwiftUI, a link for a scene delegate without `scene(_:openURLContexts:)` goes to the
    /// `onOpenURL` action; the declined call leaves no line.
    func testSwiftUILinkFallsBackToOnOpenURL() {
      MainActor.assumeIsolated {
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
        XCTAssertFalse(
          sim.traceLines.contains("system scene(_:openURLContexts:) pariscafe://menu"), "\(sim.traceLines)")
        XCTAssertTrue(sim.traceLines.contains("system onOpenURL(_:) pariscafe://menu"), "\(sim.traceLines)")
        XCTAssertEqual(sim.handledTypes, ["pariscafe://menu"])
      }
    }
  }

#endif
