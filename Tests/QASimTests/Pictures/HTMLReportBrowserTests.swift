import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// The HTML report in a real browser, Debian's headless `chromium`: it renders to a screenshot, its DOM holds each
/// run's section with its diagram, and it logs no console message (a script error or a blocked load would be
/// one). Skipped without chromium, except under `CI=true`.
final class HTMLReportBrowserTests: XCTestCase {
  /// Writes a report of several scenarios (two shipped ones that pass, a failing one, a hostile one) and returns
  /// its `file://` URL and how many runs it holds.
  func writeReport() throws -> (url: String, runs: Int) {
    let directory = try makeTemporaryDirectory(self)
    let failing = try write(
      scenarioJSON(expect: #"{"handled": ["com.example.share"]}"#), to: "failing.json", in: directory)
    let hostile = try write(try HTMLReportInjectionTests.hostileScenario(), to: "hostile.json", in: directory)
    let inputs = HTMLReportTests.shipped + [failing, hostile]
    let html = runInProcess(["--format", "html"] + inputs).stdout
    let page = try write(html, to: "report.html", in: directory)
    return (URL(fileURLWithPath: page).absoluteString, inputs.count)
  }

  /// The browser's console lines in `stderr`: `…:INFO:CONSOLE:…` for `console.*` calls and uncaught errors.
  static func consoleLines(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
  }

  func testTheReportRendersToAScreenshotOnAPhoneAndADesktop() throws {
    let browser = try HeadlessChromium.required()
    let (url, _) = try writeReport()
    let directory = try makeTemporaryDirectory(self)
    for (name, size) in [("phone", "390,844"), ("desktop", "1280,900")] {
      let shot = directory.appendingPathComponent("\(name).png")
      _ = try browser.run(
        ["--hide-scrollbars", "--window-size=\(size)", "--screenshot=\(shot.path)", url], timeout: 30)
      let data = try Data(contentsOf: shot)
      XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], name)
      XCTAssertGreaterThan(data.count, 10_000, name)
    }
  }

  /// One browser run reads the DOM and the console: each run's section and diagram are there, and nothing was logged.
  func testTheDOMHoldsEachRunsSectionAndItsDiagramAndTheConsoleNothing() throws {
    let browser = try HeadlessChromium.required()
    let (url, runs) = try writeReport()
    let result = try browser.runCapturing(
      ["--enable-logging=stderr", "--v=0", "--virtual-time-budget=1000", "--dump-dom", url], timeout: 30,
      standardError: true)
    XCTAssertEqual(Self.consoleLines(result.stderr), [])
    let dom = result.stdout
    XCTAssertTrue(dom.contains("<main>"))
    let sections = dom.components(separatedBy: "<section id=\"run-").dropFirst()
    XCTAssertEqual(sections.count, runs)
    for (index, section) in sections.enumerated() {
      XCTAssertTrue(section.hasPrefix("\(index + 1)\" class=\"run\">"), String(section.prefix(40)))
      XCTAssertTrue(section.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sequence-diagram\""))
      XCTAssertTrue(section.contains("class=\"sd-message sd-callback\""))
    }
    XCTAssertTrue(dom.contains("<strong>4 runs</strong>: 2 passed, 2 failed"))
    // The hostile scenario's text is still text in the browser's DOM: no script element came from it.
    XCTAssertFalse(dom.contains("<script"))
    XCTAssertFalse(dom.contains("<img"))
    XCTAssertTrue(dom.contains("Name &lt;script&gt;alert(1)&lt;/script&gt;"))
  }

  func testTheExploreReportShowsEachCounterexampleWithItsDiagram() throws {
    let browser = try HeadlessChromium.required()
    let directory = try makeTemporaryDirectory(self)
    let html = runInProcess(["explore", "--format", "html", "--strategy", "handleAndReturnTrue", "--depth", "4"]).stdout
    let page = try write(html, to: "explore.html", in: directory)
    let result = try browser.runCapturing(
      [
        "--enable-logging=stderr", "--v=0", "--virtual-time-budget=1000", "--dump-dom",
        URL(fileURLWithPath: page).absoluteString,
      ], timeout: 30, standardError: true)
    let sections = result.stdout.components(separatedBy: "<section id=\"counterexample-").dropFirst()
    XCTAssertEqual(sections.count, 2)
    for section in sections { XCTAssertTrue(section.contains("<svg xmlns=\"http://www.w3.org/2000/svg\"")) }
    XCTAssertEqual(Self.consoleLines(result.stderr), [])
  }

  func testAConsoleErrorWouldBeSeen() throws {
    // The check above can fail: a page with a script error and a console message shows both.
    let browser = try HeadlessChromium.required()
    let directory = try makeTemporaryDirectory(self)
    let page = try write(
      "<!DOCTYPE html><p>x</p><script>console.error('boom'); missingFunction();</script>", to: "bad.html",
      in: directory)
    let result = try browser.runCapturing(
      [
        "--enable-logging=stderr", "--v=0", "--virtual-time-budget=1000", "--dump-dom",
        URL(fileURLWithPath: page)
          .absoluteString,
      ], timeout: 30, standardError: true)
    let lines = Self.consoleLines(result.stderr)
    XCTAssertTrue(lines.contains { $0.contains("boom") }, result.stderr)
    XCTAssertTrue(lines.contains { $0.contains("Uncaught ReferenceError") }, result.stderr)
  }
}
