// swift-format-ignore-file
// (The app's own file, in its own style.)
// The pattern of Apple's "Add Home Screen quick actions" sample for scene apps: the launching item is saved on the
// scene delegate and handled in `sceneDidBecomeActive(_:)`, and never cleared. Only the import lines and the class
// names differ from the app's files.
#if canImport(UIKit)
import UIKit
#else
import SceneLifecycle
#endif

class SampleAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

class SampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    enum ActionType: String {
        case searchAction = "SearchAction"
        case shareAction = "ShareAction"
        case favoriteAction = "FavoriteAction"
    }

    var window: UIWindow?
    var savedShortCutItem: UIApplicationShortcutItem!

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        /** Process the quick action if the user selected one to launch the app.
            Grab a reference to the shortcutItem to use in the scene.
        */
        if let shortcutItem = connectionOptions.shortcutItem {
            // Save it off for later when we become active.
            savedShortCutItem = shortcutItem
        }
    }

    func handleShortCutItem(shortcutItem: UIApplicationShortcutItem) -> Bool {
        /** In this sample an alert is being shown to indicate that the action has been triggered,
            but in real code the functionality for the quick action would be triggered.
        */
        if let actionTypeValue = ActionType(rawValue: shortcutItem.type) {
            switch actionTypeValue {
            case .searchAction:
                break
            case .shareAction:
                break
            case .favoriteAction:
                break
            }
            let alertController = UIAlertController(title: "Quick Action",
                                                    message: "\(actionTypeValue.rawValue) triggered",
                                                    preferredStyle: .alert)
            alertController.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
            window?.rootViewController?.present(alertController, animated: true, completion: nil)
        }
        return true
    }

    func windowScene(_ windowScene: UIWindowScene,
                     performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        let handled = handleShortCutItem(shortcutItem: shortcutItem)
        completionHandler(handled)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        if savedShortCutItem != nil {
            _ = handleShortCutItem(shortcutItem: savedShortCutItem)
        }
    }
}
