import QuickActions
import XCTest

/// The page made from unchecked text and bytes, as an app makes it: each check in its order, each refusal a
/// value whose one line names no command-line flag.
final class WebClipPageCheckTests: XCTestCase {
  func testEachCheckRefusesInItsOrderWithItsOwnError() throws {
    let png = TestPNG.bytes(width: 180, height: 180)
    let notPNG = Array("GIF89a....".utf8)
    let huge = TestPNG.bytes() + [UInt8](repeating: 0, count: WebClipPNG.maximumBytes - TestPNG.bytes().count)
    let longTitle = String(repeating: "a", count: 100_000)
    let hugeImage = try WebClipPNG.check(huge).get()
    let overLimit = WebClipPage(
      deepLink: try WebClipDeepLink.parse("x:y").get(), title: longTitle, icon: hugeImage, splash: hugeImage
    ).dataURL.utf8.count
    XCTAssertGreaterThan(overLimit, WebClipPage.maximumDataURLLength)
    let cases: [(deepLink: String, title: String, icon: [UInt8]?, splash: [UInt8]?, error: WebClipPageError)] = [
      ("javascript:alert(1)", "", notPNG, notPNG, .deepLink(.forbiddenScheme("javascript"))),
      ("search", "t", nil, nil, .deepLink(.notAbsolute("search"))),
      ("pariscafe://search", "", notPNG, nil, .title(.empty)),
      ("pariscafe://search", "a\nb", notPNG, nil, .title(.controlCharacter("a\nb"))),
      ("pariscafe://search", "t", notPNG, notPNG, .icon(.noSignature)),
      ("pariscafe://search", "t", png, Array(png.prefix(20)), .splash(.noHeader)),
      ("x:y", longTitle, huge, huge, .dataURLTooLong(length: overLimit)),
    ]
    for (deepLink, title, icon, splash, expected) in cases {
      XCTAssertThrowsError(try WebClipPage(checking: deepLink, title: title, icon: icon, splash: splash)) { error in
        XCTAssertEqual(error as? WebClipPageError, expected)
        let line = String(describing: error)
        XCTAssertFalse(line.contains("\n"), line)
        XCTAssertFalse(line.contains("--"), "a library message names no flag: \(line)")
      }
    }
    let page = try WebClipPage(checking: "pariscafe://search", title: "Paris café: Search", icon: png)
    XCTAssertEqual(page.deepLink, try WebClipDeepLink.parse("pariscafe://search").get())
    XCTAssertEqual(page.icon?.width, 180)
    XCTAssertNil(page.splash)
    XCTAssertEqual(
      String(describing: WebClipPageError.icon(.noSignature)),
      "the icon is not a PNG image (it does not start with the PNG signature)")
    XCTAssertEqual(
      String(describing: WebClipPageError.splash(.size(width: 0, height: 5))),
      "the launch image is a PNG image of 0×5 pixels; each side must be from 1 to 8192")
  }
}
