#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle

  /// An app delegate that implements none of the optional methods.
  final class BareAppDelegate: UIResponder, UIApplicationDelegate {}

  /// A scene delegate that implements none of the optional methods.
  final class BareSceneDelegate: UIResponder, UIWindowSceneDelegate {}

  /// A view controller of the app's own, with a stored property of its own.
  final class SearchViewController: UIViewController {
    /// What the screen searches for.
    var query = ""
  }

  /// Runs `body` with `app` bound as `UIApplication.shared`, and returns its result with what the app's recorder
  /// took down meanwhile.
  @MainActor func whileBound<T>(_ app: UIApplication, _ body: () -> T) -> (T, [SurfaceRecorder.Event]) {
    let result = BoundApplication.$current.withValue(app) { body() }
    return (result, app.recorder.drain())
  }

  /// Runs `body` with `app` bound and returns what its recorder took down.
  @MainActor func events(of app: UIApplication, _ body: () -> Void) -> [SurfaceRecorder.Event] {
    whileBound(app, body).1
  }

  /// A scene of a fresh session, as the harness makes one.
  @MainActor func makeWindowScene(_ identifier: String = "A") -> UIWindowScene {
    UIWindowScene(session: UISceneSession(persistentIdentifier: identifier))
  }

  /// The view lifecycle calls that reached ``LoggingViewController``s, in order, as `<name> <method>`.
  @MainActor final class LifecycleLog {
    /// The calls so far.
    var calls: [String] = []

    /// Returns the calls so far and forgets them.
    func take() -> [String] {
      defer { calls = [] }
      return calls
    }
  }

  /// A view controller of the app's own that overrides every view lifecycle method, calls `super` as apps must, and
  /// logs each call.
  class LoggingViewController: UIViewController {
    /// How the log names this view controller.
    let name: String
    /// Where the calls go.
    let log: LifecycleLog

    /// A view controller named `name` logging to `log`.
    init(_ name: String, log: LifecycleLog) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) { return nil }

    override func loadView() {
      log.calls.append("\(name) loadView")
      super.loadView()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      log.calls.append("\(name) viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.calls.append("\(name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.calls.append("\(name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.calls.append("\(name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.calls.append("\(name) viewDidDisappear")
    }
  }

  /// Tabs whose first tab is a navigation controller with `firstScreen`, and a second plain tab, shown by a
  /// visible window in a fresh scene (keep the window, as a scene delegate does, or it goes away).
  @MainActor func visibleTabs(firstScreen: UIViewController) -> (tabs: UITabBarController, window: UIWindow) {
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: firstScreen), UIViewController()]
    return (tabs, visibleWindow(showing: tabs))
  }

  /// A visible window in a fresh scene whose root view controller is `root`.
  @MainActor func visibleWindow(showing root: UIViewController) -> UIWindow {
    let window = UIWindow(windowScene: makeWindowScene())
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }
#endif
