#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// Appcues' example app (AppcuesExampleDelegates.swift, written from its code) links to sign-in from inside its
  /// tabs by dismissing from the tab's own screen, a child of the presented tab bar controller. UIKit hands that
  /// dismissal to the presenter (UIKit semantics article, 11f row 6), so the next link starts from the sign-in
  /// screen again and presents the tabs.
  final class PresentationForwardingFixtureTests: XCTestCase, @unchecked Sendable {
    /// The app, with its window built by its scene delegate.
    private var app: DelegateApp {
      DelegateApp(
        appDelegate: BareAppDelegate.init, sceneDelegate: AppcuesExampleSceneDelegate.init, mainStoryboard: nil)
    }

    /// The window the app's scene delegate shows.
    @MainActor private func window(of sim: Simulator<DelegateApp>) throws -> UIWindow {
      let delegate = try XCTUnwrap(sim.runner.strategy.liveObjects?.scenes.first?.delegate)
      return try XCTUnwrap((delegate as? AppcuesExampleSceneDelegate)?.window)
    }

    /// Before: the dismissal did nothing, so the third link found the profile tab still up, changed nothing, and
    /// was `lost` (measured on the surface before this change: handled `[profile]`, violations `[lost, lost]`). Now the sign-in link takes the tabs away, and the third link presents them again and selects
    /// the profile tab: handled. The sign-in link itself shows the screen under the tabs by dismissing them,
    /// which the heuristic does not count as handling (11d row 2): a test that declares its destination says
    /// more.
    func testLinkingToSignInFromATabDismissesTheTabsSoTheNextLinkPresentsThemAgain() throws {
      try MainActor.assumeIsolated {
        var sim = Simulator(lifecycle: .scene, strategy: app, shortcutItems: standardItems)
        sim.openURL("appcues-example://profile")
        sim.send(.goHome)
        sim.openURL("appcues-example://signin")
        let window = try window(of: sim)
        let root = try XCTUnwrap(window.rootViewController as? UINavigationController)
        XCTAssertNil(window.tabController, "the sign-in link took the tabs away: \(sim.traceLines)")
        XCTAssertNil(root.presentedViewController)
        XCTAssertTrue(root.topViewController is SignInViewController)

        sim.send(.goHome)
        sim.openURL("appcues-example://profile")
        XCTAssertNil(
          sim.traceMismatch(
            [
              "system scene(_:openURLContexts:) appcues-example://signin", "app dismiss UITabBarController",
              "system scene(_:openURLContexts:) appcues-example://profile",
              "app handle appcues-example://profile", "app present UITabBarController", "app selectTab 1",
            ], mode: .subsequence), "\(sim.traceLines)")
        XCTAssertEqual(sim.handledTypes, ["appcues-example://profile", "appcues-example://profile"])
        let tabs = try XCTUnwrap(root.presentedViewController as? UITabBarController)
        XCTAssertTrue(tabs.presentingViewController === root, "the navigation controller presents, not sign-in")
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(sim.violations.filter { $0.kind == .lost }.count, 1, "only the sign-in link: \(sim.violations)")
      }
    }
  }
#endif
