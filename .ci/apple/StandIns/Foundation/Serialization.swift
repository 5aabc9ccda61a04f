/// An object that converts between a property list and one of several serialized representations.
/// https://developer.apple.com/documentation/foundation/propertylistserialization
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class PropertyListSerialization: NSObject {
  /// The formats a property list can be serialized to.
  /// https://developer.apple.com/documentation/foundation/propertylistserialization/propertylistformat
  public enum PropertyListFormat: UInt, @unchecked Sendable {
    /// The OpenStep format.
    case openStep = 1
    /// The XML format.
    case xml = 100
    /// The binary format.
    case binary = 200
  }

  /// Options for reading a property list.
  /// https://developer.apple.com/documentation/foundation/propertylistserialization/readoptions
  public typealias ReadOptions = PropertyListSerialization.MutabilityOptions

  /// Options for writing a property list (reserved; pass 0).
  /// https://developer.apple.com/documentation/foundation/propertylistserialization/writeoptions
  public typealias WriteOptions = Int

  /// Mutability of the objects a read property list is made of.
  /// https://developer.apple.com/documentation/foundation/propertylistserialization/mutabilityoptions
  public struct MutabilityOptions: OptionSet, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/propertylistserialization/mutabilityoptions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The options' bits.
    public let rawValue: UInt
    /// Mutable containers.
    public static var mutableContainers: PropertyListSerialization.MutabilityOptions { .init(rawValue: 1) }
    /// Mutable containers and leaves.
    public static var mutableContainersAndLeaves: PropertyListSerialization.MutabilityOptions { .init(rawValue: 2) }
  }

  /// Creates and returns a property list from the specified data.
  /// https://developer.apple.com/documentation/foundation/propertylistserialization/propertylist(from:options:format:)
  open class func propertyList(
    from data: Data, options opt: PropertyListSerialization.ReadOptions = [],
    format: UnsafeMutablePointer<PropertyListSerialization.PropertyListFormat>?
  ) throws -> Any { fatalError() }

  /// Returns a data object containing a given property list in a specified format.
  /// https://developer.apple.com/documentation/foundation/propertylistserialization/data(frompropertylist:format:options:)
  open class func data(
    fromPropertyList plist: Any, format: PropertyListSerialization.PropertyListFormat,
    options opt: PropertyListSerialization.WriteOptions
  ) throws -> Data { fatalError() }
}

/// An object that converts between JSON and the equivalent Foundation objects.
/// https://developer.apple.com/documentation/foundation/jsonserialization
@available(macOS 10.7, iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class JSONSerialization: NSObject {
  /// Options used when creating Foundation objects from JSON data.
  /// https://developer.apple.com/documentation/foundation/jsonserialization/readingoptions
  public struct ReadingOptions: OptionSet, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/jsonserialization/readingoptions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The options' bits.
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/foundation/jsonserialization/readingoptions/mutablecontainers
    public static var mutableContainers: JSONSerialization.ReadingOptions { .init(rawValue: 1) }
    /// https://developer.apple.com/documentation/foundation/jsonserialization/readingoptions/mutableleaves
    public static var mutableLeaves: JSONSerialization.ReadingOptions { .init(rawValue: 2) }
    /// https://developer.apple.com/documentation/foundation/jsonserialization/readingoptions/fragmentsallowed
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public static var fragmentsAllowed: JSONSerialization.ReadingOptions { .init(rawValue: 4) }
  }

  /// Options for writing JSON data.
  /// https://developer.apple.com/documentation/foundation/jsonserialization/writingoptions
  public struct WritingOptions: OptionSet, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/jsonserialization/writingoptions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The options' bits.
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/foundation/jsonserialization/writingoptions/prettyprinted
    public static var prettyPrinted: JSONSerialization.WritingOptions { .init(rawValue: 1) }
    /// https://developer.apple.com/documentation/foundation/jsonserialization/writingoptions/sortedkeys
    @available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, *)
    public static var sortedKeys: JSONSerialization.WritingOptions { .init(rawValue: 2) }
    /// https://developer.apple.com/documentation/foundation/jsonserialization/writingoptions/fragmentsallowed
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public static var fragmentsAllowed: JSONSerialization.WritingOptions { .init(rawValue: 4) }
  }

  /// Returns a Foundation object from given JSON data.
  /// https://developer.apple.com/documentation/foundation/jsonserialization/jsonobject(with:options:)
  open class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = []) throws -> Any {
    fatalError()
  }

  /// Returns JSON data from a Foundation object.
  /// https://developer.apple.com/documentation/foundation/jsonserialization/data(withjsonobject:options:)
  open class func data(withJSONObject obj: Any, options opt: JSONSerialization.WritingOptions = []) throws -> Data {
    fatalError()
  }
}

/// A decoder that restores data from an archive.
/// https://developer.apple.com/documentation/foundation/nskeyedunarchiver
@available(macOS 10.2, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSKeyedUnarchiver: NSCoder {
  /// Adds a class translation mapping to the unarchiver class object, that replaces objects encoded with a given
  /// class name with instances of a given class.
  /// https://developer.apple.com/documentation/foundation/nskeyedunarchiver/setclass(_:forclassname:)-6bipf
  open class func setClass(_ cls: AnyClass?, forClassName codedName: String) {}
}
