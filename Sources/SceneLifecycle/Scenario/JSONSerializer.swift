import QuickActions

/// Writes ``JSONValue``s back as text: keys in their order, numbers as written, 2-space indentation.
///
/// An array or object whose one-line form fits within ``lineWidth`` columns (counting its indentation and
/// key) is written on one line, `{ "event": "goHome" }` or `["lost"]`; anything longer gets one element per
/// line. The top-level container is always expanded. Output ends with a newline.
package struct JSONSerializer {
  /// The widest line the one-line form may produce.
  package var lineWidth = 100

  /// A serializer with the default width.
  package init(lineWidth: Int = 100) { self.lineWidth = lineWidth }

  /// The document's text, ending with a newline.
  package func document(_ value: JSONValue) -> String {
    var output = ""
    write(value, level: 0, column: 0, allowCompact: false, into: &output)
    output += "\n"
    return output
  }

  /// The value on one line, `{ "a": 1, "b": [true, null] }`, with no width limit.
  package func compact(_ value: JSONValue) -> String { compactText(value, budget: Int.max) ?? "" }

  private func write(_ value: JSONValue, level: Int, column: Int, allowCompact: Bool, into output: inout String) {
    guard Self.isNonEmptyContainer(value) else {
      output += scalarOrEmptyText(value)
      return
    }
    // One more column for a comma that may follow.
    if allowCompact, let oneLine = compactText(value, budget: lineWidth - column - 1) {
      output += oneLine
      return
    }
    // Past the line width, more indentation only lengthens every line: a value nested that deep is written on
    // one line, so the text stays proportional to the document however deeply it nests.
    if allowCompact, column >= lineWidth {
      output += compact(value)
      return
    }
    let inner = String(repeating: "  ", count: level + 1)
    switch value {
    case .array(let elements):
      output += "[\n"
      for (position, element) in elements.enumerated() {
        output += inner
        write(element, level: level + 1, column: inner.count, allowCompact: true, into: &output)
        output += position == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: "  ", count: level) + "]"
    case .object(let object):
      output += "{\n"
      for (position, member) in object.members.enumerated() {
        let key = Escaping.jsonString(member.key) + ": "
        output += inner + key
        write(
          member.value, level: level + 1, column: inner.count + key.unicodeScalars.count, allowCompact: true,
          into: &output)
        output += position == object.members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: "  ", count: level) + "}"
    case .null, .bool, .number, .string:
      break
    }
  }

  private static func isNonEmptyContainer(_ value: JSONValue) -> Bool {
    switch value {
    case .array(let elements): !elements.isEmpty
    case .object(let object): !object.members.isEmpty
    case .null, .bool, .number, .string: false
    }
  }

  private func scalarOrEmptyText(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.literal
    case .string(let text): Escaping.jsonString(text)
    case .array: "[]"
    case .object: "{}"
    }
  }

  /// The one-line form if it takes at most `budget` columns.
  private func compactText(_ value: JSONValue, budget: Int) -> String? {
    var output = ""
    var width = 0
    return appendCompact(value, to: &output, width: &width, budget: budget) ? output : nil
  }

  private func appendCompact(_ value: JSONValue, to output: inout String, width: inout Int, budget: Int) -> Bool {
    func append(_ text: String) -> Bool {
      width += text.unicodeScalars.count
      output += text
      return width <= budget
    }
    guard Self.isNonEmptyContainer(value) else { return append(scalarOrEmptyText(value)) }
    switch value {
    case .null, .bool, .number, .string:
      return append(scalarOrEmptyText(value))
    case .array(let elements):
      guard append("[") else { return false }
      for (position, element) in elements.enumerated() {
        if position > 0, !append(", ") { return false }
        guard appendCompact(element, to: &output, width: &width, budget: budget) else { return false }
      }
      return append("]")
    case .object(let object):
      guard append("{ ") else { return false }
      for (position, member) in object.members.enumerated() {
        if position > 0, !append(", ") { return false }
        guard append(Escaping.jsonString(member.key) + ": "),
          appendCompact(member.value, to: &output, width: &width, budget: budget)
        else { return false }
      }
      return append(" }")
    }
  }
}
