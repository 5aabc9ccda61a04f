// swift-format-ignore-file
// (The app's own file, in its own style: the side package builds it unchanged.)
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    /// The quick action the scene was opened with, handled once the scene is active.
    var pendingShortcutItem: UIApplicationShortcutItem?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: CafeListViewController())
        self.window = window
        window.makeKeyAndVisible()
        pendingShortcutItem = connectionOptions.shortcutItem
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(open(shortcutItem))
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        guard let shortcutItem = pendingShortcutItem else { return }
        pendingShortcutItem = nil
        _ = open(shortcutItem)
    }

    /// Shows the screen a quick action stands for.
    private func open(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let navigation = window?.rootViewController as? UINavigationController else { return false }
        switch shortcutItem.type {
        case "com.example.cafe.search":
            navigation.pushViewController(CafeSearchViewController(), animated: true)
            return true
        case "com.example.cafe.favorites":
            navigation.pushViewController(CafeListViewController(favoritesOnly: true), animated: true)
            return true
        default:
            return false
        }
    }
}
