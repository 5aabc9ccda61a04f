// Stand-in for Apple's NSPredicate, the part the UIKit-shaped surface uses (a scene's activation conditions).

/// A definition of logical conditions for constraining a search or filtering.
/// https://developer.apple.com/documentation/foundation/nspredicate
@available(macOS 10.4, iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSPredicate: NSObject, @unchecked Sendable {
  /// Creates and returns a predicate that always evaluates to a specified Boolean value.
  /// https://developer.apple.com/documentation/foundation/nspredicate/init(value:)
  public init(value: Bool) { fatalError() }
  /// Creates a predicate by substituting the values in an argument list into a format string.
  /// https://developer.apple.com/documentation/foundation/nspredicate/init(format:_:)
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) { fatalError() }
}
