#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// The application's services that the model has no counterpart for (other apps, push, background time) are
  /// inert: they record nothing and call no completion handler, and what the app stores is kept. The window list is
  /// computed from the live scenes and the app delegate's window.
  final class ApplicationServicesTests: XCTestCase, @unchecked Sendable {
    func testOpeningURLsRecordsNothingAndNeverAnswers() throws {
      try MainActor.assumeIsolated {
        let app = UIApplication()
        let url = try XCTUnwrap(URL(string: "https://example.com/orders"))
        var answers: [Bool] = []
        let recorded = events(of: app) {
          app.open(url, options: [.universalLinksOnly: true]) { answers.append($0) }
          app.open(url)
        }
        XCTAssertEqual(recorded, [])
        XCTAssertEqual(answers, [], "the model has no other app, so the completion handler is never called")
        XCTAssertFalse(app.canOpenURL(url))
        XCTAssertEqual(
          UIApplication.OpenExternalURLOptionsKey.universalLinksOnly.rawValue,
          "UIApplicationOpenURLOptionUniversalLinksOnly")
      }
    }

    func testWindowsAreTheConnectedScenesWindowsThenTheAppDelegatesOwn() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let delegate = ReturnsTrueAppDelegate()  // an app without scenes, with a window of its own
        app.delegate = delegate
        XCTAssertTrue(app.windows.isEmpty)
        XCTAssertNil(app.keyWindow)

        let own = UIWindow(frame: UIScreen.main.bounds)
        delegate.window = own
        XCTAssertTrue(app.windows.elementsEqual([own], by: ===), "an app without scenes lists its delegate's window")

        let sceneB = makeWindowScene("B")
        let sceneA = makeWindowScene("A")
        let inB = UIWindow(windowScene: sceneB)
        let inA = UIWindow(windowScene: sceneA)
        app.connectedScenes = [sceneB, sceneA]
        XCTAssertTrue(app.windows.elementsEqual([inA, inB, own], by: ===), "scenes in session order, then the own one")

        inB.makeKeyAndVisible()
        XCTAssertTrue(app.keyWindow === inB)
        delegate.window = inA
        XCTAssertTrue(
          app.windows.elementsEqual([inA, inB], by: ===), "a delegate window in a scene is not listed twice")
      }
    }

    func testSceneRequestsAreNeitherGrantedNorRefused() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let scene = makeWindowScene()
        var errors = 0
        let recorded = events(of: app) {
          app.requestSceneSessionDestruction(scene.session, options: UISceneDestructionRequestOptions()) { _ in
            errors += 1
          }
          app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { _ in errors += 1 }
        }
        XCTAssertEqual(recorded, [])
        XCTAssertEqual(errors, 0)
        XCTAssertTrue(scene.session.scene === scene, "the session stays connected")
        #if !canImport(Darwin)
          XCTAssertNil(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example"))
          XCTAssertNil(FileManager.default.url(forUbiquityContainerIdentifier: nil))
          XCTAssertNil(FileManager.default.ubiquityIdentityToken)
          let file = URL(fileURLWithPath: "/tmp/shared.gpx")
          XCTAssertTrue(file.startAccessingSecurityScopedResource(), "the model has no sandbox")
          file.stopAccessingSecurityScopedResource()
        #endif
      }
    }

    func testBackgroundTasksGetFreshIdentifiersAndNeverExpire() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        var expired = 0
        let first = app.beginBackgroundTask { expired += 1 }
        let second = app.beginBackgroundTask(withName: "upload") { expired += 1 }
        XCTAssertNotEqual(first, .invalid)
        XCTAssertNotEqual(second, .invalid)
        XCTAssertNotEqual(first, second)
        app.endBackgroundTask(first)
        XCTAssertEqual(expired, 0)
        XCTAssertEqual(app.backgroundTimeRemaining, .greatestFiniteMagnitude)
        XCTAssertEqual(UIApplication().beginBackgroundTask(), first, "each app process counts from the start")
      }
    }

    func testRemoteNotificationsAndTheBadgeAreKeptWithoutAPushService() {
      MainActor.assumeIsolated {
        let app = UIApplication()
        let recorded = events(of: app) {
          app.registerForRemoteNotifications()
          app.applicationIconBadgeNumber = 3
          app.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
          app.beginReceivingRemoteControlEvents()
          app.endReceivingRemoteControlEvents()
        }
        XCTAssertEqual(recorded, [])
        XCTAssertFalse(app.isRegisteredForRemoteNotifications, "no device token ever arrives")
        XCTAssertEqual(app.statusBarOrientation, .portrait)
        XCTAssertEqual(app.applicationIconBadgeNumber, 3)
        XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
        XCTAssertEqual(UIApplication.LaunchOptionsKey.location.rawValue, "UIApplicationLaunchOptionsLocationKey")
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
      }
    }
  }
#endif
