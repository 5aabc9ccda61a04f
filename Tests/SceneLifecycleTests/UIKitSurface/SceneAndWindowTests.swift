#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// Scenes, sessions and windows relate as in UIKit: identity equality, a session's weak scene, a scene's windows
  /// and its key window, and the dictionary keys' iOS strings.
  final class SceneAndWindowTests: XCTestCase, @unchecked Sendable {
    func testScenesAndSessionsAreEqualOnlyToThemselvesAndASessionPointsAtItsSceneWeakly() {
      MainActor.assumeIsolated {
        let session = UISceneSession(persistentIdentifier: "A")
        var scene: UIWindowScene? = UIWindowScene(session: session)
        let twin = UIWindowScene(session: UISceneSession(persistentIdentifier: "A"))
        XCTAssertTrue(session.scene === scene)
        XCTAssertNotEqual(scene, twin)
        XCTAssertNotEqual(session, twin.session)
        XCTAssertEqual(Set([scene, scene]).count, 1)
        XCTAssertEqual(scene?.activationState, .unattached)
        scene = nil
        XCTAssertNil(session.scene, "a session does not keep its scene alive")
        XCTAssertEqual(session.configuration.name, "Default Configuration")
        XCTAssertEqual(session.role, .windowApplication)
      }
    }

    func testAWindowMadeForASceneJoinsItsWindowsAndBecomesKeyWhenMadeKeyAndVisible() {
      MainActor.assumeIsolated {
        let scene = makeWindowScene()
        let first = UIWindow(windowScene: scene)
        let second = UIWindow(windowScene: scene)
        XCTAssertEqual(scene.windows.count, 2)
        XCTAssertNil(scene.keyWindow)
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        XCTAssertTrue(scene.keyWindow === second)
        XCTAssertFalse(first.isKeyWindow)
        let other = makeWindowScene("B")
        second.windowScene = other
        XCTAssertEqual(scene.windows.count, 1)
        XCTAssertTrue(other.windows.first === second)
      }
    }

    func testTheOptionKeysCarryTheirIOSStrings() {
      MainActor.assumeIsolated {
        XCTAssertEqual(
          UIApplication.LaunchOptionsKey.shortcutItem.rawValue, "UIApplicationLaunchOptionsShortcutItemKey")
        XCTAssertEqual(UIApplication.LaunchOptionsKey.url.rawValue, "UIApplicationLaunchOptionsURLKey")
        XCTAssertEqual(
          UIApplication.LaunchOptionsKey.userActivityDictionary.rawValue,
          "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        XCTAssertEqual(
          UIApplication.LaunchOptionsKey.userActivityInDictionary, "UIApplicationLaunchOptionsUserActivityKey")
        XCTAssertEqual(
          UIApplication.OpenURLOptionsKey.sourceApplication.rawValue, "UIApplicationOpenURLOptionsSourceApplicationKey")
        let options: [UIApplication.LaunchOptionsKey: Any] = [.url: "x", UIApplication.LaunchOptionsKey("custom"): 1]
        XCTAssertEqual(options.count, 2)
        XCTAssertFalse(UIApplication.shared.supportsMultipleScenes)
      }
    }
  }
#endif
