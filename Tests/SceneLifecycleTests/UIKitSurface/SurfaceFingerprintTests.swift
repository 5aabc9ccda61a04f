#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// Surface objects write what the app can observe of them into a ``StateFingerprint``: equal UIs give equal
  /// fingerprints, and any difference in the navigation stack, the presented alert or the selected tab shows.
  final class SurfaceFingerprintTests: XCTestCase, @unchecked Sendable {
    /// A window in a scene showing tabs whose first tab is a navigation stack, with `pushed` on top and an alert
    /// titled `alertTitle` presented from it.
    @MainActor private func window(pushed: [String], alertTitle: String?, tab: Int = 0, scene: String = "A") -> UIWindow
    {
      let window = UIWindow(windowScene: makeWindowScene(scene))
      let navigation = UINavigationController(rootViewController: UIViewController())
      for query in pushed {
        let search = SearchViewController()
        search.query = query
        navigation.pushViewController(search, animated: false)
      }
      if let alertTitle {
        let alert = UIAlertController(title: alertTitle, message: "m", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Close", style: .default))
        navigation.present(alert, animated: false)
      }
      let tabs = UITabBarController()
      tabs.setViewControllers([navigation, UIViewController()], animated: false)
      tabs.selectedIndex = tab
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      return window
    }

    private func fingerprint(_ value: Any) -> StateFingerprint {
      var fingerprint = StateFingerprint()
      fingerprint.visit(value)
      return fingerprint
    }

    func testTheSameUIGivesTheSameFingerprint() {
      MainActor.assumeIsolated {
        let one = fingerprint(window(pushed: ["tea"], alertTitle: "Quick Action"))
        let two = fingerprint(window(pushed: ["tea"], alertTitle: "Quick Action", scene: "B"))
        XCTAssertEqual(one, two, "the scene is not walked into, so its identifier does not matter")
        XCTAssertEqual(one.text, two.text)
      }
    }

    func testADifferentStackAlertTabOrAppPropertyGivesADifferentFingerprint() {
      MainActor.assumeIsolated {
        let base = fingerprint(window(pushed: ["tea"], alertTitle: "Quick Action"))
        XCTAssertNotEqual(base, fingerprint(window(pushed: [], alertTitle: "Quick Action")), "shorter stack")
        XCTAssertNotEqual(base, fingerprint(window(pushed: ["tea"], alertTitle: nil)), "no alert")
        XCTAssertNotEqual(base, fingerprint(window(pushed: ["tea"], alertTitle: "Other")), "another alert")
        XCTAssertNotEqual(base, fingerprint(window(pushed: ["tea"], alertTitle: "Quick Action", tab: 1)), "other tab")
        XCTAssertNotEqual(base, fingerprint(window(pushed: ["coffee"], alertTitle: "Quick Action")), "app's own state")
      }
    }

    func testADelegateHoldingAHarnessItemShowsItsDeliveryAndNeverTheApplication() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let delegate = AppDelegate()
        app.delegate = delegate
        let delivery = Delivery(serial: 9, item: ItemID(2))
        delegate.shortcutItemToProcess = UIApplicationShortcutItem(
          ShortcutItem(type: "search", localizedTitle: "Search"), delivery: delivery)
        let holding = fingerprint(delegate)
        XCTAssertEqual(holding.deliveries, [delivery])
        XCTAssertEqual(app.recorder.events, [], "fingerprinting is not a read")
        delegate.shortcutItemToProcess = UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
        let appMade = fingerprint(delegate)
        XCTAssertEqual(appMade.deliveries, [])
        XCTAssertNotEqual(holding, appMade)
        XCTAssertEqual(fingerprint(app).text, "UIApplication;")
      }
    }

    func testScenesSessionsURLContextsAndActivitiesWriteOnlyWhatTheyStandFor() throws {
      try MainActor.assumeIsolated {
        let scene = makeWindowScene("S1")
        XCTAssertEqual(fingerprint(scene).text, "sceneS1;")
        XCTAssertEqual(fingerprint(scene.session).text, "sceneS1;")
        let delivery = Delivery(serial: 4, item: ItemID(1))
        let url = try XCTUnwrap(URL(string: "myapp://a"))
        XCTAssertEqual(fingerprint(UIOpenURLContext(url: url, delivery: delivery)).deliveries, [delivery])
        XCTAssertEqual(fingerprint(UIOpenURLContext(url: url, delivery: nil)).urls, ["myapp://a"])
        let activity = HarnessUserActivity(webpageURL: url, delivery: delivery)
        XCTAssertEqual(fingerprint(activity).deliveries, [delivery])
        let own = NSUserActivity(activityType: "com.example.view")
        own.webpageURL = url
        XCTAssertEqual(fingerprint(own).text, "activity(com.example.view);URL:myapp://a;")
      }
    }
  }
#endif
