#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  #if !canImport(UserNotifications)
    import Foundation

    // UserNotifications, which `import UIKit` brings on iOS, declared only where the framework is missing (Linux);
    // on a Mac the app's own `import UserNotifications` brings Apple's. The model shows no permission prompt and
    // delivers nothing the app schedules: the centre keeps what the app gives it and calls no completion handler of
    // its own, and its `async` forms answer at once with the answer of an app that was never asked (UIKit semantics
    // article, 11g row 5). A scenario's `notificationTap` reaches the delegate (section 14).

    /// The app's notification centre, as UserNotifications' `UNUserNotificationCenter`; see the note above.
    public final class UNUserNotificationCenter: @unchecked Sendable {
      /// The app's delegate for notifications, held `weak` as Apple's is (UIKit semantics article, 14 row 4): the
      /// harness calls its `didReceive` for a tapped notification, if it is set and alive then.
      public weak var delegate: (any UNUserNotificationCenterDelegate)?
      /// The requests the app added and has not removed, oldest first.
      public private(set) var pendingRequests: [UNNotificationRequest] = []
      /// The categories the app set.
      public private(set) var categories: Set<UNNotificationCategory> = []

      /// The badge count the app set with ``setBadgeCount(_:withCompletionHandler:)``.
      public private(set) var badgeCount = 0

      /// The centre of the simulated app process (the app the harness runs), as `current()`; outside the harness one
      /// process-wide centre.
      /// - Returns: the centre.
      public static func current() -> UNUserNotificationCenter {
        BoundApplication.current?.notificationCenter ?? fallback
      }

      /// The centre `current()` returns when no app is bound.
      static let fallback = UNUserNotificationCenter()

      /// A centre, as only the framework (here, the surface) makes one.
      init() {}

      /// Asks the user to allow notifications, as `requestAuthorization(options:completionHandler:)`; no prompt
      /// shows and `completionHandler` is never called.
      /// - Parameters:
      ///   - options: what the app asks for.
      ///   - completionHandler: whether it was granted; never called.
      public func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void
      ) {}

      /// Asks the user to allow notifications, as `requestAuthorization(options:) async throws`: answers `false`.
      /// - Parameter options: what the app asks for.
      /// - Returns: `false`.
      public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

      /// Reads the app's notification settings, as `getNotificationSettings(completionHandler:)`;
      /// `completionHandler` is never called.
      /// - Parameter completionHandler: the settings; never called.
      public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {}

      /// The app's notification settings, as `notificationSettings() async`: `.notDetermined`.
      /// - Returns: settings whose status is `.notDetermined`.
      public func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: .notDetermined)
      }

      /// Schedules a local notification, as `add(_:withCompletionHandler:)`: kept in ``pendingRequests`` (never
      /// delivered); `completionHandler` is never called.
      /// - Parameters:
      ///   - request: the notification to schedule.
      ///   - completionHandler: the error, if any; never called.
      public func add(
        _ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
      ) {
        pendingRequests.append(request)
      }

      /// Schedules a local notification, as `add(_:) async throws`: kept in ``pendingRequests``.
      /// - Parameter request: the notification to schedule.
      public func add(_ request: UNNotificationRequest) async throws {
        pendingRequests.append(request)
      }

      /// Removes the requests with these identifiers, as `removePendingNotificationRequests(withIdentifiers:)`.
      /// - Parameter identifiers: the requests' identifiers.
      public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pendingRequests.removeAll { identifiers.contains($0.identifier) }
      }

      /// Removes every pending request, as `removeAllPendingNotificationRequests()`.
      public func removeAllPendingNotificationRequests() { pendingRequests = [] }

      /// Removes delivered notifications, as `removeDeliveredNotifications(withIdentifiers:)`: none are delivered.
      /// - Parameter identifiers: the notifications' identifiers.
      public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

      /// Removes every delivered notification, as `removeAllDeliveredNotifications()`: none are delivered.
      public func removeAllDeliveredNotifications() {}

      /// Sets the app's notification categories, as `setNotificationCategories(_:)`: kept in ``categories``.
      /// - Parameter categories: the categories.
      public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        self.categories = categories
      }

      /// Sets the number on the app's icon, as `setBadgeCount(_:withCompletionHandler:)`: kept in ``badgeCount``;
      /// `completionHandler` is never called.
      /// - Parameters:
      ///   - newBadgeCount: the number.
      ///   - completionHandler: the error, if any; never called.
      public func setBadgeCount(
        _ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
      ) {
        badgeCount = newBadgeCount
      }
    }

    /// The app's delegate for notifications, as `UNUserNotificationCenterDelegate`: not isolated to the main actor, as
    /// Apple's is not, so a main-actor class implements its methods `nonisolated` or conforms with `@preconcurrency`.
    /// Each method is a requirement with a default that stands for a missing one and tells the harness the app
    /// declined the call, as the surface's other delegates do (UIKit semantics article, 11b). The harness calls
    /// `didReceive` for a tapped notification (section 14); it never calls `willPresent`, since the model shows no
    /// notification while the app is in front.
    public protocol UNUserNotificationCenterDelegate: AnyObject {
      /// The user tapped a notification (or one of its actions); call `completionHandler` once, when done.
      func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void)

      /// The same callback in its `async` form: the harness calls it when the completion-handler form is missing, from
      /// a task that starts at a later main-queue turn, as Swift's bridge does (UIKit semantics article, 10e row 3).
      func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

      /// A notification arrived while the app is in front; call `completionHandler` with how to show it.
      func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)

      /// The same callback in its `async` form.
      func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    }

    extension UNUserNotificationCenterDelegate {
      /// A missing method: the harness hears that the app declined the call.
      public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
      ) {
        SurfaceRecorder.declined()
      }

      /// A missing method: the harness hears that the app declined the call.
      public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
      )
        async
      {
        SurfaceRecorder.declined()
      }

      /// A missing method: shows nothing (never called by the harness).
      public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
      ) {}

      /// A missing method: shows nothing (never called by the harness).
      public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification)
        async -> UNNotificationPresentationOptions
      { [] }
    }

    /// What an app asks the user to allow, as `UNAuthorizationOptions`, with the framework's bits.
    public struct UNAuthorizationOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt

      /// Options from bits.
      /// - Parameter rawValue: the bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Update the app's badge.
      public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
      /// Play sounds.
      public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
      /// Show alerts.
      public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
      /// Show notifications in CarPlay.
      public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
      /// Play sounds for critical alerts.
      public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
      /// Show a button for the app's notification settings.
      public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
      /// Deliver quietly without asking first.
      public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    }

    /// How to show a notification that arrives while the app is in the foreground, as
    /// `UNNotificationPresentationOptions`, with the framework's bits.
    public struct UNNotificationPresentationOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt

      /// Options from bits.
      /// - Parameter rawValue: the bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Update the badge.
      public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
      /// Play the sound.
      public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
      /// Show an alert (deprecated in favour of `banner` and `list`).
      public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
      /// Show it in Notification Center.
      public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
      /// Show it as a banner.
      public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
    }

    /// Whether the user allowed notifications, as `UNAuthorizationStatus`, with the framework's raw values.
    public enum UNAuthorizationStatus: Int, Sendable {
      /// The app has not asked.
      case notDetermined = 0
      /// The user said no.
      case denied = 1
      /// The user said yes.
      case authorized = 2
      /// Quiet notifications without asking.
      case provisional = 3
      /// An App Clip's temporary permission.
      case ephemeral = 4
    }

    /// The app's notification settings, as `UNNotificationSettings`.
    public final class UNNotificationSettings: @unchecked Sendable {
      /// Whether the user allowed notifications.
      public let authorizationStatus: UNAuthorizationStatus

      /// Settings with this status, as only the framework (here, the surface) makes them.
      init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
      }
    }
  #endif
#endif
