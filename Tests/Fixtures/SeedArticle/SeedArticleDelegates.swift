// swift-format-ignore-file
// (The article's code stays as published, force casts and indentation included: formatting it would no longer
// test that the code compiles unchanged.)
#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
// The seed article's code (William Brawner, "App Shortcuts in iOS 13"): its app delegate and scene delegate, copied
// verbatim apart from the import lines, written against the UIKit-shaped surface SceneLifecycle offers. The class
// declarations and the `shortcutItemToProcess` and `window` properties are what the article's code implies.
// This file is the one copy in this package: the benchmark (`qa-sim-bench explore`, Bench+Delegates.swift, the
// workload of a team's own delegate classes) and SceneLifecycleTests (which run the classes against the simulator)
// compile it through symbolic links, and SeedArticleCopiesTests holds the dependent package's copy to it.
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

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func windowScene(_ windowScene: UIWindowScene,
                     performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        // When the user opens the app through a quick action, this is now the method that will be called
        (UIApplication.shared.delegate as! AppDelegate).shortcutItemToProcess = shortcutItem
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Is there a shortcut item that has not yet been processed?
        if let shortcutItem = (UIApplication.shared.delegate as! AppDelegate).shortcutItemToProcess {
            // In this sample an alert is being shown to indicate that the action has been triggered,
            // but in real code the functionality for the quick action would be triggered.
            var message = "\(shortcutItem.type) triggered"
            if let name = shortcutItem.userInfo?["Name"] {
                message += " for \(name)"
            }
            let alertController = UIAlertController(title: "Quick Action", message: message, preferredStyle: .alert)
            alertController.addAction(UIAlertAction(title: "Close", style: .default, handler: nil))
            window?.rootViewController?.present(alertController, animated: true, completion: nil)
            // Reset the shorcut item so it's never processed twice.
            (UIApplication.shared.delegate as! AppDelegate).shortcutItemToProcess = nil
        }
    }
}
#endif
