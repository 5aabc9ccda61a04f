#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// The kinds of alert an app asked to show, as UIKit's `UIUserNotificationType` (deprecated since iOS 10 for
  /// UserNotifications' authorization options).
  @available(iOS, deprecated: 10.0, message: "Use UserNotifications' UNAuthorizationOptions")
  public struct UIUserNotificationType: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Kinds of the given bits.
    /// - Parameter rawValue: the bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The app's icon badge.
    public static let badge = UIUserNotificationType(rawValue: 1 << 0)
    /// A sound.
    public static let sound = UIUserNotificationType(rawValue: 1 << 1)
    /// An alert or banner.
    public static let alert = UIUserNotificationType(rawValue: 1 << 2)
  }

  /// A group of notification actions, as UIKit's `UIUserNotificationCategory` (deprecated since iOS 10): its
  /// identifier only.
  @available(iOS, deprecated: 10.0, message: "Use UserNotifications' UNNotificationCategory")
  @MainActor
  open class UIUserNotificationCategory: Hashable {
    /// The category's identifier: none, as the model has no mutable categories to set one.
    public internal(set) var identifier: String?

    /// A category without an identifier.
    public init() {}

    /// Categories are equal only to themselves.
    public nonisolated static func == (lhs: UIUserNotificationCategory, rhs: UIUserNotificationCategory) -> Bool {
      lhs === rhs
    }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// The kinds of alert and the categories an app asks to use, as UIKit's `UIUserNotificationSettings` (deprecated
  /// since iOS 10 for UserNotifications' `requestAuthorization(options:completionHandler:)`): kept, and registering
  /// them shows no prompt and grants nothing (UIKit semantics article, 11g row 5).
  @available(iOS, deprecated: 10.0, message: "Use UserNotifications' UNUserNotificationCenter")
  @MainActor
  open class UIUserNotificationSettings {
    /// The kinds of alert.
    public let types: UIUserNotificationType
    /// The categories, if any.
    public let categories: Set<UIUserNotificationCategory>?

    /// Settings of the given kinds and categories, as `init(types:categories:)`.
    /// - Parameters:
    ///   - types: the kinds of alert.
    ///   - categories: the categories, if any.
    public init(types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
      self.types = types
      self.categories = categories
    }
  }

  extension UIApplication {
    /// Asks to show the kinds of alert in `notificationSettings`, as `registerUserNotificationSettings(_:)`
    /// (deprecated since iOS 10): inert, as the model has no push and no permission prompt, so
    /// `application(_:didRegister:)` is never called (UIKit semantics article, 11g row 5).
    /// - Parameter notificationSettings: the settings.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications' requestAuthorization")
    public func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {}
  }
#endif
