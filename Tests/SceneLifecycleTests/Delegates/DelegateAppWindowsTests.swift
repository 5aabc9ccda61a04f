#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// A team's own delegate classes, run unchanged, in an app with several windows (UIKit semantics article, 12f
  /// rows 1 and 2): the seed article's `shortcutItemToProcess` on the app delegate is the slot every window shares.
  final class DelegateAppWindowsTests: XCTestCase {
    private func twoWindows() -> Simulator<DelegateApp> {
      Simulator(
        lifecycle: .scene, device: .iPad,
        strategy: DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init),
        shortcutItems: standardItems, windows: WindowSetup(sceneIDs: ["left", "right"], matches: []))
    }

    // 12f row 1: the Dock's quick action reaches the active left window by performActionFor alone, so the seed keeps
    // it on the app delegate; the right window, opened next, becomes active first and its sceneDidBecomeActive
    // presents the alert: the item shows in the wrong window. (The seed never calls the completion handler, 8g.)
    func testTheSeedDelegatesShowAnItemInTheWrongWindow() {
      var sim = twoWindows()
      sim.tapIcon()
      sim.quickAction(searchType)
      sim.send(.openWindow(scene: 1))
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [.completionMissing, .wrongScene])
      let message = sim.violations.first { $0.kind == .wrongScene }.map {
        $0.message(itemName: sim.catalog.name(of:), sceneName: { ["left", "right"][Int($0)] })
      }
      XCTAssertEqual(message, "\(searchType) was handled by scene @right although UIKit routed it to @left")
      XCTAssertTrue(sim.traceLines.contains("note UIKit routes \(searchType) to @left (can)"), "\(sim.traceLines)")
      XCTAssertTrue(sim.traceLines.contains("system sceneDidBecomeActive(_:) @right"), "\(sim.traceLines)")
    }

    // With one window the same classes are clean on a cold launch (the routed window is the only one).
    func testTheSeedDelegatesAreCleanWhenTheRoutedWindowIsTheOneThatActivates() {
      var sim = twoWindows()
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [])
    }

    // 12f row 2: what the app keeps in `session.userInfo` stays with the session when the process dies; the next
    // process's session object has it. A Dock quick action reaches the active scene, which keeps it there for its next
    // activation; the system ends the process; the relaunch restores the session and hands the item over at last: one
    // launch later, so `stale`, and not `lost`.
    func testSessionUserInfoOutlivesTheProcess() {
      var sim = Simulator(
        lifecycle: .scene, device: .iPad,
        strategy: DelegateApp(
          appDelegate: SessionKeepingAppDelegate.init, sceneDelegate: SessionKeepingSceneDelegate.init),
        shortcutItems: standardItems)
      sim.tapIcon()
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledTypes, [])
      sim.send(.goHome)
      sim.send(.systemTerminate)
      sim.tapIcon()
      XCTAssertEqual(sim.handledTypes, [searchType])
      XCTAssertEqual(sim.violationKinds, [.stale])
    }
  }

  /// Names the scene delegate class that keeps items on its session.
  final class SessionKeepingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = SessionKeepingSceneDelegate.self
      return configuration
    }
  }

  /// Keeps a delivered item in `session.userInfo` and shows it at the scene's next activation.
  final class SessionKeepingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      windowScene.session.userInfo = ["pendingShortcut": shortcutItem]
      completionHandler(true)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
      guard let item = scene.session.userInfo?["pendingShortcut"] as? UIApplicationShortcutItem else { return }
      scene.session.userInfo = nil
      let alert = UIAlertController(title: item.localizedTitle, message: item.type, preferredStyle: .alert)
      window?.rootViewController?.present(alert, animated: true, completion: nil)
    }
  }
#endif
