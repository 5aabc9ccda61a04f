#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// The app's view-controller code records what it shows, in order, on the bound app's recorder, and nothing when
  /// no app is bound.
  final class ScreenChangeRecordingTests: XCTestCase, @unchecked Sendable {
    func testScreenChangesAreRecordedInTheOrderTheCodeMadeThem() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let window = UIWindow(windowScene: makeWindowScene())
        let home = UIViewController()
        let navigation = UINavigationController(rootViewController: home)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, UIViewController(), UIViewController()], animated: false)
        let recorded = events(of: app) {
          window.rootViewController = tabs
          tabs.selectedIndex = 2
          navigation.pushViewController(SearchViewController(), animated: true)
          let alert = UIAlertController(title: "Quick Action", message: "search triggered", preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "Close", style: .default, handler: nil))
          navigation.present(alert, animated: true, completion: nil)
          navigation.popViewController(animated: true)
          window.rootViewController = navigation
        }
        XCTAssertEqual(
          recorded,
          [
            .screen(ScreenChange(.setRoot, "UITabBarController")),
            .screen(ScreenChange(.selectTab, "2")),
            .screen(ScreenChange(.push, "SearchViewController")),
            .screen(ScreenChange(.present, "UIAlertController \"Quick Action\"")),
            .screen(ScreenChange(.pop, "SearchViewController")),
            .screen(ScreenChange(.replaceRoot, "UINavigationController")),
          ])
      }
    }

    func testTheFirstRootIsSetUpAndOnlyADifferentLaterRootIsAReplacement() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let window = UIWindow()
        let first = UIViewController()
        let recorded = events(of: app) {
          window.rootViewController = first
          window.rootViewController = first
          window.rootViewController = SearchViewController()
        }
        XCTAssertEqual(
          recorded,
          [
            .screen(ScreenChange(.setRoot, "UIViewController")),
            .screen(ScreenChange(.replaceRoot, "SearchViewController")),
          ]
        )
        XCTAssertFalse(ScreenChange.Kind.setRoot.showsSomethingNew)
        XCTAssertTrue(ScreenChange.Kind.replaceRoot.showsSomethingNew)
      }
    }

    /// UIKit semantics article, 11d row 6: popping with only the root on the stack changes nothing, and the root stays
    /// in front (`stay`, which counts as showing it).
    func testPopToRootAndDismissRecordOnceAndPoppingTheRootStaysThere() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let presented = UIViewController()
        let recorded = events(of: app) {
          XCTAssertNil(navigation.popViewController(animated: true))
          navigation.pushViewController(UIViewController(), animated: false)
          navigation.pushViewController(SearchViewController(), animated: false)
          XCTAssertEqual(navigation.popToRootViewController(animated: true)?.count, 2)
          XCTAssertNil(navigation.popToRootViewController(animated: true))
          root.present(presented, animated: true)
          presented.dismiss(animated: true)
        }
        XCTAssertEqual(
          recorded,
          [
            .screen(ScreenChange(.stay, "UIViewController")),
            .screen(ScreenChange(.push, "UIViewController")),
            .screen(ScreenChange(.push, "SearchViewController")),
            .screen(ScreenChange(.pop, "SearchViewController")),
            .screen(ScreenChange(.stay, "UIViewController")),
            .screen(ScreenChange(.present, "UIViewController")),
            .screen(ScreenChange(.dismiss, "UIViewController")),
          ])
        XCTAssertTrue(ScreenChange.Kind.stay.showsSomethingNew)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(root.presentedViewController)
      }
    }

    func testSelectingATabOutOfRangeChangesNothingAndSelectingByControllerRecordsItsIndex() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), second]
        let recorded = events(of: app) {
          tabs.selectedIndex = 5
          tabs.selectedViewController = second
        }
        XCTAssertEqual(recorded, [.screen(ScreenChange(.selectTab, "1"))])
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.selectedViewController === second)
        XCTAssertTrue(second.tabBarController === tabs)
      }
    }

    func testUICodeRunOutsideAnyBindingRecordsNothing() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        navigation.pushViewController(UIViewController(), animated: true)
        navigation.present(UIAlertController(title: "T", message: nil, preferredStyle: .alert), animated: true)
        XCTAssertEqual(app.recorder.events, [])
        XCTAssertEqual(UIApplication.shared.recorder.events, [], "the fallback application records nothing either")
        XCTAssertTrue(navigation.presentedViewController is UIAlertController, "the UI still changes")
      }
    }

    /// UIKit semantics article, 11f rows 1 and 5: the navigation controller makes a presentation its child asks
    /// for, and the child reports it as its own.
    func testPresentingRunsTheCompletionAtOnceAndLinksBothControllers() {
      MainActor.assumeIsolated {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let alert = UIAlertController(title: nil, message: "m", preferredStyle: .actionSheet)
        var completed = false
        root.present(alert, animated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(alert.presentingViewController === navigation)
        XCTAssertTrue(root.presentedViewController === alert)
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertTrue(navigation.visibleViewController === alert)
      }
    }

    /// UIKit semantics article, 11e rows 1–3: both presentations UIKit refuses leave the chain as it was, run no
    /// completion, and are recorded in UIKit's words. A view controller already presented is refused as such even
    /// by a presenter that already presents it (row 2 wins over row 1).
    func testEveryRefusedPresentationKeepsTheChainRunsNoCompletionAndIsRecordedInUIKitsWords() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let root = UIViewController()
        let other = UIViewController()
        let first = UIAlertController(title: "First", message: nil, preferredStyle: .alert)
        var completions: [String] = []
        let recorded = events(of: app) {
          root.present(first, animated: true) { completions.append("first") }
          root.present(SearchViewController(), animated: true) { completions.append("while presenting") }
          other.present(first, animated: true) { completions.append("presented elsewhere") }
          root.present(first, animated: true) { completions.append("presented here") }
        }
        XCTAssertEqual(
          recorded,
          [
            .screen(ScreenChange(.present, "UIAlertController \"First\"")),
            .screen(
              ScreenChange(
                .presentWhilePresenting,
                "Attempt to present SearchViewController on UIViewController which is already presenting "
                  + "UIAlertController \"First\"")),
            .screen(
              ScreenChange(
                .presentAlreadyPresented,
                "Application tried to present modally a view controller UIAlertController \"First\" that is already "
                  + "being presented by UIViewController")),
            .screen(
              ScreenChange(
                .presentAlreadyPresented,
                "Application tried to present modally a view controller UIAlertController \"First\" that is already "
                  + "being presented by UIViewController")),
          ])
        XCTAssertEqual(completions, ["first"])
        XCTAssertTrue(root.presentedViewController === first)
        XCTAssertTrue(first.presentingViewController === root)
        XCTAssertNil(other.presentedViewController)
        for kind in [ScreenChange.Kind.presentWhilePresenting, .presentAlreadyPresented] {
          XCTAssertTrue(kind.isRefused, "\(kind)")
          XCTAssertFalse(kind.showsSomethingNew, "\(kind)")
        }
      }
    }
  }
#endif
