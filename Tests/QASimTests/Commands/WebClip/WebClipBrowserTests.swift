import Foundation
import QuickActions
import XCTest

/// The page in a real browser, headless Chromium: the instructions show and nothing navigates in a normal
/// tab; with `navigator.standalone` forced to true (as when started from the Home Screen) it navigates to
/// exactly the deep link; a hostile title stays text and runs nothing. The deep link points at a loopback
/// recorder, so every navigation or injected request is seen. Skipped when no chromium is installed, except
/// under `CI=true`.
final class WebClipBrowserTests: XCTestCase {
  /// A script, put before the page, that makes `navigator.standalone` true as in a Home Screen web app
  /// (Chromium has no such property).
  private let standaloneShim =
    "<script>Object.defineProperty(Navigator.prototype,'standalone',{get(){return true}})</script>"

  /// A title that would run script and load an image if the page did not escape it.
  private func hostileTitle(_ recorder: LoopbackRecorder) -> String {
    "\"</script><script>new Image().src='\(recorder.url("/injected-script"))';document.body.setAttribute('data-inj'+'ected','yes')</script>"
      + "<img src=\"\(recorder.url("/injected-img"))\"><!--"
  }

  /// How the browser serialises `text` inside an element (`&`, `<`, `>`, no-break space).
  private func serialized(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\u{A0}", with: "&nbsp;")
  }

  /// A page opening `deepLink` (which must be accepted).
  private func page(title: String, deepLink: String) throws -> WebClipPage {
    WebClipPage(deepLink: try WebClipDeepLink.parse(deepLink).get(), title: title)
  }

  // UIKit semantics article, 13 rows 3 and 6: opened in a browser tab (the data: URL loaded directly, since Chromium
  // refuses a redirect to it), the page shows how to add it to the Home Screen and goes nowhere.
  func testInANormalTabTheInstructionsShowAndNothingNavigates() throws {
    let chromium = try HeadlessChromium.required()
    let recorder = try LoopbackRecorder()
    defer { recorder.stop() }
    let made = try page(title: "Paris café: Search", deepLink: recorder.url("/landed?from=webclip"))
    let dom = try chromium.dumpDOM(made.dataURL)
    XCTAssertTrue(dom.contains("<h1>Paris café: Search</h1>"), dom)
    XCTAssertTrue(dom.contains("<strong>Add to Home Screen</strong>"), dom)
    XCTAssertTrue(dom.contains("<strong>Share</strong>"), dom)
    XCTAssertFalse(dom.contains("id=\"landed\""), dom)
    XCTAssertEqual(recorder.requests, [], "the page navigated or loaded something in a normal tab")
  }

  // UIKit semantics article, 13 rows 2 and 3: with navigator.standalone true it navigates at once to the deep link.
  func testInStandaloneModeThePageNavigatesToExactlyTheDeepLink() throws {
    let chromium = try HeadlessChromium.required()
    let recorder = try LoopbackRecorder()
    defer { recorder.stop() }
    // Quotes, <, &, U+2028 and non-ASCII must reach the browser's URL parser as written; it then
    // percent-encodes them in the query (https://url.spec.whatwg.org/#query-state).
    let made = try page(
      title: hostileTitle(recorder), deepLink: recorder.url("/landed?q=\"</script>\u{2028}é&x='1'"))
    let html = standaloneShim + made.html
    let dom = try chromium.dumpDOM(WebClipPage.dataURLPrefix + WebClipBase64.encode(html.utf8))
    XCTAssertTrue(dom.contains("<p id=\"landed\">landed</p>"), dom)
    XCTAssertEqual(
      recorder.requests.filter { $0 != "/favicon.ico" }, ["/landed?q=%22%3C/script%3E%E2%80%A8%C3%A9&x=%271%27"])
  }

  func testAHostileTitleIsShownAsTextAndRunsNothing() throws {
    let chromium = try HeadlessChromium.required()
    let recorder = try LoopbackRecorder()
    defer { recorder.stop() }
    let title = hostileTitle(recorder)
    let made = try page(title: title, deepLink: recorder.url("/landed"))
    let dom = try chromium.dumpDOM(made.dataURL)
    XCTAssertTrue(dom.contains("<h1>\(serialized(title))</h1>"), dom)
    XCTAssertTrue(dom.contains("<title>\(serialized(title))</title>"), dom)
    XCTAssertEqual(WebClipPageReader.occurrences(of: "<script", in: dom), 1, dom)
    XCTAssertEqual(WebClipPageReader.occurrences(of: "<img", in: dom), 0, dom)
    XCTAssertFalse(dom.contains("data-injected"), dom)
    XCTAssertEqual(recorder.requests, [])
  }

  func testABrowserThatDoesNotFinishIsKilledAtTheTimeout() throws {
    let chromium = try HeadlessChromium.required()
    // Without --dump-dom or --screenshot, headless Chromium keeps running until it is stopped.
    XCTAssertThrowsError(try chromium.run(["about:blank"], timeout: 1)) { error in
      XCTAssertTrue("\(error)".contains("did not finish within 1 s"), "\(error)")
    }
  }
}
