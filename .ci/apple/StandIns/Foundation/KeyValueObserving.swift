// Key-value observing as Apple's Foundation gives it to Swift: `observe(_:options:changeHandler:)` on an
// `NSObject`, the `NSKeyValueObservation` it returns, and the change it reports. It needs the Objective-C runtime
// (an `@objc dynamic` property), which a Mac has and Linux's swift-corelibs-foundation does not.

/// The values that can be returned in a change dictionary.
/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The option set's bits.
  public let rawValue: UInt
  /// An option set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/new
  public static var new: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x01) }
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/old
  public static var old: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x02) }
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/initial
  public static var initial: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x04) }
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/prior
  public static var prior: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x08) }
}

/// The kinds of changes that can be observed.
/// https://developer.apple.com/documentation/foundation/nskeyvaluechange
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum NSKeyValueChange: UInt, Sendable {
  /// https://developer.apple.com/documentation/foundation/nskeyvaluechange/setting
  case setting = 1
  /// https://developer.apple.com/documentation/foundation/nskeyvaluechange/insertion
  case insertion = 2
  /// https://developer.apple.com/documentation/foundation/nskeyvaluechange/removal
  case removal = 3
  /// https://developer.apple.com/documentation/foundation/nskeyvaluechange/replacement
  case replacement = 4
}

/// The change `observe(_:options:changeHandler:)` reports.
/// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct NSKeyValueObservedChange<Value> {
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/kind-swift.typealias
  public typealias Kind = NSKeyValueChange
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/kind-swift.property
  public let kind: NSKeyValueObservedChange<Value>.Kind
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/newvalue
  public let newValue: Value?
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/oldvalue
  public let oldValue: Value?
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/isprior
  public let isPrior: Bool
}

/// The observation `observe(_:options:changeHandler:)` returns: it stops observing when it is deinitialised or
/// invalidated.
/// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public class NSKeyValueObservation: NSObject {
  /// https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
  public func invalidate() {}
}

/// The key-value coding and observing Apple's Foundation gives every `NSObject`.
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes the value at `keyPath`; when the returned NSKeyValueObservation is deinitialised or invalidated, it
  /// stops observing.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
  @available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { fatalError() }
}
