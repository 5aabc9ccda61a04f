#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SurfaceMainQueue

  #if canImport(CloudKit)
    import CloudKit
  #endif

  /// The app delegate, as UIKit's `UIApplicationDelegate`, with the methods the simulator calls under their real
  /// signatures.
  ///
  /// UIKit's methods are optional; Swift protocols have none, so each is a requirement with a default
  /// implementation that stands for a missing method: it tells the harness the app declined the call and returns
  /// what UIKit assumes when the method is missing (`true` for the launch methods, `false` for opening a URL or
  /// continuing an activity, the default configuration for a connecting scene). An app's class implements a method
  /// by declaring it with the same signature.
  @MainActor
  public protocol UIApplicationDelegate: AnyObject {
    /// The app's window, for apps without scenes; the default has none and ignores a new value.
    var window: UIWindow? { get set }

    /// Launch has begun; return `false` to stop UIKit from acting on a URL or quick action it launched with.
    func application(
      _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Launch is almost done; return `false` to stop UIKit from calling `performActionFor` for the launch item.
    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Picks the configuration for a scene being created.
    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    /// The user discarded scene sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// The user picked a quick action while the app runs (or, without scenes, launched with one); call
    /// `completionHandler` with whether it was handled.
    func application(
      _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void)

    /// The same callback in its `async` form: UIKit calls whichever the class implements; the harness calls this one
    /// when the completion-handler form is missing, from a task on the main actor that starts at a later main-queue
    /// turn, as Swift's bridge from the Objective-C selector does (UIKit semantics article, 10e row 3).
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async
      -> Bool

    /// The app is about to enter the foreground (apps without scenes).
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app became active (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The app is about to become inactive (apps without scenes).
    func applicationWillResignActive(_ application: UIApplication)

    /// The app entered the background (apps without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The app is about to be terminated.
    func applicationWillTerminate(_ application: UIApplication)

    /// Opens a URL (apps without scenes); return whether it was opened.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// UIKit is about to continue an activity of this type; return whether the app tells the user itself.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool

    /// Continues a user activity such as a universal link (apps without scenes); return whether it was handled.
    func application(
      _ application: UIApplication, continue userActivity: NSUserActivity,
      restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool

    /// The user accepted a CloudKit share invitation (apps without scenes; UIKit semantics article, 16 row 3).
    func application(
      _ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)
  }

  extension UIApplicationDelegate {
    /// No window: the default for an app delegate without a `window` property; setting it does nothing.
    public var window: UIWindow? {
      get { nil }
      set {}
    }

    /// The missing method: reports the decline and returns `true`, as UIKit assumes.
    public func application(
      _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      SurfaceRecorder.declined()
      return true
    }

    /// The missing method: reports the decline and returns `true`, as UIKit assumes.
    public func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      SurfaceRecorder.declined()
      return true
    }

    /// The missing method: reports the decline and returns the Info.plist's default configuration for the role.
    public func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      SurfaceRecorder.declined()
      return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// The missing method: reports the decline.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
      SurfaceRecorder.declined()
    }

    /// The missing method: reports the decline; no completion is owed.
    public func application(
      _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      SurfaceRecorder.declined()
    }

    /// The missing method: reports the decline and returns `false`; the harness then calls no completion.
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem)
      async -> Bool
    {
      SurfaceRecorder.declined()
      return false
    }

    /// The missing method: reports the decline.
    public func applicationWillEnterForeground(_ application: UIApplication) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline.
    public func applicationDidBecomeActive(_ application: UIApplication) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline.
    public func applicationWillResignActive(_ application: UIApplication) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline.
    public func applicationDidEnterBackground(_ application: UIApplication) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline.
    public func applicationWillTerminate(_ application: UIApplication) { SurfaceRecorder.declined() }

    /// The missing method: reports the decline and returns `false` (the URL was not opened).
    public func application(
      _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool {
      SurfaceRecorder.declined()
      return false
    }

    /// The missing method: reports the decline and returns `false` (UIKit tells the user itself).
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
      -> Bool
    {
      SurfaceRecorder.declined()
      return false
    }

    /// The missing method: reports the decline and returns `false` (the activity was not handled).
    public func application(
      _ application: UIApplication, continue userActivity: NSUserActivity,
      restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
      SurfaceRecorder.declined()
      return false
    }

    /// The missing method: reports the decline.
    public func application(
      _ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
      SurfaceRecorder.declined()
    }
  }
#endif
