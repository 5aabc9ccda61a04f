#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// The properties delegate code sets on windows, views, view controllers, scenes and sessions are kept with
  /// UIKit's defaults and change nothing the harness records: a presentation is the same screen change whatever its
  /// style.
  final class WindowAndPresentationPropertiesTests: XCTestCase, @unchecked Sendable {
    func testAWindowMadeFromAFrameHasNoSceneAndBecomesKeyWithoutShowing() {
      MainActor.assumeIsolated {
        let window = UIWindow(frame: UIScreen.main.bounds)
        XCTAssertNil(window.windowScene)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(window.bounds.size, window.frame.size)
        XCTAssertEqual(window.windowLevel, .normal)
        window.windowLevel = .alert + 1
        XCTAssertEqual(window.windowLevel, UIWindow.Level(2001))
        XCTAssertEqual(window.windowLevel - 1, .alert)
        XCTAssertGreaterThan(window.windowLevel.rawValue, UIWindow.Level.statusBar.rawValue)

        let scene = makeWindowScene()
        let splash = UIWindow(windowScene: scene)
        let main = UIWindow(windowScene: scene)
        splash.isHidden = true
        splash.makeKey()
        XCTAssertTrue(splash.isKeyWindow)
        XCTAssertTrue(splash.isHidden, "makeKey does not show the window")
        main.makeKeyAndVisible()
        XCTAssertFalse(splash.isKeyWindow)
        XCTAssertEqual(main.frame, UIScreen.main.bounds, "a scene's window fills the screen")
      }
    }

    func testViewPropertiesKeepUIKitsDefaultsUntilSet() {
      MainActor.assumeIsolated {
        let view = UIView()
        XCTAssertEqual(view.frame, .zero)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertNil(view.backgroundColor)
        XCTAssertEqual(view.tintColor, .systemBlue)
        XCTAssertEqual(view.overrideUserInterfaceStyle, .unspecified)
        view.overrideUserInterfaceStyle = .dark
        view.tintColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        view.backgroundColor = UIColor(named: "Brand")
        XCTAssertEqual(view.overrideUserInterfaceStyle, .dark)
        XCTAssertEqual(view.tintColor.components, [1, 0.5, 0, 1])
        XCTAssertEqual(view.backgroundColor?.name, "Brand")
        XCTAssertEqual(UIColor.white, UIColor(white: 1, alpha: 1))
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).components, [1, 0, 0, 0.5])
        XCTAssertNotEqual(UIColor.systemBlue, UIColor.blue)
      }
    }

    func testTheTransitionStyleAndModalityAreKeptAndChangeNothingRecorded() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let root = UIViewController()
        let presented = SearchViewController()
        XCTAssertEqual(presented.modalTransitionStyle, .coverVertical)
        XCTAssertFalse(presented.isModalInPresentation)
        let plain = events(of: app) {
          root.present(SearchViewController(), animated: true)
          root.dismiss(animated: true)
        }
        presented.modalTransitionStyle = .crossDissolve
        presented.isModalInPresentation = true
        let styled = events(of: app) {
          root.present(presented, animated: true)
          root.dismiss(animated: true)
        }
        XCTAssertEqual(styled, plain)
        XCTAssertEqual(presented.modalTransitionStyle, .crossDissolve)
        XCTAssertTrue(presented.isModalInPresentation)
      }
    }

    func testAnAlertsTextFieldsAreSetUpAtOnceAndListedInOrder() {
      MainActor.assumeIsolated {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        XCTAssertNil(alert.textFields)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField {
          $0.placeholder = "Password"
          $0.isSecureTextEntry = true
        }
        alert.addTextField()
        XCTAssertEqual(alert.textFields?.map(\.placeholder), ["Name", "Password", nil])
        XCTAssertEqual(alert.textFields?.map(\.isSecureTextEntry), [false, true, false])
      }
    }

    func testActivitiesForRestorationAndHandoffAreKeptAndNeverFilledIn() {
      MainActor.assumeIsolated {
        let scene = makeWindowScene()
        XCTAssertNil(scene.userActivity)
        XCTAssertNil(scene.session.stateRestorationActivity)
        let activity = NSUserActivity(activityType: "com.example.reading")
        scene.userActivity = activity
        scene.session.stateRestorationActivity = activity
        XCTAssertTrue(scene.userActivity === activity)
        XCTAssertTrue(scene.session.stateRestorationActivity === activity)
        XCTAssertNil(UIScene.ConnectionOptions().notificationResponse)
        activity.becomeCurrent()
        activity.resignCurrent()
        XCTAssertTrue(scene.userActivity === activity, "Handoff is inert: the activity stays as it was")
      }
    }

    func testTheDeviceAndScreenDescribeOneIPhone() {
      MainActor.assumeIsolated {
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertTrue(UIInterfaceOrientation.portrait.isPortrait)
        XCTAssertTrue(UIInterfaceOrientation.landscapeLeft.isLandscape)
        XCTAssertEqual(UIInterfaceOrientationMask.all, [.portrait, .portraitUpsideDown, .landscape])
        XCTAssertFalse(UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))
      }
    }
  }
#endif
