#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// The app's own router, isolated to the main actor as app code in Swift 6 mode is: it shows the screen for a
  /// quick action on the window's navigation stack.
  @MainActor final class ShortcutRouter {
    /// The window it routes in.
    weak var window: UIWindow?

    /// Pushes a screen titled with the item's type; `true` when it could.
    func handle(_ item: UIApplicationShortcutItem) -> Bool {
      guard let navigation = window?.rootViewController as? UINavigationController else { return false }
      let screen = UIViewController()
      screen.title = item.type
      navigation.pushViewController(screen, animated: true)
      return true
    }
  }

  /// Makes the window of `scene` with a navigation stack, for `router` to route in.
  @MainActor func makeRoutingWindow(_ scene: UIScene, router: ShortcutRouter) -> UIWindow? {
    guard let windowScene = scene as? UIWindowScene else { return nil }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: UIViewController())
    window.makeKeyAndVisible()
    router.window = window
    return window
  }

  /// Handles the launch item from a task, as QuickActionsKit's UIKit setup does
  /// (https://github.com/mlbonniec/QuickActionsKit/blob/main/Sources/QuickActionsKit/QuickActionsKit.docc/Setup/UIKit/SetupUIKitStep2.swift):
  /// `Task { await manager?.handle(shortcut: shortcutItem) }` in `willConnectTo`, and the warm one in the `async`
  /// form of `performActionFor` (SetupUIKitStep3.swift in the same folder).
  final class TaskSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let router = ShortcutRouter()

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      window = makeRoutingWindow(scene, router: router)
      if let shortcutItem = connectionOptions.shortcutItem {
        Task { _ = router.handle(shortcutItem) }
      }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async
      -> Bool
    {
      router.handle(shortcutItem)
    }
  }

  /// Defers the quick action to the main queue, as fixes for a handling that ran too early do: the completion
  /// handler is called from the block.
  final class DispatchingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let router = ShortcutRouter()

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      window = makeRoutingWindow(scene, router: router)
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      DispatchQueue.main.async { [router] in
        completionHandler(router.handle(shortcutItem))
      }
    }
  }

  /// A splash screen hands over to the real UI after a delay, and the launch item waits for it: the route runs in
  /// `asyncAfter`, half a second after `willConnectTo`; a second, shorter delay shows the splash's fade first.
  final class SplashSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let router = ShortcutRouter()

    /// What ran, in order.
    var log: [String] = []

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      window = makeRoutingWindow(scene, router: router)
      let item = connectionOptions.shortcutItem
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [self] in
        log.append("route")
        if let item { _ = router.handle(item) }
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [self] in
        log.append("fade")
      }
    }
  }

  /// Implements neither form of `performActionFor`: a warm quick action is not delivered at all.
  final class NoWarmActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let router = ShortcutRouter()

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      window = makeRoutingWindow(scene, router: router)
      if let item = connectionOptions.shortcutItem { _ = router.handle(item) }
    }
  }
#endif
