#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  // Apple's scene-based quick-action sample pattern ("Add Home Screen quick actions"): the scene delegate keeps
  // `savedShortCutItem` from the connection options, handles it in `sceneDidBecomeActive` without clearing it, and
  // handles a warm item in `windowScene(_:performActionFor:completionHandler:)`, answering with the result.

  final class AppleSampleAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      true
    }

    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
      // A SwiftUI app names its scene delegate here; a UIKit app's Info.plist does.
      configuration.delegateClass = AppleSampleSceneDelegate.self
      return configuration
    }
  }

  final class AppleSampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var savedShortCutItem: UIApplicationShortcutItem!

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      if let shortcutItem = connectionOptions.shortcutItem {
        savedShortCutItem = shortcutItem
      }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
      if savedShortCutItem != nil {
        _ = handleShortCutItem(item: savedShortCutItem)
      }
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      let handled = handleShortCutItem(item: shortcutItem)
      completionHandler(handled)
    }

    func handleShortCutItem(item: UIApplicationShortcutItem) -> Bool {
      let alert = UIAlertController(title: item.localizedTitle, message: item.type, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
      window?.rootViewController?.present(alert, animated: true, completion: nil)
      return true
    }
  }
#endif
