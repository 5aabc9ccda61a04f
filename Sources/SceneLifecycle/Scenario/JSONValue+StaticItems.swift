import QuickActions

/// A scenario file's items are read straight from the parsed JSON: the static-item reader in `QuickActions` holds
/// the rules, and this conformance says what kind of value each JSON value is.
extension JSONValue: StaticItemsValue {
  /// The elements of an array.
  package var staticItemsElements: [JSONValue]? {
    guard case .array(let values) = self else { return nil }
    return values
  }

  /// The members of an object, by key (the parser has already refused duplicate keys).
  package var staticItemsMembers: [String: JSONValue]? {
    guard case .object(let object) = self else { return nil }
    var members: [String: JSONValue] = [:]
    for member in object.members { members[member.key] = member.value }
    return members
  }

  /// The text of a string.
  package var staticItemsString: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The kind in property-list words, as an Info.plist reader names it: `a number` for any number, `a dictionary`
  /// for an object.
  package var staticItemsKindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a bool"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "a dictionary"
    }
  }

  /// The value as a property-list value: an integer literal that fits an `Int` is an integer, any other number a
  /// real; `null` is refused, since a property list has no null.
  package func propertyListValue(path: String) throws(PropertyListValueError) -> PropertyListValue {
    switch self {
    case .null:
      throw PropertyListValueError(
        path: path,
        message: "null is not a property-list value (use a string, number, bool, date, data, array or dictionary)")
    case .bool(let flag): return .bool(flag)
    case .number(let number): return number.intValue.map(PropertyListValue.integer) ?? .real(number.doubleValue)
    case .string(let text): return .string(text)
    case .array(let values):
      var converted: [PropertyListValue] = []
      converted.reserveCapacity(values.count)
      for (index, value) in values.enumerated() {
        converted.append(try value.propertyListValue(path: "\(path)[\(index)]"))
      }
      return .array(converted)
    case .object(let object):
      var converted: [String: PropertyListValue] = [:]
      for member in object.members.sorted(by: { $0.key < $1.key }) {
        converted[member.key] = try member.value.propertyListValue(
          path: path.isEmpty ? member.key : "\(path).\(member.key)")
      }
      return .dictionary(converted)
    }
  }
}
