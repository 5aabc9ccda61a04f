import QuickActions
import SceneLifecycle
import XCTest

/// The deep-link router's URL and the web clip's deep-link check read a scheme the same way, through
/// ``URLScheme``.
final class LinkURLTests: XCTestCase {
  func testTheRouterAndTheWebClipAgreeOnEveryScheme() {
    for text in [
      "pariscafe://search", "HTTPS://example.com/", "x-y.z+1:rest", "mailto:a@example.com", "1x:y", "+a:b",
      "a_b:c", "é:x", "a\u{301}:x", "search", "x:y:z", "app:\u{301}x",
    ] {
      let routed = LinkURL(text)?.scheme
      let clipped = try? WebClipDeepLink.parse(text).get().scheme
      XCTAssertEqual(routed, URLScheme.split(text)?.scheme.name, text.debugDescription)
      XCTAssertEqual(routed, clipped, text.debugDescription)
    }
  }

  // Before the router read its scheme through URLScheme it looked for the colon among Characters, so a
  // combining mark right after the colon hid it and the text was not a URL at all.
  func testACombiningMarkAfterTheColonIsPartOfThePath() throws {
    let url = try XCTUnwrap(LinkURL("pariscafe:\u{301}//search"))
    XCTAssertEqual(url.scheme, "pariscafe")
    XCTAssertEqual(url.host, "")
    XCTAssertEqual(url.path, ["\u{301}", "search"])
  }
}
