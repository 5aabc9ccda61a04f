import Foundation
import QuickActions
import XCTest

/// The page: the Apple meta tags, the standalone-only redirect, the embedded images, the data: URL, and a
/// randomised proof that no title or deep link changes its structure.
final class WebClipPageTests: XCTestCase {
  /// A page opening `deepLink` (which must be accepted).
  private func page(title: String, deepLink: String, icon: WebClipPNG? = nil, splash: WebClipPNG? = nil) throws
    -> WebClipPage
  {
    let link = try WebClipDeepLink.parse(deepLink).get()
    return WebClipPage(deepLink: link, title: title, icon: icon, splash: splash)
  }

  // UIKit semantics article, 13 rows 1 and 2: the title, the web-app meta tags (standalone, status bar), and a
  // redirect that waits for navigator.standalone.
  func testThePageCarriesTheWebAppMetaTagsAndRedirectsOnlyInStandaloneMode() throws {
    let html = try page(title: "Paris café: Search", deepLink: "pariscafe://search").html
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n"))
    for line in [
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">",
      "<meta name=\"apple-mobile-web-app-capable\" content=\"yes\">",
      "<meta name=\"apple-mobile-web-app-status-bar-style\" content=\"default\">",
      "<meta name=\"apple-mobile-web-app-title\" content=\"Paris café: Search\">",
      "<title>Paris café: Search</title>",
      "<h1>Paris café: Search</h1>",
      "if (window.navigator.standalone === true) {",
      "  document.documentElement.className = \"standalone\";",
      "  window.location.replace(\"pariscafe:\\u002F\\u002Fsearch\");",
    ] {
      XCTAssertTrue(html.contains(line + "\n"), line)
    }
    XCTAssertTrue(html.contains("Add to Home Screen"))
    XCTAssertFalse(html.contains("apple-touch-icon"))
    XCTAssertFalse(html.contains("createEvent"))
    XCTAssertFalse(html.contains("http"), "the page loads nothing from elsewhere")
  }

  // UIKit semantics article, 13 row 1: the Home Screen icon and the launch image are PNG links.
  func testIconAndLaunchImageAreEmbeddedAsPNGDataURLs() throws {
    let icon = try WebClipPNG.check(TestPNG.bytes(width: 180, height: 180)).get()
    let splash = try WebClipPNG.check(TestPNG.bytes(width: 1290, height: 2796)).get()
    let html = try page(title: "t", deepLink: "x:y", icon: icon, splash: splash).html
    let iconURL = try XCTUnwrap(WebClipPageReader.between("<link rel=\"apple-touch-icon\" href=\"", "\">", in: html))
    let splashURL = try XCTUnwrap(
      WebClipPageReader.between("<link rel=\"apple-touch-startup-image\" href=\"", "\">", in: html))
    XCTAssertEqual(
      WebClipPageReader.dataURLBytes(iconURL, prefix: "data:image/png;base64,"),
      Data(TestPNG.bytes(width: 180, height: 180)))
    XCTAssertEqual(
      WebClipPageReader.dataURLBytes(splashURL, prefix: "data:image/png;base64,"),
      Data(TestPNG.bytes(width: 1290, height: 2796)))
  }

  func testTheDataURLDecodesToExactlyTheHTML() throws {
    let made = try page(title: "Caf\u{E9} \u{2028} 😀 <&>", deepLink: "https://example.com/a?b=1&c=\"2\"")
    let url = made.dataURL
    XCTAssertTrue(url.hasPrefix("data:text/html;charset=utf-8;base64,"))
    XCTAssertFalse(url.contains("\n"))
    XCTAssertEqual(WebClipPageReader.dataURLBytes(url), Data(made.html.utf8))
    for length in 0..<7 {  // Every padding case of the encoder.
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 97 + 200) }
      XCTAssertEqual(WebClipBase64.encode(bytes), Data(bytes).base64EncodedString())
    }
  }

  func testAPageOverTheDataURLLimitIsRefused() throws {
    let large = try page(title: String(repeating: "<", count: 400_000), deepLink: "x:y")
    guard case .failure(let failure) = large.checked() else { return XCTFail("a 6 MB page was accepted") }
    XCTAssertEqual(failure, .dataURLTooLong(length: large.dataURL.utf8.count))
    XCTAssertTrue(failure.description.contains("2097152"), failure.description)
    XCTAssertNoThrow(try page(title: "t", deepLink: "x:y").checked().get())
  }

  /// Thousands of random titles and deep links from an alphabet of markup, quotes, escapes, line and
  /// paragraph separators, NUL and emoji: the page keeps its template's tags, its one `</script`, no
  /// `<!--`, a pure-ASCII script, and every value decodes back exactly from each place it appears.
  func testNoTitleOrDeepLinkChangesThePageStructure() throws {
    let pieces = [
      "<", ">", "&", "\"", "'", "`", "/", "\\", "\u{2028}", "\u{2029}", "\n", "\r", "\t", "\0", "😀", "é", "</script>",
      "<!--", "-->", "<script>", "</SCRIPT", "a", " ", "&amp;", "&#x3C;", "\\u003C", "${", "\u{7F}", "\u{85}",
      "\u{FEFF}", "]]>", "<img src=x onerror=alert(1)>",
    ]
    let seed: UInt64 = 0x5EB_C11B
    var random = SplitMix64(seed: seed)
    /// Up to 12 random pieces.
    func randomText() -> String {
      (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }
    let template = try page(title: "TITLE", deepLink: "x-test:LINK")
    let skeleton = WebClipPageReader.skeleton(template.html)
    let quotes = template.html.filter { $0 == "\"" }.count
    for iteration in 0..<2000 {
      let title = randomText()
      let link = "x-test:a" + randomText()
      let made = try page(title: title, deepLink: link)
      let html = made.html
      let context =
        "seed \(seed), iteration \(iteration): title \(title.debugDescription), link \(link.debugDescription)"
      XCTAssertEqual(WebClipPageReader.skeleton(html), skeleton, context)
      XCTAssertEqual(WebClipPageReader.occurrences(of: "</script", in: html), 1, context)
      XCTAssertEqual(WebClipPageReader.occurrences(of: "<!--", in: html), 0, context)
      XCTAssertEqual(html.filter { $0 == "\"" }.count, quotes, context)
      let script = try XCTUnwrap(WebClipPageReader.between("<script>", "</script>", in: html), context)
      XCTAssertTrue(script.unicodeScalars.allSatisfy { $0.isASCII }, context)
      let literal = try XCTUnwrap(WebClipPageReader.between("location.replace(\"", "\");", in: html), context)
      XCTAssertEqual(WebClipPageReader.decodeJavaScript(literal), link, context)
      for (start, end) in [
        ("<title>", "</title>"), ("<h1>", "</h1>"), ("<li>Open <strong>", "</strong>"),
        ("apple-mobile-web-app-title\" content=\"", "\">"),
      ] {
        let escaped = try XCTUnwrap(WebClipPageReader.between(start, end, in: html), context)
        XCTAssertEqual(WebClipPageReader.decodeHTML(escaped), title, start + " " + context)
      }
      let shown = try XCTUnwrap(WebClipPageReader.between("<code>", "</code>", in: html), context)
      XCTAssertEqual(WebClipPageReader.decodeHTML(shown), link, context)
      if iteration % 10 == 0 {
        XCTAssertEqual(WebClipPageReader.dataURLBytes(made.dataURL), Data(html.utf8), context)
      }
    }
  }
}
