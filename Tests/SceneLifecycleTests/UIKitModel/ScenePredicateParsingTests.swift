import SceneLifecycle
import XCTest

/// Reading activation-condition predicates: what the subset accepts and how everything else is refused, with the
/// column of the problem (UIKit semantics article, 12a row 4).
final class ScenePredicateParsingTests: XCTestCase {
  private func assertError(
    _ text: String, column: Int, _ fragment: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    do {
      let parsed = try ScenePredicate.parse(text)
      XCTFail("\(text) parsed as \(parsed)", file: file, line: line)
    } catch {
      XCTAssertEqual(error.column, column, "\(text): \(error.message)", file: file, line: line)
      XCTAssertTrue(error.message.contains(fragment), "\(text): \(error.message)", file: file, line: line)
    }
  }

  // (UIKit semantics article, 12a row 4): every operator, modifier and spelling of the subset reads.
  func testTheSubsetParses() throws {
    XCTAssertEqual(try ScenePredicate.parse("TRUEPREDICATE"), .truePredicate)
    XCTAssertEqual(try ScenePredicate.parse(" falsePredicate "), .falsePredicate)
    XCTAssertEqual(try ScenePredicate.parse("self == 'a'"), .compare(.equal, "a"))
    XCTAssertEqual(try ScenePredicate.parse("SELF='a'"), .compare(.equal, "a"))
    XCTAssertEqual(try ScenePredicate.parse("self!='a'"), .compare(.notEqual, "a"))
    XCTAssertEqual(try ScenePredicate.parse("self<>'a'"), .compare(.notEqual, "a"))
    XCTAssertEqual(try ScenePredicate.parse("self BeginsWith 'a'"), .compare(.beginsWith, "a"))
    XCTAssertEqual(try ScenePredicate.parse("self endswith[c] 'a'"), .compare(.endsWith, "a", .caseInsensitive))
    XCTAssertEqual(
      try ScenePredicate.parse("self CONTAINS[D] 'a'"), .compare(.contains, "a", .diacriticInsensitive))
    XCTAssertEqual(
      try ScenePredicate.parse("self LIKE[cd] 'a*'"), .compare(.like, "a*", [.caseInsensitive, .diacriticInsensitive]))
    XCTAssertEqual(try ScenePredicate.parse("self IN {'a', \"b\"}"), .isIn(["a", "b"]))
    XCTAssertEqual(try ScenePredicate.parse("'a' != SELF"), .compare(.notEqual, "a"))
    XCTAssertEqual(try ScenePredicate.parse("'a' ==[c] self"), .compare(.equal, "a", .caseInsensitive))
    XCTAssertEqual(
      try ScenePredicate.parse("NOT self == 'a' AND !self == 'b' && self == 'c'"),
      .and([.not(.compare(.equal, "a")), .not(.compare(.equal, "b")), .compare(.equal, "c")]))
    XCTAssertEqual(
      try ScenePredicate.parse("self == 'a' || self == 'b' or self == 'c'"),
      .or([.compare(.equal, "a"), .compare(.equal, "b"), .compare(.equal, "c")]))
  }

