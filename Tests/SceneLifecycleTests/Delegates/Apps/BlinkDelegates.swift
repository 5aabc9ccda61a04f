#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// Blink Shell's scene delegate, as far as URLs go
  /// (https://github.com/blinksh/blink/blob/3e07c90fc90d9672062652746dcf8f7d5cf3af79/Blink/SceneDelegate.swift):
  /// `willConnectTo` makes the window and, "until scene and streams are ready", hands the connection options' URL
  /// contexts to its own `scene(_:openURLContexts:)` a second later with `DispatchQueue.main.asyncAfter`; a warm URL
  /// goes to that method at once. An `ssh` URL opens a terminal, pushed here on a navigation stack.
  final class BlinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      self.window = window
      window.rootViewController = UINavigationController(rootViewController: UIViewController())
      window.isHidden = false

      // Await until scene and streams are ready
      DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
        self.scene(scene, openURLContexts: connectionOptions.urlContexts)
      }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      if let sshUrlScheme = URLContexts.first(where: { $0.url.scheme == "ssh" })?.url {
        _handleSshUrlScheme(with: sshUrlScheme)
      }
    }

    private func _handleSshUrlScheme(with url: URL) {
      guard let navigation = window?.rootViewController as? UINavigationController else { return }
      let terminal = UIViewController()
      terminal.title = url.host
      navigation.pushViewController(terminal, animated: true)
    }
  }
#endif
