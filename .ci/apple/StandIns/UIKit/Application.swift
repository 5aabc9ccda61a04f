// The app object, its delegate, responders and Home Screen quick actions.

/// An abstract interface for responding to and handling events.
/// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UIResponder: NSObject, UIUserActivityRestoring {
  /// Restores the state needed to continue the given user activity.
  /// https://developer.apple.com/documentation/uikit/uiresponder/restoreuseractivitystate(_:)
  @available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
  open func restoreUserActivityState(_ activity: NSUserActivity) { fatalError() }
}

/// The protocol you adopt to restore an object’s state from a user activity.
/// https://developer.apple.com/documentation/uikit/uiuseractivityrestoring
@available(iOS 8.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
  /// Restores the state necessary to continue the specified user activity.
  /// https://developer.apple.com/documentation/uikit/uiuseractivityrestoring/restoreuseractivitystate(_:)
  func restoreUserActivityState(_ userActivity: NSUserActivity)
}

/// The centralized point of control and coordination for apps running in iOS.
/// https://developer.apple.com/documentation/uikit/uiapplication
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor
open class UIApplication: UIResponder {
  /// A notification that posts when the app becomes active.
  /// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification
  @available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
  nonisolated public class var didBecomeActiveNotification: NSNotification.Name { fatalError() }

  /// The singleton app instance.
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  open class var shared: UIApplication { fatalError() }

  /// The delegate of the app object.
  /// https://developer.apple.com/documentation/uikit/uiapplication/delegate
  unowned(unsafe) open var delegate: (any UIApplicationDelegate)?

  /// The keys you use to access values in the launch options dictionary that the system passes to your app at
  /// initialization.
  /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
  public struct LaunchOptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public var rawValue: String
  }

  /// Keys you use to access values in the options dictionary when opening a URL.
  /// https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey
  @available(iOS, introduced: 9.0, deprecated: 26.0)
  @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
  @available(tvOS, introduced: 9.0, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  public struct OpenURLOptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// Creates a URL-opening options key with the specified raw value.
    /// https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    public var rawValue: String
  }
}

extension UIApplication.LaunchOptionsKey {
  /// A key indicating that the app was launched in response to the user selecting a Home screen quick action.
  /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/shortcutitem
  @available(iOS, introduced: 3.0, deprecated: 26.0)
  @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  public static let shortcutItem = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
}

/// A set of methods to manage shared behaviors for your app.
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Tells the delegate that the launch process has begun.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)
  @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
  @available(iOS 3.0, macCatalyst 13.1, visionOS 1.0, *)
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Retrieves the configuration data for UIKit to use when creating a new scene.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// Tells the delegate that the user closed one or more of the app’s scenes from the app switcher.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

  /// Tells the delegate that the user selected a Home screen quick action for your app, except when you’ve
  /// intercepted the interaction in a launch method.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performactionfor:completionhandler:)
  @available(iOS, introduced: 9.0, deprecated: 26.0)
  @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)

  /// Tells the delegate that the app is about to enter the foreground.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)
  @available(iOS, introduced: 4.0, deprecated: 26.0)
  @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
  @available(tvOS, introduced: 9.0, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  func applicationWillEnterForeground(_ application: UIApplication)

  /// Tells the delegate that the app has become active.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)
  @available(iOS, introduced: 2.0, deprecated: 26.0)
  @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
  @available(tvOS, introduced: 9.0, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  func applicationDidBecomeActive(_ application: UIApplication)

  /// Tells the delegate that the app is about to become inactive.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)
  @available(iOS, introduced: 2.0, deprecated: 26.0)
  @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
  @available(tvOS, introduced: 9.0, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  func applicationWillResignActive(_ application: UIApplication)

  /// Tells the delegate that the app is now in the background.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)
  @available(iOS 4.0, macCatalyst 13.1, *)
  @available(tvOS, introduced: 9.0, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  func applicationDidEnterBackground(_ application: UIApplication)

  /// Tells the delegate when the app is about to terminate.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)
  @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
  func applicationWillTerminate(_ application: UIApplication)

  /// Asks the delegate to open a resource specified by a URL, and provides a dictionary of launch options.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)
  @available(iOS, introduced: 9.0, deprecated: 26.0)
  @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
  @available(tvOS, introduced: 9.0, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

  /// Tells the delegate if your app takes responsibility for notifying users when a continuation activity takes
  /// longer than expected.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willcontinueuseractivitywithtype:)
  @available(iOS, introduced: 8.0, deprecated: 26.0)
  @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
  @available(tvOS, introduced: 9.0, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool

  /// Tells the delegate that the data for continuing an activity is available.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)
  @available(iOS, introduced: 8.0, deprecated: 26.0)
  @available(macCatalyst, introduced: 13.1, deprecated: 26.0)
  @available(tvOS, introduced: 9.0, deprecated: 26.0)
  @available(visionOS, introduced: 1.0, deprecated: 26.0)
  func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool
}

// The requirements above are `optional` in Objective-C: a delegate implements only those it needs.
extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { fatalError() }
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { fatalError() }
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { fatalError() }
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
  public func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
  { fatalError() }
  public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String)
    -> Bool
  { fatalError() }
  public func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool { fatalError() }
}

extension UIApplicationDelegate {
  /// Provides the top-level entry point for the app.
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
  @available(iOS 2.0, *)
  @MainActor @preconcurrency
  public static func main() { fatalError() }
}

/// An application shortcut item, also called a Home Screen dynamic quick action, that specifies a user-initiated
/// action for your app.
/// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem
@available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
open class UIApplicationShortcutItem: NSObject {
  /// A required, app-specific string that you employ to identify the type of quick action to perform.
  /// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type
  open var type: String { fatalError() }

  /// Optional, app-specific information that you can provide for use when your app performs the Home Screen quick
  /// action.
  /// https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/userinfo
  open var userInfo: [String: any NSSecureCoding]? { fatalError() }
}
