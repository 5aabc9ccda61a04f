#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// The item the harness hands to app code carries the QuickActions item's values as the Foundation objects UIKit
  /// decodes a property list into.
  final class ShortcutItemConversionTests: XCTestCase, @unchecked Sendable {
    func testUserInfoValuesBecomeFoundationObjects() throws {
      try MainActor.assumeIsolated {
        let date = Date(timeIntervalSinceReferenceDate: 1000)
        let source = ShortcutItem(
          type: "com.example.open", localizedTitle: "Open", localizedSubtitle: "Recent",
          icon: .systemImage(name: "star"),
          userInfo: [
            "Name": .string("Alice"), "Count": .integer(3), "Ratio": .real(0.5), "Pinned": .bool(true),
            "When": .date(date), "Bytes": .data(Data([1, 2])),
            "Tags": .array([.string("a"), .integer(1)]), "Nested": .dictionary(["k": .string("v")]),
          ],
          targetContentIdentifier: "main")
        let item = UIApplicationShortcutItem(source, delivery: Delivery(serial: 1, item: ItemID(0)))
        XCTAssertEqual(item.type, "com.example.open")
        XCTAssertEqual(item.localizedTitle, "Open")
        XCTAssertEqual(item.localizedSubtitle, "Recent")
        XCTAssertEqual(item.icon, UIApplicationShortcutIcon(systemImageName: "star"))
        XCTAssertEqual(item.targetContentIdentifier as? String, "main")
        let info = try XCTUnwrap(item.userInfo)
        XCTAssertEqual((info["Name"] as? NSString).map(String.init), "Alice")
        XCTAssertEqual((info["Count"] as? NSNumber)?.intValue, 3)
        XCTAssertEqual((info["Ratio"] as? NSNumber)?.doubleValue, 0.5)
        XCTAssertEqual((info["Pinned"] as? NSNumber)?.boolValue, true)
        XCTAssertEqual((info["When"] as? NSDate)?.timeIntervalSinceReferenceDate, 1000)
        XCTAssertEqual((info["Bytes"] as? NSData).map { Data(referencing: $0) }, Data([1, 2]))
        let tags = try XCTUnwrap(info["Tags"] as? NSArray)
        XCTAssertEqual(tags.count, 2)
        XCTAssertEqual((tags[0] as? NSString).map(String.init), "a")
        XCTAssertEqual((tags[1] as? NSNumber)?.intValue, 1)
        let nested = try XCTUnwrap(info["Nested"] as? NSDictionary)
        XCTAssertEqual((nested["k"] as? NSString).map(String.init), "v")
      }
    }

    func testTheSeedArticlesMessageInterpolatesTheConvertedName() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let appDelegate = AppDelegate()
        app.delegate = appDelegate
        let sceneDelegate = SceneDelegate()
        let scene = makeWindowScene()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        sceneDelegate.window = window
        let delivery = Delivery(serial: 1, item: ItemID(0))
        appDelegate.shortcutItemToProcess = UIApplicationShortcutItem(
          ShortcutItem(type: "com.example.search", localizedTitle: "Search", userInfo: ["Name": .string("Alice")]),
          delivery: delivery)
        let recorded = events(of: app) { sceneDelegate.sceneDidBecomeActive(scene) }
        XCTAssertEqual(
          recorded,
          [.read(delivery), .read(delivery), .screen(ScreenChange(.present, "UIAlertController \"Quick Action\""))])
        let alert = window.rootViewController?.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.message, "com.example.search triggered for Alice")
        XCTAssertEqual(alert?.actions.map(\.title), ["Close"])
        XCTAssertNil(appDelegate.shortcutItemToProcess)
      }
    }

    func testItemsAreEqualByValueAndMutableCopiesCanChange() {
      MainActor.assumeIsolated {
        let one = UIApplicationShortcutItem(type: "a", localizedTitle: "A", userInfo: ["n": NSNumber(value: 1)])
        let same = UIApplicationShortcutItem(type: "a", localizedTitle: "A", userInfo: ["n": NSNumber(value: 1)])
        let other = UIApplicationShortcutItem(type: "a", localizedTitle: "A", userInfo: ["n": NSNumber(value: 2)])
        XCTAssertEqual(one, same)
        XCTAssertNotEqual(one, other)
        let mutable = UIMutableApplicationShortcutItem(type: "a", localizedTitle: "A")
        XCTAssertNotEqual(mutable, one)
        mutable.userInfo = ["n": NSNumber(value: 1)]
        XCTAssertEqual(mutable, one)
        mutable.icon = UIApplicationShortcutIcon(templateImageName: "star")
        XCTAssertNotEqual(mutable, one)
      }
    }
  }
#endif
