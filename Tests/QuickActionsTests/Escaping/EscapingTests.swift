import Foundation
import QuickActions
import XCTest

/// Every output context over the same tricky inputs: each control class, DEL, C1, the line separators, both
/// quotes, markup characters, a backslash, a backtick, non-BMP text and the non-characters XML cannot hold.
final class EscapingTests: XCTestCase {
  /// The contexts, in the order of each row's expectations.
  private let contexts: [(name: String, escape: (String) -> String)] = [
    ("htmlText", Escaping.htmlText), ("htmlAttribute", Escaping.htmlAttribute),
    ("xmlText", { Escaping.xmlText($0) }), ("xmlText spaces", { Escaping.xmlText($0, breaks: .spaces) }),
    ("xmlAttribute", Escaping.xmlAttribute), ("javaScriptString", Escaping.javaScriptString),
    ("jsonString", Escaping.jsonString), ("dotString", Escaping.dotString), ("mermaidLabel", Escaping.mermaidLabel),
    ("markdownCodeSpan", Escaping.markdownCodeSpan), ("terminalText", { Escaping.terminalText($0) }),
  ]

  /// An input and what each context (in ``contexts`` order) writes for it.
  private let rows: [(input: String, outputs: [String])] = [
    (
      "\u{0}",
      [
        "&#x0;", "&#x0;", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\\u0000", "\"\\u0000\"", "\"\u{FFFD}\"", "#65533;",
        "`   `", "\\u{0}",
      ]
    ),
    ("\t", ["&#x9;", "&#x9;", "\t", " ", "&#9;", "\\u0009", "\"\\t\"", "\"\u{FFFD}\"", " ", "`   `", "\\u{9}"]),
    ("\n", ["&#xA;", "&#xA;", "\n", " ", "&#10;", "\\u000A", "\"\\n\"", "\"\\n\"", " ", "`   `", "\\u{A}"]),
    ("\r", ["&#xD;", "&#xD;", "&#13;", " ", "&#13;", "\\u000D", "\"\\r\"", "\"\\n\"", " ", "`   `", "\\u{D}"]),
    (
      "a\r\nb",
      [
        "a&#xD;&#xA;b", "a&#xD;&#xA;b", "a&#13;\nb", "a  b", "a&#13;&#10;b", "a\\u000D\\u000Ab", "\"a\\r\\nb\"",
        "\"a\\nb\"", "a  b", "`a  b`", "a\\u{D}\\u{A}b",
      ]
    ),
    (
      "\u{0B}\u{0C}",
      [
        "&#xB;&#xC;", "&#xB;&#xC;", "\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}", "\\u000B\\u000C",
        "\"\\u000B\\f\"", "\"\\n\\n\"", "#65533;#65533;", "`    `", "\\u{B}\\u{C}",
      ]
    ),
    (
      "\u{1B}[31m",
      [
        "&#x1B;[31m", "&#x1B;[31m", "\u{FFFD}[31m", "\u{FFFD}[31m", "\u{FFFD}[31m", "\\u001B[31m", "\"\\u001B[31m\"",
        "\"\u{FFFD}[31m\"", "#65533;[31m", "` [31m`", "\\u{1B}[31m",
      ]
    ),
    (
      "\u{7F}",
      [
        "&#x7F;", "&#x7F;", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\\u007F", "\"\u{7F}\"", "\"\u{FFFD}\"", "#65533;",
        "`   `", "\\u{7F}",
      ]
    ),
    (
      "\u{85}\u{9F}",
      [
        "&#x85;&#x9F;", "&#x85;&#x9F;", "\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}", "\\u0085\\u009F",
        "\"\u{85}\u{9F}\"", "\"\\n\u{FFFD}\"", "#65533;#65533;", "`\u{85}\u{9F}`", "\\u{85}\\u{9F}",
      ]
    ),
    (
      "\u{2028}\u{2029}",
      [
        "\u{2028}\u{2029}", "\u{2028}\u{2029}", "\u{2028}\u{2029}", "\u{2028}\u{2029}", "\u{2028}\u{2029}",
        "\\u2028\\u2029", "\"\u{2028}\u{2029}\"", "\"\\n\\n\"", "#8232;#8233;", "`\u{2028}\u{2029}`",
        "\\u{2028}\\u{2029}",
      ]
    ),
    (
      "\"'",
      [
        "&quot;&#39;", "&quot;&#39;", "&quot;&#39;", "&quot;&#39;", "&quot;&#39;", "\\u0022\\u0027", "\"\\\"'\"",
        "\"\\\"'\"", "#34;'", "`\"'`", "\"'",
      ]
    ),
    (
      "<a>&",
      [
        "&lt;a&gt;&amp;", "&lt;a&gt;&amp;", "&lt;a&gt;&amp;", "&lt;a&gt;&amp;", "&lt;a&gt;&amp;",
        "\\u003Ca\\u003E\\u0026", "\"<a>&\"", "\"<a>&amp;\"", "#60;a#62;#38;", "`<a>&`", "<a>&",
      ]
    ),
    ("\\", ["\\", "\\", "\\", "\\", "\\", "\\u005C", "\"\\\\\"", "\"\\\\\"", "#92;", "`\\`", "\\"]),
    (
      "`x`",
      ["`x`", "`x`", "`x`", "`x`", "`x`", "\\u0060x\\u0060", "\"`x`\"", "\"`x`\"", "#96;x#96;", "`` `x` ``", "`x`"]
    ),
    ("é😀", ["é😀", "é😀", "é😀", "é😀", "é😀", "\\u00E9\\uD83D\\uDE00", "\"é😀\"", "\"é😀\"", "#233;#128512;", "`é😀`", "é😀"]),
    (
      "\u{FFFE}\u{FFFF}",
      [
        "\u{FFFE}\u{FFFF}", "\u{FFFE}\u{FFFF}", "\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}",
        "\\uFFFE\\uFFFF", "\"\u{FFFE}\u{FFFF}\"", "\"\u{FFFE}\u{FFFF}\"", "#65533;#65533;", "`\u{FFFE}\u{FFFF}`",
        "\u{FFFE}\u{FFFF}",
      ]
    ),
    (
      "a:b;#/",
      [
        "a:b;#/", "a:b;#/", "a:b;#/", "a:b;#/", "a:b;#/", "a:b;#\\u002F", "\"a:b;#/\"", "\"a:b;#/\"", "a:b#59;#35;/",
        "`a:b;#/`", "a:b;#/",
      ]
    ),
    (
      "wrap:",
      ["wrap:", "wrap:", "wrap:", "wrap:", "wrap:", "wrap:", "\"wrap:\"", "\"wrap:\"", "wrap#58;", "`wrap:`", "wrap:"]
    ),
    ("", ["", "", "", "", "", "", "\"\"", "\"\"", "", "`  `", ""]),
  ]

