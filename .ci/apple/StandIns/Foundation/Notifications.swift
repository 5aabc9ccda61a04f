/// An object containing information broadcast to registered observers (the class `Notification` bridges to).
/// https://developer.apple.com/documentation/foundation/nsnotification
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSNotification: NSObject {
  /// A structure that defines the name type that notifications use.
  /// https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
  public struct Name: RawRepresentable, Hashable, Equatable, Sendable {
    /// The notification's name as a string.
    public var rawValue: String
    /// Returns a notification name initialized from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Returns a notification name initialized from a raw string value.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// A container for information broadcast through a notification center to all registered observers.
/// https://developer.apple.com/documentation/foundation/notification
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct Notification: Hashable, Equatable {
  /// The type of a notification's name.
  public typealias Name = NSNotification.Name
  /// A tag identifying the notification.
  /// https://developer.apple.com/documentation/foundation/notification/name-swift.property
  public var name: Notification.Name
  /// Initializes a new notification with the name, object and user information.
  /// https://developer.apple.com/documentation/foundation/notification/init(name:object:userinfo:)
  public init(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) { self.name = name }
  /// An object that the poster wants to send to observers.
  public var object: Any? { fatalError() }
  /// Storage for values or objects related to this notification.
  public var userInfo: [AnyHashable: Any]? { fatalError() }
  public static func == (lhs: Notification, rhs: Notification) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) {}
}

/// A queue that regulates the execution of operations.
/// https://developer.apple.com/documentation/foundation/operationqueue
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class OperationQueue: NSObject, @unchecked Sendable {
  /// Returns the operation queue associated with the main thread.
  /// https://developer.apple.com/documentation/foundation/operationqueue/main
  open class var main: OperationQueue { fatalError() }
}

extension NotificationCenter {
  /// Adds an entry to the notification center to receive notifications that are passed to the provided block.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
  @available(macOS 10.6, iOS 4.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol { fatalError() }
}

extension NotificationCenter {
  /// Posts a given notification to the notification center.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/post(_:)
  public func post(_ notification: Notification) {}

  /// Creates a notification with a given name and sender and posts it to the notification center.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/post(name:object:)
  public func post(name aName: NSNotification.Name, object anObject: Any?) {}

  /// Creates a notification with a given name, sender, and information and posts it to the notification center.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/post(name:object:userinfo:)
  public func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {}

  /// Removes all entries specifying an observer from the notification center's dispatch table.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:)
  public func removeObserver(_ observer: Any) {}

  /// Removes matching entries from the notification center's dispatch table.
  /// https://developer.apple.com/documentation/foundation/notificationcenter/removeobserver(_:name:object:)
  public func removeObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) {}
}
