#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// Mastodon's scene delegate, as far as quick actions go
  /// (https://github.com/mastodon/mastodon-ios/blob/a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8/Mastodon/Supporting%20Files/SceneDelegate.swift):
  /// `willConnectTo` saves the launch item in `savedShortCutItem`; `sceneDidBecomeActive` hands it to the app's
  /// `async` handler from a `Task { }` and clears the slot; a warm item comes through the `async` form of
  /// `performActionFor` alone. The handler switches to the item's tab or presents the composer; the app's own
  /// coordinator becomes a tab bar controller here.
  final class MastodonSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// Mastodon's search item's type.
    nonisolated static let searchType = "org.joinmastodon.app.search"
    /// Mastodon's new-post item's type.
    nonisolated static let newPostType = "org.joinmastodon.app.new-post"

    var window: UIWindow?
    var savedShortCutItem: UIApplicationShortcutItem?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      self.window = window
      let tabs = UITabBarController()
      tabs.viewControllers = ["home", "search", "notifications"].map { name in
        let screen = UIViewController()
        screen.title = name
        return screen
      }
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      if let shortcutItem = connectionOptions.shortcutItem {
        // Save it off for later when we become active.
        savedShortCutItem = shortcutItem
      }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
      if let shortcutItem = savedShortCutItem {
        Task {
          _ = await handler(shortcutItem: shortcutItem)
        }
        savedShortCutItem = nil
      }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async
      -> Bool
    {
      await handler(shortcutItem: shortcutItem)
    }

    @MainActor
    private func handler(shortcutItem: UIApplicationShortcutItem) async -> Bool {
      guard let tabs = window?.rootViewController as? UITabBarController else { return false }
      switch shortcutItem.type {
      case Self.searchType:
        tabs.selectedIndex = 1
      case Self.newPostType:
        let compose = UIViewController()
        compose.title = "compose"
        tabs.present(compose, animated: true)
      default:
        break
      }
      return true
    }
  }
#endif