  func testEveryContextOverTheTrickyInputs() {
    for row in rows {
      XCTAssertEqual(row.outputs.count, contexts.count, "\(row.input.debugDescription)")
      for (context, expected) in zip(contexts, row.outputs) {
        XCTAssertEqual(context.escape(row.input), expected, "\(context.name) of \(row.input.debugDescription)")
      }
    }
  }

  func testNoContextLetsAControlItCannotCarryThrough() {
    // What each context may still hold raw: XML text keeps tab and line feed, JSON keeps DEL and C1 (its grammar
    // allows them), a Markdown code span keeps C1.
    let allowed: [String: (Unicode.Scalar) -> Bool] = [
      "xmlText": { $0 == "\t" || $0 == "\n" }, "jsonString": { $0.value >= 0x7F },
      "markdownCodeSpan": { $0.value >= 0x80 },
    ]
    let every = String(String.UnicodeScalarView((UInt32(0)...0x9F).compactMap(Unicode.Scalar.init)))
    for context in contexts {
      let output = context.escape(every)
      for scalar in output.unicodeScalars where ControlCharacter.isControl(scalar) {
        XCTAssertTrue(allowed[context.name]?(scalar) ?? false, "\(context.name) keeps U+\(scalar.value)")
      }
    }
  }

  func testTerminalTextIsCutAtItsLimit() {
    XCTAssertEqual(Escaping.terminalText("abcdef", limit: 3), "abc…")
    XCTAssertEqual(Escaping.terminalText("\u{1B}bc", limit: 3), "\\u{1B}bc")
    XCTAssertEqual(Escaping.terminalText(String(repeating: "x", count: 201)), String(repeating: "x", count: 200) + "…")
  }

