/// The group of methods that are fundamental to all Objective-C objects.
/// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
public protocol NSObjectProtocol: AnyObject {
  /// Returns whether the receiver and a given object are equal.
  func isEqual(_ object: Any?) -> Bool
  /// An integer that can be used as a table address in a hash table structure.
  var hash: Int { get }
}

/// The root class of most Objective-C class hierarchies.
/// https://developer.apple.com/documentation/objectivec/nsobject
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  /// Implemented by subclasses to initialize a new object immediately after memory for it has been allocated.
  /// https://developer.apple.com/documentation/objectivec/nsobject/init()
  public init() {}

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  open func isEqual(_ object: Any?) -> Bool { fatalError() }

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  open var hash: Int { fatalError() }

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description
  open var description: String { fatalError() }

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/debugdescription
  open var debugDescription: String { fatalError() }

  /// `isEqual(_:)`.
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }

  /// `hash`.
  public func hash(into hasher: inout Hasher) {}
}

/// An abstract class that serves as the basis for objects that enable archiving and distribution of other objects.
/// https://developer.apple.com/documentation/foundation/nscoder
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSCoder: NSObject {}

/// A protocol that enables an object to be encoded and decoded for archiving and distribution.
/// https://developer.apple.com/documentation/foundation/nscoding
public protocol NSCoding {
  /// Encodes the receiver using a given archiver.
  func encode(with coder: NSCoder)
  /// Returns an object initialized from data in a given unarchiver.
  init?(coder: NSCoder)
}

/// A protocol that enables encoding and decoding in a manner that is robust against object substitution attacks.
/// https://developer.apple.com/documentation/foundation/nssecurecoding
public protocol NSSecureCoding: NSCoding {
  /// A Boolean value that indicates whether or not the class supports secure coding.
  static var supportsSecureCoding: Bool { get }
}

/// A protocol that objects adopt to provide functional copies of themselves.
/// https://developer.apple.com/documentation/foundation/nscopying
public protocol NSCopying {
  /// Returns a new instance that's a copy of the receiver.
  func copy(with zone: NSZone?) -> Any
}

/// A memory zone (unused on modern platforms).
/// https://developer.apple.com/documentation/foundation/nszone
public struct NSZone {}
