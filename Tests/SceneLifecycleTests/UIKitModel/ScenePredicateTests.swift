import SceneLifecycle
import XCTest

/// Evaluating activation-condition predicates and ranking scenes by them (UIKit semantics article, 12a).
final class ScenePredicateTests: XCTestCase {
  private func predicate(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScenePredicate {
    do {
      return try ScenePredicate.parse(text)
    } catch {
      XCTFail("\(text): \(error)", file: file, line: line)
      throw error
    }
  }

  private func assertMatches(
    _ text: String, _ matching: [String?], _ notMatching: [String?], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let parsed = try predicate(text, file: file, line: line)
    for target in matching {
      XCTAssertTrue(parsed.evaluate(target), "\(text) should match \(target ?? "nil")", file: file, line: line)
    }
    for target in notMatching {
      XCTAssertFalse(parsed.evaluate(target), "\(text) should not match \(target ?? "nil")", file: file, line: line)
    }
  }

  // (UIKit semantics article, 12a row 4): the constants the defaults are built from.
  func testConstantsMatchEverythingOrNothing() throws {
    try assertMatches("TRUEPREDICATE", ["", "compose", nil], [])
    try assertMatches("FALSEPREDICATE", [], ["", "compose", nil])
    try assertMatches("truepredicate", [nil], [])
  }

  // (UIKit semantics article, 12a row 4): equality on self, in each spelling.
  func testEqualityAndInequality() throws {
    for text in ["self == 'a'", "SELF = 'a'", "Self == \"a\"", "'a' == self"] {
      try assertMatches(text, ["a"], ["A", "ab", "", "á"])
    }
    for text in ["self != 'a'", "self <> 'a'", "'a' != self"] {
      try assertMatches(text, ["A", "ab", ""], ["a"])
    }
  }

  // (UIKit semantics article, 12a row 4): the string operators.
  func testStringOperators() throws {
    try assertMatches("self BEGINSWITH 'compose'", ["compose", "compose/new"], ["Compose", "re-compose", ""])
    try assertMatches("self ENDSWITH '.pdf'", ["a.pdf", ".pdf"], ["a.PDF", "a.pdf.zip"])
    try assertMatches("self CONTAINS 'tab'", ["newtab", "tab", "a tab b"], ["TAB", "ta", ""])
    try assertMatches("self CONTAINS ''", ["", "x"], [])
    try assertMatches("self beginswith 'x' or self endswith 'y'", ["xa", "ay"], ["ya"])
  }

  // (UIKit semantics article, 12a row 4): LIKE with its wildcards and an escaped wildcard.
  func testLikeWildcards() throws {
    try assertMatches("self LIKE 'a*c'", ["ac", "abc", "abbbc", "a*c"], ["ab", "bac", "abcd"])
    try assertMatches("self LIKE 'a?c'", ["abc", "a?c"], ["ac", "abbc"])
    try assertMatches("self LIKE '*'", ["", "anything"], [nil])
    try assertMatches("self LIKE '*a*b?'", ["ab1", "xxaxxbz", "aab_"], ["ab", "ba1"])
    try assertMatches(#"self LIKE 'a\\*'"#, ["a*"], ["ab", "a"])
    try assertMatches("self LIKE[c] 'HTTP*://*'", ["https://example.com/x", "http://a"], ["ftp://a"])
  }

  // (UIKit semantics article, 12a row 4): IN with an array literal.
  func testInArrayLiteral() throws {
    try assertMatches("self IN {'new', 'private'}", ["new", "private"], ["New", "newprivate", nil])
    try assertMatches("self IN[c] {'new'}", ["NEW", "new"], ["news"])
    try assertMatches("self IN {}", [], ["", "a", nil])
  }

  // (UIKit semantics article, 12a row 4): [c], [d] and [cd], with "é" against "e".
  func testModifiers() throws {
    try assertMatches("self ==[c] 'Compose'", ["compose", "COMPOSE"], ["composé"])
    try assertMatches("self ==[d] 'compose'", ["composé", "compose"], ["COMPOSE", "Composé"])
    try assertMatches("self ==[cd] 'compose'", ["COMPOSÉ", "composé", "Compose"], ["compos"])
    try assertMatches("self ==[dc] 'é'", ["E", "é", "e\u{301}"], ["f"])
    try assertMatches("self == 'é'", ["é", "e\u{301}"], ["e", "É"])
    try assertMatches("self BEGINSWITH[d] 'cafe'", ["café-menu"], ["Café"])
    try assertMatches("self ENDSWITH[cd] 'CAFE'", ["le café"], ["cafés"])
    try assertMatches("self CONTAINS[cd] 'ELEVE'", ["un élève ici", "ELEVE"], ["élev"])
    try assertMatches("self LIKE[cd] 'e*E'", ["éte", "Eté"], ["été!"])
  }

  // (UIKit semantics article, 12a row 6): a nil target matches no comparison, and satisfies only !=.
  func testNilTargetMatchesNoComparison() throws {
    for text in [
      "self == ''", "self BEGINSWITH ''", "self ENDSWITH ''", "self CONTAINS ''", "self LIKE '*'", "self IN {''}",
      "self ==[cd] ''",
    ] {
      try assertMatches(text, [], [nil])
    }
    try assertMatches("self != 'x'", [nil], [])
    try assertMatches("NOT self == 'x'", [nil], [])
    try assertMatches("self != 'x' AND self == 'x'", [], [nil])
  }

  // (UIKit semantics article, 12a row 4): NOT binds tighter than AND, AND tighter than OR.
  func testPrecedence() throws {
    // a OR b AND c is a OR (b AND c): true for "a" although c fails.
    try assertMatches("self == 'a' OR self BEGINSWITH 'b' AND self ENDSWITH 'c'", ["a", "bc"], ["b", "c"])
    try assertMatches("(self == 'a' OR self BEGINSWITH 'b') AND self ENDSWITH 'c'", ["bc"], ["a", "b"])
    // NOT a AND b is (NOT a) AND b.
    try assertMatches("NOT self == 'a' AND self BEGINSWITH 'a'", ["ab"], ["a", "b"])
    try assertMatches("NOT (self == 'a' AND self BEGINSWITH 'a')", ["b", "ab"], ["a"])
    try assertMatches("!(self == 'a') && self != 'b' || self == 'b'", ["b", "c"], ["a"])
    try assertMatches("NOT NOT self == 'a'", ["a"], ["b"])
    XCTAssertEqual(
      try predicate("self == 'a' or self == 'b' and not self == 'c'"),
      .or([.compare(.equal, "a"), .and([.compare(.equal, "b"), .not(.compare(.equal, "c"))])]))
  }

  // (UIKit semantics article, 12a row 4): the canonical text, and that it reads back.
  func testCanonicalText() throws {
    XCTAssertEqual(try predicate("'x' = SELF").text, "self == 'x'")
    XCTAssertEqual(try predicate("self <>[dc] \"it's\"").text, #"self !=[cd] 'it\'s'"#)
    XCTAssertEqual(try predicate("self in {'a',\"b\"}").text, "self IN {'a', 'b'}")
    XCTAssertEqual(
      try predicate("!(self == 'a' || self == 'b') && truepredicate").text,
      "NOT (self == 'a' OR self == 'b') AND TRUEPREDICATE")
    XCTAssertEqual(ScenePredicate.compare(.like, "a\\b\n\u{1}").text, #"self LIKE 'a\\b\n\u0001'"#)
    XCTAssertEqual(ScenePredicate.and([]).text, "TRUEPREDICATE")
    XCTAssertEqual(ScenePredicate.or([]).text, "FALSEPREDICATE")
    XCTAssertEqual(ScenePredicate.not(.and([.falsePredicate])).text, "NOT FALSEPREDICATE")
    XCTAssertEqual("\(ScenePredicate.isIn(["a"], .caseInsensitive))", "self IN[c] {'a'}")
    for text in [
      "self == 'a' OR (self == 'b' AND NOT (self == 'c' OR self LIKE[cd] '*'))", "((self == 'a'))",
      "(self == 'a' AND self == 'b') AND self == 'c'", #"self == '\u00E9\'\"\\'"#,
    ] {
      let parsed = try predicate(text)
      XCTAssertEqual(try predicate(parsed.text), parsed, text)
    }
  }

  // (UIKit semantics article, 12a row 2): a scene with no conditions can take anything and prefers nothing.
  func testDefaultConditions() {
    let conditions = SceneActivationConditions.default
    XCTAssertEqual(conditions.canActivate, .truePredicate)
    XCTAssertEqual(conditions.prefersToActivate, .falsePredicate)
    XCTAssertEqual(conditions, SceneActivationConditions())
    for target in ["compose", "https://example.com", "", nil] {
      XCTAssertEqual(conditions.match(target), .can)
    }
  }

  // (UIKit semantics article, 12a row 3): prefers is checked first; can only when prefers does not match.
  func testPrefersBeatsCan() throws {
    let compose = SceneActivationConditions(
      canActivate: .falsePredicate, prefersToActivate: try predicate("self BEGINSWITH 'compose'"))
    XCTAssertEqual(compose.match("compose/1"), .prefers)
    XCTAssertEqual(compose.match("inbox"), .none)
    XCTAssertEqual(compose.match(nil), .none)
    let both = SceneActivationConditions(canActivate: .truePredicate, prefersToActivate: .truePredicate)
    XCTAssertEqual(both.match("x"), .prefers)
    let mainScene = SceneActivationConditions(
      canActivate: .truePredicate, prefersToActivate: try predicate("self == 'inbox'"))
    XCTAssertEqual(mainScene.match("inbox"), .prefers)
    XCTAssertEqual(mainScene.match("compose/1"), .can)
    XCTAssertLessThan(SceneMatch.none, .can)
    XCTAssertLessThan(SceneMatch.can, .prefers)
    XCTAssertEqual([SceneMatch.can, .prefers, .none].max(), .prefers)
  }

  // (UIKit semantics article, 12a row 1): the identifier decides which scene fits best; without conditions it
  // decides nothing.
  func testIdentifierSteersTheBestScene() throws {
    let scenes = [
      SceneActivationConditions.default,
      SceneActivationConditions(canActivate: .falsePredicate, prefersToActivate: try predicate("self == 'compose'")),
    ]
    func best(_ target: String?) -> [Int] {
      let matches = scenes.map { $0.match(target) }
      guard let top = matches.max(), top != .none else { return [] }
      return matches.indices.filter { matches[$0] == top }
    }
    XCTAssertEqual(best("compose"), [1])
    XCTAssertEqual(best("inbox"), [0])
    XCTAssertEqual(best(nil), [0])
    XCTAssertEqual([SceneActivationConditions.default, .default].map { $0.match("compose") }, [.can, .can])
  }

  // (UIKit semantics article, 12a row 5): a link's URL string is its identifier; the WWDC19 demo predicate.
  func testURLStringAsIdentifier() throws {
    let clown = try predicate("self == 'http://clowntown.example.com/clown/Crusty'")
    XCTAssertTrue(clown.evaluate("http://clowntown.example.com/clown/Crusty"))
    XCTAssertFalse(clown.evaluate("http://clowntown.example.com/clown/Bozo"))
    try assertMatches("SELF ENDSWITH[c] '.pdf'", ["file:///a/B.PDF"], ["file:///a/b.pdfx"])
  }
}
