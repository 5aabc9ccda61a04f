import XCTest

// Internal: the webclip command's option table (WebClipCommand.table) and its path check.
@testable import qa_sim

/// `qa-sim webclip`'s options as the command reads them, before any page is written or served.
final class WebClipOptionsTests: XCTestCase {
  /// `qa-sim webclip --serve`'s options as the server takes them: port 8245 and path `/shortcut` unless given.
  func testTheServeOptionsDefaultToPort8245AndTheShortcutPath() throws {
    let base = ["--deeplink", "pariscafe://search", "--title", "Paris café: Search"]
    XCTAssertTrue(WebClipCommand.isServablePath("/shortcut"))
    XCTAssertEqual(try WebClipCommand.table.parse(base + ["--port", "0"]).port, 0)
    let defaults = try WebClipCommand.table.parse(base)
    XCTAssertEqual(defaults.port, 8245)
    XCTAssertEqual(defaults.path, "/shortcut")
    XCTAssertEqual(defaults.serve, false)
  }
}
