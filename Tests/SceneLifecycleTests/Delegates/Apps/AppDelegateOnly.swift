#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// Presents an alert for `item` on `window`'s root view controller; `true` when it knew the item.
  @MainActor func showAlert(for item: UIApplicationShortcutItem, in window: UIWindow?) -> Bool {
    let alert = UIAlertController(title: "Quick Action", message: item.type, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Close", style: .default, handler: nil))
    window?.rootViewController?.present(alert, animated: true, completion: nil)
    return true
  }

  /// The app-delegate lifecycle done as Apple's 2015 sample does it: the launch item is kept and handled on
  /// activation, and `didFinishLaunching` returns `false` so that UIKit does not also call `performActionFor`.
  final class LaunchOptionsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launchedShortcutItem: UIApplicationShortcutItem?

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      var shouldPerformAdditionalDelegateHandling = true
      if let shortcutItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
        launchedShortcutItem = shortcutItem
        shouldPerformAdditionalDelegateHandling = false
      }
      return shouldPerformAdditionalDelegateHandling
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
      guard let shortcut = launchedShortcutItem else { return }
      _ = showAlert(for: shortcut, in: window)
      launchedShortcutItem = nil
    }

    func application(
      _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      completionHandler(showAlert(for: shortcutItem, in: window))
    }
  }

  /// Bug: the same app delegate, but `didFinishLaunching` always returns `true`, so UIKit also calls
  /// `performActionFor` for the launch item.
  final class ReturnsTrueAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launchedShortcutItem: UIApplicationShortcutItem?

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      launchedShortcutItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem
      return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
      guard let shortcut = launchedShortcutItem else { return }
      _ = showAlert(for: shortcut, in: window)
      launchedShortcutItem = nil
    }

    func application(
      _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      completionHandler(showAlert(for: shortcutItem, in: window))
    }
  }

  /// Keeps the completion handler in a property and calls it on the next activation, then lets it go.
  final class KeptCompletionAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var pendingCompletion: ((Bool) -> Void)?

    func application(
      _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      _ = showAlert(for: shortcutItem, in: window)
      pendingCompletion = completionHandler
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
      pendingCompletion?(true)
      pendingCompletion = nil
    }
  }
#endif
