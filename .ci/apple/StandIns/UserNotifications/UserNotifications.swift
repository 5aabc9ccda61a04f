// A stand-in for the parts of Apple's UserNotifications that the package's Apple-only branches use, written from the
// framework's documented Swift signatures (https://developer.apple.com/documentation/usernotifications), with the
// documented availability. On a Mac `canImport(UserNotifications)` is true, so the surface's own declarations of these
// types are left out there and the package meets these instead. Objective-C's optional protocol requirements cannot be
// written without Objective-C, so the delegate protocol has none: an app's delegate methods are its own here.
import Foundation

/// `UNNotificationDefaultActionIdentifier`.
@available(macOS 10.14, iOS 10.0, *)
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// `UNNotificationDismissActionIdentifier`.
@available(macOS 10.14, iOS 10.0, *)
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

/// `UNNotificationContent`.
@available(macOS 10.14, iOS 10.0, *)
open class UNNotificationContent: NSObject, @unchecked Sendable {
  open var title: String { fatalError() }
  open var subtitle: String { fatalError() }
  open var body: String { fatalError() }
  open var categoryIdentifier: String { fatalError() }
  open var threadIdentifier: String { fatalError() }
  open var userInfo: [AnyHashable: Any] { fatalError() }
  @available(macOS 10.15, iOS 13.0, *)
  open var targetContentIdentifier: String? { fatalError() }
}

/// `UNNotificationTrigger`.
@available(macOS 10.14, iOS 10.0, *)
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  open var repeats: Bool { fatalError() }
}

/// `UNNotificationRequest`.
@available(macOS 10.14, iOS 10.0, *)
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  open var identifier: String { fatalError() }
  open var content: UNNotificationContent { fatalError() }
  open var trigger: UNNotificationTrigger? { fatalError() }
  public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    fatalError()
  }
}

/// `UNNotification`.
@available(macOS 10.14, iOS 10.0, *)
open class UNNotification: NSObject, @unchecked Sendable {
  open var date: Date { fatalError() }
  open var request: UNNotificationRequest { fatalError() }
}

/// `UNNotificationResponse`.
@available(macOS 10.14, iOS 10.0, *)
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  open var notification: UNNotification { fatalError() }
  open var actionIdentifier: String { fatalError() }
}

/// `UNUserNotificationCenterDelegate` (its requirements are all optional in Objective-C).
@available(macOS 10.14, iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {}

/// `UNUserNotificationCenter`.
@available(macOS 10.14, iOS 10.0, *)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  open weak var delegate: (any UNUserNotificationCenterDelegate)?
  open class func current() -> UNUserNotificationCenter { fatalError() }
}
