import SceneLifecycle
import XCTest

/// The strict JSON parser: order, literals, errors with positions, limits and encodings.
final class JSONParserTests: XCTestCase {
  private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

  private func syntaxError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> JSONSyntaxError? {
    do {
      let value = try JSONParser.parse(bytes)
      XCTFail("parsed \(value), expected a syntax error", file: file, line: line)
      return nil
    } catch {
      return error
    }
  }

  private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8), file: file, line: line)
  }

  func testObjectsKeepTheirKeyOrder() throws {
    let value = try parse(#"{"zeta": 1, "alpha": 2, "mid": {"b": true, "a": null}}"#)
    guard case .object(let object) = value, case .object(let inner)? = object["mid"] else {
      return XCTFail("expected nested objects, got \(value)")
    }
    XCTAssertEqual(object.keys, ["zeta", "alpha", "mid"])
    XCTAssertEqual(inner.keys, ["b", "a"])
  }

  func testNumbersKeepTheirLiteralAndWhetherTheyAreIntegers() throws {
    let value = try parse("[0, -12, 1.50, 2e3, -0.0, 123456789012345678901234567890]")
    guard case .array(let elements) = value else { return XCTFail("expected an array") }
    let numbers = elements.compactMap { element -> JSONNumber? in
      if case .number(let number) = element { return number }
      return nil
    }
    XCTAssertEqual(numbers.map(\.literal), ["0", "-12", "1.50", "2e3", "-0.0", "123456789012345678901234567890"])
    XCTAssertEqual(numbers.map(\.isInteger), [true, true, false, false, false, true])
    XCTAssertEqual(numbers[1].intValue, -12)
    XCTAssertNil(numbers[5].intValue, "an integer beyond Int has no Int value")
    XCTAssertEqual(numbers[3].doubleValue, 2000)
  }

  func testStringEscapesAndSurrogatePairsDecode() throws {
    let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4e2d\ud83d\ude00", "naïve ✓"]"#)
    XCTAssertEqual(value, .array([.string("a\"b\\c/d\u{8}\u{C}\n\r\t"), .string("é中😀"), .string("naïve ✓")]))
  }

  func testLiteralsAndWhitespace() throws {
    XCTAssertEqual(try parse(" \t\r\n[true,false,null] \n"), .array([.bool(true), .bool(false), .null]))
    XCTAssertEqual(try parse(#""top""#), .string("top"))
  }

  func testAUTF8ByteOrderMarkIsSkipped() throws {
    XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)), .object(JSONObject()))
  }

  func testSyntaxErrorsGiveLineAndColumn() {
    let error = syntaxError("{\n  \"version\": 1,\n  \"name\" \"x\"\n}")
    XCTAssertEqual(error?.line, 3)
    XCTAssertEqual(error?.column, 10)
    XCTAssertEqual(error?.message, "expected ':' after the key \"name\", found '\"'")
    XCTAssertEqual(error?.description, "3:10: expected ':' after the key \"name\", found '\"'")
  }

  func testColumnsCountCharactersNotBytes() {
    let error = syntaxError("[\"é✓\", x]")
    XCTAssertEqual(error?.line, 1)
    XCTAssertEqual(error?.column, 8)
  }

  func testCommonMistakesGetSpecificMessages() {
    XCTAssertEqual(syntaxError("")?.message, "the file is empty (expected a JSON value)")
    XCTAssertEqual(syntaxError("  \n ")?.message, "the file is empty (expected a JSON value)")
    XCTAssertEqual(syntaxError("[1, 2,]")?.message, "trailing comma before ']'; JSON does not allow it")
    XCTAssertEqual(syntaxError(#"{"a": 1,}"#)?.message, "trailing comma before '}'; JSON does not allow it")
    XCTAssertEqual(syntaxError("// note\n{}")?.message, "comments are not allowed in JSON")
    XCTAssertEqual(syntaxError("['a']")?.message, "strings must be in double quotes, not single quotes")
    XCTAssertEqual(
      syntaxError("{'a': 1}")?.message, "expected an object key in double quotes, not single quotes, found '''")
    XCTAssertEqual(syntaxError("[01]")?.message, "numbers cannot have leading zeros")
    XCTAssertEqual(syntaxError("[1.]")?.message, "expected a digit after the decimal point")
    XCTAssertEqual(syntaxError("[1e+]")?.message, "expected a digit in the exponent")
    XCTAssertEqual(syntaxError("[-]")?.message, "expected a digit after '-'")
    XCTAssertEqual(
      syntaxError("[NaN]")?.message,
      "invalid literal `NaN` (expected a string, number, object, array, true, false or null)")
    XCTAssertEqual(
      syntaxError("[True]")?.message,
      "invalid literal `True` (expected a string, number, object, array, true, false or null)")
    XCTAssertEqual(syntaxError("{} {}")?.message, "unexpected '{' after the end of the JSON value")
    XCTAssertEqual(syntaxError("[1 2]")?.message, "expected ',' or ']' after an array element, found '2'")
    XCTAssertEqual(syntaxError(#"{"a" 1}"#)?.message, "expected ':' after the key \"a\", found '1'")
  }

  func testUnterminatedInputIsReported() {
    XCTAssertEqual(syntaxError(#"{"version": 1, "name": "x","#)?.message, "unexpected end of file; expected a key")
    XCTAssertEqual(syntaxError("[1, 2")?.message, "unexpected end of file; expected ',' or ']'")
    let unterminated = syntaxError("\n  \"abc")
    XCTAssertEqual(unterminated?.message, "unterminated string (no closing '\"' before the end of the file)")
    XCTAssertEqual(unterminated?.line, 2)
    XCTAssertEqual(unterminated?.column, 3)
  }

  func testStringsMayNotHoldRawControlCharacters() {
    XCTAssertEqual(
      syntaxError("[\"a\nb\"]")?.message, "unescaped line break in a string (write \\n, or close the string)")
    XCTAssertEqual(syntaxError("[\"a\u{1}b\"]")?.message, "control character U+0001 in a string must be escaped")
  }

  func testEscapesAreChecked() {
    XCTAssertEqual(
      syntaxError(#"["\x"]"#)?.message, #"invalid escape sequence '\x' (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#)
    XCTAssertEqual(syntaxError(#"["\u12"]"#)?.message, #"\u must be followed by four hexadecimal digits"#)
    XCTAssertEqual(
      syntaxError(#"["\ud83d"]"#)?.message, #"unpaired surrogate \uD83D (a high surrogate needs a low one)"#)
    XCTAssertEqual(
      syntaxError(#"["\ude00"]"#)?.message, #"unpaired surrogate \uDE00 (a low surrogate without a high one)"#)
  }

  func testDuplicateKeysAreRejectedAtTheSecondOne() {
    let error = syntaxError("{\"a\": 1,\n \"a\": 2}")
    XCTAssertEqual(error?.message, "duplicate key \"a\" in the same object")
    XCTAssertEqual(error?.line, 2)
    XCTAssertEqual(error?.column, 2)
  }

  func testNestingUpToTheLimitParsesAndBeyondItFails() throws {
    let limit = JSONParser.defaultMaximumDepth
    XCTAssertNoThrow(try parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)))
    let error = syntaxError(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
    XCTAssertEqual(
      error?.message, "arrays and objects are nested more than \(JSONParser.defaultMaximumDepth) levels deep")
    XCTAssertEqual(error?.column, limit + 1)
    XCTAssertEqual(error?.path, String(repeating: "[0]", count: limit))
    let inObject = syntaxError(#"{"a": [1, {"b": "# + String(repeating: "[", count: limit))
    XCTAssertEqual(inObject?.path, "a[1].b" + String(repeating: "[0]", count: limit - 3))
    XCTAssertNil(syntaxError("[1,]")?.path, "only the depth limit has a path")
  }

  func testAHundredThousandDeepArrayFailsWithoutOverflowingTheStack() {
    let error = syntaxError(String(repeating: "[", count: 100_000))
    XCTAssertEqual(
      error?.message, "arrays and objects are nested more than \(JSONParser.defaultMaximumDepth) levels deep")
    let objects = syntaxError(String(repeating: #"{"a":"#, count: 100_000))
    XCTAssertEqual(
      objects?.message, "arrays and objects are nested more than \(JSONParser.defaultMaximumDepth) levels deep")
  }

  func testInvalidUTF8IsRejectedWithItsPosition() {
    let cases: [(bytes: [UInt8], column: Int, byte: String)] = [
      (Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8), 4, "FF"),
      (Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8), 3, "C0"),  // overlong "/"
      (Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), 3, "ED"),  // UTF-8 encoded surrogate
      (Array("[\"".utf8) + [0xE2, 0x9C], 3, "E2"),  // truncated sequence
      (Array("[\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"]".utf8), 3, "F4"),  // above U+10FFFF
    ]
    for testCase in cases {
      let error = syntaxError(testCase.bytes)
      XCTAssertEqual(error?.message, "invalid UTF-8 (byte 0x\(testCase.byte)); scenario files must be UTF-8 text")
      XCTAssertEqual(error?.column, testCase.column)
    }
  }

  func testUTF16IsRecognised() {
    XCTAssertEqual(
      syntaxError([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])?.message,
      "the file is UTF-16 text (it starts with a byte order mark); save it as UTF-8")
    XCTAssertEqual(
      syntaxError([0x7B, 0x00, 0x7D, 0x00])?.message,
      "expected an object key in double quotes, found U+0000")
    XCTAssertEqual(
      syntaxError([0x00, 0x7B])?.message,
      "unexpected NUL byte; is the file UTF-16 or binary? Scenario files are UTF-8 JSON")
  }

  func testAFiveMegabyteStringParses() throws {
    let big = String(repeating: "x", count: 5_000_000)
    XCTAssertEqual(try parse("[\"\(big)\"]"), .array([.string(big)]))
  }

  func testUTF8ValidationAcceptsEveryPlane() {
    let text = "a é 中 😀 \u{10FFFF}"
    XCTAssertNil(UTF8Validation.firstInvalidOffset(in: Array(text.utf8)))
  }
}
