#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// The screen a routed link shows.
  final class RouteDetailViewController: UIViewController {
    let path: String

    init(path: String) {
      self.path = path
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      path = ""
      super.init(coder: coder)
    }
  }

  /// Pushes the screen for `url` on the window's navigation controller.
  @MainActor func route(_ url: URL, in window: UIWindow?) {
    let navigation = window?.rootViewController as? UINavigationController
    navigation?.pushViewController(RouteDetailViewController(path: url.path), animated: true)
  }

  /// An app delegate that names the link delegates' scene class (SwiftUI needs it) and does nothing else.
  final class LinkAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
  }

  /// A custom-scheme URL: read from `connectionOptions.urlContexts` on a cold launch and routed once the scene is
  /// active; routed at once from `scene(_:openURLContexts:)` while running.
  final class CustomURLSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var pendingURL: URL?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      pendingURL = connectionOptions.urlContexts.first?.url
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
      guard let url = pendingURL else { return }
      pendingURL = nil
      route(url, in: window)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      guard let url = URLContexts.first?.url else { return }
      route(url, in: window)
    }
  }

  /// A universal link: read from `connectionOptions.userActivities` on a cold launch and routed once the scene is
  /// active; routed at once from `scene(_:continue:)` while running.
  final class UniversalLinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var pendingURL: URL?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      let activity = connectionOptions.userActivities.first { $0.activityType == NSUserActivityTypeBrowsingWeb }
      pendingURL = activity?.webpageURL
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
      guard let url = pendingURL else { return }
      pendingURL = nil
      route(url, in: window)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else {
        return
      }
      route(url, in: window)
    }
  }
#endif
