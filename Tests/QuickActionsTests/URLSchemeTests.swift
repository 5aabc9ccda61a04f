import QuickActions
import XCTest

/// A URL's scheme by RFC 3986's grammar, `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`: which characters it
/// takes, and where the scheme of a whole URL ends.
final class URLSchemeTests: XCTestCase {
  func testEveryClassOfCharacterIsTakenOrRefusedByTheGrammar() {
    let punctuation = "!\"#$%&'()*,/:;<=>?@[\\]^_`{|}~".map(String.init)
    let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + ["\u{7F}", "\u{85}", "\u{9F}", " "]
    let nonASCII = ["é", "a\u{301}", "Ａ", "١", "ß", "😀", "\u{200B}", "\u{2028}"]
    var cases: [(text: String, name: String?, what: String)] = [
      ("pariscafe", "pariscafe", "lower-case letters"), ("HTTPS", "https", "upper-case letters, lowered"),
      ("PaRiS", "paris", "mixed case, lowered"), ("a", "a", "one letter"), ("x1", "x1", "a digit after a letter"),
      ("a0123456789", "a0123456789", "every digit"), ("a+b", "a+b", "a plus"), ("a-b", "a-b", "a hyphen"),
      ("a.b", "a.b", "a full stop"), ("x-y.z+1", "x-y.z+1", "all three"), ("", nil, "empty"),
      ("1a", nil, "a leading digit"), ("+a", nil, "a leading plus"), ("-a", nil, "a leading hyphen"),
      (".a", nil, "a leading full stop"),
    ]
    cases += punctuation.map { ("a\($0)b", nil, "other ASCII punctuation \($0)") }
    cases += controls.map {
      ("a\($0)b", nil, "a control or space, U+\(String($0.unicodeScalars.first!.value, radix: 16))")
    }
    cases += controls.map { ("\($0)a", nil, "a leading control or space") }
    cases += nonASCII.map { ("a\($0)", nil, "non-ASCII \($0.debugDescription)") }
    cases += nonASCII.map { ($0, nil, "non-ASCII alone \($0.debugDescription)") }
    for (text, name, what) in cases {
      XCTAssertEqual(URLScheme(text)?.name, name, "\(text.debugDescription): \(what)")
    }
  }

  func testAURLsSchemeEndsAtItsFirstColonCountedInScalars() throws {
    let split = try XCTUnwrap(URLScheme.split("PARISCAFE://search?q=a:b"))
    XCTAssertEqual(split.scheme.name, "pariscafe")
    XCTAssertEqual(split.rest, "//search?q=a:b")
    XCTAssertEqual(URLScheme.split("x:")?.rest, "", "nothing after the colon is still a scheme")
    for text in ["search", "", "://x", "1x:y", "a b:c", "é:x", "a\u{301}:x"] {
      XCTAssertNil(URLScheme.split(text), text.debugDescription)
    }
    // A combining mark after the colon forms one Character with it, but the colon is still the scalar that
    // ends the scheme, as for the WHATWG URL parser: what follows starts with the mark.
    let combined = try XCTUnwrap(URLScheme.split("app:\u{301}x"))
    XCTAssertEqual(combined.scheme.name, "app")
    XCTAssertEqual(Array(combined.rest.unicodeScalars), ["\u{301}", "x"])
  }
}
