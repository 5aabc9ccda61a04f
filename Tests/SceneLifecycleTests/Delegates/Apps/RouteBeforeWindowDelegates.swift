#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// The first screen of an app that builds its window in code.
  final class HomeViewController: UIViewController {}

  /// Builds the window of `scene` in code, on a navigation stack that links push onto, and shows it.
  @MainActor func makeNavigationWindow(in scene: UIScene) -> UIWindow? {
    guard let windowScene = scene as? UIWindowScene else { return nil }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: HomeViewController())
    window.makeKeyAndVisible()
    return window
  }

  /// Bug, from a newcomer's scene app (issue 38's trial): no storyboard, the window is built in code in
  /// `scene(_:willConnectTo:options:)`, and the cold launch's link is routed at the top of that method, before the
  /// window exists, so its push goes nowhere and the link is lost on every cold launch. Warm links are routed by
  /// `scene(_:openURLContexts:)` onto the same navigation stack.
  final class RouteBeforeWindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      if let url = connectionOptions.urlContexts.first?.url { route(url, in: window) }
      window = makeNavigationWindow(in: scene)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      guard let url = URLContexts.first?.url else { return }
      route(url, in: window)
    }
  }

  /// The same app fixed as a newcomer would: the window first, then the cold link's route. Nothing is lost; the
  /// route is taken while the scene is not active yet (`handledWhileInactive`, a warning).
  final class RouteAfterWindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      window = makeNavigationWindow(in: scene)
      if let url = connectionOptions.urlContexts.first?.url { route(url, in: window) }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      guard let url = URLContexts.first?.url else { return }
      route(url, in: window)
    }
  }
#endif
