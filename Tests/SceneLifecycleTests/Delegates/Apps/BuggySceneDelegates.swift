#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// Bug: reads `connectionOptions.urlContexts` but not `.shortcutItem`, so a quick action that launches the app
  /// is never handled (a warm one is).
  final class ShortcutBlindSceneDelegate: UIResponder, UIWindowSceneDelegate {
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

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      completionHandler(showAlert(for: shortcutItem, in: window))
    }
  }

  /// `ShortcutBlindSceneDelegate` fixed: it also reads `connectionOptions.shortcutItem`, and shows the launch item when
  /// the scene becomes active.
  final class ShortcutReadingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var pendingURL: URL?
    var pendingItem: UIApplicationShortcutItem?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      pendingURL = connectionOptions.urlContexts.first?.url
      pendingItem = connectionOptions.shortcutItem
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
      if let item = pendingItem {
        pendingItem = nil
        _ = showAlert(for: item, in: window)
      }
      guard let url = pendingURL else { return }
      pendingURL = nil
      route(url, in: window)
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      completionHandler(showAlert(for: shortcutItem, in: window))
    }
  }

  /// Bug: handles the warm item but never calls the completion handler.
  final class ForgetfulSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      _ = showAlert(for: shortcutItem, in: window)
    }
  }

  /// Bug: keeps the item on the scene delegate until the next activation; a reconnect makes a new scene delegate
  /// without it.
  final class ItemOnSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var pendingItem: UIApplicationShortcutItem?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      pendingItem = connectionOptions.shortcutItem
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      pendingItem = shortcutItem
      completionHandler(true)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
      guard let item = pendingItem else { return }
      pendingItem = nil
      _ = showAlert(for: item, in: window)
    }
  }

  /// Bug: calls the completion handler twice.
  final class TwiceCompletingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      completionHandler(showAlert(for: shortcutItem, in: window))
      completionHandler(true)
    }
  }

  /// Implements none of the scene delegate's methods beyond its window: UIKit calls nothing on it.
  final class NoMethodsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
  }
#endif
