#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// An app's view controllers get `loadView`, `viewDidLoad` and the appearance calls when they become visible in a
  /// visible window and when they stop being visible, synchronously and in UIKit's order (UIKit semantics article,
  /// 11f rows 7–10).
  final class ViewLifecycleTests: XCTestCase, @unchecked Sendable {
    func testTheViewIsMadeOnceWhenFirstReadLoadViewThenViewDidLoad() {
      MainActor.assumeIsolated {
        let log = LifecycleLog()
        let screen = LoggingViewController("screen", log: log)
        XCTAssertFalse(screen.isViewLoaded)
        XCTAssertNil(screen.viewIfLoaded)
        XCTAssertEqual(log.calls, [], "reading isViewLoaded and viewIfLoaded loads nothing")
        let view = screen.view
        XCTAssertTrue(screen.view === view)
        screen.loadViewIfNeeded()
        XCTAssertTrue(screen.isViewLoaded)
        XCTAssertEqual(log.take(), ["screen loadView", "screen viewDidLoad"])

        let given = UIViewController()
        given.view = UIView()
        XCTAssertTrue(given.isViewLoaded, "a view set from outside counts as loaded")
      }
    }

    /// A root view controller appears when its window shows, not before, and a new root replaces the old one in
    /// UIKit's order: the new view loads, the old one's will-disappear, the new one's will-appear, then the dids.
    func testARootAppearsWhenItsWindowShowsAndAReplacementTakesItsPlace() {
      MainActor.assumeIsolated {
        let log = LifecycleLog()
        let window = UIWindow(windowScene: makeWindowScene())
        XCTAssertTrue(window.isHidden, "a window starts hidden")
        window.rootViewController = LoggingViewController("splash", log: log)
        XCTAssertEqual(log.take(), [], "nothing shows in a hidden window")
        window.makeKeyAndVisible()
        XCTAssertEqual(
          log.take(), ["splash loadView", "splash viewDidLoad", "splash viewWillAppear", "splash viewDidAppear"])
        window.rootViewController = LoggingViewController("home", log: log)
        XCTAssertEqual(
          log.take(),
          [
            "home loadView", "home viewDidLoad", "splash viewWillDisappear", "home viewWillAppear",
            "splash viewDidDisappear", "home viewDidAppear",
          ])
        window.isHidden = true
        XCTAssertEqual(log.take(), ["home viewWillDisappear", "home viewDidDisappear"])
      }
    }

    /// A navigation stack shows its top, tabs their selected tab: pushing, popping, popping to the root and
    /// selecting a tab move the appearance calls as UIKit does.
    func testPushPopAndTabSelectionCallTheScreensThatComeAndGo() {
      MainActor.assumeIsolated {
        let log = LifecycleLog()
        let feed = LoggingViewController("feed", log: log)
        let navigation = UINavigationController(rootViewController: feed)
        let settings = LoggingViewController("settings", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        let window = visibleWindow(showing: tabs)
        XCTAssertEqual(
          log.take(), ["feed loadView", "feed viewDidLoad", "feed viewWillAppear", "feed viewDidAppear"],
          "the unselected tab is not shown")

        navigation.pushViewController(LoggingViewController("detail", log: log), animated: true)
        XCTAssertEqual(
          log.take(),
          [
            "detail loadView", "detail viewDidLoad", "feed viewWillDisappear", "detail viewWillAppear",
            "feed viewDidDisappear", "detail viewDidAppear",
          ])
        navigation.pushViewController(LoggingViewController("comments", log: log), animated: true)
        _ = log.take()
        navigation.popViewController(animated: true)
        XCTAssertEqual(
          log.take(),
          ["comments viewWillDisappear", "detail viewWillAppear", "comments viewDidDisappear", "detail viewDidAppear"])
        navigation.popToRootViewController(animated: true)
        XCTAssertEqual(
          log.take(),
          ["detail viewWillDisappear", "feed viewWillAppear", "detail viewDidDisappear", "feed viewDidAppear"])

        tabs.selectedIndex = 1
        XCTAssertEqual(
          log.take(),
          [
            "settings loadView", "settings viewDidLoad", "feed viewWillDisappear", "settings viewWillAppear",
            "feed viewDidDisappear", "settings viewDidAppear",
          ])
        tabs.selectedViewController = navigation
        XCTAssertEqual(
          log.take(),
          ["settings viewWillDisappear", "feed viewWillAppear", "settings viewDidDisappear", "feed viewDidAppear"],
          "a view loads once")
        XCTAssertTrue(window.rootViewController === tabs, "the window stayed, as a scene delegate keeps it")
      }
    }

    /// A view controller that routes in `viewDidAppear(_:)`: its screen change is recorded after the change that
    /// showed it, like any the app makes, and its own appearance calls follow.
    func testAScreenChangeMadeInViewDidAppearIsRecordedAndShowsInTurn() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let log = LifecycleLog()
        let home = RoutingViewController("home", log: log)
        home.pendingRoute = LoggingViewController("order", log: log)
        let navigation = UINavigationController(rootViewController: home)
        let window = UIWindow(windowScene: makeWindowScene())
        let recorded = events(of: app) {
          window.rootViewController = navigation
          window.makeKeyAndVisible()
        }
        XCTAssertEqual(
          recorded,
          [
            .screen(ScreenChange(.setRoot, "UINavigationController")),
            .screen(ScreenChange(.push, "LoggingViewController")),
          ]
        )
        XCTAssertEqual(
          log.take(),
          [
            "home loadView", "home viewDidLoad", "home viewWillAppear", "home viewDidAppear", "order loadView",
            "order viewDidLoad", "home viewWillDisappear", "order viewWillAppear", "home viewDidDisappear",
            "order viewDidAppear",
          ])
        XCTAssertNil(home.pendingRoute)
      }
    }

    /// A screen that is not in a visible window gets no appearance calls, however it changes.
    func testControllersOutsideAVisibleWindowGetNoAppearanceCalls() {
      MainActor.assumeIsolated {
        let log = LifecycleLog()
        let feed = LoggingViewController("feed", log: log)
        let navigation = UINavigationController(rootViewController: feed)
        navigation.pushViewController(LoggingViewController("detail", log: log), animated: false)
        feed.present(LoggingViewController("modal", log: log), animated: false)
        XCTAssertEqual(log.calls, [])
      }
    }
  }

  /// A view controller that shows a pending route once it appears, as apps do to act on a link after launch.
  final class RoutingViewController: LoggingViewController {
    /// The screen to push when the view appears.
    var pendingRoute: UIViewController?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard let route = pendingRoute else { return }
      pendingRoute = nil
      navigationController?.pushViewController(route, animated: true)
    }
  }
#endif
