// The Swift side of the stand-in ObjectiveC module when Objective-C interoperability is on (the macos-objc world), compiled over ObjectiveC.h
// (-import-underlying-module), as Apple's ObjectiveC overlay is over its C module: what makes NSObject a Swift
// Hashable. The descriptions are the Foundation stand-in's (NSObject.swift there), since their type, NSString, is
// String only where Foundation bridges it. Declarations only; nothing here runs.
@_exported import ObjectiveC

#if _runtime(_ObjC)

extension NSObject: @retroactive Equatable, @retroactive Hashable {
  /// Returns a Boolean value indicating whether two values are equal: `lhs.isEqual(rhs)`.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/==(_:_:)
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }

  /// Hashes the essential components of this value by feeding them into the given hasher: `hash`.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/hash(into:)
  public func hash(into hasher: inout Hasher) {}
}
#endif
