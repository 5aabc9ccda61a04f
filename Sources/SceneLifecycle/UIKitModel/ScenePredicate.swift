import Foundation
import QuickActions

/// An activation-condition predicate: the subset of `NSPredicate` that UIKit evaluates outside the app to choose
/// the scene for a quick action or link (UIKit semantics article, 12a row 4).
///
/// Only `self`, the target content identifier, can be compared, and only with string literals. Build one with
/// ``parse(_:)`` from the text an app would pass to `NSPredicate(format:)`, or from the cases directly.
public indirect enum ScenePredicate: Hashable, Sendable, CustomStringConvertible {
  /// `TRUEPREDICATE`: matches every target, a nil one included.
  case truePredicate
  /// `FALSEPREDICATE`: matches no target.
  case falsePredicate
  /// `self <operator> 'literal'`, with the modifiers written after the operator (`==[cd]`).
  case compare(Operator, String, Modifiers = [])
  /// `self IN {'a', 'b'}`: the target equals one of the strings.
  case isIn([String], Modifiers = [])
  /// `NOT p` (also `!p`).
  case not(ScenePredicate)
  /// `p AND q AND …` (also `&&`); an empty list matches every target.
  case and([ScenePredicate])
  /// `p OR q OR …` (also `||`); an empty list matches no target.
  case or([ScenePredicate])

  /// The string comparisons between `self` and a literal.
  public enum Operator: Hashable, Sendable, CaseIterable {
    /// `==` (also `=`).
    case equal
    /// `!=` (also `<>`).
    case notEqual
    /// `BEGINSWITH`.
    case beginsWith
    /// `ENDSWITH`.
    case endsWith
    /// `CONTAINS`.
    case contains
    /// `LIKE`: `*` matches any run of characters, `?` one character, and a backslash makes the next character
    /// literal.
    case like

    /// The operator as the canonical text writes it.
    public var text: String {
      switch self {
      case .equal: "=="
      case .notEqual: "!="
      case .beginsWith: "BEGINSWITH"
      case .endsWith: "ENDSWITH"
      case .contains: "CONTAINS"
      case .like: "LIKE"
      }
    }
  }

  /// The comparison modifiers `[c]`, `[d]` and `[cd]`.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// Wraps the bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `[c]`: upper and lower case compare equal.
    public static let caseInsensitive = Modifiers(rawValue: 1)
    /// `[d]`: a letter with a diacritic compares equal to the letter without it ("é" and "e").
    public static let diacriticInsensitive = Modifiers(rawValue: 2)

    /// The modifiers as the canonical text writes them: `""`, `[c]`, `[d]` or `[cd]`.
    public var text: String {
      let letters = (contains(.caseInsensitive) ? "c" : "") + (contains(.diacriticInsensitive) ? "d" : "")
      return letters.isEmpty ? "" : "[\(letters)]"
    }
  }

  /// Whether the predicate matches a target content identifier.
  ///
  /// A nil target (no identifier) matches no comparison except `!=`, which it satisfies, as `NSPredicate` does
  /// for a nil left side (UIKit semantics article, 12a row 6); `TRUEPREDICATE` still matches it.
  public func evaluate(_ target: String?) -> Bool {
    switch self {
    case .truePredicate: true
    case .falsePredicate: false
    case .compare(let op, let literal, let modifiers):
      if let target { Self.compare(target, op, literal, modifiers) } else { op == .notEqual }
    case .isIn(let literals, let modifiers):
      if let target { literals.contains { Self.compare(target, .equal, $0, modifiers) } } else { false }
    case .not(let operand): !operand.evaluate(target)
    case .and(let operands): operands.allSatisfy { $0.evaluate(target) }
    case .or(let operands): operands.contains { $0.evaluate(target) }
    }
  }

  /// The canonical text: keywords in capitals, `self` on the left, literals in single quotes, and parentheses
  /// around every `AND` or `OR` inside another operator. ``parse(_:)`` reads it back to an equal predicate.
  public var text: String {
    switch self {
    case .truePredicate: "TRUEPREDICATE"
    case .falsePredicate: "FALSEPREDICATE"
    case .compare(let op, let literal, let modifiers):
      "self \(op.text)\(modifiers.text) \(Self.quoted(literal))"
    case .isIn(let literals, let modifiers):
      "self IN\(modifiers.text) {\(literals.map(Self.quoted).joined(separator: ", "))}"
    case .not(let operand): "NOT \(operand.nestedText)"
    case .and(let operands):
      operands.isEmpty ? "TRUEPREDICATE" : operands.map(\.nestedText).joined(separator: " AND ")
    case .or(let operands):
      operands.isEmpty ? "FALSEPREDICATE" : operands.map(\.nestedText).joined(separator: " OR ")
    }
  }

  /// The canonical text, ``text``.
  public var description: String { text }

  /// The text as an operand of `NOT`, `AND` or `OR`: in parentheses when it is itself a list of two or more.
  private var nestedText: String {
    switch self {
    case .and(let operands) where operands.count > 1: "(\(text))"
    case .or(let operands) where operands.count > 1: "(\(text))"
    case .and(let operands), .or(let operands): operands.first?.nestedText ?? text
    case .truePredicate, .falsePredicate, .compare, .isIn, .not: text
    }
  }

  /// A string literal in single quotes that reads back to the same string (`Escaping.predicateStringLiteral`).
  static func quoted(_ literal: String) -> String { Escaping.predicateStringLiteral(literal) }

  /// One comparison of a present target with a literal, after folding both as the modifiers ask.
  private static func compare(_ target: String, _ op: Operator, _ literal: String, _ modifiers: Modifiers) -> Bool {
    let value = Array(fold(target, modifiers))
    let other = Array(fold(literal, modifiers))
    switch op {
    case .equal: return value == other
    case .notEqual: return value != other
    case .beginsWith: return value.starts(with: other)
    case .endsWith: return value.reversed().starts(with: other.reversed())
    case .contains:
      guard other.count <= value.count else { return false }
      return (0...(value.count - other.count)).contains { value[$0..<($0 + other.count)].elementsEqual(other) }
    case .like: return WildcardPattern(other).matches(value)
    }
  }

  /// The string with case and diacritics removed as the modifiers ask (Foundation's folding, no locale).
  private static func fold(_ string: String, _ modifiers: Modifiers) -> String {
    var options: String.CompareOptions = []
    if modifiers.contains(.caseInsensitive) { options.insert(.caseInsensitive) }
    if modifiers.contains(.diacriticInsensitive) { options.insert(.diacriticInsensitive) }
    return options.isEmpty ? string : string.folding(options: options, locale: nil)
  }
}

