/// Why a predicate's text was refused: where (a 1-based column, counted in Characters) and what.
public struct PredicateSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The column of the problem, from 1, in Characters.
  public let column: Int
  /// What is wrong, naming the unsupported syntax.
  public let message: String

  /// Creates an error.
  public init(column: Int, message: String) {
    self.column = column
    self.message = message
  }

  /// `column N: message`.
  public var description: String { "column \(column): \(message)" }
}

extension ScenePredicate {
  /// The deepest nesting of parentheses and `NOT` that ``parse(_:)`` accepts.
  public static let maximumNesting = 64

  /// Reads the `NSPredicate` subset that activation conditions may use (UIKit semantics article, 12a row 4).
  ///
  /// Keywords are case-insensitive; `NOT` binds tighter than `AND`, which binds tighter than `OR`. A literal may
  /// stand left of `==` or `!=` (`'x' == self`); every other comparison needs `self` on the left. Anything
  /// outside the subset (other key paths, `MATCHES`, `SUBQUERY`, `ANY`, variables, format arguments, numbers,
  /// ordering comparisons) is an error naming it, never a trap.
  public static func parse(_ text: String) throws(PredicateSyntaxError) -> ScenePredicate {
    var parser = try ScenePredicateParser(text)
    return try parser.parse()
  }
}

/// A recursive-descent parser over ``ScenePredicateLexer``, one token of lookahead.
private struct ScenePredicateParser {
  private var lexer: ScenePredicateLexer
  private var token: ScenePredicateToken
  private var depth = 0

  init(_ text: String) throws(PredicateSyntaxError) {
    lexer = ScenePredicateLexer(text)
    token = try lexer.next()
  }

  mutating func parse() throws(PredicateSyntaxError) -> ScenePredicate {
    if token.kind == .end {
      throw PredicateSyntaxError(
        column: 1, message: "empty predicate: write TRUEPREDICATE, FALSEPREDICATE or a comparison such as self == 'x'")
    }
    let predicate = try disjunction()
    guard token.kind == .end else {
      throw error("unexpected \(lexer.source(of: token)) after the end of the predicate")
    }
    return predicate
  }

  private func error(_ message: String) -> PredicateSyntaxError {
    lexer.error(at: token.start, message)
  }

  private mutating func advance() throws(PredicateSyntaxError) {
    token = try lexer.next()
  }

  /// The current token's keyword in capitals, if it is a word.
  private var keyword: String? {
    if case .word(let word) = token.kind { word.uppercased() } else { nil }
  }

  private mutating func disjunction() throws(PredicateSyntaxError) -> ScenePredicate {
    var operands = [try conjunction()]
    while token.kind == .or || keyword == "OR" {
      try advance()
      operands.append(try conjunction())
    }
    return operands.count == 1 ? operands[0] : .or(operands)
  }

  private mutating func conjunction() throws(PredicateSyntaxError) -> ScenePredicate {
    var operands = [try unary()]
    while token.kind == .and || keyword == "AND" {
      try advance()
      operands.append(try unary())
    }
    return operands.count == 1 ? operands[0] : .and(operands)
  }

  private mutating func unary() throws(PredicateSyntaxError) -> ScenePredicate {
    guard token.kind == .not || keyword == "NOT" else { return try primary() }
    try enter()
    try advance()
    let operand = try unary()
    depth -= 1
    return .not(operand)
  }

  private mutating func enter() throws(PredicateSyntaxError) {
    depth += 1
    guard depth <= ScenePredicate.maximumNesting else {
      throw error("nesting deeper than \(ScenePredicate.maximumNesting) levels of parentheses and NOT")
    }
  }

  private mutating func primary() throws(PredicateSyntaxError) -> ScenePredicate {
    if token.kind == .openParen {
      let open = token
      try enter()
      try advance()
      let inner = try disjunction()
      guard token.kind == .closeParen else {
        throw error(
          "expected `)` to close the `(` at column \(lexer.column(of: open.start)), found \(lexer.source(of: token))")
      }
      depth -= 1
      try advance()
      return inner
    }
    switch keyword {
    case "TRUEPREDICATE":
      try advance()
      return .truePredicate
    case "FALSEPREDICATE":
      try advance()
      return .falsePredicate
    default: return try comparison()
    }
  }

