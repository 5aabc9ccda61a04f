#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// Delta's scene delegate, as far as quick actions and URLs go
  /// (https://github.com/rileytestut/Delta/blob/adee3c5c13a5fd944d0389cdbdd526cdcff2e6e6/Delta/Scenes/SceneDelegate.swift):
  /// every deep link goes through `handle(_:)`, which, while the app's database has not started, waits for its
  /// `didStartNotification` and handles the link then; once it has, it routes from a `DispatchQueue.main.async`
  /// block. The database's start is the app's own event (`databaseStarted`), which UIKit knows nothing of.
  ///
  /// Two things differ from Delta's code, both for the harness: its `DatabaseManager.shared` singleton is one
  /// database per simulated process here (``DeltaAppDelegate/database``), since the explorer runs many processes
  /// at once; and the observer Delta adds for the notification (with `queue: .main`) is a closure the database
  /// keeps and calls when it starts. Its `DeepLinkController` pushes a screen named after the link.
  final class DeltaSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// A deep link, as Delta's `DeepLink`.
    enum DeepLink {
      /// A URL.
      case url(URL)
      /// A quick action.
      case shortcut(UIApplicationShortcutItem)
    }

    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      self.window = window
      window.rootViewController = UINavigationController(rootViewController: UIViewController())

      if let context = connectionOptions.urlContexts.first {
        self.handle(.url(context.url))
      }

      if let shortcutItem = connectionOptions.shortcutItem {
        self.handle(.shortcut(shortcutItem))
      }

      window.makeKeyAndVisible()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      guard let context = URLContexts.first else { return }
      self.handle(.url(context.url))
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      self.handle(.shortcut(shortcutItem))
      completionHandler(true)
    }

    private func handle(_ deepLink: DeepLink) {
      guard let database = (UIApplication.shared.delegate as? DeltaAppDelegate)?.database, database.isStarted else {
        // Wait until DatabaseManager is ready before handling deep link.
        (UIApplication.shared.delegate as? DeltaAppDelegate)?.database.whenStarted { self.handle(deepLink) }
        return
      }

      DispatchQueue.main.async {
        // DeepLinkController expects to be called from main thread.
        switch deepLink {
        case .shortcut(let item): self.show(item.type)
        case .url(let url): self.show(url.absoluteString)
        }
      }
    }

    private func show(_ name: String) {
      guard let navigation = window?.rootViewController as? UINavigationController else { return }
      let screen = UIViewController()
      screen.title = name
      navigation.pushViewController(screen, animated: true)
    }
  }

  /// Delta's app delegate, reduced to what its scenes need: the process's database.
  final class DeltaAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's database, which starts a moment after launch.
    let database = DeltaDatabase()
  }

  /// Delta's `DatabaseManager`, as far as deep links see it: whether it started, and the work waiting for it.
  @MainActor final class DeltaDatabase {
    /// Whether it has started.
    private(set) var isStarted = false
    /// What waits for the start, in order.
    private var waiting: [() -> Void] = []

    /// Runs `work` when the database starts (Delta observes `DatabaseManager.didStartNotification`).
    func whenStarted(_ work: @escaping () -> Void) { waiting.append(work) }

    /// The database started: what waited runs, once.
    func start() {
      isStarted = true
      let work = waiting
      waiting = []
      for each in work { each() }
    }
  }

  extension DelegateApp {
    /// Delta's app: its delegates, and the database's start as the app's event `databaseStarted`.
    static var delta: DelegateApp {
      DelegateApp(
        appDelegate: DeltaAppDelegate.init, sceneDelegate: DeltaSceneDelegate.init,
        events: [
          .named("databaseStarted") { live in live.appDelegate(as: DeltaAppDelegate.self)?.database.start() }
        ])
    }
  }
#endif
