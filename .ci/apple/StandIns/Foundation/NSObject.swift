// NSObject has two shapes here. With Objective-C interoperability on (`_runtime(_ObjC)`, the corpus measurement's
// macos-objc world), it is the Objective-C class the stand-in ObjectiveC.h declares, as on a Mac, and this file adds
// its descriptions: their Objective-C type is NSString, which is Swift's String only once Foundation bridges it
// (`String: _ObjectiveCBridgeable`, Collections.swift); as `@objc` members of an extension, subclasses override them as
// they do Apple's. Without it (the package's own Darwin-shaped typecheck, whose SIL Linux's standard library cannot
// make with Objective-C on), NSObject is a Swift class with the same members.
#if _runtime(_ObjC)
extension NSObject: CustomStringConvertible, CustomDebugStringConvertible {
  /// A textual representation of the receiver.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description
  @objc open var description: String { fatalError() }

  /// A textual representation of the receiver to use with a debugger.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/debugdescription
  @objc open var debugDescription: String { fatalError() }
}
#else
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
#endif

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
