import QuickActions
import XCTest

/// Which deep links a web clip may open: absolute URLs of any scheme but the four that run script or read
/// local data, read the way the WHATWG URL parser reads them.
final class WebClipDeepLinkTests: XCTestCase {
  func testCustomSchemesAndHTTPAreAccepted() throws {
    for (text, scheme) in [
      ("pariscafe://search", "pariscafe"), ("https://example.com/", "https"), ("HTTP://EXAMPLE.COM", "http"),
      ("x-y.z+1:rest", "x-y.z+1"), (" pariscafe://search\n", "pariscafe"), ("mailto:a@example.com", "mailto"),
    ] {
      let link = try WebClipDeepLink.parse(text).get()
      XCTAssertEqual(link.scheme, scheme, text)
      XCTAssertEqual(link.text, text, "the link is kept as given")
    }
  }

  func testScriptAndLocalSchemesAreRefusedHoweverTheyAreSpelled() {
    for (text, scheme) in [
      ("javascript:alert(1)", "javascript"), ("JavaScript:alert(1)", "javascript"), (" JavaScript:x", "javascript"),
      ("java\tscript:x", "javascript"), ("java\nscript:x", "javascript"), ("jav\r\nascript:x", "javascript"),
      ("\0\u{1F} javascript:x ", "javascript"), ("data:text/html,<p>x", "data"), ("DaTa:x", "data"),
      ("file:///etc/passwd", "file"), ("blob:https://example.com/1", "blob"), ("\tBLOB:x", "blob"),
    ] {
      XCTAssertEqual(WebClipDeepLink.parse(text), .failure(.forbiddenScheme(scheme)), text.debugDescription)
    }
  }

  func testTextThatIsNotAnAbsoluteURLIsRefused() {
    for text in [
      "search", "/search", "1abc:x", "-x:y", ".x:y", "x:", "x: \n", "://x", "é:x", "x y:z", "java\0script:x",
    ] {
      XCTAssertEqual(WebClipDeepLink.parse(text), .failure(.notAbsolute(text)), text.debugDescription)
    }
    for text in ["", "  ", "\n\t\0"] {
      XCTAssertEqual(WebClipDeepLink.parse(text), .failure(.empty), text.debugDescription)
    }
  }

  func testEachRefusalIsOneLineOfText() {
    for refusal in [
      WebClipDeepLink.Refusal.empty, .notAbsolute("a\nb"), .forbiddenScheme("javascript"),
    ] {
      XCTAssertFalse(refusal.description.contains("\n"), refusal.description)
    }
  }
}
