/// A static collection of objects associated with unique keys.
/// https://developer.apple.com/documentation/foundation/nsdictionary
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSDictionary: NSObject, NSSecureCoding {
  /// https://developer.apple.com/documentation/foundation/nsdictionary/subscript(_:)-2x7pq
  open subscript(key: Any) -> Any? { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsdictionary/init(dictionary:)
  public convenience init(dictionary otherDictionary: [AnyHashable: Any]) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
  open func encode(with coder: NSCoder) {}
  /// https://developer.apple.com/documentation/foundation/nsdictionary/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding
  open class var supportsSecureCoding: Bool { true }
  /// Subclasses' designated initializer.
  public override init() {}
}

/// A dynamic collection of objects associated with unique keys.
/// https://developer.apple.com/documentation/foundation/nsmutabledictionary
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSMutableDictionary: NSDictionary {
  /// https://developer.apple.com/documentation/foundation/nsmutabledictionary/subscript(_:)
  open override subscript(key: Any) -> Any? {
    get { fatalError() }
    set {}
  }
  /// https://developer.apple.com/documentation/foundation/nsmutabledictionary/removeobject(forkey:)
  open func removeObject(forKey aKey: Any) {}
}

/// A static, plain-text Unicode string object.
/// https://developer.apple.com/documentation/foundation/nsstring
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSString: NSObject, NSSecureCoding, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/nsstring/init(string:)
  public convenience init(string aString: String) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
  open func encode(with coder: NSCoder) {}
  /// https://developer.apple.com/documentation/foundation/nsstring/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding
  open class var supportsSecureCoding: Bool { true }
  /// Subclasses' designated initializer.
  public override init() {}
}

extension Dictionary: _ObjectiveCBridgeable {
  /// The bridged class: `[Key: Value] as NSDictionary`.
  public typealias _ObjectiveCType = NSDictionary
  public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] { fatalError() }
}

extension String: _ObjectiveCBridgeable {
  /// The bridged class: `String as NSString`.
  public typealias _ObjectiveCType = NSString
  public func _bridgeToObjectiveC() -> NSString { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {}
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}

/// The key in an error's user info for the file path.
/// https://developer.apple.com/documentation/foundation/nsfilepatherrorkey
public let NSFilePathErrorKey: String = "NSFilePath"

/// The name of an exception raised for an invalid argument.
/// https://developer.apple.com/documentation/foundation/nsexceptionname/invalidargumentexception
public let NSInvalidArgumentException: String = "NSInvalidArgumentException"


/// An object representation of a point in time, bridged to `Date`.
/// https://developer.apple.com/documentation/foundation/nsdate
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSDate: NSObject, NSSecureCoding, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/nsdate/init(timeintervalsincereferencedate:)
  public init(timeIntervalSinceReferenceDate ti: TimeInterval) {}
  /// https://developer.apple.com/documentation/foundation/nsdate/timeintervalsincereferencedate-swift.property
  open var timeIntervalSinceReferenceDate: TimeInterval { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
  open func encode(with coder: NSCoder) {}
  /// https://developer.apple.com/documentation/foundation/nsdate/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding
  open class var supportsSecureCoding: Bool { true }
}

/// A static byte buffer in memory, bridged to `Data`.
/// https://developer.apple.com/documentation/foundation/nsdata
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSData: NSObject, NSSecureCoding, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/nsdata/init(data:)
  public convenience init(data: Data) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
  open func encode(with coder: NSCoder) {}
  /// https://developer.apple.com/documentation/foundation/nsdata/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding
  open class var supportsSecureCoding: Bool { true }
  /// Subclasses' designated initializer.
  public override init() {}
}

/// A static ordered collection of objects, bridged to `Array`.
/// https://developer.apple.com/documentation/foundation/nsarray
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSArray: NSObject, NSSecureCoding {
  /// https://developer.apple.com/documentation/foundation/nsarray/init(array:)-3ajsk
  public convenience init(array: [Any]) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsarray/count
  open var count: Int { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsarray/subscript(_:)
  open subscript(idx: Int) -> Any { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
  open func encode(with coder: NSCoder) {}
  /// https://developer.apple.com/documentation/foundation/nsarray/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding
  open class var supportsSecureCoding: Bool { true }
  /// Subclasses' designated initializer.
  public override init() {}
}

extension Data {
  /// Creates a data value from an NSData object.
  /// https://developer.apple.com/documentation/foundation/data/init(referencing:)
  public init(referencing reference: NSData) { fatalError() }
}
