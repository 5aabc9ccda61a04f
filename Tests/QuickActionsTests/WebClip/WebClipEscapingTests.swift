import XCTest

@testable import QuickActions

/// Each context's escaping, fed hostile values: what comes out cannot end the element, attribute or script it
/// is written into, and decodes back to the value.
final class WebClipEscapingTests: XCTestCase {
  /// Values that would break out of an unescaped context.
  private let hostile = [
    "\"</script><script>alert(1)</script>", "<!-- x -->", "a & b", "'quoted' \"double\"", "`${x}`", "\\", "</",
    "line\nbreak\r\ttab\0nul", "\u{2028}\u{2029}", "café 😀", "</SCRIPT >", "&amp;",
  ]

  func testHTMLTextHasNoMarkupAndDecodesBack() {
    XCTAssertEqual(
      Escaping.htmlText("\"</script><script>alert(1)</script>"),
      "&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
    XCTAssertEqual(Escaping.htmlText("Paris café: Search"), "Paris café: Search")
    XCTAssertEqual(Escaping.htmlText("a\nb\0"), "a&#xA;b&#x0;")
    for value in hostile {
      let escaped = Escaping.htmlText(value)
      XCTAssertFalse(escaped.contains(where: { "<>\"'".contains($0) }), escaped)
      XCTAssertEqual(WebClipPageReader.decodeHTML(escaped), value)
    }
  }

  func testAttributeValuesCannotCloseTheirQuotes() {
    for value in hostile {
      let escaped = Escaping.htmlAttribute(value)
      XCTAssertFalse(escaped.contains("\""), escaped)
      XCTAssertEqual(WebClipPageReader.decodeHTML(escaped), value)
    }
  }

  func testJavaScriptStringsArePrintableASCIIWithoutAngleBracketsOrQuotes() {
    XCTAssertEqual(Escaping.javaScriptString("</script>"), "\\u003C\\u002Fscript\\u003E")
    XCTAssertEqual(Escaping.javaScriptString("\u{2028}"), "\\u2028")
    XCTAssertEqual(Escaping.javaScriptString("😀"), "\\uD83D\\uDE00")
    XCTAssertEqual(Escaping.javaScriptString("pariscafe://search"), "pariscafe:\\u002F\\u002Fsearch")
    for value in hostile {
      let escaped = Escaping.javaScriptString(value)
      XCTAssertTrue(escaped.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }, escaped)
      XCTAssertFalse(escaped.contains(where: { "<>&\"'`/".contains($0) }), escaped)
      XCTAssertEqual(WebClipPageReader.decodeJavaScript(escaped), value)
    }
  }
}
