import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// `qa-sim --format html`: one self-contained, deterministic page with a summary and a section per run.
final class HTMLReportTests: XCTestCase {
  /// The shipped scenarios the report tests use: one failing is made up per test, these pass.
  static let shipped = ["handledTwiceOnColdLaunch.json", "coldLaunch.json"].map {
    scenariosDirectory.appendingPathComponent($0).path
  }

  func testTheSummaryCountsTheRunsAndLinksToEachSection() throws {
    let directory = try makeTemporaryDirectory(self)
    let failing = try write(
      scenarioJSON(expect: #"{"handled": ["com.example.share"]}"#), to: "failing.json", in: directory)
    let result = runInProcess(["--format", "html"] + Self.shipped + [failing])
    XCTAssertEqual(result.status, 1)
    let html = result.stdout
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    XCTAssertTrue(html.contains("<strong>3 runs</strong>: 2 passed, 1 failed"))
    let document = MarkupDocument.parse(html)
    let sections = document.elements(named: "section").compactMap { $0.attributes["id"] }
    XCTAssertEqual(sections, ["run-1", "run-2", "run-3"])
    let links = document.elements(named: "a").compactMap { $0.attributes["href"] }
    XCTAssertEqual(links, ["#run-1", "#run-2", "#run-3"])
    XCTAssertEqual(document.elements(named: "svg").count, 3)
    XCTAssertTrue(html.contains("<h3>Mismatch</h3>\n<pre>"))
    XCTAssertTrue(html.contains("<span class=\"verdict fail\">FAIL</span> Test scenario</h2>"))
  }

  func testTheReportIsSelfContainedAndReadableOnAPhoneAndInDarkMode() throws {
    let html = runInProcess(["--format", "html"] + Self.shipped).stdout
    XCTAssertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"))
    XCTAssertTrue(html.contains("@media (prefers-color-scheme: dark)"))
    XCTAssertTrue(html.contains(".diagram{overflow-x:auto;"))
    for forbidden in ["<script", "<link", " src=", "http://", "https://", "url(", "@import", "@font-face"] {
      let occurrences = html.components(separatedBy: forbidden).count - 1
      // The only URL is the SVG namespace, which loads nothing.
      let allowed = forbidden == "http://" ? 2 : 0
      XCTAssertEqual(occurrences, allowed, forbidden)
    }
  }

  func testTwoRunsGiveTheSameBytes() throws {
    let first = runInProcess(["--format", "html", "-j", "2", scenariosDirectory.path]).stdout
    let second = runInProcess(["--format", "html", scenariosDirectory.path]).stdout
    XCTAssertGreaterThan(first.count, 100_000)
    XCTAssertEqual(first, second)
  }

  func testAFileThatCannotBeReplayedHasItsOwnSection() throws {
    let directory = try makeTemporaryDirectory(self)
    let broken = try write("{", to: "broken.json", in: directory)
    let result = runInProcess(["--format", "html", broken])
    XCTAssertNotEqual(result.status, 0)
    let document = MarkupDocument.parse(result.stdout)
    XCTAssertEqual(document.elements(named: "section").compactMap { $0.attributes["id"] }, ["input-1"])
    XCTAssertTrue(result.stdout.contains("1 file could not be replayed"))
    XCTAssertFalse(result.stderr.isEmpty)
  }

  func testExploreWritesASectionWithADiagramPerCounterexample() throws {
    let arguments = ["explore", "--format", "html", "--strategy", "handleAndReturnTrue", "--depth", "4"]
    let result = runInProcess(arguments)
    XCTAssertEqual(result.status, 1)
    let document = MarkupDocument.parse(result.stdout)
    let ids = document.elements(named: "section").compactMap { $0.attributes["id"] }
    XCTAssertEqual(ids, ["counterexample-1", "counterexample-2"])
    XCTAssertEqual(document.elements(named: "svg").count, 2)
    XCTAssertTrue(result.stdout.contains("<span class=\"verdict error\">ERROR</span> duplicate in handleAndReturnTrue"))
    XCTAssertTrue(result.stdout.contains(">violation duplicate: "))
    XCTAssertEqual(runInProcess(arguments).stdout, result.stdout)
  }
}
