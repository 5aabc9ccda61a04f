#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  extension UIApplication {
    /// Asks the system for a device token for remote notifications, as `registerForRemoteNotifications()`.
    /// Inert: the model has no push service, so no token arrives and
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` is never called (UIKit semantics article,
    /// 11g row 5).
    public func registerForRemoteNotifications() {}

    /// Gives up remote notifications, as `unregisterForRemoteNotifications()`. Inert.
    public func unregisterForRemoteNotifications() {}

    /// Starts receiving the remote-control events of audio playback, as `beginReceivingRemoteControlEvents()`.
    /// Inert: the model has no remote-control events.
    public func beginReceivingRemoteControlEvents() {}

    /// Stops receiving remote-control events, as `endReceivingRemoteControlEvents()`. Inert.
    public func endReceivingRemoteControlEvents() {}

    /// How the interface is turned, as `statusBarOrientation` (deprecated since iOS 13): portrait; the model never
    /// rotates.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }

    /// Whether the app holds a device token, as `isRegisteredForRemoteNotifications`: never, here.
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// The number on the app's icon, as `applicationIconBadgeNumber`: kept, and nothing else.
    public var applicationIconBadgeNumber: Int {
      get { badgeNumber }
      set { badgeNumber = newValue }
    }

    /// Posted when the app becomes active, as `UIApplication.didBecomeActiveNotification`. The model does not post
    /// UIKit's notifications: an observer of this name is never called.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive; never posted here.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background; never posted here.
    public static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground; never posted here.
    public static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate; never posted here.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when launch finished; never posted here.
    public static let didFinishLaunchingNotification = Notification.Name(
      "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the system is low on memory; never posted here.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
      "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the time changed a lot (midnight, a new time zone); never posted here.
    public static let significantTimeChangeNotification = Notification.Name(
      "UIApplicationSignificantTimeChangeNotification")
  }
#endif
