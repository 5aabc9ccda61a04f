import Foundation

/// A property-list value, the only kind of value a quick action's `userInfo` may hold.
///
/// UIKit throws when `userInfo` holds anything that is not property-list encodable (UIKit semantics article, 5a);
/// this enum makes such values unrepresentable. Build one from Foundation objects with ``init(any:path:)``.
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
