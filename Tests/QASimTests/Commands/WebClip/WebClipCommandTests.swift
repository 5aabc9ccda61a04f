import CommandLineKit
import Foundation
import QuickActions
import XCTest

/// `qa-sim webclip` from the command line: what it prints, its exit statuses, and its one-line refusals.
final class WebClipCommandTests: XCTestCase {
  /// A command line that prints a page.
  private let base = ["webclip", "--deeplink", "pariscafe://search", "--title", "Paris café: Search"]

  /// Asserts the run printed nothing on standard output and exactly one `Error: <flag>: …` line.
  private func assertOneLineRefusal(
    _ arguments: [String], status: Int32, naming flag: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let result = runInProcess(arguments)
    XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
    XCTAssertEqual(result.stdout, "", file: file, line: line)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 2, "one line: \(result.stderr)", file: file, line: line)
    XCTAssertTrue(result.stderr.hasPrefix("Error: \(flag)"), result.stderr, file: file, line: line)
  }

  func testThePageIsPrintedAsHTMLByDefault() {
    let result = runInProcess(base)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    assertGolden(result.stdout, named: "webclip/page.html")
  }

  func testTheDataURLIsOneLineHoldingTheSameHTML() {
    let html = runInProcess(base).stdout
    let result = runInProcess(base + ["--output", "data-url"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("data:text/html;charset=utf-8;base64,"))
    XCTAssertEqual(result.stdout.filter { $0 == "\n" }.count, 1)
    XCTAssertEqual(WebClipPageReader.dataURLBytes(String(result.stdout.dropLast())), Data(html.utf8))
  }

  func testAHostileTitleDoesNotEndTheScript() {
    let result = runInProcess([
      "webclip", "--deeplink", "pariscafe://search?q=\"a\"&b=<c>\u{2028}", "--title",
      "\"</script><script>alert(1)</script>",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(WebClipPageReader.occurrences(of: "<script", in: result.stdout), 1)
    XCTAssertEqual(WebClipPageReader.occurrences(of: "</script", in: result.stdout), 1)
    assertGolden(result.stdout, named: "webclip/hostile-title.html")
  }

  func testRefusedDeepLinksExit64WithOneLineNamingTheFlag() {
    for link in [
      "javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:x", "data:text/html,x", "file:///x",
      "blob:x", "search", "x:", "",
    ] {
      assertOneLineRefusal(["webclip", "--deeplink", link, "--title", "t"], status: 64, naming: "--deeplink: ")
    }
  }

  func testATitleWithAControlCharacterOrNothingIsRefused() {
    for title in ["two\nlines", "nul\0", "", "tab\t"] {
      assertOneLineRefusal(["webclip", "--deeplink", "x:y", "--title", title], status: 64, naming: "--title: ")
    }
  }

  func testImagesAreEmbeddedAndBadOnesRefusedNamingTheFlagAndFile() throws {
    let directory = try makeTemporaryDirectory(self)
    let icon = try write(Data(TestPNG.bytes(width: 180, height: 180)), to: "icon.png", in: directory)
    let splash = try write(Data(TestPNG.bytes(width: 1170, height: 2532)), to: "splash.png", in: directory)
    let text = try write("not a png", to: "icon.txt", in: directory)
    let large = try write(
      Data(TestPNG.bytes() + [UInt8](repeating: 0, count: WebClipPNG.maximumBytes)), to: "large.png", in: directory)
    let embedded = runInProcess(base + ["--icon", icon, "--splash", splash])
    XCTAssertEqual(embedded.status, 0, embedded.stderr)
    XCTAssertTrue(embedded.stdout.contains("<link rel=\"apple-touch-icon\" href=\"data:image/png;base64,"))
    XCTAssertTrue(embedded.stdout.contains("<link rel=\"apple-touch-startup-image\" href=\"data:image/png;base64,"))
    assertOneLineRefusal(base + ["--icon", text], status: 64, naming: "--icon: '\(text)' is not a PNG image")
    assertOneLineRefusal(base + ["--splash", large], status: 64, naming: "--splash: '\(large)' is larger than")
    assertOneLineRefusal(base + ["--icon", directory.path + "/missing.png"], status: 66, naming: "--icon: '")
    assertOneLineRefusal(
      base + ["--splash", directory.path], status: 66, naming: "--splash: '\(directory.path)' cannot")
  }

  func testAPageOverTheDataURLLimitIsRefusedInOneLine() throws {
    let directory = try makeTemporaryDirectory(self)
    // Two images at the size limit fit; a long title on top of them does not.
    let padded = TestPNG.bytes() + [UInt8](repeating: 0, count: WebClipPNG.maximumBytes - TestPNG.bytes().count)
    let icon = try write(Data(padded), to: "icon.png", in: directory)
    let splash = try write(Data(padded), to: "splash.png", in: directory)
    let images = ["--icon", icon, "--splash", splash]
    XCTAssertEqual(runInProcess(base + images + ["--output", "data-url"]).status, 0)
    assertOneLineRefusal(
      ["webclip", "--deeplink", "x:y", "--title", String(repeating: "<", count: 12_000)] + images, status: 64,
      naming: "the page's data: URL would be ")
  }

  func testServeOptionsAreCheckedAsTheCommandLineIsRead() {
    for arguments in [
      ["--port", "65536"], ["--port", "-1"], ["--path", "shortcut"], ["--path", "/a b"],
      ["--path", "/a?b"], ["--path", "/a#b"], ["--path", "/é"], ["--serve=yes"],
    ] {
      let result = runInProcess(base + arguments)
      XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
      XCTAssertTrue(result.stderr.hasPrefix("Error: "), result.stderr)
      XCTAssertTrue(result.stderr.contains(arguments[0].prefix(while: { $0 != "=" })), result.stderr)
    }
  }

  func testTheBuiltCommandExitsWithTheSameStatusesAndLines() throws {
    let page = try BinaryRunner.run(base + ["--output", "data-url"])
    XCTAssertEqual(page.status, 0, page.stderr)
    XCTAssertEqual(
      WebClipPageReader.dataURLBytes(String(page.stdout.dropLast())), Data(runInProcess(base).stdout.utf8))
    let refused = try BinaryRunner.run(["webclip", "--deeplink", " JavaScript:alert(1)", "--title", "t"])
    XCTAssertEqual(refused.status, 64)
    XCTAssertEqual(refused.stdout, "")
    XCTAssertEqual(refused.stderrLines.count, 1, refused.stderr)
    XCTAssertTrue(refused.stderr.hasPrefix("Error: --deeplink: the javascript: scheme is refused"), refused.stderr)
  }

  func testMissingOptionsAreUsageErrorsAndTheHelpListsTheExitStatuses() {
    XCTAssertEqual(runInProcess(["webclip", "--title", "t"]).status, 64)
    XCTAssertEqual(runInProcess(["webclip", "--deeplink", "x:y"]).status, 64)
    XCTAssertEqual(runInProcess(base + ["--output", "pdf"]).status, 64)
    let help = runInProcess(["webclip", "--help"])
    XCTAssertEqual(help.status, 0)
    assertGolden(help.stdout, named: "webclip/help.txt")
  }
}
