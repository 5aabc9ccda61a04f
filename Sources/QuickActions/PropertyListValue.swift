import Foundation

/// A property-list value, the only kind of value a quick action's `userInfo` may hold.
///
/// UIKit throws when `userInfo` holds anything that is not property-list encodable (UIKit semantics article, 5a);
/// this enum makes such values unrepresentable. Build one from Foundation objects with ``init(any:path:)``
/// and turn it back into a JSON-ready object with ``jsonObject``.
public enum PropertyListValue: Hashable, Sendable {
  /// A string (`<string>`).
  case string(String)
  /// A whole number (`<integer>`), limited to the range of `Int`.
  case integer(Int)
  /// A floating-point number (`<real>`).
  case real(Double)
  /// A Boolean (`<true/>` or `<false/>`).
  case bool(Bool)
  /// A date (`<date>`).
  case date(Date)
  /// Raw bytes (`<data>`).
  case data(Data)
  /// An ordered list of values (`<array>`).
  case array([PropertyListValue])
  /// A dictionary with string keys (`<dict>`).
  case dictionary([String: PropertyListValue])
}

// MARK: - Writing back

extension PropertyListValue {
  /// The value as an object `JSONSerialization` can write.
  ///
  /// Strings, integers, reals, bools, arrays and dictionaries map to their JSON counterparts. JSON has no
  /// dates or bytes, so a date becomes an ISO-8601 string in UTC (with milliseconds only when the date has a
  /// fraction of a second) and data becomes a base64 string; reading the JSON back gives `.string` values.
  /// Pass `.sortedKeys` to `JSONSerialization` for deterministic output. A real that is NaN or infinite
  /// stays a `Double` that `JSONSerialization` refuses to write, and a whole real such as `2.0` is written
  /// as `2`, which reads back as `.integer(2)`.
  public var jsonObject: Any {
    switch self {
    case .string(let value): value
    case .integer(let value): value
    case .real(let value): value
    case .bool(let value): value
    case .date(let value): Self.iso8601String(from: value)
    case .data(let value): value.base64EncodedString()
    case .array(let values): values.map(\.jsonObject)
    case .dictionary(let values): values.mapValues(\.jsonObject)
    }
  }

  /// Formats `date` as ISO 8601 in UTC, adding milliseconds only when the date has a fractional second.
  static func iso8601String(from date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    let interval = date.timeIntervalSinceReferenceDate
    if interval.rounded(.down) != interval {
      formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    }
    return formatter.string(from: date)
  }
}