  // (UIKit semantics article, 12a row 4): string literals in either quote, with backslash escapes.
  func testStringLiterals() throws {
    XCTAssertEqual(try ScenePredicate.parse(#"self == 'it\'s'"#), .compare(.equal, "it's"))
    XCTAssertEqual(try ScenePredicate.parse(#"self == "say \"hi\"""#), .compare(.equal, #"say "hi""#))
    XCTAssertEqual(try ScenePredicate.parse(#"self == "it's""#), .compare(.equal, "it's"))
    XCTAssertEqual(try ScenePredicate.parse(#"self == 'a\\b\n\t\r'"#), .compare(.equal, "a\\b\n\t\r"))
    XCTAssertEqual(try ScenePredicate.parse(#"self == '\u00e9'"#), .compare(.equal, "é"))
    XCTAssertEqual(try ScenePredicate.parse("self == ''"), .compare(.equal, ""))
    // A combining mark right after the opening quote stays in the literal.
    XCTAssertEqual(try ScenePredicate.parse("self == '\u{301}x'"), .compare(.equal, "\u{301}x"))
  }

  // (UIKit semantics article, 12a row 4): only `self` can be compared, with the column of the key path.
  func testOtherKeyPathsAreRefused() {
    let onlySelf = "only `self` can be compared: the system evaluates activation predicates outside the app"
    assertError("name == 'x'", column: 1, onlySelf)
    assertError("self == 'a' OR title BEGINSWITH 'x'", column: 16, onlySelf)
    assertError("self.length == 'x'", column: 1, onlySelf)
    assertError("self == name", column: 9, onlySelf)
    assertError("'x' == ñame", column: 8, onlySelf)
    assertError("SUBQUERY(self, $x, $x == 'a')", column: 1, "`SUBQUERY` is not supported")
    assertError("ANY self == 'a'", column: 1, "`ANY` is not supported")
    assertError("all self == 'a'", column: 1, "`ALL` is not supported")
    assertError("FUNCTION(self, 'lowercase') == 'a'", column: 1, "`FUNCTION` is not supported")
  }

  // (UIKit semantics article, 12a row 4): operators outside the subset, each with its column.
  func testUnsupportedOperatorsAreRefused() {
    assertError("self MATCHES 'a.*'", column: 6, "`MATCHES` is not supported")
    assertError("self < 'b'", column: 6, "`<` is not supported")
    assertError("self >= 'b'", column: 6, "`>` is not supported")
    assertError("self => 'b'", column: 6, "`=>` is not supported")
    assertError("self =< 'b'", column: 6, "`=<` is not supported")
    assertError("self BETWEEN {'a', 'b'}", column: 6, "`BETWEEN` is not supported")
    assertError("self & 'a'", column: 6, "write `&&` or `AND`")
    assertError("self == 'a' | self == 'b'", column: 13, "write `||` or `OR`")
    assertError("self foo 'a'", column: 6, "expected a comparison operator")
    assertError("self 'a'", column: 6, "expected a comparison operator")
  }

  // (UIKit semantics article, 12a row 4): values the system could not evaluate outside the app.
  func testVariablesFormatArgumentsAndNumbersAreRefused() {
    assertError("self == $name", column: 9, "`$` variables are not supported")
    assertError("self == %@", column: 9, "`%@` format arguments are not supported")
    assertError("self == 42", column: 9, "numbers are not supported")
    assertError("self == nil", column: 9, "`NIL` is not supported")
    assertError("self == YES", column: 9, "`YES` is not supported")
    assertError("self == self", column: 9, "compare `self` with a string literal")
    assertError("'a' == 'b'", column: 8, "must be `self`")
    assertError("'a' BEGINSWITH self", column: 1, "put `self` on the left")
    assertError("'a' IN self", column: 1, "put `self` on the left")
  }

  // (UIKit semantics article, 12a row 4): malformed literals, modifiers, arrays and parentheses.
  func testMalformedTextIsRefused() {
    assertError("self == 'abc", column: 9, "unterminated string literal")
    assertError("self == \"abc'", column: 9, "unterminated string literal")
    assertError(#"self == 'abc\'"#, column: 9, "unterminated string literal")
    assertError(#"self == 'a\qb'"#, column: 11, "unknown escape")
    assertError(#"self == '\u12'"#, column: 10, "four hex digits")
    assertError(#"self == '\uD800'"#, column: 10, "surrogate")
    assertError("self ==[x] 'a'", column: 9, "unknown modifier `x`")
    assertError("self ==[cc] 'a'", column: 10, "given twice")
    assertError("self ==[] 'a'", column: 8, "empty modifier")
    assertError("self ==[c 'a'", column: 10, "unknown modifier")
    assertError("self ==[c", column: 8, "unterminated modifier")
    assertError("self == [c] 'a'", column: 9, "right after the operator")
    assertError("self IN 'abc'", column: 9, "IN takes an array literal")
    assertError("self IN {'a' 'b'}", column: 14, "expected `,` or `}`")
    assertError("self IN {'a', }", column: 15, "string literals only")
    assertError("self IN {'a', 1}", column: 15, "numbers are not supported")
    assertError("self == {'a'}", column: 9, "only follow IN")
    assertError("(self == 'a'", column: 13, "expected `)` to close the `(` at column 1")
    assertError("self == 'a')", column: 12, "unexpected `)` after the end")
    assertError("TRUEPREDICATE FALSEPREDICATE", column: 15, "after the end of the predicate")
    assertError("self == 'a' self", column: 13, "after the end of the predicate")
    assertError("self == 'a' AND", column: 16, "expected a comparison, found the end of the text")
    assertError("AND self == 'a'", column: 1, "expected a comparison, found `AND`")
    assertError("self ==", column: 8, "expected a string literal")
    assertError("()", column: 2, "expected a comparison, found `)`")
    assertError("self # 'a'", column: 6, "unexpected character `#`")
    assertError("é == 'a' @", column: 1, onlySelfFragment)
    // Columns count Characters: "é" written as e + U+0301 is one column.
    assertError("'e\u{301}' == self @", column: 13, "unexpected character `@`")
  }

  private let onlySelfFragment = "only `self`"

  // (UIKit semantics article, 12a row 4): empty text, or only spaces.
  func testEmptyTextIsRefused() {
    assertError("", column: 1, "empty predicate")
    assertError("  \n ", column: 1, "empty predicate")
  }

  // (UIKit semantics article, 12a row 4): nesting is bounded, so a deep input is an error, not a stack overflow.
  func testNestingIsBounded() throws {
    let limit = ScenePredicate.maximumNesting
    XCTAssertNoThrow(
      try ScenePredicate.parse(
        String(repeating: "(", count: limit) + "TRUEPREDICATE"
          + String(repeating: ")", count: limit)))
    XCTAssertNoThrow(try ScenePredicate.parse(String(repeating: "NOT ", count: limit) + "TRUEPREDICATE"))
    assertError(
      String(repeating: "(", count: limit + 1) + "TRUEPREDICATE" + String(repeating: ")", count: limit + 1),
      column: limit + 1, "nesting deeper than 64")
    assertError(String(repeating: "!", count: 10_000) + "TRUEPREDICATE", column: limit + 1, "nesting deeper")
    // Long flat lists are not nesting: they stay one level deep.
    let long = Array(repeating: "self == 'a'", count: 5_000).joined(separator: " OR ")
    XCTAssertTrue(try ScenePredicate.parse(long).evaluate("a"))
  }

  // (UIKit semantics article, 12a row 4): random text never traps; what parses reads back from its text and
  // evaluates.
  func testRandomTextNeverTraps() {
    let pieces = [
      "self", "SELF", "name", "==", "=", "!=", "<>", "<", ">", "!", "&&", "||", "&", "|", "AND", "or", "not", "(",
      ")", "{", "}", ",", ".", "[c]", "[d]", "[cd]", "[", "]", "'a'", "\"b\"", "'", "\"", "\\", "'\\u00e9'",
      "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "IN", "MATCHES", "ANY", "SUBQUERY", "$x", "%@", "42",
      "TRUEPREDICATE", "FALSEPREDICATE", " ", "  ", "\u{301}", "é", "'*'", "'?'", "nil", "#", "@", "\n",
    ]
    var generator = SplitMix64(seed: 15)
    var parsedCount = 0
    for _ in 0..<20_000 {
      let count = Int(generator.next() % 12)
      var text = ""
      for _ in 0..<count {
        if generator.next() % 10 == 0 {
          text.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: generator.next() % 128)))
        } else {
          text += pieces[Int(generator.next() % UInt64(pieces.count))]
        }
      }
      do {
        let parsed = try ScenePredicate.parse(text)
        parsedCount += 1
        XCTAssertEqual(try? ScenePredicate.parse(parsed.text), parsed, "\(text) → \(parsed.text)")
        for target in ["a", "b", "é", "", nil] { _ = parsed.evaluate(target) }
      } catch {
        XCTAssertGreaterThanOrEqual(error.column, 1, text)
        XCTAssertLessThanOrEqual(error.column, text.count + 1, text)
        XCTAssertFalse(error.message.isEmpty, text)
      }
    }
    XCTAssertGreaterThan(parsedCount, 20)
  }

  // (UIKit semantics article, 12a row 4): random predicates read back from their text, and the text with one
  // character dropped, doubled or replaced never traps.
  func testRandomPredicatesRoundTripAndMutationsNeverTrap() {
    var generator = SplitMix64(seed: 12)
    let literals = ["", "a", "é", "it's", "a\\b", "*", "?x", "\u{301}q", "\"", "line\n", "\u{7}"]
    func literal() -> String { literals[Int(generator.next() % UInt64(literals.count))] }
    func modifiers() -> ScenePredicate.Modifiers { ScenePredicate.Modifiers(rawValue: UInt8(generator.next() % 4)) }
    func random(depth: Int) -> ScenePredicate {
      let choice = depth > 3 ? generator.next() % 4 : generator.next() % 7
      switch choice {
      case 0: return generator.next() % 2 == 0 ? .truePredicate : .falsePredicate
      case 1, 2:
        let ops = ScenePredicate.Operator.allCases
        return .compare(ops[Int(generator.next() % UInt64(ops.count))], literal(), modifiers())
      case 3: return .isIn((0..<Int(generator.next() % 3)).map { _ in literal() }, modifiers())
      case 4: return .not(random(depth: depth + 1))
      case 5: return .and((0..<2 + Int(generator.next() % 2)).map { _ in random(depth: depth + 1) })
      default: return .or((0..<2 + Int(generator.next() % 2)).map { _ in random(depth: depth + 1) })
      }
    }
    let replacements: [Character] = ["'", "\"", "(", ")", "[", "{", "!", "=", " ", "x", "1", "$", "\\"]
    for _ in 0..<2_000 {
      let predicate = random(depth: 0)
      XCTAssertEqual(try? ScenePredicate.parse(predicate.text), predicate, predicate.text)
      var characters = Array(predicate.text)
      let at = Int(generator.next() % UInt64(characters.count))
      switch generator.next() % 3 {
      case 0: characters.remove(at: at)
      case 1: characters.insert(characters[at], at: at)
      default: characters[at] = replacements[Int(generator.next() % UInt64(replacements.count))]
      }
      let mutated = String(characters)
      if let parsed = try? ScenePredicate.parse(mutated) {
        for target in ["a", "é", "", nil] { _ = parsed.evaluate(target) }
      }
    }
  }
}
