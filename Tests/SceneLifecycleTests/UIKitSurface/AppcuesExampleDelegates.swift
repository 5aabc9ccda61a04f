#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  // The deep-link routing of Appcues' example app, written from its code:
  // https://github.com/appcues/appcues-ios-sdk/blob/148f221cf4a4b8e4e7e6fd2f10d080705c596f16/Examples/DeveloperCocoapodsExample/CocoapodsExample/DeeplinkNavigator.swift
  // and its scene delegate,
  // https://github.com/appcues/appcues-ios-sdk/blob/2d9e88c72046b8c89fddc0283fcd4f8962d20f3b/Examples/DeveloperCocoapodsExample/CocoapodsExample/SceneDelegate.swift
  // The routing is the app's, line for line, with three changes: `@MainActor` on the types that read UIKit's objects
  // (the app is built in Swift 5 mode, this target in Swift 6), the Appcues SDK's calls left out (they handle only
  // the SDK's own links and experiences), and the storyboard rebuilt in code, since the surface has no storyboards:
  // https://github.com/appcues/appcues-ios-sdk/blob/01748dbcc8ac2b742c009583d6eaa1a832e5933f/Examples/DeveloperCocoapodsExample/CocoapodsExample/Base.lproj/Main.storyboard
  // (a navigation controller whose root is the sign-in screen, and its "signin" segue presenting the tab bar
  // controller full screen, each tab a navigation controller).
  //
  // Linking to sign-in from inside the tabs calls `dismiss(animated:)` on the tab's own screen, a child of a
  // navigation controller inside the presented tab bar controller. UIKit hands the dismissal to the presenter and
  // the sign-in screen shows again; a surface that kept a presentation on the view controller asked for it did
  // nothing, and the next link was judged from the tabs still up (UIKit semantics article, 11f).
  import Foundation
  import SceneLifecycle

  /// The sign-in screen, the storyboard's first screen.
  final class SignInViewController: UIViewController {
    /// The storyboard's "signin" segue: a presentation, full screen, of a new tab bar controller with a navigation
    /// controller per tab (Main.storyboard).
    func performSegue(withIdentifier identifier: String, sender: Any?) {
      guard identifier == "signin" else { return }
      let tabs = UITabBarController()
      tabs.viewControllers = [
        UINavigationController(rootViewController: EventsViewController()),
        UINavigationController(rootViewController: ProfileViewController()),
        UINavigationController(rootViewController: GroupViewController()),
      ]
      tabs.modalPresentationStyle = .fullScreen
      present(tabs, animated: true)
    }
  }

  /// The first tab's screen.
  final class EventsViewController: UIViewController {}
  /// The second tab's screen.
  final class ProfileViewController: UIViewController {}
  /// The third tab's screen.
  final class GroupViewController: UIViewController {}

  /// The app's scene delegate: it hands links to its navigator, which routes them once the scene is active.
  final class AppcuesExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    lazy var deeplinkNavigator = DeeplinkNavigator()

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      // The storyboard's window, which UIKit makes and shows: a navigation controller with the sign-in screen.
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(rootViewController: SignInViewController())
      self.window = window
      window.makeKeyAndVisible()

      // Handle app-specific deeplinks.
      deeplinkNavigator.handle(scene, openURLContexts: connectionOptions.urlContexts)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
      deeplinkNavigator.didBecomeActive()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      // Handle app-specific deeplinks.
      deeplinkNavigator.handle(scene, openURLContexts: URLContexts)
    }
  }

  // NOTE: This deeplink implementation should not be taken as an example of best practices. It's not particularly
  // scalable, it's coupled to the specific view controller hierarchy of the app, and uses segues which can cause
  // runtime crashes.
  @MainActor
  class DeeplinkNavigator {

    /// Link destinations
    enum Deeplink {
      case signIn
      case events
      case profile
      case group

      var tabIndex: Int? {
        // needs to match Main.storyboard
        switch self {
        case .signIn: return nil
        case .events: return 0
        case .profile: return 1
        case .group: return 2
        }
      }

      init?(host: String?) {
        switch host?.lowercased() {
        case "signin": self = .signIn
        case "events": self = .events
        case "profile": self = .profile
        case "group": self = .group
        default: return nil
        }
      }
    }

    /// Link origins
    @MainActor
    enum AppScreen {
      case signIn(SignInViewController)
      case events(EventsViewController)
      case profile(ProfileViewController)
      case group(GroupViewController)

      var controller: UIViewController {
        switch self {
        case .signIn(let controller): return controller
        case .events(let controller): return controller
        case .profile(let controller): return controller
        case .group(let controller): return controller
        }
      }

      init?(rootController: UIViewController?) {
        var screen: AppScreen?
        if let navigationController = rootController as? UINavigationController {
          screen = AppScreen(rootController: navigationController.topViewController)
        } else if let tabController = rootController as? UITabBarController {
          screen = AppScreen(rootController: tabController.selectedViewController)
        } else {
          if let signInController = rootController as? SignInViewController {
            screen = AppScreen(rootController: rootController?.presentedViewController) ?? .signIn(signInController)
          } else if let eventsController = rootController as? EventsViewController {
            screen = .events(eventsController)
          } else if let profileController = rootController as? ProfileViewController {
            screen = .profile(profileController)
          } else if let groupController = rootController as? GroupViewController {
            screen = .group(groupController)
          }
        }

        if let screen = screen {
          self = screen
        } else {
          return nil
        }
      }
    }

    private var storedHandler: (() -> Void)?

    func handle(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      guard
        let url = URLContexts.first?.url,
        url.scheme == "appcues-example",
        let target = Deeplink(host: url.host)
      else { return }

      let handler = {
        guard
          let windowScene = scene as? UIWindowScene,
          let window = windowScene.windows.first(where: { $0.isKeyWindow }),
          let origin = AppScreen(rootController: window.rootViewController)
        else {
          return
        }

        switch (origin, target) {
        case (.signIn, .signIn), (.events, .events), (.profile, .profile), (.group, .group):
          // Linking to current screen, no changes needed
          break
        case (_, .signIn):
          origin.controller.dismiss(animated: false)
        case (.signIn(let controller), _):
          // NOTE: segue identifier needs to match Main.storyboard
          controller.performSegue(withIdentifier: "signin", sender: nil)
          fallthrough
        case (_, _):
          if let targetIndex = target.tabIndex {
            window.tabController?.selectedIndex = targetIndex
          }
        }
      }

      switch scene.activationState {
      case .foregroundActive:
        handler()
      case .foregroundInactive, .background, .unattached:
        fallthrough
      @unknown default:
        storedHandler = handler
      }
    }

    func didBecomeActive() {
      storedHandler?()
      storedHandler = nil
    }
  }

  extension UIWindow {
    var tabController: UITabBarController? {
      visibleViewController(controller: rootViewController)
    }

    private func visibleViewController<T: UIViewController>(controller: UIViewController?) -> T? {
      if let controller = controller as? T {
        return controller
      }
      if let navigationController = controller as? UINavigationController {
        return visibleViewController(controller: navigationController.topViewController)
      }
      if let tabController = controller as? UITabBarController {
        return visibleViewController(controller: tabController.selectedViewController)
      }
      if let presentedController = controller?.presentedViewController {
        return visibleViewController(controller: presentedController)
      }

      return nil
    }
  }
#endif
