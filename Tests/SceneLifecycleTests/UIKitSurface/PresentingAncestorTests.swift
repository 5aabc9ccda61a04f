#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// A presentation asked of a view controller inside containers is made by the ancestor UIKit hands it to, and
  /// `presentingViewController` and `presentedViewController` answer as UIKit's do (UIKit semantics article, 11f
  /// rows 1–5, 9; 11e rows 1 and 5).
  final class PresentingAncestorTests: XCTestCase, @unchecked Sendable {
    /// Who presents, in the hierarchy of ``testEveryStyleIsPresentedByTheAncestorUIKitHandsItToAndCoversWhatItCovers``.
    private enum Presenter {
      /// The tab bar controller, the window's root view controller.
      case tabs
      /// The navigation controller of the first tab, which defines the presentation context.
      case navigation
    }

    /// Who presents a view controller of `style` asked of the first tab's screen, and whether the screens beneath
    /// leave: spelled out style by style, so a new style must be given its answer here.
    private func expected(_ style: UIModalPresentationStyle) -> (presenter: Presenter, covers: Bool) {
      switch style {
      case .automatic: (.tabs, false)
      case .none: (.tabs, true)
      case .fullScreen: (.tabs, true)
      case .pageSheet: (.tabs, false)
      case .formSheet: (.tabs, false)
      case .currentContext: (.navigation, true)
      case .custom: (.tabs, false)
      case .overFullScreen: (.tabs, false)
      case .overCurrentContext: (.navigation, false)
      case .popover: (.tabs, false)
      }
    }

    func testEveryStyleIsPresentedByTheAncestorUIKitHandsItToAndCoversWhatItCovers() {
      MainActor.assumeIsolated {
        let styles = (-3...9).compactMap(UIModalPresentationStyle.init(rawValue:))
        XCTAssertEqual(styles.map(\.rawValue), Array(-2...7), "UIKit's iOS raw values, blurOverFullScreen (8) left out")
        for style in styles {
          let app = UIApplication()
          let log = LifecycleLog()
          let feed = LoggingViewController("feed", log: log)
          let (tabs, window) = visibleTabs(firstScreen: feed)
          guard let navigation = feed.navigationController else { return XCTFail("no navigation controller") }
          _ = log.take()
          let modal = LoggingViewController("modal", log: log)
          modal.modalPresentationStyle = style
          var completed = false
          let presented = events(of: app) { feed.present(modal, animated: true) { completed = true } }

          let (expectedPresenter, covers) = expected(style)
          let presenter: UIViewController = expectedPresenter == .tabs ? tabs : navigation
          XCTAssertEqual(presented, [.screen(ScreenChange(.present, "LoggingViewController"))], "\(style)")
          XCTAssertTrue(completed, "\(style)")
          XCTAssertTrue(modal.presentingViewController === presenter, "\(style)")
          XCTAssertTrue(presenter.presentedViewController === modal, "\(style)")
          XCTAssertTrue(feed.presentedViewController === modal, "\(style): inherited from the presenting ancestor")
          XCTAssertEqual(tabs.presentedViewController === modal, expectedPresenter == .tabs, "\(style)")
          XCTAssertEqual(
            log.take(),
            ["modal loadView", "modal viewDidLoad"] + (covers ? ["feed viewWillDisappear"] : [])
              + ["modal viewWillAppear"] + (covers ? ["feed viewDidDisappear"] : []) + ["modal viewDidAppear"],
            "\(style)")

          let dismissed = events(of: app) { feed.dismiss(animated: true) }
          XCTAssertEqual(dismissed, [.screen(ScreenChange(.dismiss, "LoggingViewController"))], "\(style)")
          XCTAssertNil(modal.presentingViewController, "\(style)")
          XCTAssertNil(presenter.presentedViewController, "\(style)")
          XCTAssertEqual(
            log.take(),
            ["modal viewWillDisappear"] + (covers ? ["feed viewWillAppear"] : []) + ["modal viewDidDisappear"]
              + (covers ? ["feed viewDidAppear"] : []),
            "\(style)")
          XCTAssertTrue(window.rootViewController === tabs, "\(style): the window stayed, as a scene delegate keeps it")
        }
      }
    }

    /// 11f row 3: with no container defining the presentation context, a context presentation is made by the last
    /// view controller presented on screen, here a sheet the tab bar controller presents.
    func testAContextPresentationWithoutADefinerIsMadeByTheLastViewControllerPresented() {
      MainActor.assumeIsolated {
        let feed = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [feed]
        let window = visibleWindow(showing: tabs)
        let sheet = UIViewController()
        tabs.present(sheet, animated: false)
        let banner = UIViewController()
        banner.modalPresentationStyle = .overCurrentContext
        feed.present(banner, animated: false)
        XCTAssertTrue(banner.presentingViewController === sheet)
        XCTAssertTrue(sheet.presentedViewController === banner)

        let inner = UIViewController()
        let defining = UITabBarController()
        defining.definesPresentationContext = true
        defining.viewControllers = [inner]
        let card = UIViewController()
        card.modalPresentationStyle = .currentContext
        inner.present(card, animated: false)
        XCTAssertTrue(card.presentingViewController === defining, "the nearest definer, above the one asked")
        XCTAssertTrue(window.rootViewController === tabs)
      }
    }

    /// 11f row 5: a view controller inside a presented one reports that one's presenter, and one inside the
    /// presenter reports what it presents; a container does not report what its children present.
    func testPresentingAndPresentedViewControllersAreAnsweredForTheWholeContainer() {
      MainActor.assumeIsolated {
        let feed = UIViewController()
        let root = UINavigationController(rootViewController: feed)
        let window = visibleWindow(showing: root)
        let compose = UIViewController()
        let composeNavigation = UINavigationController(rootViewController: compose)
        feed.present(composeNavigation, animated: false)
        XCTAssertTrue(compose.presentingViewController === root)
        XCTAssertTrue(composeNavigation.presentingViewController === root)
        XCTAssertTrue(feed.presentedViewController === composeNavigation)
        XCTAssertNil(compose.presentedViewController)
        XCTAssertTrue(root.visibleViewController === composeNavigation)
        XCTAssertTrue(window.rootViewController === root)
      }
    }

    /// 11e row 1 with 11f row 1: a child's full-screen presentation is the root's, so the root refuses a second
    /// one while it is up, in UIKit's words naming the root.
    func testTheRootRefusesAPresentationWhileAChildsIsUp() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let feed = UIViewController()
        let (tabs, window) = visibleTabs(firstScreen: feed)
        let recorded = events(of: app) {
          feed.present(SearchViewController(), animated: true)
          tabs.present(UIAlertController(title: "Quick Action", message: nil, preferredStyle: .alert), animated: true)
        }
        XCTAssertEqual(
          recorded,
          [
            .screen(ScreenChange(.present, "SearchViewController")),
            .screen(
              .refusal(
                presenting: "UIAlertController \"Quick Action\"", on: "UITabBarController",
                alreadyPresenting: "SearchViewController")),
          ])
        XCTAssertTrue(window.rootViewController === tabs)
      }
    }

    /// 11e row 5: a view controller already in the hierarchy (a child, a window's root, the presenter's own
    /// container) is not presented; UIKit raises, and nothing changes.
    func testPresentingAViewControllerAlreadyInTheHierarchyRaisesAndChangesNothing() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let feed = UIViewController()
        let navigation = UINavigationController(rootViewController: feed)
        let other = UIViewController()
        let window = visibleWindow(showing: navigation)
        var completions = 0
        let recorded = events(of: app) {
          other.present(feed, animated: true) { completions += 1 }
          feed.present(navigation, animated: true) { completions += 1 }
          other.present(other, animated: true) { completions += 1 }
        }
        XCTAssertEqual(
          recorded,
          [
            .screen(.refusal(presentingActive: "UIViewController")),
            .screen(.refusal(presentingActive: "UINavigationController")),
            .screen(.refusal(presentingActive: "UIViewController")),
          ])
        XCTAssertEqual(completions, 0)
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertTrue(window.rootViewController === navigation)
        XCTAssertTrue(ScreenChange.refusal(presentingActive: "X").kind.isRefused)
      }
    }
  }
#endif
