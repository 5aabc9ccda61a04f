import Foundation

/// Why a Foundation object could not become a ``PropertyListValue``.
public struct PropertyListValueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the bad value sits, e.g. `app.shortcutItems[0].userInfo.tags[2]`.
  public var path: String
  /// What is wrong, lower case without a final period.
  public var message: String

  /// Creates an error.
  /// - Parameters:
  ///   - path: where the bad value sits.
  ///   - message: what is wrong, lower case without a final period.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`, or just the message when the path is empty.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

extension PropertyListValue {
  /// Converts an object from `PropertyListSerialization` or `JSONSerialization` (or plain Swift values)
  /// into a property-list value.
  ///
  /// Numbers are sorted out the same way on Linux and Darwin: Foundation hands them over as `NSNumber`
  /// (JSON `true` and `false` as the Boolean `NSNumber` subclass, and on Linux `PropertyListSerialization`
  /// gives plain Swift `Bool`s), and `NSNumber(value: 1) as? Bool` succeeds, so the Boolean class is checked
  /// first, then the number's storage type: a JSON `2.0` or a `<real>2</real>` stays ``real(_:)``.
  /// `NSNull` (JSON `null`) and any other object are rejected.
  /// - Parameters:
  ///   - any: the object to convert.
  ///   - path: where the object sits, for error messages; nested values extend it with `.key` and `[index]`.
  /// - Throws: ``PropertyListValueError`` naming the path of the first value that is not a property-list
  ///   value, an integer outside the range of `Int`, or a dictionary key that is not a string.
  public init(any: Any, path: String) throws(PropertyListValueError) {
    if type(of: any) is NSNumber.Type, let number = any as? NSNumber {
      self = try Self.fromNumber(number, path: path)
    } else if let value = any as? Bool {
      self = .bool(value)
    } else if let value = any as? any BinaryInteger {
      guard let integer = Int(exactly: value) else {
        throw PropertyListValueError(path: path, message: "integer \(value) is outside the range of a 64-bit Int")
      }
      self = .integer(integer)
    } else if let value = any as? any BinaryFloatingPoint {
      self = .real(Double(value))
    } else if let value = any as? String {
      self = .string(value)
    } else if let value = any as? Date {
      self = .date(value)
    } else if let value = any as? Data {
      self = .data(value)
    } else if let values = any as? [Any] {
      var converted: [PropertyListValue] = []
      converted.reserveCapacity(values.count)
      for (index, value) in values.enumerated() {
        converted.append(try PropertyListValue(any: value, path: "\(path)[\(index)]"))
      }
      self = .array(converted)
    } else if let values = any as? [String: Any] {
      var converted: [String: PropertyListValue] = [:]
      for key in values.keys.sorted() {
        guard let value = values[key] else { continue }
        converted[key] = try PropertyListValue(any: value, path: Self.path(path, key: key))
      }
      self = .dictionary(converted)
    } else if let values = any as? [AnyHashable: Any] {
      let badKeys = values.keys.filter { !($0.base is String) }.map { String(describing: $0.base) }
      let badKey = badKeys.sorted().first ?? ""
      throw PropertyListValueError(path: path, message: "dictionary key `\(badKey)` is not a string")
    } else {
      throw PropertyListValueError(
        path: path,
        message: "\(Self.kindDescription(of: any)) is not a property-list value"
          + " (use a string, number, bool, date, data, array or dictionary)"
      )
    }
  }

  /// The class of `NSNumber(value: true)`: `__NSCFBoolean` on Linux and on Darwin.
  private static let booleanNumberClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  /// Whether `number` is a Boolean `NSNumber` rather than a 0 or 1 that merely converts to `Bool`.
  static func isBoolean(_ number: NSNumber) -> Bool {
    let numberClass = ObjectIdentifier(type(of: number))
    return numberClass == booleanNumberClass && numberClass != ObjectIdentifier(NSNumber.self)
  }

  private static func fromNumber(_ number: NSNumber, path: String) throws(PropertyListValueError) -> Self {
    if isBoolean(number) { return .bool(number.boolValue) }
    if number is NSDecimalNumber {
      // JSONSerialization on Linux returns NSDecimalNumber (storage type "d") for integers such as
      // -9223372036854775808 and for numbers too long for a Double; keep whole values that fit as integers.
      if let integer = Int(exactly: number.doubleValue), number.stringValue == String(integer) {
        return .integer(integer)
      }
      return .real(number.doubleValue)
    }
    switch String(cString: number.objCType) {
    case "f", "d":
      return .real(number.doubleValue)
    case "Q", "L", "I", "S", "C":
      guard let integer = Int(exactly: number.uint64Value) else {
        throw PropertyListValueError(
          path: path, message: "integer \(number.uint64Value) is outside the range of a 64-bit Int")
      }
      return .integer(integer)
    default:
      guard let integer = Int(exactly: number.int64Value) else {
        throw PropertyListValueError(
          path: path, message: "integer \(number.int64Value) is outside the range of a 64-bit Int")
      }
      return .integer(integer)
    }
  }

  /// Extends `path` with a dictionary key: `base.key`, or just `key` when `base` is empty.
  @usableFromInline
  static func path(_ base: String, key: String) -> String {
    base.isEmpty ? key : "\(base).\(key)"
  }

  /// A short phrase naming the kind of `any`, for error messages: `a string`, `a number`, `null` and so on.
  static func kindDescription(of any: Any) -> String {
    if type(of: any) is NSNumber.Type, let number = any as? NSNumber {
      return isBoolean(number) ? "a bool" : "a number"
    }
    switch any {
    case is NSNull: return "null"
    case is Bool: return "a bool"
    case is any BinaryInteger, is any BinaryFloatingPoint: return "a number"
    case is String: return "a string"
    case is Date: return "a date"
    case is Data: return "data"
    case is [Any]: return "an array"
    case is [AnyHashable: Any]: return "a dictionary"
    default: return "a value of type \(type(of: any))"
    }
  }
}
