// Scenes, their sessions and configurations, and the scene delegates.

/// An object that represents one instance of your app’s user interface.
/// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIScene: UIResponder {
  /// A data object containing information about the reasons why UIKit created the scene.
  /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  @MainActor
  open class ConnectionOptions: NSObject {
    /// The URLs to open, along with metadata specifying how to open them.
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
    open var urlContexts: Set<UIOpenURLContext> { fatalError() }

    /// Information about user activities that you can use to configure your scene’s interface.
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
    open var userActivities: Set<NSUserActivity> { fatalError() }

    /// The user-selected action to perform.
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    open var shortcutItem: UIApplicationShortcutItem? { fatalError() }
  }
}

/// A scene that manages one or more windows for your app.
/// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIWindowScene: UIScene {}

/// An object that contains information about one of your app’s scenes.
/// https://developer.apple.com/documentation/uikit/uiscenesession
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UISceneSession: NSObject {
  /// The role played by the scene’s content.
  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
  open var role: UISceneSession.Role { fatalError() }

  /// Constants that indicate the possible roles for a scene.
  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
  @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
  public struct Role: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public var rawValue: String
  }
}

/// Information about the objects and storyboard for UIKit to use when creating a particular scene.
/// https://developer.apple.com/documentation/uikit/uisceneconfiguration
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UISceneConfiguration: NSObject {
  /// Creates a scene-configuration object with the specified role and app-specific name.
  /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
  public init(name: String?, sessionRole: UISceneSession.Role) { fatalError() }
}

/// A system-provided object that contains the information you need to open a single URL.
/// https://developer.apple.com/documentation/uikit/uiopenurlcontext
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIOpenURLContext: NSObject {
  /// UIKit creates these; `init` is unavailable in Objective-C.
  @available(*, unavailable)
  public override init() { fatalError() }

  /// The URL to open.
  /// https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
  open var url: URL { fatalError() }
}

/// The core methods you use to respond to life-cycle events occurring within a scene.
/// https://developer.apple.com/documentation/uikit/uiscenedelegate
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// Tells the delegate about the addition of a scene to the app.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

  /// Tells the delegate that UIKit removed a scene from your app.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
  func sceneDidDisconnect(_ scene: UIScene)

  /// Tells the delegate that the scene became active and is now responding to user events.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
  func sceneDidBecomeActive(_ scene: UIScene)

  /// Tells the delegate that the scene is about to resign the active state and stop responding to user events.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
  func sceneWillResignActive(_ scene: UIScene)

  /// Tells the delegate that the scene is about to begin running in the foreground and become visible to the user.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)
  func sceneWillEnterForeground(_ scene: UIScene)

  /// Tells the delegate that the scene is running in the background and is no longer onscreen.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
  func sceneDidEnterBackground(_ scene: UIScene)

  /// Asks the delegate to open one or more URLs.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

  /// Tells the delegate that it’s about to receive Handoff-related data.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)
  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)

  /// Tells the delegate to handle the specified Handoff-related activity.
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

// The requirements above are `optional` in Objective-C.
extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
  public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// Asks the delegate to perform the user-selected action.
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)
  @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)
}

// The requirement above is `optional` in Objective-C.
extension UIWindowSceneDelegate {
  public func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {}
}
