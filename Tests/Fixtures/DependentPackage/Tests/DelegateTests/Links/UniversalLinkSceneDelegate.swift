// swift-format-ignore-file
// (The app's own file, in its own style.)
// The same café app's scene delegate for universal links (`https://example.com/cafe/PRS103`), which arrive as an
// `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb`. Only the import lines differ from the app's file.
#if canImport(UIKit)
import UIKit
#else
import SceneLifecycle
#endif

class UniversalLinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var launchActivity: NSUserActivity?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        self.window = window
        window.makeKeyAndVisible()
        launchActivity = connectionOptions.userActivities.first { $0.activityType == NSUserActivityTypeBrowsingWeb }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        if let activity = launchActivity {
            launchActivity = nil
            open(activity)
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        open(userActivity)
    }

    private func open(_ activity: NSUserActivity) {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL,
              url.pathComponents.count == 3, url.pathComponents[1] == "cafe" else { return }
        let navigation = window?.rootViewController as? UINavigationController
        navigation?.pushViewController(CafeViewController(cafeID: url.pathComponents[2]), animated: true)
    }
}
