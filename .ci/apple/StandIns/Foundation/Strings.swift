// The NSString API that Apple's Foundation gives String and Substring (its NSStringAPI), for what FoundationEssentials
// does not already have, each as Apple's documentation declares it.

extension String {
  /// Returns a string created by using a given format string as a template into which the remaining argument values
  /// are substituted.
  /// https://developer.apple.com/documentation/swift/string/init(format:_:)
  public init(format: String, _ arguments: any CVarArg...) { fatalError() }
}

extension StringProtocol {
  /// Returns `true` if `other` is non-empty and contained within `self` by case-sensitive, non-literal search.
  /// https://developer.apple.com/documentation/swift/stringprotocol/contains(_:)-40kbf
  @available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public func contains<T: StringProtocol>(_ other: T) -> Bool { fatalError() }

  /// Returns a new string in which all occurrences of a target string in a specified range of the string are replaced
  /// by another given string.
  /// https://developer.apple.com/documentation/swift/stringprotocol/replacingoccurrences(of:with:options:range:)
  public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(
    of target: Target, with replacement: Replacement, options: String.CompareOptions = [],
    range searchRange: Range<Self.Index>? = nil
  ) -> String { fatalError() }

  /// Finds and returns the range of the first occurrence of a given string within a given range of the string.
  /// https://developer.apple.com/documentation/swift/stringprotocol/range(of:options:range:locale:)
  public func range<T: StringProtocol>(
    of aString: T, options mask: String.CompareOptions = [], range searchRange: Range<Self.Index>? = nil,
    locale: Locale? = nil
  ) -> Range<Self.Index>? { fatalError() }

  /// Returns a new string made by removing from both ends of the string characters contained in a given set.
  /// https://developer.apple.com/documentation/swift/stringprotocol/trimmingcharacters(in:)
  public func trimmingCharacters(in set: CharacterSet) -> String { fatalError() }

  /// Returns a new string formed from the string by either removing characters from the end, or by appending as many
  /// occurrences as necessary of a given pad string.
  /// https://developer.apple.com/documentation/swift/stringprotocol/padding(tolength:withpad:startingat:)
  public func padding<T: StringProtocol>(toLength newLength: Int, withPad padString: T, startingAt padIndex: Int)
    -> String
  { fatalError() }

  /// Returns a string with the given character folding options applied.
  /// https://developer.apple.com/documentation/swift/stringprotocol/folding(options:locale:)
  public func folding(options: String.CompareOptions = [], locale: Locale?) -> String { fatalError() }

  /// Returns a new string made from the receiver by replacing all characters not in the specified set with
  /// percent-encoded characters.
  /// https://developer.apple.com/documentation/swift/stringprotocol/addingpercentencoding(withallowedcharacters:)
  public func addingPercentEncoding(withAllowedCharacters allowedCharacters: CharacterSet) -> String? { fatalError() }
}

/// A set of Unicode character values for use in search operations.
/// https://developer.apple.com/documentation/foundation/characterset
public struct CharacterSet: Hashable, Sendable, SetAlgebra {
  /// https://developer.apple.com/documentation/foundation/characterset/init()
  public init() {}
  /// https://developer.apple.com/documentation/foundation/characterset/init(charactersin:)-5fcm5
  public init(charactersIn string: String) {}
  /// https://developer.apple.com/documentation/foundation/characterset/whitespaces
  public static var whitespaces: CharacterSet { fatalError() }
  /// https://developer.apple.com/documentation/foundation/characterset/whitespacesandnewlines
  public static var whitespacesAndNewlines: CharacterSet { fatalError() }
  /// https://developer.apple.com/documentation/foundation/characterset/urlqueryallowed
  public static var urlQueryAllowed: CharacterSet { fatalError() }
  /// https://developer.apple.com/documentation/foundation/characterset/inverted
  public var inverted: CharacterSet { fatalError() }

  /// https://developer.apple.com/documentation/foundation/characterset/contains(_:)
  public func contains(_ member: Unicode.Scalar) -> Bool { fatalError() }
  public func union(_ other: CharacterSet) -> CharacterSet { fatalError() }
  public func intersection(_ other: CharacterSet) -> CharacterSet { fatalError() }
  public func symmetricDifference(_ other: CharacterSet) -> CharacterSet { fatalError() }
  @discardableResult public mutating func insert(_ character: Unicode.Scalar) -> (
    inserted: Bool, memberAfterInsert: Unicode.Scalar
  ) { fatalError() }
  @discardableResult public mutating func update(with character: Unicode.Scalar) -> Unicode.Scalar? { fatalError() }
  @discardableResult public mutating func remove(_ character: Unicode.Scalar) -> Unicode.Scalar? { fatalError() }
  public mutating func formUnion(_ other: CharacterSet) {}
  public mutating func formIntersection(_ other: CharacterSet) {}
  public mutating func formSymmetricDifference(_ other: CharacterSet) {}
}

/// A UTF-16 code unit.
/// https://developer.apple.com/documentation/foundation/unichar
public typealias unichar = UInt16

extension String {
  /// Creates a string that contains the given number of characters from a given array of Unicode characters.
  /// https://developer.apple.com/documentation/swift/string/init(utf16codeunits:count:)
  public init(utf16CodeUnits: UnsafePointer<unichar>, count: Int) { fatalError() }
}
