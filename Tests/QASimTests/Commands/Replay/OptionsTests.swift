import CommandLineKit
import SceneLifecycle
import XCTest

// Internal: replay's option parsing: Options.parse and its values.
@testable import qa_sim

/// Parsing the replay command line.
final class OptionsTests: XCTestCase {
  private func parse(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Options {
    try Options.parse(arguments)
  }

  private func usageMessage(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
    do {
      let options = try Options.parse(arguments)
      XCTFail("parsed \(options), expected a usage error", file: file, line: line)
      return nil
    } catch {
      return error.message
    }
  }

  func testFilesAloneUseTheDefaults() throws {
    let options = try parse(["Scenarios/coldLaunch.json", "Scenarios"])
    XCTAssertEqual(options.inputs, ["Scenarios/coldLaunch.json", "Scenarios"])
    XCTAssertEqual(options.format, .text)
    XCTAssertNil(options.lifecycle)
    XCTAssertEqual(options.jobs, 1)
    XCTAssertFalse(options.matrix || options.record || options.verbose || options.quiet)
  }

  func testEveryOptionIsRead() throws {
    let options = try parse(["--format", "junit", "--lifecycle=swiftUI", "-j", "3", "-v", "a.json"])
    XCTAssertEqual(options.format, .junit)
    XCTAssertEqual(options.lifecycle, .swiftUI)
    XCTAssertEqual(options.jobs, 3)
    XCTAssertTrue(options.verbose)
    XCTAssertEqual(try parse(["--matrix", "--quiet", "--format=json", "a.json"]).format, .json)
    XCTAssertTrue(try parse(["--record", "a.json"]).record)
  }

  func testTheLastValueOfARepeatedOptionWins() throws {
    XCTAssertEqual(try parse(["--format", "json", "--format", "text", "a.json"]).format, .text)
  }

  func testDoubleDashTurnsEverythingAfterItIntoFiles() throws {
    let options = try parse(["--", "--verbose", "-x.json"])
    XCTAssertEqual(options.inputs, ["--verbose", "-x.json"])
    XCTAssertFalse(options.verbose)
  }

  func testHelpWinsOverEverythingElseBeforeDoubleDash() throws {
    XCTAssertTrue(try parse(["--bogus", "-h"]).showHelp)
    XCTAssertTrue(try parse(["--help"]).showHelp)
    let afterDoubleDash = try parse(["--", "--help"])
    XCTAssertFalse(afterDoubleDash.showHelp)
    XCTAssertEqual(afterDoubleDash.inputs, ["--help"])
  }

  func testVersionNeedsNoFiles() throws {
    XCTAssertTrue(try parse(["--version"]).showVersion)
  }

  func testMissingFilesIsAUsageError() {
    XCTAssertEqual(usageMessage([]), "Missing expected argument '<file-or-directory> ...'")
    XCTAssertEqual(usageMessage(["--verbose"]), "Missing expected argument '<file-or-directory> ...'")
  }

  func testUnknownOptionSuggestsTheClosestOne() {
    XCTAssertEqual(usageMessage(["--frmat", "json", "a.json"]), "Unknown option '--frmat'; did you mean '--format'?")
    XCTAssertEqual(usageMessage(["-x", "a.json"]), "Unknown option '-x'")
  }

  func testMissingAndInvalidValuesNameTheOption() {
    XCTAssertEqual(usageMessage(["a.json", "--format"]), "Missing value for '--format <format>'")
    XCTAssertEqual(
      usageMessage(["--format", "xml", "a.json"]),
      "The value 'xml' is invalid for '--format <format>'; expected one of: text, json, junit, html, mermaid, github")
    XCTAssertEqual(
      usageMessage(["--lifecycle", "scenes", "a.json"]),
      "The value 'scenes' is invalid for '--lifecycle <style>'; expected one of: appDelegate, scene, swiftUI")
    XCTAssertEqual(
      usageMessage(["--jobs", "0", "a.json"]),
      "The value '0' is invalid for '--jobs <n>'; expected a whole number from 1 to 1024")
  }

  func testAFlagGivenAValueIsAUsageError() {
    XCTAssertEqual(usageMessage(["--matrix=yes", "a.json"]), "The flag '--matrix' does not take a value")
  }

  func testContradictoryOptionsAreUsageErrors() {
    XCTAssertEqual(usageMessage(["-v", "-q", "a.json"]), "--verbose and --quiet cannot be used together")
    XCTAssertEqual(
      usageMessage(["--matrix", "--lifecycle", "scene", "a.json"]),
      "--matrix replays every lifecycle, so it cannot be combined with --lifecycle")
    XCTAssertEqual(usageMessage(["--record", "--matrix", "a.json"]), "--record cannot be combined with --matrix")
    XCTAssertEqual(
      usageMessage(["--record", "--lifecycle", "scene", "a.json"]),
      "--record cannot be combined with --lifecycle: the recorded trace would not match the file's lifecycle")
  }

  func testASingleDashIsAFileName() throws {
    XCTAssertEqual(try parse(["-"]).inputs, ["-"])
  }
}
