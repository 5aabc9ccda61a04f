#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  #if !canImport(UserNotifications)
    import Foundation

    // The values of UserNotifications that delegate code builds or reads, declared where the framework is missing
    // (see UNUserNotificationCenter.swift): plain values that the model never delivers.

    /// The action identifier of a response to tapping the notification itself, as
    /// `UNNotificationDefaultActionIdentifier`.
    public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The action identifier of a response to dismissing the notification, as
    /// `UNNotificationDismissActionIdentifier`.
    public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

    /// What a notification says, as `UNNotificationContent`.
    open class UNNotificationContent: @unchecked Sendable {
      /// The title.
      public internal(set) var title = ""
      /// The subtitle.
      public internal(set) var subtitle = ""
      /// The body.
      public internal(set) var body = ""
      /// The number for the app's icon, if any.
      public internal(set) var badge: NSNumber?
      /// The sound, if any.
      public internal(set) var sound: UNNotificationSound?
      /// App data.
      public internal(set) var userInfo: [AnyHashable: Any] = [:]
      /// The category's identifier.
      public internal(set) var categoryIdentifier = ""
      /// The identifier grouping related notifications.
      public internal(set) var threadIdentifier = ""
      /// The identifier of the window the notification is for, matched against scenes' activation conditions.
      public internal(set) var targetContentIdentifier: String?

      /// Empty content.
      public init() {}
    }

    /// Content the app fills in, as `UNMutableNotificationContent`.
    open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
      /// The title.
      open override var title: String {
        get { super.title }
        set { super.title = newValue }
      }
      /// The subtitle.
      open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
      }
      /// The body.
      open override var body: String {
        get { super.body }
        set { super.body = newValue }
      }
      /// The number for the app's icon, if any.
      open override var badge: NSNumber? {
        get { super.badge }
        set { super.badge = newValue }
      }
      /// The sound, if any.
      open override var sound: UNNotificationSound? {
        get { super.sound }
        set { super.sound = newValue }
      }
      /// App data.
      open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
      }
      /// The category's identifier.
      open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
      }
      /// The identifier grouping related notifications.
      open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
      }
      /// The identifier of the window the notification is for.
      open override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
      }
    }

    /// A notification's sound, as `UNNotificationSound`.
    open class UNNotificationSound: @unchecked Sendable {
      /// The system's default sound.
      public class var `default`: UNNotificationSound { UNNotificationSound() }

      /// A sound, as only the framework (here, the surface) makes one.
      init() {}
    }

    /// When a local notification fires, as `UNNotificationTrigger`.
    open class UNNotificationTrigger: @unchecked Sendable {
      /// Whether it fires again and again.
      public let repeats: Bool

      /// A trigger.
      init(repeats: Bool) { self.repeats = repeats }
    }

    /// A trigger after a time, as `UNTimeIntervalNotificationTrigger`.
    open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
      /// The time before it fires.
      public let timeInterval: TimeInterval

      /// A trigger after `timeInterval` seconds.
      /// - Parameters:
      ///   - timeInterval: the time before it fires.
      ///   - repeats: whether it fires again and again.
      public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
      }
    }

    /// A trigger at a date, as `UNCalendarNotificationTrigger`.
    open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
      /// The date components it fires at.
      public let dateComponents: DateComponents

      /// A trigger at `dateComponents`.
      /// - Parameters:
      ///   - dateComponents: the date components it fires at.
      ///   - repeats: whether it fires again and again.
      public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
      }
    }

    /// A notification to schedule, as `UNNotificationRequest`.
    open class UNNotificationRequest: @unchecked Sendable {
      /// Its identifier.
      public let identifier: String
      /// What it says.
      public let content: UNNotificationContent
      /// When it fires; `nil` for at once.
      public let trigger: UNNotificationTrigger?

      /// A request.
      /// - Parameters:
      ///   - identifier: its identifier.
      ///   - content: what it says.
      ///   - trigger: when it fires.
      public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
      }
    }

    /// A delivered notification, as `UNNotification`.
    open class UNNotification: @unchecked Sendable {
      /// The request it came from.
      public let request: UNNotificationRequest
      /// When it was delivered.
      public let date: Date

      /// A notification, as only the framework (here, the surface) makes one.
      init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
      }
    }

    /// The user's answer to a notification, as `UNNotificationResponse`.
    open class UNNotificationResponse: @unchecked Sendable {
      /// The notification answered.
      public let notification: UNNotification
      /// The action the user picked: ``UNNotificationDefaultActionIdentifier`` for a tap on the notification.
      public let actionIdentifier: String

      /// A response, as only the framework (here, the surface) makes one.
      init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
      }
    }

    /// What a tapped notification says, as the harness hands it over: its `userInfo` carries the URL the scenario's
    /// `notificationTap` names under `"url"` (UIKit semantics article, 14), and reading it is reading the delivery
    /// (11d row 1).
    final class HarnessNotificationContent: UNNotificationContent, @unchecked Sendable {
      /// The delivery the notification stands for.
      let delivery: Delivery

      /// The content of the notification that carries `url` for `delivery`.
      init(url: String, delivery: Delivery) {
        self.delivery = delivery
        super.init()
        super.userInfo = ["url": url]
        super.targetContentIdentifier = url
      }

      /// App data; reading it records a read of the delivery.
      override var userInfo: [AnyHashable: Any] {
        get {
          SurfaceRecorder.record(.read(delivery))
          return super.userInfo
        }
        set { super.userInfo = newValue }
      }
    }

    extension UNNotificationResponse {
      /// The response to a tap on the notification that carries `url` for `delivery`, with the default action: its
      /// request's identifier is the URL, and it was delivered at the reference date.
      static func harnessTap(url: String, delivery: Delivery) -> UNNotificationResponse {
        let content = HarnessNotificationContent(url: url, delivery: delivery)
        let request = UNNotificationRequest(identifier: url, content: content, trigger: nil)
        return UNNotificationResponse(
          notification: UNNotification(request: request, date: Date(timeIntervalSinceReferenceDate: 0)),
          actionIdentifier: UNNotificationDefaultActionIdentifier)
      }
    }

    /// A response with text the user typed, as `UNTextInputNotificationResponse`.
    open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
      /// The text.
      public let userText: String

      /// A response with text, as only the framework (here, the surface) makes one.
      init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
      }
    }

    /// How an action behaves, as `UNNotificationActionOptions`, with the framework's bits.
    public struct UNNotificationActionOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt

      /// Options from bits.
      /// - Parameter rawValue: the bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// The device must be unlocked.
      public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
      /// The action destroys data.
      public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
      /// The action opens the app.
      public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
    }

    /// A button on a notification, as `UNNotificationAction`.
    open class UNNotificationAction: Hashable, @unchecked Sendable {
      /// Its identifier.
      public let identifier: String
      /// Its title.
      public let title: String
      /// How it behaves.
      public let options: UNNotificationActionOptions

      /// An action.
      /// - Parameters:
      ///   - identifier: its identifier.
      ///   - title: its title.
      ///   - options: how it behaves.
      public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
      }

      /// Actions are equal to themselves only.
      public static func == (lhs: UNNotificationAction, rhs: UNNotificationAction) -> Bool { lhs === rhs }

      /// Hashes the object's identity.
      public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A button that asks for text, as `UNTextInputNotificationAction`.
    open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
      /// The send button's title.
      public let textInputButtonTitle: String
      /// The text field's placeholder.
      public let textInputPlaceholder: String

      /// A text action.
      /// - Parameters:
      ///   - identifier: its identifier.
      ///   - title: its title.
      ///   - options: how it behaves.
      ///   - textInputButtonTitle: the send button's title.
      ///   - textInputPlaceholder: the text field's placeholder.
      public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
      ) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
      }
    }

    /// How a category behaves, as `UNNotificationCategoryOptions`, with the framework's bits.
    public struct UNNotificationCategoryOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt

      /// Options from bits.
      /// - Parameter rawValue: the bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Tell the app when the user dismisses the notification.
      public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
      /// Show it in CarPlay.
      public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    }

    /// A kind of notification with its buttons, as `UNNotificationCategory`.
    open class UNNotificationCategory: Hashable, @unchecked Sendable {
      /// Its identifier.
      public let identifier: String
      /// Its buttons.
      public let actions: [UNNotificationAction]
      /// The intents it stands for.
      public let intentIdentifiers: [String]
      /// How it behaves.
      public let options: UNNotificationCategoryOptions

      /// A category.
      /// - Parameters:
      ///   - identifier: its identifier.
      ///   - actions: its buttons.
      ///   - intentIdentifiers: the intents it stands for.
      ///   - options: how it behaves.
      public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
      ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
      }

      /// Categories are equal to themselves only.
      public static func == (lhs: UNNotificationCategory, rhs: UNNotificationCategory) -> Bool { lhs === rhs }

      /// Hashes the object's identity.
      public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
  #endif
#endif
