#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  #if canImport(CloudKit)
    import CloudKit
  #endif

  /// A scene's delegate, as UIKit's `UISceneDelegate`, with the methods the simulator calls under their real
  /// signatures. Each is a requirement with a default implementation that stands for a missing method: it tells
  /// the harness the app declined the call (see ``UIApplicationDelegate``).
  @MainActor
  public protocol UISceneDelegate: AnyObject {
    /// The scene is connecting; `connectionOptions` holds the quick action, URLs or activities it was opened with.
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    /// The scene was disconnected; its delegate object is about to go.
    func sceneDidDisconnect(_ scene: UIScene)

    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)

    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)

    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)

    /// The scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)

    /// Opens URLs while the scene is connected.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    /// UIKit is about to continue an activity of this type.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)

    /// Continues a user activity such as a universal link while the scene is connected.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
  }

  extension UISceneDelegate {
    /// The missing method: reports the decline.
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      SurfaceRecorder.declined()
    }

    /// The missing method: reports the decline.
    public func sceneDidDisconnect(_ scene: UIScene) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline.
    public func sceneDidBecomeActive(_ scene: UIScene) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline.
    public func sceneWillResignActive(_ scene: UIScene) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline.
    public func sceneWillEnterForeground(_ scene: UIScene) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline.
    public func sceneDidEnterBackground(_ scene: UIScene) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
      SurfaceRecorder.declined()
    }

    /// The missing method: reports the decline.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
      SurfaceRecorder.declined()
    }

    /// The missing method: reports the decline.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { SurfaceRecorder.declined() }
  }

  /// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: a scene delegate with a window and the quick
  /// action callback.
  @MainActor
  public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; the default has none and ignores a new value.
    var window: UIWindow? { get set }

    /// The user picked a quick action while the scene runs; call `completionHandler` with whether it was handled.
    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void)

    /// The same callback in its `async` form: UIKit calls whichever the class implements; the harness calls this one
    /// when the completion-handler form is missing, from a task on the main actor that starts at a later main-queue
    /// turn, as Swift's bridge from the Objective-C selector does (UIKit semantics article, 10e row 3).
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async
      -> Bool

    /// The user accepted a CloudKit share invitation while the scene is connected (UIKit semantics article, 16 row 1).
    func windowScene(
      _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)
  }

  extension UIWindowSceneDelegate {
    /// No window: the default for a scene delegate without a `window` property; setting it does nothing.
    public var window: UIWindow? {
      get { nil }
      set {}
    }

    /// The missing method: reports the decline; no completion is owed.
    public func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      SurfaceRecorder.declined()
    }

    /// The missing method: reports the decline and returns `false`; the harness then calls no completion.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem)
      async -> Bool
    {
      SurfaceRecorder.declined()
      return false
    }

    /// The missing method: reports the decline.
    public func windowScene(
      _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
      SurfaceRecorder.declined()
    }
  }
#endif
