// Core Graphics' geometry, which Apple's Foundation brings with it (CoreFoundation's CGFloat and Core Graphics'
// CGPoint, CGSize and CGRect): what the UIKit-shaped surface's windows, views and colours use.

/// The basic type for floating-point scalar values in Core Graphics and related frameworks.
/// https://developer.apple.com/documentation/corefoundation/cgfloat
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@frozen public struct CGFloat: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// https://developer.apple.com/documentation/corefoundation/cgfloat
  public var native: Double
  /// https://developer.apple.com/documentation/corefoundation/cgfloat
  public init(_ value: Double) { native = value }
  /// https://developer.apple.com/documentation/corefoundation/cgfloat
  public init(floatLiteral value: Double) { native = value }
  /// https://developer.apple.com/documentation/corefoundation/cgfloat
  public init(integerLiteral value: Int) { native = Double(value) }
  /// https://developer.apple.com/documentation/swift/comparable
  public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
  /// https://developer.apple.com/documentation/corefoundation/cgfloat
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
  /// https://developer.apple.com/documentation/corefoundation/cgfloat
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
}

/// A structure that contains a point in a two-dimensional coordinate system.
/// https://developer.apple.com/documentation/corefoundation/cgpoint
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@frozen public struct CGPoint: Sendable, Hashable {
  /// https://developer.apple.com/documentation/corefoundation/cgpoint
  public var x: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgpoint
  public var y: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgpoint
  public init(x: CGFloat, y: CGFloat) { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgpoint
  public static var zero: CGPoint { fatalError() }
}

/// A structure that contains width and height values.
/// https://developer.apple.com/documentation/corefoundation/cgsize
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@frozen public struct CGSize: Sendable, Hashable {
  /// https://developer.apple.com/documentation/corefoundation/cgsize
  public var width: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgsize
  public var height: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgsize
  public init(width: CGFloat, height: CGFloat) { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgsize
  public static var zero: CGSize { fatalError() }
}

/// A structure that contains the location and dimensions of a rectangle.
/// https://developer.apple.com/documentation/corefoundation/cgrect
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@frozen public struct CGRect: Sendable, Hashable {
  /// https://developer.apple.com/documentation/corefoundation/cgrect
  public var origin: CGPoint
  /// https://developer.apple.com/documentation/corefoundation/cgrect
  public var size: CGSize
  /// https://developer.apple.com/documentation/corefoundation/cgrect
  public init(origin: CGPoint, size: CGSize) { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
  /// https://developer.apple.com/documentation/corefoundation/cgrect
  public static var zero: CGRect { fatalError() }
}
