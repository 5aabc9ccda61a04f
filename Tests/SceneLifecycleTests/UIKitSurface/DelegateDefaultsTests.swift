#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// A delegate method the app's class lacks runs the protocol's default, which tells the harness the app declined the
  /// call and returns what UIKit assumes for a missing method; a method the class implements runs instead and
  /// reports nothing.
  final class DelegateDefaultsTests: XCTestCase, @unchecked Sendable {
    func testMissingLaunchMethodsReportDeclinedAndReturnTrue() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let delegate = BareAppDelegate()
        let (results, recorded) = whileBound(app) {
          [
            delegate.application(app, willFinishLaunchingWithOptions: nil),
            delegate.application(app, didFinishLaunchingWithOptions: [.shortcutItem: "x"]),
          ]
        }
        XCTAssertEqual(results, [true, true])
        XCTAssertEqual(recorded, [.declined, .declined])
      }
    }

    func testMissingConfigurationMethodReturnsTheDefaultConfigurationForTheSessionsRole() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let session = UISceneSession(persistentIdentifier: "A", role: .windowExternalDisplayNonInteractive)
        let (configuration, recorded) = whileBound(app) {
          BareAppDelegate().application(app, configurationForConnecting: session, options: UIScene.ConnectionOptions())
        }
        XCTAssertEqual(configuration.name, "Default Configuration")
        XCTAssertEqual(configuration.role, .windowExternalDisplayNonInteractive)
        XCTAssertNil(configuration.delegateClass)
        XCTAssertEqual(recorded, [.declined])
      }
    }

    func testMissingURLAndActivityMethodsReportDeclinedAndReturnFalse() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let delegate = BareAppDelegate()
        let url = URL(string: "myapp://search")
        let (results, recorded) = whileBound(app) {
          [
            url.map { delegate.application(app, open: $0, options: [:]) } ?? true,
            delegate.application(app, willContinueUserActivityWithType: "NSUserActivityTypeBrowsingWeb"),
            delegate.application(app, continue: NSUserActivity(activityType: "x"), restorationHandler: { _ in }),
          ]
        }
        XCTAssertEqual(results, [false, false, false])
        XCTAssertEqual(recorded, [.declined, .declined, .declined])
      }
    }

    func testMissingPerformActionReportsDeclinedAndNeverCallsTheCompletionHandler() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let scene = makeWindowScene()
        let item = UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
        var calls: [Bool] = []
        let recorded = events(of: app) {
          BareAppDelegate().application(app, performActionFor: item) { calls.append($0) }
          BareSceneDelegate().windowScene(scene, performActionFor: item) { calls.append($0) }
        }
        XCTAssertEqual(calls, [])
        XCTAssertEqual(recorded, [.declined, .declined])
      }
    }

    func testEveryMissingStateAndSceneMethodReportsDeclinedOnce() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let appDelegate = BareAppDelegate()
        let sceneDelegate = BareSceneDelegate()
        let scene = makeWindowScene()
        let recorded = events(of: app) {
          appDelegate.application(app, didDiscardSceneSessions: [scene.session])
          appDelegate.applicationWillEnterForeground(app)
          appDelegate.applicationDidBecomeActive(app)
          appDelegate.applicationWillResignActive(app)
          appDelegate.applicationDidEnterBackground(app)
          appDelegate.applicationWillTerminate(app)
          sceneDelegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
          sceneDelegate.sceneDidDisconnect(scene)
          sceneDelegate.sceneDidBecomeActive(scene)
          sceneDelegate.sceneWillResignActive(scene)
          sceneDelegate.sceneWillEnterForeground(scene)
          sceneDelegate.sceneDidEnterBackground(scene)
          sceneDelegate.scene(scene, openURLContexts: [])
          sceneDelegate.scene(scene, willContinueUserActivityWithType: "x")
          sceneDelegate.scene(scene, continue: NSUserActivity(activityType: "x"))
        }
        XCTAssertEqual(recorded, Array(repeating: .declined, count: 15))
      }
    }

    func testTheDefaultWindowIsNoneIgnoresANewValueAndIsNotADecline() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let appDelegate = BareAppDelegate()
        let sceneDelegate = BareSceneDelegate()
        let recorded = events(of: app) {
          appDelegate.window = UIWindow()
          sceneDelegate.window = UIWindow()
        }
        XCTAssertNil(appDelegate.window)
        XCTAssertNil(sceneDelegate.window)
        XCTAssertEqual(recorded, [])
      }
    }

    func testImplementedMethodsRunInsteadOfTheDefaultsAndReportNoDecline() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let appDelegate = AppDelegate()
        app.delegate = appDelegate
        let sceneDelegate = SceneDelegate()
        let scene = makeWindowScene()
        let item = UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
        var calls: [Bool] = []
        let (configuration, recorded) = whileBound(app) {
          let configuration = appDelegate.application(
            app, configurationForConnecting: scene.session, options: UIScene.ConnectionOptions(shortcutItem: item))
          sceneDelegate.windowScene(scene, performActionFor: item) { calls.append($0) }
          sceneDelegate.sceneDidBecomeActive(scene)
          return configuration
        }
        XCTAssertEqual(configuration.name, "Default Configuration")
        XCTAssertEqual(recorded, [], "the seed article's methods are its own, not the defaults")
        // The article's scene delegate keeps no completion handler and never calls it: the bug the adaptor reports.
        XCTAssertEqual(calls, [])
        XCTAssertNil(appDelegate.shortcutItemToProcess, "sceneDidBecomeActive took the item")
      }
    }

    func testADeclineOutsideAnyBindingIsRecordedNowhere() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        XCTAssertTrue(BareAppDelegate().application(app, didFinishLaunchingWithOptions: nil))
        XCTAssertEqual(app.recorder.events, [])
        XCTAssertEqual(UIApplication.shared.recorder.events, [])
      }
    }
  }
#endif