  func testTerminalTextEscapesExactlyTheControlsLineBreaksAndBidiControlsOfEveryScalar() {
    let every = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)
    var expected = ""
    for scalar in every {
      let escaped =
        ControlCharacter.isControl(scalar) || ControlCharacter.isLineBreak(scalar) || scalar.properties.isBidiControl
      expected += escaped ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }
    let output = Escaping.terminalText(String(String.UnicodeScalarView(every)), limit: .max)
    XCTAssertTrue(output == expected, "only the controls, the line breaks and the bidirectional controls are escaped")
    XCTAssertEqual(every.filter { $0.properties.isBidiControl }.count, 12)
  }

  func testATerminalLineCannotBeACIRunnerCommand() {
    let cases: [(line: String, written: String)] = [
      ("::error::x", #"\u{3A}:error::x"#),
      ("  ::error::x", #"  \u{3A}:error::x"#),
      ("\u{3000}\u{A0}::warning::x", "\u{3000}\u{A0}" + #"\u{3A}:warning::x"#),
      ("\t::error::x", #"\u{9}::error::x"#),
      ("a ::error::x", "a ::error::x"),
      (":x", ":x"),
      ("x##[error]y", #"x##\u{5B}error]y"#),
      ("###[", #"###\u{5B}"#),
      ("#[#[", "#[#["),
      ("\u{202E}kcatta", #"\u{202E}kcatta"#),
      ("\u{1B}[31mFAIL\u{1B}[0m", "\u{1B}[31mFAIL\u{1B}[0m"),
      ("\u{1B}[2J\u{1B}]0;t\u{7}", #"\u{1B}[2J\u{1B}]0;t\u{7}"#),
      ("\u{1B}[1", #"\u{1B}[1"#),
    ]
    for (line, written) in cases {
      XCTAssertEqual(Escaping.terminalLine(line), written, line.debugDescription)
      XCTAssertEqual(
        Escaping.terminalText(line), written.replacingOccurrences(of: "\u{1B}[", with: #"\u{1B}["#),
        line.debugDescription)
      XCTAssertEqual(Escaping.terminalText(Escaping.terminalText(line)), Escaping.terminalText(line), "escaping twice")
    }
    XCTAssertEqual(Escaping.terminalLine("\u{1B}[31mx", keepsPalette: false), #"\u{1B}[31mx"#)
  }

  func testAPredicateLiteralEscapesItsQuoteAndEveryControl() {
    XCTAssertEqual(Escaping.predicateStringLiteral("it's \\ a\tb\nc\rd"), #"'it\'s \\ a\tb\nc\rd'"#)
    XCTAssertEqual(Escaping.predicateStringLiteral("\u{1B}\u{7F}\u{85}é😀"), #"'\u001B\u007F\u0085é😀'"#)
    let every = String(String.UnicodeScalarView((UInt32(0)...0x9F).compactMap(Unicode.Scalar.init)))
    let output = Escaping.predicateStringLiteral(every)
    XCTAssertFalse(output.unicodeScalars.contains(where: ControlCharacter.isControl), output)
  }

  func testACodeSpanReplacesEveryBidirectionalControl() {
    let bidi = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter { $0.properties.isBidiControl }
    let span = Escaping.markdownCodeSpan("a" + String(String.UnicodeScalarView(bidi)) + "b")
    XCTAssertEqual(span, "`a" + String(repeating: "\u{FFFD}", count: bidi.count) + "b`")
  }

  func testATableCellIsACodeSpanWhosePipesAreEscaped() {
    XCTAssertEqual(Escaping.markdownTableCell("a|b"), #"`a\|b`"#)
    XCTAssertEqual(Escaping.markdownTableCell("x`|\n"), "``x`\\| ``")
    XCTAssertEqual(Escaping.markdownTableCell("plain"), "`plain`")
  }
}