/// A `LIKE` pattern: literal characters, `?` (one character) and `*` (any run, the empty one included).
private struct WildcardPattern {
  private enum Element: Equatable {
    case character(Character)
    case one
    case run
  }

  private let elements: [Element]

  /// Reads the pattern; a backslash makes the next character literal, a trailing one is itself literal.
  init(_ pattern: [Character]) {
    var elements: [Element] = []
    var escaped = false
    for character in pattern {
      if escaped {
        elements.append(.character(character))
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        elements.append(character == "*" ? .run : character == "?" ? .one : .character(character))
      }
    }
    if escaped { elements.append(.character("\\")) }
    self.elements = elements
  }

  /// Matches the whole value, backtracking only to the last `*` (no recursion, at most pattern × value steps).
  func matches(_ value: [Character]) -> Bool {
    var p = 0
    var v = 0
    var lastRun: (pattern: Int, value: Int)?
    while v < value.count {
      if p < elements.count, elements[p] == .run {
        lastRun = (p, v)
        p += 1
      } else if p < elements.count, elements[p] == .one || elements[p] == .character(value[v]) {
        p += 1
        v += 1
      } else if let run = lastRun {
        p = run.pattern + 1
        v = run.value + 1
        lastRun = (run.pattern, run.value + 1)
      } else {
        return false
      }
    }
    return elements[p...].allSatisfy { $0 == .run }
  }
}
