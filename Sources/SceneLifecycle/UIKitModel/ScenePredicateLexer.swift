import QuickActions

/// One token of a predicate's text, with where it starts and ends (indices into the text).
struct ScenePredicateToken {
  /// What the token is.
  enum Kind: Equatable {
    /// A keyword or key path: letters, digits and underscores, not starting with a digit.
    case word(String)
    /// A quoted string literal, its escapes resolved.
    case string(String)
    /// `(`
    case openParen
    /// `)`
    case closeParen
    /// `{`
    case openBrace
    /// `}`
    case closeBrace
    /// `,`
    case comma
    /// `.`
    case dot
    /// `==` or `=`
    case equal
    /// `!=` or `<>`
    case notEqual
    /// `!`
    case not
    /// `&&`
    case and
    /// `||`
    case or
    /// `[c]`, `[d]`, `[cd]`
    case modifiers(ScenePredicate.Modifiers)
    /// The end of the text.
    case end

    /// The string of a literal token, nil for every other kind.
    var literal: String? {
      if case .string(let value) = self { value } else { nil }
    }
  }

  let kind: Kind
  let start: String.Index
  let end: String.Index
}

/// Cuts a predicate's text into tokens on demand, working on Unicode scalars so that a quote is always a quote
/// even next to a combining mark; columns are counted in Characters by ``column(of:)``.
struct ScenePredicateLexer {
  let text: String
  private let scalars: String.UnicodeScalarView
  private var position: String.Index

  init(_ text: String) {
    self.text = text
    self.scalars = text.unicodeScalars
    self.position = text.unicodeScalars.startIndex
  }

  /// The 1-based column, in Characters, of the Character that holds `index` (one past the last at the end).
  func column(of index: String.Index) -> Int {
    if index >= text.endIndex { return text.count + 1 }
    var column = 0
    for start in text.indices {
      guard start <= index else { break }
      column += 1
    }
    return max(column, 1)
  }

  /// An error at `index`.
  func error(at index: String.Index, _ message: String) -> PredicateSyntaxError {
    PredicateSyntaxError(column: column(of: index), message: message)
  }

  /// The source text of a token, for messages.
  func source(of token: ScenePredicateToken) -> String {
    token.kind == .end ? "the end of the text" : "`\(String(scalars[token.start..<token.end]))`"
  }

  /// The next token, or the error that stops the text from being one.
  mutating func next() throws(PredicateSyntaxError) -> ScenePredicateToken {
    while position < scalars.endIndex, scalars[position].properties.isWhitespace {
      position = scalars.index(after: position)
    }
    let start = position
    guard start < scalars.endIndex else { return ScenePredicateToken(kind: .end, start: start, end: start) }
    let scalar = scalars[start]
    position = scalars.index(after: start)
    let kind: ScenePredicateToken.Kind
    switch scalar {
    case "'", "\"": kind = .string(try stringLiteral(quote: scalar, start: start))
    case "(": kind = .openParen
    case ")": kind = .closeParen
    case "{": kind = .openBrace
    case "}": kind = .closeBrace
    case ",": kind = .comma
    case ".": kind = .dot
    case "[": kind = .modifiers(try modifiers(start: start))
    case "=":
      if take("=") {
        kind = .equal
      } else if take("<") || take(">") {
        throw unsupportedOrdering(start)
      } else {
        kind = .equal
      }
    case "!": kind = take("=") ? .notEqual : .not
    case "<":
      if take(">") { kind = .notEqual } else { throw unsupportedOrdering(start) }
    case ">": throw unsupportedOrdering(start)
    case "&":
      guard take("&") else { throw error(at: start, "unexpected `&`: write `&&` or `AND`") }
      kind = .and
    case "|":
      guard take("|") else { throw error(at: start, "unexpected `|`: write `||` or `OR`") }
      kind = .or
    case "$":
      throw error(
        at: start,
        "`$` variables are not supported: the system evaluates activation predicates outside the app, "
          + "with nothing to substitute")
    case "%":
      throw error(at: start, "`%@` format arguments are not supported: write the string literal itself, in quotes")
    case "0"..."9":
      throw error(at: start, "numbers are not supported: the target content identifier is a string; quote it")
    case _ where Self.startsWord(scalar):
      while position < scalars.endIndex, Self.continuesWord(scalars[position]) {
        position = scalars.index(after: position)
      }
      kind = .word(String(scalars[start..<position]))
    default:
      throw error(at: start, "unexpected character `\(String(scalar))`")
    }
    return ScenePredicateToken(kind: kind, start: start, end: position)
  }

