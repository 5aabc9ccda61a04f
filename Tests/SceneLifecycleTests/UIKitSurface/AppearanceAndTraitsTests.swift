#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// What delegate code styles at launch (appearance proxies, bar appearances, fonts, images) and reads of its
  /// environment (traits, coordinate spaces, storyboards) is kept and records nothing: the model draws nothing, and
  /// its environment is one iPhone in portrait.
  final class AppearanceAndTraitsTests: XCTestCase, @unchecked Sendable {
    func testAppearanceProxiesAreDetachedAndRecordNothing() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let recorded = events(of: app) {
          let appearance = UINavigationBarAppearance()
          appearance.configureWithOpaqueBackground()
          #if !canImport(Darwin)
            appearance.titleTextAttributes = [
              .foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 17),
            ]
          #endif
          UINavigationBar.appearance().standardAppearance = appearance
          UINavigationBar.appearance().scrollEdgeAppearance = appearance
          UINavigationBar.appearance().tintColor = .white
          UITabBar.appearance().unselectedItemTintColor = .gray
          UISwitch.appearance().onTintColor = .systemGreen
          UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .red
          XCTAssertEqual(appearance.backgroundColor, .systemBackground)
        }
        XCTAssertEqual(recorded, [])
        XCTAssertEqual(UINavigationBar.appearance().tintColor, .systemBlue, "each proxy is a new, detached bar")
        let transparent = UITabBarAppearance()
        transparent.configureWithTransparentBackground()
        XCTAssertEqual(transparent.shadowColor, .clear)
      }
    }

    func testATabBarListsItsTabsItemsUnlessTheAppSetsOthers() {
      MainActor.assumeIsolated {
        let tabs = UITabBarController()
        let orders = UIViewController()
        orders.title = "Orders"
        let search = UIViewController()
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 7)
        tabs.viewControllers = [orders, search]
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Orders", "Search"])
        XCTAssertEqual(tabs.tabBar.items?.last?.tag, 7)
        XCTAssertTrue(tabs.tabBar === tabs.tabBar)
        tabs.tabBar.items = [UITabBarItem(title: "Only", image: nil, tag: 0)]
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Only"])
      }
    }

    func testFontsImagesAndStoryboardsAreValuesWithoutFiles() {
      MainActor.assumeIsolated {
        XCTAssertEqual(UIFont.systemFont(ofSize: 14).pointSize, 14)
        XCTAssertEqual(UIFont(name: "Avenir", size: 12)?.fontName, "Avenir")
        XCTAssertNotEqual(UIFont.boldSystemFont(ofSize: 14), UIFont.systemFont(ofSize: 14))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline), UIFont.preferredFont(forTextStyle: .headline))
        XCTAssertEqual(UIImage(named: "Logo")?.name, "Logo")
        let storyboard = UIStoryboard(name: "LaunchScreen", bundle: .main)
        let app = UIApplication()
        let window = UIWindow(windowScene: makeWindowScene())
        let recorded = events(of: app) {
          window.rootViewController = storyboard.instantiateInitialViewController()
        }
        XCTAssertEqual(recorded, [.screen(ScreenChange(.setRoot, "UIViewController"))])
        XCTAssertFalse(storyboard.instantiateViewController(withIdentifier: "Main") === window.rootViewController)
      }
    }

    func testTheEnvironmentIsOneIPhoneInPortrait() {
      MainActor.assumeIsolated {
        let scene = makeWindowScene()
        XCTAssertEqual(scene.interfaceOrientation, .portrait)
        XCTAssertEqual(scene.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(scene.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(scene.coordinateSpace.bounds, UIScreen.main.bounds)
        let view: any UICoordinateSpace = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
      }
    }
  }
#endif
