// swift-format-ignore-file
// (The app's own file, in its own style.)
// A café app's scene delegate for custom-scheme links (`pariscafe://cafe/PRS103`): the launching URL waits on the
// delegate until the scene is active, a warm URL is opened at once. Only the import lines differ from the app's file.
#if canImport(UIKit)
import UIKit
#else
import SceneLifecycle
#endif

class CafeViewController: UIViewController {
    let cafeID: String

    init(cafeID: String) {
        self.cafeID = cafeID
        super.init(nibName: nil, bundle: nil)
        title = cafeID
    }

    required init?(coder: NSCoder) { nil }
}

class CafeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var launchURL: URL?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        self.window = window
        window.makeKeyAndVisible()
        launchURL = connectionOptions.urlContexts.first?.url
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        if let url = launchURL {
            launchURL = nil
            open(url)
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        if let url = URLContexts.first?.url {
            open(url)
        }
    }

    private func open(_ url: URL) {
        guard url.host == "cafe", let id = url.pathComponents.last else { return }
        let navigation = window?.rootViewController as? UINavigationController
        navigation?.pushViewController(CafeViewController(cafeID: id), animated: true)
    }
}