  private static func startsWord(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private static func continuesWord(_ scalar: Unicode.Scalar) -> Bool {
    startsWord(scalar) || ("0"..."9").contains(scalar)
  }

  /// Consumes `scalar` if it is next.
  private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    guard position < scalars.endIndex, scalars[position] == scalar else { return false }
    position = scalars.index(after: position)
    return true
  }

  private func unsupportedOrdering(_ start: String.Index) -> PredicateSyntaxError {
    error(
      at: start,
      "`\(String(scalars[start..<position]))` is not supported: activation predicates compare strings with ==, !=, "
        + "BEGINSWITH, ENDSWITH, CONTAINS, LIKE or IN")
  }

  /// The rest of a string literal after its opening quote, escapes resolved.
  private mutating func stringLiteral(quote: Unicode.Scalar, start: String.Index) throws(PredicateSyntaxError)
    -> String
  {
    var value = String.UnicodeScalarView()
    while position < scalars.endIndex {
      let scalar = scalars[position]
      let escapeStart = position
      position = scalars.index(after: position)
      if scalar == quote { return String(value) }
      guard scalar == "\\" else {
        value.append(scalar)
        continue
      }
      guard position < scalars.endIndex else { break }
      let escaped = scalars[position]
      position = scalars.index(after: position)
      switch escaped {
      case "\\", "'", "\"": value.append(escaped)
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "r": value.append("\r")
      case "0": value.append("\0")
      case "u": value.append(try unicodeEscape(start: escapeStart))
      default:
        throw error(
          at: escapeStart, "unknown escape `\\\(String(escaped))`: use \\\\, \\', \\\", \\n, \\t, \\r or \\uXXXX")
      }
    }
    throw error(at: start, "unterminated string literal: no closing \(quote == "'" ? "`'`" : "`\"`")")
  }

  /// The four hex digits after `\u`.
  private mutating func unicodeEscape(start: String.Index) throws(PredicateSyntaxError) -> Unicode.Scalar {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < scalars.endIndex, let digit = Hex.digit(scalars[position]) else {
        throw error(at: start, "`\\u` needs four hex digits")
      }
      value = value * 16 + UInt32(digit)
      position = scalars.index(after: position)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw error(at: start, "`\\u` names no Unicode scalar (a surrogate)")
    }
    return scalar
  }

  /// The rest of a modifier block after `[`: the letters c and d, each at most once, then `]`.
  private mutating func modifiers(start: String.Index) throws(PredicateSyntaxError) -> ScenePredicate.Modifiers {
    var modifiers: ScenePredicate.Modifiers = []
    while position < scalars.endIndex {
      let scalar = scalars[position]
      let at = position
      position = scalars.index(after: position)
      let modifier: ScenePredicate.Modifiers
      switch scalar {
      case "]":
        guard !modifiers.isEmpty else { throw error(at: start, "empty modifier `[]`: use [c], [d] or [cd]") }
        return modifiers
      case "c", "C": modifier = .caseInsensitive
      case "d", "D": modifier = .diacriticInsensitive
      default:
        throw error(at: at, "unknown modifier `\(String(scalar))`: use [c], [d] or [cd]")
      }
      guard !modifiers.contains(modifier) else { throw error(at: at, "modifier `\(scalar)` given twice") }
      modifiers.insert(modifier)
    }
    throw error(at: start, "unterminated modifier: no closing `]`")
  }
}
