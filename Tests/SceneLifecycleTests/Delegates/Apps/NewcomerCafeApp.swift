#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  // A newcomer's first scene app (issue 38): a café app whose window shows a navigation stack of orders, with an
  // onboarding screen presented over it until the user logs in. An "Orders" quick action pops to the root; a
  // `cafe://cafes/<id>` link pushes the café. Until login both are parked and shown once the user has logged in.
  // Its bug: `scene(_:willConnectTo:options:)` routes a launch URL before it makes the window, so the route finds
  // no navigation controller and the link is lost on a cold launch. `FixedCafeSceneDelegate` makes the window first.

  /// The root screen: the user's orders.
  final class OrdersListViewController: UIViewController {}

  /// A café's screen.
  final class CafeViewController: UIViewController {
    let cafeID: String

    init(cafeID: String) {
      self.cafeID = cafeID
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      cafeID = ""
      super.init(coder: coder)
    }
  }

  /// The onboarding screen, up until the user logs in.
  final class OnboardingViewController: UIViewController {}

  /// The café app's quick action types.
  enum CafeShortcut {
    /// Shows the orders.
    static let orders = "com.example.cafe.orders"
  }

  /// Knows whether the user has logged in, for the whole process.
  final class CafeAppDelegate: UIResponder, UIApplicationDelegate {
    var isLoggedIn = false

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      true
    }
  }

  /// The scene delegate as the newcomer wrote it.
  class CafeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// A link that came before login.
    var parkedURL: URL?
    /// A quick action that came before login.
    var parkedShortcut: UIApplicationShortcutItem?

    private var isLoggedIn: Bool { (UIApplication.shared.delegate as? CafeAppDelegate)?.isLoggedIn ?? false }

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      if let url = connectionOptions.urlContexts.first?.url { open(url) }
      makeWindow(for: scene)
      if let item = connectionOptions.shortcutItem { _ = perform(item) }
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      completionHandler(perform(shortcutItem))
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      if let url = URLContexts.first?.url { open(url) }
    }

    /// The window with the orders, and the onboarding over them until the user logs in.
    func makeWindow(for scene: UIScene) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(rootViewController: OrdersListViewController())
      window.makeKeyAndVisible()
      self.window = window
      if !isLoggedIn { window.rootViewController?.present(OnboardingViewController(), animated: false) }
    }

    /// The user logged in: the onboarding goes, and what waited behind it is shown.
    func finishOnboarding() {
      window?.rootViewController?.dismiss(animated: true)
      if let url = parkedURL {
        parkedURL = nil
        open(url)
      }
      if let item = parkedShortcut {
        parkedShortcut = nil
        _ = perform(item)
      }
    }

    /// Routes a quick action: "Orders" pops to the root.
    func perform(_ item: UIApplicationShortcutItem) -> Bool {
      guard item.type == CafeShortcut.orders,
        let navigation = window?.rootViewController as? UINavigationController
      else { return false }
      guard isLoggedIn else {
        parkedShortcut = item
        return true
      }
      navigation.popToRootViewController(animated: true)
      return true
    }

    /// Routes a link: `cafe://cafes/<id>` pushes the café.
    func open(_ url: URL) {
      guard let navigation = window?.rootViewController as? UINavigationController else { return }
      guard isLoggedIn else {
        parkedURL = url
        return
      }
      guard url.scheme == "cafe", url.host == "cafes" else { return }
      navigation.pushViewController(CafeViewController(cafeID: url.lastPathComponent), animated: true)
    }
  }

  /// The fix: the window first, then the launch URL.
  final class FixedCafeSceneDelegate: CafeSceneDelegate {
    override func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      makeWindow(for: scene)
      if let url = connectionOptions.urlContexts.first?.url { open(url) }
      if let item = connectionOptions.shortcutItem { _ = perform(item) }
    }
  }

  extension DelegateApp {
    /// The café app with `sceneDelegate`, its `login` event (the user logs in on the onboarding screen as soon as it
    /// is up) and `destinations`, if the test declares any.
    static func cafe(
      _ sceneDelegate: @escaping @MainActor () -> CafeSceneDelegate,
      destinations: [String: Destination] = [:]
    ) -> DelegateApp {
      DelegateApp(
        appDelegate: CafeAppDelegate.init, sceneDelegate: sceneDelegate,
        events: [
          .named("login", readiness: .afterFirstActivation) { live in
            live.appDelegate(as: CafeAppDelegate.self)?.isLoggedIn = true
            live.sceneDelegate(as: CafeSceneDelegate.self)?.finishOnboarding()
          }
        ],
        destinations: destinations)
    }
  }
#endif
