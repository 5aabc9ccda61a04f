/// A simple container for a single C or Objective-C data item.
/// https://developer.apple.com/documentation/foundation/nsvalue
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSValue: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
  open func encode(with coder: NSCoder) {}
  /// https://developer.apple.com/documentation/foundation/nsvalue/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding
  open class var supportsSecureCoding: Bool { true }
  /// https://developer.apple.com/documentation/foundation/nsvalue/objctype
  open var objCType: UnsafePointer<CChar> { fatalError() }
  /// Subclasses' designated initializer.
  public override init() {}
}

/// An object wrapper for primitive scalar numeric values.
/// https://developer.apple.com/documentation/foundation/nsnumber
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSNumber: NSValue, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-6tipv
  public init(value: Bool) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-8mkj0
  public init(value: Int8) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-2hx1i
  public init(value: UInt8) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-5pzap
  public init(value: Int16) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-9xx9a
  public init(value: UInt16) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-42bi8
  public init(value: Int32) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-2pjuk
  public init(value: UInt32) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-7hm1p
  public init(value: Int64) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-1q3wl
  public init(value: UInt64) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-3ohq7
  public init(value: Float) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-3ct3j
  public init(value: Double) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-1hqug
  public init(value: Int) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(value:)-1yjre
  public init(value: UInt) { super.init() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }

  /// https://developer.apple.com/documentation/foundation/nsnumber/boolvalue
  open var boolValue: Bool { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/intvalue
  open var intValue: Int { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/int64value
  open var int64Value: Int64 { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/uint64value
  open var uint64Value: UInt64 { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/doublevalue
  open var doubleValue: Double { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nsnumber/stringvalue
  open var stringValue: String { fatalError() }
}

/// An object for representing and performing arithmetic on base-10 numbers.
/// https://developer.apple.com/documentation/foundation/nsdecimalnumber
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSDecimalNumber: NSNumber, @unchecked Sendable {}

/// A singleton object used to represent null values in collection objects that don't allow nil values.
/// https://developer.apple.com/documentation/foundation/nsnull
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSNull: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/nsnull/init()
  public override init() {}
  /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nscoding/encode(with:)
  open func encode(with coder: NSCoder) {}
  /// https://developer.apple.com/documentation/foundation/nsnull/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding
  open class var supportsSecureCoding: Bool { true }
}