  /// `self op literal`, `self IN {…}`, or `literal ==/!= self`.
  private mutating func comparison() throws(PredicateSyntaxError) -> ScenePredicate {
    let left = token
    let literalLeft = token.kind.literal
    if literalLeft == nil {
      guard keyword != nil else { throw error("expected a comparison, found \(lexer.source(of: token))") }
      try checkSelf(expectedComparison: true)
    }
    try advance()
    if token.kind == .dot {
      throw lexer.error(at: left.start, Self.onlySelf)
    }
    let (op, modifiers) = try comparisonOperator()
    if let literalLeft {
      guard op == .equal || op == .notEqual, let equality = op else {
        throw lexer.error(
          at: left.start, "put `self` on the left: only == and != may have the string literal first")
      }
      try checkSelf(expectedComparison: false)
      try advance()
      return .compare(equality, literalLeft, modifiers)
    }
    guard let op else {
      guard token.kind == .openBrace else {
        throw error("IN takes an array literal of strings, such as {'a', 'b'}; found \(lexer.source(of: token))")
      }
      return .isIn(try arrayLiteral(), modifiers)
    }
    return .compare(op, try rightLiteral(), modifiers)
  }

  private static let onlySelf =
    "only `self` can be compared: the system evaluates activation predicates outside the app"

  /// Throws unless the current token is `self`; other words get the message for what they are.
  private func checkSelf(expectedComparison: Bool) throws(PredicateSyntaxError) {
    guard let keyword else {
      throw error("one side of the comparison must be `self`; found \(lexer.source(of: token))")
    }
    switch keyword {
    case "SELF": return
    case "ANY", "ALL", "SOME", "NONE":
      throw error("`\(keyword)` is not supported: the target content identifier is one string, not a collection")
    case "SUBQUERY":
      throw error("`SUBQUERY` is not supported: \(Self.onlySelf)")
    case "FUNCTION":
      throw error("`FUNCTION` is not supported: the system evaluates activation predicates outside the app")
    case "NIL", "NULL", "TRUE", "FALSE", "YES", "NO":
      throw error("`\(keyword)` is not supported: compare `self` with a string literal")
    case "AND", "OR", "NOT", "IN", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "BETWEEN",
      "TRUEPREDICATE", "FALSEPREDICATE":
      throw error(
        expectedComparison
          ? "expected a comparison, found \(lexer.source(of: token))"
          : "one side of the comparison must be `self`; found \(lexer.source(of: token))")
    default: throw error(Self.onlySelf)
    }
  }

  /// The operator and its modifiers; a nil operator is `IN`.
  private mutating func comparisonOperator() throws(PredicateSyntaxError) -> (
    ScenePredicate.Operator?, ScenePredicate.Modifiers
  ) {
    let op: ScenePredicate.Operator?
    if token.kind == .equal {
      op = .equal
    } else if token.kind == .notEqual {
      op = .notEqual
    } else {
      switch keyword {
      case "BEGINSWITH": op = .beginsWith
      case "ENDSWITH": op = .endsWith
      case "CONTAINS": op = .contains
      case "LIKE": op = .like
      case "IN": op = nil
      case "MATCHES":
        throw error("`MATCHES` is not supported: the system does not evaluate regular expressions for activation")
      case "BETWEEN": throw error("`BETWEEN` is not supported: activation predicates compare strings")
      default: throw error(Self.expectedOperator(lexer.source(of: token)))
      }
    }
    let end = token.end
    try advance()
    guard case .modifiers(let modifiers) = token.kind else { return (op, []) }
    guard token.start == end else { throw error("write modifiers right after the operator, as in ==[c]") }
    try advance()
    return (op, modifiers)
  }

  private static func expectedOperator(_ found: String) -> String {
    "expected a comparison operator (==, !=, BEGINSWITH, ENDSWITH, CONTAINS, LIKE or IN), found \(found)"
  }

  /// The string literal right of an operator.
  private mutating func rightLiteral() throws(PredicateSyntaxError) -> String {
    if let literal = token.kind.literal {
      try advance()
      return literal
    }
    if token.kind == .openBrace { throw error("an array literal can only follow IN") }
    guard keyword != nil else { throw error("expected a string literal, found \(lexer.source(of: token))") }
    try checkSelf(expectedComparison: false)
    throw error("compare `self` with a string literal, not with itself")
  }

  /// `{'a', 'b'}`, the current token being `{`.
  private mutating func arrayLiteral() throws(PredicateSyntaxError) -> [String] {
    try advance()
    var literals: [String] = []
    if token.kind == .closeBrace {
      try advance()
      return literals
    }
    while true {
      guard let literal = token.kind.literal else {
        throw error("an array literal holds string literals only; found \(lexer.source(of: token))")
      }
      literals.append(literal)
      try advance()
      if token.kind == .closeBrace {
        try advance()
        return literals
      }
      guard token.kind == .comma else {
        throw error("expected `,` or `}` in the array literal, found \(lexer.source(of: token))")
      }
      try advance()
    }
  }
}
