import Foundation
import QuickActions

/// The grammar `SequenceDiagram.mermaid` writes, as the tests check it: the statements it may print and the
/// characters a label may hold.
public enum MermaidGrammar {

  /// The characters a label may hold outside entity codes.
  public static let safeCharacters = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,_()/@=*+?![]'-:")

  /// Whether `label` is only ``safeCharacters`` and decimal entity codes (`#59;`).
  public static func isLabel(_ label: Substring) -> Bool {
    var characters = label.makeIterator()
    while let character = characters.next() {
      if safeCharacters.contains(character) { continue }
      guard character == "#" else { return false }
      var digits = 0
      var closed = false
      while !closed, let next = characters.next() {
        if next == ";", digits > 0 {
          closed = true
        } else if next.isASCII, next.isNumber {
          digits += 1
        } else {
          return false
        }
      }
      if !closed { return false }
    }
    return true
  }

  /// Whether `label` is only safe characters and decimal entity codes.
  public static func isLabel(_ label: String) -> Bool { isLabel(label[...]) }

  /// `label` with its `#<decimal>;` codes replaced by their characters, left to right (plain string code: `Regex`
  /// needs macOS 13 and iOS 16).
  public static func decode(_ label: String) -> String {
    var decoded = ""
    var rest = label[...]
    while let hash = rest.firstIndex(of: "#") {
      decoded += rest[..<hash]
      rest = rest[rest.index(after: hash)...]
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, rest[digits.endIndex...].first == ";" else {
        decoded += "#"
        continue
      }
      decoded += String(Unicode.Scalar(UInt32(digits) ?? 0).map(Character.init) ?? "?")
      rest = rest[rest.index(after: digits.endIndex)...]
    }
    decoded += rest
    return decoded
  }

  /// Drops `prefix` from `text` if it starts with it; whether it did.
  fileprivate static func consume(_ prefix: String, _ text: inout Substring) -> Bool {
    guard text.hasPrefix(prefix) else { return false }
    text = text.dropFirst(prefix.count)
    return true
  }

  /// Drops a participant id (`P` and digits) from the start of `text`; whether there was one.
  fileprivate static func id(_ text: inout Substring) -> Bool {
    guard consume("P", &text) else { return false }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    text = text.dropFirst(digits.count)
    return !digits.isEmpty
  }

  /// The pieces of `text` between the occurrences of `separator`, left to right, empty ones kept: what
  /// `split(separator:omittingEmptySubsequences: false)` gives with a string separator, which needs macOS 13.
  fileprivate static func fields(of text: Substring, separatedBy separator: String) -> [Substring] {
    var fields: [Substring] = []
    var rest = text
    while let range = rest.firstRange(ofText: separator) {
      fields.append(rest[..<range.lowerBound])
      rest = rest[range.upperBound...]
    }
    fields.append(rest)
    return fields
  }

  /// The problems with `text` against the grammar `SequenceDiagram.mermaid` writes (see its documentation):
  /// lines that match no statement, labels that hold a raw syntax character, and unbalanced `rect`/`end`.
  public static func problems(_ text: String) -> [String] {
    var problems: [String] = []
    var depth = 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.first != "sequenceDiagram" { problems.append("first line: \(lines.first ?? "")") }
    if lines.last != "" { problems.append("no final newline") }
    for line in lines.dropFirst().dropLast() {
      var rest = line.drop { $0 == " " }
      let indent = line.count - rest.count
      var label: Substring? = nil
      if indent < 2 || indent % 2 != 0 {
        problems.append("bad indent: \(line)")
      } else if indent == 2,
        consume("title ", &rest)
          || consume("participant ", &rest) && id(&rest)
            && consume(" as ", &rest)
      {
        label = rest
      } else if consume("rect rgba(", &rest) {
        let numbers = fields(of: rest.dropLast(), separatedBy: ", ")
        if rest.last != ")" || numbers.count != 4 || numbers.contains(where: { Double($0) == nil }) {
          problems.append("bad rect: \(line)")
        }
        depth += 1
      } else if rest == "end" {
        depth -= 1
        if depth < 0 { problems.append("end without rect") }
      } else if consume("Note over ", &rest), id(&rest), consume(",", &rest) ? id(&rest) : true,
        consume(": ", &rest)
      {
        label = rest
      } else if consume("Note right of ", &rest), id(&rest), consume(": ", &rest) {
        label = rest
      } else if id(&rest), consume("->>", &rest) || consume("-->>", &rest), id(&rest), consume(": ", &rest) {
        label = rest
      } else {
        problems.append("not a statement: \(line)")
      }
      if let label {
        if !isLabel(label) { problems.append("unsafe label: \(label)") }
      }
    }
    if depth != 0 { problems.append("\(depth) rect blocks left open") }
    return problems
  }
}
