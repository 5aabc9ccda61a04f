#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// Reading the identity of something the harness delivered records that delivery on the bound app's recorder;
  /// getting the object itself, or reading an app-made one, records nothing.
  final class SurfaceReadTests: XCTestCase, @unchecked Sendable {
    let delivery = Delivery(serial: 3, item: ItemID(1))

    func testReadingAHarnessItemsIdentityRecordsItsDeliveryEachTime() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let item = UIApplicationShortcutItem(
          ShortcutItem(type: "search", localizedTitle: "Search", userInfo: ["Name": .string("Alice")]),
          delivery: delivery)
        let recorded = events(of: app) {
          _ = item.type
          _ = item.localizedTitle
          _ = item.localizedSubtitle
          _ = item.userInfo
          _ = item.targetContentIdentifier
        }
        XCTAssertEqual(recorded, Array(repeating: .read(delivery), count: 5))
      }
    }

    func testGettingTheItemOrItsIconOrComparingItIsNotARead() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let item = UIApplicationShortcutItem(
          ShortcutItem(type: "search", localizedTitle: "Search", icon: .system(.search)), delivery: delivery)
        let options = UIScene.ConnectionOptions(shortcutItem: item)
        let recorded = events(of: app) {
          XCTAssertTrue(options.shortcutItem === item)
          XCTAssertEqual(item.icon, UIApplicationShortcutIcon(type: .search))
          XCTAssertEqual(
            item, UIApplicationShortcutItem(type: "search", localizedTitle: "Search", icon: .init(type: .search)))
        }
        XCTAssertEqual(recorded, [])
      }
    }

    func testAppMadeItemsRecordNothing() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let item = UIMutableApplicationShortcutItem(type: "compose", localizedTitle: "New")
        let recorded = events(of: app) {
          item.localizedTitle = "New Message"
          _ = item.type
          _ = item.userInfo
          app.shortcutItems = [item]
        }
        XCTAssertEqual(recorded, [])
        XCTAssertEqual(app.shortcutItems?.first?.localizedTitle, "New Message")
      }
    }

    func testReadingAURLContextsURLRecordsItsDelivery() throws {
      try MainActor.assumeIsolated {
        let app = UIApplication()
        let url = try XCTUnwrap(URL(string: "myapp://orders/7"))
        let context = UIOpenURLContext(url: url, delivery: delivery)
        let (read, recorded) = whileBound(app) { () -> URL in
          _ = context.options.openInPlace
          return context.url
        }
        XCTAssertEqual(read, url)
        XCTAssertEqual(recorded, [.read(delivery)])
      }
    }

    /// The harness's activity is a subclass of Foundation's `NSUserActivity` on Apple's platforms and of the surface's
    /// on Linux, so this holds on both.
    func testReadingAHarnessActivitysWebpageURLOrUserInfoRecordsItsDelivery() throws {
      try MainActor.assumeIsolated {
        let app = UIApplication()
        let url = try XCTUnwrap(URL(string: "https://example.com/orders/7"))
        let activity: NSUserActivity = HarnessUserActivity(webpageURL: url, delivery: delivery)
        let own = NSUserActivity(activityType: "com.example.view")
        let recorded = events(of: app) {
          XCTAssertEqual(activity.activityType, NSUserActivityTypeBrowsingWeb)
          XCTAssertEqual(activity.webpageURL, url)
          _ = activity.userInfo
          own.webpageURL = url
          _ = own.webpageURL
        }
        XCTAssertEqual(recorded, [.read(delivery), .read(delivery)])
      }
    }

    func testAHarnessActivityKeepsWhatTheAppSetsAsSwiftValues() throws {
      try MainActor.assumeIsolated {
        let app = UIApplication()
        let url = try XCTUnwrap(URL(string: "https://example.com/orders/7"))
        let activity: NSUserActivity = HarnessUserActivity(webpageURL: url, delivery: delivery)
        let other = try XCTUnwrap(URL(string: "myapp://orders/8"))
        let (info, recorded) = whileBound(app) { () -> [AnyHashable: Any]? in
          activity.webpageURL = other
          activity.userInfo = ["order": 8]
          return activity.userInfo
        }
        XCTAssertEqual(info?["order"] as? Int, 8)
        XCTAssertEqual(recorded, [.read(delivery)], "setting is not reading; the one read is the userInfo returned")
        XCTAssertEqual((activity as? HarnessUserActivity)?.storedWebpageURL, other)
      }
    }

    func testReadsOutsideAnyBindingRecordNothing() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let item = UIApplicationShortcutItem(ShortcutItem(type: "search", localizedTitle: "Search"), delivery: delivery)
        XCTAssertEqual(item.type, "search")
        XCTAssertEqual(app.recorder.events, [])
        XCTAssertEqual(UIApplication.shared.recorder.events, [])
      }
    }
  }
#endif
