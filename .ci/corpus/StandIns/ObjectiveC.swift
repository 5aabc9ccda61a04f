// A stand-in for Apple's ObjectiveC module, for .ci/corpus/measure only: the one type `#selector` needs once
// Objective-C interoperability is on (-enable-objc-interop), which Linux's toolchain does not ship.

/// A method's name as the Objective-C runtime knows it, as Apple's `Selector`.
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
  /// The selector named `name`.
  public init(_ name: String) {}

  /// The selector named by a string literal.
  public init(stringLiteral name: String) {}
}
