/// A JSON value that keeps what the author wrote: object members stay in file order and numbers keep
/// their literal text, so a scenario file can be rewritten (`--record`) without reordering or
/// reformatting its numbers.
package enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as written.
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, members in file order.
  case object(JSONObject)

  /// A phrase naming the value's kind for error messages: `a string`, `an array`, `null`, …
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a bool"
    case .number(let number): number.isInteger ? "an integer" : "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON number literal, kept as written (`2`, `-0.5`, `1e3`).
package struct JSONNumber: Hashable, Sendable {
  /// The literal text.
  package let literal: String
  /// Whether the literal has neither a fraction nor an exponent.
  package let isInteger: Bool

  /// Wraps a literal the parser has checked against the JSON number grammar.
  package init(literal: String, isInteger: Bool) {
    self.literal = literal
    self.isInteger = isInteger
  }

  /// An integer.
  package init(_ value: Int) {
    self.literal = String(value)
    self.isInteger = true
  }

  /// The value as an `Int`, when it is an integer literal within range.
  package var intValue: Int? { isInteger ? Int(literal) : nil }

  /// The value as a `Double` (infinite when out of range).
  package var doubleValue: Double { Double(literal) ?? .nan }
}

/// A JSON object: its members in the order the file lists them.
package struct JSONObject: Hashable, Sendable {
  /// One `"key": value` pair.
  package struct Member: Hashable, Sendable {
    /// The key.
    package var key: String
    /// The value.
    package var value: JSONValue
  }

  /// The members, in file order. Keys are unique (the parser rejects duplicates).
  package var members: [Member]

  /// An object with `members`.
  package init(_ members: [Member] = []) { self.members = members }

  /// An object with `pairs`, in order.
  package init(_ pairs: KeyValuePairs<String, JSONValue>) {
    self.members = pairs.map { Member(key: $0.key, value: $0.value) }
  }

  /// The keys, in file order.
  package var keys: [String] { members.map(\.key) }

  /// The value for `key`. Setting a key that exists replaces its value in place; setting a new key
  /// appends it; setting `nil` removes it.
  package subscript(key: String) -> JSONValue? {
    get { members.first { $0.key == key }?.value }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append(Member(key: key, value: value))
      case (nil, nil): break
      }
    }
  }
}
