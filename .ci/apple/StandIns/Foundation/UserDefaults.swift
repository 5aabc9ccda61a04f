// The defaults system: an app's persistent key-value store, as Apple's Foundation declares it.

/// An interface to the user's defaults database, where you store key-value pairs persistently across launches of
/// your app.
/// https://developer.apple.com/documentation/foundation/userdefaults
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class UserDefaults: NSObject, @unchecked Sendable {
  /// Returns the shared defaults object.
  /// https://developer.apple.com/documentation/foundation/userdefaults/standard
  open class var standard: UserDefaults { fatalError() }
  /// Creates a user defaults object initialized with the defaults for the specified database name.
  /// https://developer.apple.com/documentation/foundation/userdefaults/init(suitename:)
  public init?(suiteName suitename: String?) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/object(forkey:)
  open func object(forKey defaultName: String) -> Any? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/string(forkey:)
  open func string(forKey defaultName: String) -> String? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/array(forkey:)
  open func array(forKey defaultName: String) -> [Any]? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/dictionary(forkey:)
  open func dictionary(forKey defaultName: String) -> [String: Any]? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/data(forkey:)
  open func data(forKey defaultName: String) -> Data? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/stringarray(forkey:)
  open func stringArray(forKey defaultName: String) -> [String]? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/integer(forkey:)
  open func integer(forKey defaultName: String) -> Int { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/float(forkey:)
  open func float(forKey defaultName: String) -> Float { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/double(forkey:)
  open func double(forKey defaultName: String) -> Double { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/bool(forkey:)
  open func bool(forKey defaultName: String) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/url(forkey:)
  open func url(forKey defaultName: String) -> URL? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/set(_:forkey:)-1fsjn
  open func set(_ value: Any?, forKey defaultName: String) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/set(_:forkey:)-7eikv
  open func set(_ value: Int, forKey defaultName: String) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/set(_:forkey:)-1jrjo
  open func set(_ value: Float, forKey defaultName: String) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/set(_:forkey:)-8tgd4
  open func set(_ value: Double, forKey defaultName: String) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/set(_:forkey:)-4ugzx
  open func set(_ value: Bool, forKey defaultName: String) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/set(_:forkey:)-2vnlz
  open func set(_ url: URL?, forKey defaultName: String) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/removeobject(forkey:)
  open func removeObject(forKey defaultName: String) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/register(defaults:)
  open func register(defaults registrationDictionary: [String: Any]) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/removepersistentdomain(forname:)
  open func removePersistentDomain(forName domainName: String) {}
  /// https://developer.apple.com/documentation/foundation/userdefaults/dictionaryrepresentation()
  open func dictionaryRepresentation() -> [String: Any] { fatalError() }
  /// https://developer.apple.com/documentation/foundation/userdefaults/synchronize()
  @discardableResult
  open func synchronize() -> Bool { fatalError() }
  /// Posted when user defaults change within the current process.
  /// https://developer.apple.com/documentation/foundation/userdefaults/didchangenotification
  open class var didChangeNotification: NSNotification.Name { fatalError() }
}
