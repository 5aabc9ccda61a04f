// The stand-in ObjectiveC module: the one type of Apple's ObjectiveC module that Swift code names outside a class
// hierarchy, `Selector`, which `#selector` produces once Objective-C interoperability is on (-enable-objc-interop) and
// the selector-based Foundation API takes. Linux's toolchain ships no ObjectiveC module. The Foundation stand-in
// re-exports it, as Apple's Foundation does; .ci/corpus/measure's Linux world compiles this file on its own, beside
// swift-corelibs-foundation. Declarations only; nothing here runs.

/// The Objective-C SEL type: a method's name as the Objective-C runtime knows it.
/// https://developer.apple.com/documentation/objectivec/selector
@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *)
@frozen
public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable, Sendable, CustomStringConvertible {
  private var name: String

  /// Create a selector from a string.
  /// https://developer.apple.com/documentation/objectivec/selector/init(_:)
  public init(_ str: String) { name = str }

  /// Create an instance initialized to `value`.
  /// https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)
  public init(stringLiteral value: String) { name = value }

  /// A textual representation of `self`.
  /// https://developer.apple.com/documentation/objectivec/selector/description
  public var description: String { name }
}
