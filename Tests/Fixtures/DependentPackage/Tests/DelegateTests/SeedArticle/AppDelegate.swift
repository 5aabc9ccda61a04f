// swift-format-ignore-file
// (The app's own file, in its own style.)
// The seed article's app delegate ("App Shortcuts in iOS 13"), as written there; only the import lines differ from
// the app's file.
#if canImport(UIKit)
import UIKit
#else
import SceneLifecycle
#endif

class AppDelegate: UIResponder, UIApplicationDelegate {
    var shortcutItemToProcess: UIApplicationShortcutItem?

    // MARK: UISceneSession Lifecycle
    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.

        // Grab a reference to the shortcutItem to use in the scene
        if let shortcutItem = options.shortcutItem {
            shortcutItemToProcess = shortcutItem
        }

        return UISceneConfiguration(name: "Default Configuration",
                                    sessionRole: connectingSceneSession.role)
    }
}
