import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// Hostile scenario names, item types and URLs reach the HTML report and its SVG only as text: no element, no
/// attribute, no comment or CDATA section comes from input.
final class HTMLReportInjectionTests: XCTestCase {
  /// Text that would open a script, end an attribute, a comment or a CDATA section, break a line, or start a
  /// character reference if it were not escaped.
  static let hostile = "<script>alert(1)</script> \"q\" 'a' --> ]]> <!-- <img src=x onerror=alert(2)> a\nb &amp; &"

  /// A URL as hostile as a URL the loader accepts can be (no spaces, no line breaks).
  static let hostileURL = "qasim://x?<script>alert(1)</script>&\"'-->]]><!--&amp;"

  /// A failing scenario whose name and item type are ``hostile`` and whose URL is ``hostileURL``.
  static func hostileScenario() throws -> String {
    let object: [String: Any] = [
      "version": 1, "name": "Name " + hostile, "description": hostile,
      "app": ["strategy": "pendingSlot", "shortcutItems": [["type": "T" + hostile, "title": hostile]]],
      "steps": [
        ["event": "quickAction", "type": "T" + hostile],
        ["event": "openURL", "url": hostileURL],
      ],
      "expect": ["handled": ["nothing"]],
    ]
    return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
  }

  /// Checks that `html` parses, holds no script, event handler or foreign element, and shows ``hostile``'s text.
  func assertInert(_ html: String, file: StaticString = #filePath, line: UInt = #line) {
    let document = MarkupDocument.parse(html, file: file, line: line)
    let allowed: Set<String> = [
      "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "p", "strong", "div", "table",
      "thead", "tbody", "tr", "th", "td", "a", "span", "main", "section", "dl", "dt", "dd", "pre", "ul", "li", "svg",
      "rect", "text", "line", "path", "polygon", "g",
    ]
    for element in document.elements {
      XCTAssertTrue(allowed.contains(element.name), "unexpected element <\(element.name)>", file: file, line: line)
      for name in element.attributes.keys {
        XCTAssertFalse(name.lowercased().hasPrefix("on"), "event handler \(name)", file: file, line: line)
      }
      if let href = element.attributes["href"] {
        XCTAssertTrue(href.hasPrefix("#"), "link out: \(href)", file: file, line: line)
      }
    }
    XCTAssertFalse(html.lowercased().contains("<script"), file: file, line: line)
    XCTAssertFalse(html.contains("<img"), file: file, line: line)
    XCTAssertFalse(html.contains("<!--"), file: file, line: line)
    XCTAssertFalse(html.contains("]]>"), file: file, line: line)
    XCTAssertTrue(document.text.contains("Name <script>alert(1)</script> \"q\" 'a' -->"), file: file, line: line)
    XCTAssertTrue(document.text.contains("qasim://x?<script>"), file: file, line: line)
  }

  func testHostileNamesItemTypesAndURLsStayText() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(try Self.hostileScenario(), to: "hostile.json", in: directory)
    let result = runInProcess(["--format", "html", path])
    XCTAssertEqual(result.status, 1)
    assertInert(result.stdout)
    XCTAssertTrue(result.stdout.contains("T&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &#39;a&#39; --&gt;"))
    XCTAssertTrue(result.stdout.contains("&amp;amp; &amp;"))
  }

  func testExploringAHostileScenarioKeepsItsTextsText() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(try Self.hostileScenario(), to: "hostile.json", in: directory)
    let result = runInProcess(["explore", "--format", "html", "--depth", "3", "--scenario", path])
    XCTAssertEqual(result.status, 1)
    let document = MarkupDocument.parse(result.stdout)
    XCTAssertFalse(document.elements(named: "svg").isEmpty)
    XCTAssertFalse(document.elements.contains { $0.name == "script" || $0.name == "img" })
    XCTAssertFalse(result.stdout.contains("<script"))
    XCTAssertTrue(document.text.contains("T<script>alert(1)</script>"))
  }

  func testAHostileFileNameStaysText() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(scenarioJSON(), to: "a<b>\"c'&-->.json", in: directory)
    let result = runInProcess(["--format", "html", path])
    XCTAssertEqual(result.status, 0)
    let document = MarkupDocument.parse(result.stdout)
    XCTAssertTrue(document.text.contains("a<b>\"c'&-->.json"))
    XCTAssertFalse(result.stdout.contains("<b>"))
  }

  func testLabelsInTheSVGAreEscapedAndOnOneLine() throws {
    let loaded = try loadValid(try Self.hostileScenario())
    let svg = SequenceDiagram(run: Replay.run(loaded)).svg
    let document = MarkupDocument.parse(svg)
    XCTAssertTrue(
      Set(document.elements.map(\.name)).isSubset(of: ["svg", "title", "rect", "text", "line", "path", "polygon", "g"]))
    XCTAssertTrue(document.text.contains("T<script>alert(1)</script>"))
    for line in svg.split(separator: "\n") {
      XCTAssertTrue(line.hasPrefix("<"), "a label broke its line: \(line)")
    }
  }

  func testEscapingCoversTheCharactersThatMeanMarkup() {
    XCTAssertEqual(
      Escaping.xmlText("<a href=\"x\" b='y'>&</a>"), "&lt;a href=&quot;x&quot; b=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
    XCTAssertEqual(Escaping.xmlText("a\nb", breaks: .spaces), "a b")
    XCTAssertEqual(Escaping.xmlText("a\u{0}b\u{1B}c\u{FFFF}"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
  }
}
