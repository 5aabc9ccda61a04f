#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import SurfaceMainQueue

  extension DelegateApp {
    /// One scene the running process has connected, with the delegate object UIKit made for it.
    public struct LiveScene {
      /// The scene's session number.
      public let session: UInt8
      /// The scene object.
      public let scene: UIWindowScene
      /// Its delegate; `nil` when UIKit made none (SwiftUI without a custom delegate class).
      public let delegate: (any UIWindowSceneDelegate)?
    }

    /// A read-only view of the objects the running process holds, as UIKit made them.
    public struct LiveObjects {
      /// `UIApplication.shared` for this process.
      public let application: UIApplication
      /// The app delegate.
      public let appDelegate: (any UIApplicationDelegate)?
      /// The connected scenes, in session number order.
      public let scenes: [LiveScene]

      /// The objects `process` holds.
      @MainActor init(_ process: DelegateProcess) {
        application = process.application
        appDelegate = process.appDelegate
        scenes = process.scenes.keys.sorted().compactMap { session in
          process.scenes[session].map { LiveScene(session: session, scene: $0.scene, delegate: $0.delegate) }
        }
      }

      /// The app delegate as `type`, your class, if it is one.
      public func appDelegate<Delegate>(as type: Delegate.Type) -> Delegate? { appDelegate as? Delegate }

      /// The delegate of the first connected scene whose delegate is a `type`, your class, if any.
      public func sceneDelegate<Delegate>(as type: Delegate.Type) -> Delegate? {
        scenes.lazy.compactMap { $0.delegate as? Delegate }.first
      }

      /// Every window: the app delegate's `window`, then each connected scene's windows, in session order.
      @MainActor public var windows: [UIWindow] {
        (appDelegate?.window.map { [$0] } ?? []) + scenes.flatMap(\.scene.windows)
      }

      /// What each window shows on top, in ``windows``' order: from the root view controller, the view controller
      /// it presents (and so on), else a navigation controller's top one or a tab bar controller's selected one.
      @MainActor public var topViewControllers: [UIViewController] {
        windows.compactMap { $0.rootViewController.map(Self.top(of:)) }
      }

      /// What the key window shows on top (the first window's, when none is key).
      @MainActor public var topViewController: UIViewController? {
        (windows.first(where: \.isKeyWindow) ?? windows.first)?.rootViewController.map(Self.top(of:))
      }

      /// The view controller `controller` shows on top (``topViewControllers``).
      @MainActor static func top(of controller: UIViewController) -> UIViewController {
        var current = controller
        while true {
          if let presented = current.presentedViewController {
            current = presented
          } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
            current = top
          } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
            current = selected
          } else {
            return current
          }
        }
      }

      /// `root` and every view controller it reaches through its children and presentations, root first.
      @MainActor static func controllers(from root: UIViewController?) -> [UIViewController] {
        guard let root else { return [] }
        var found: [UIViewController] = []
        var pending = [root]
        while let controller = pending.popLast() {
          found.append(controller)
          if let presented = controller.presentedViewController { pending.append(presented) }
          pending.append(contentsOf: controller.children.reversed())
        }
        return found
      }
    }

    /// The objects of the process that runs now, for a test to look at (or to act on as a user would, outside any
    /// callback); `nil` before the app first ran and while no process runs (a process death drops them all). Isolated
    /// to the surface's main actor, as the objects are: a test reads them from code isolated to it
    /// (`@MainActor` with `SurfaceMainActor` imported, or `MainActor.assumeIsolatedUnchecked { … }`).
    @MainActor public var liveObjects: LiveObjects? {
      storage?.process.map(LiveObjects.init)
    }
  }
#endif
