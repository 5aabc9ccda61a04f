import Foundation
import SceneLifecycle
import XCTest

@testable import qa_sim

/// `--readiness prompt|anytime` on `explore` and `generate` (UIKit semantics article, 10a): parsed, in the help,
/// named in the report of a strategy with gates, and not needed by a written counterexample to replay.
final class ReadinessOptionTests: XCTestCase {
  private var gatedScenario: String {
    scenariosDirectory.appendingPathComponent("gateDropsItemBeforeListener.json").path
  }

  func testParsesBothValuesWithPromptAsTheDefault() throws {
    XCTAssertEqual(try ExploreOptions.parse(["--strategy", "pendingSlot"]).readiness, .prompt)
    for readiness in Readiness.allCases {
      XCTAssertEqual(
        try ExploreOptions.parse(["--strategy", "pendingSlot", "--readiness", readiness.rawValue]).readiness,
        readiness)
      XCTAssertEqual(
        try GenerateOptions.parse([
          "--cover", "transitions", "--out", "x", "--strategy", "pendingSlot", "--readiness", readiness.rawValue,
        ]).explore.readiness, readiness)
    }
    XCTAssertThrowsError(try ExploreOptions.parse(["--strategy", "pendingSlot", "--readiness", "late"]))
    let result = runInProcess(["explore", "--strategy", "pendingSlot", "--readiness", "late"])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.contains("--readiness"), result.stderr)
  }

  func testTheHelpShowsTheOptionAndItsValues() {
    for command in ["explore", "generate"] {
      let help = runInProcess([command, "--help"])
      XCTAssertEqual(help.status, 0, help.stderr)
      XCTAssertTrue(help.stdout.contains("--readiness <prompt|anytime>"), help.stdout)
      let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      XCTAssertTrue(words.contains("prompt: as soon as the process can run code"), help.stdout)
      XCTAssertTrue(words.contains("anytime: every interleaving"), help.stdout)
    }
  }

  // 10a row 2: the report of a strategy with gates names the assumption it ran under, in text and JSON; both
  // assumptions find the item the cold launch drops.
  func testTheReportOfAGatedStrategyNamesItsReadiness() {
    for readiness in Readiness.allCases {
      let text = runInProcess([
        "explore", "--scenario", gatedScenario, "--readiness", readiness.rawValue, "--no-timing",
      ])
      XCTAssertEqual(text.status, 1, text.stderr)
      let header = text.stdout.split(separator: "\n").first.map(String.init) ?? ""
      XCTAssertTrue(header.hasSuffix(", readiness \(readiness.rawValue)"), header)
      XCTAssertTrue(text.stdout.contains("was dropped: jsBridge was not ready"), text.stdout)
      let json = runInProcess([
        "explore", "--scenario", gatedScenario, "--readiness", readiness.rawValue, "--format", "json",
      ])
      XCTAssertTrue(json.stdout.contains(#""readiness": "\#(readiness.rawValue)""#), json.stdout)
    }
  }

  // Without gates --readiness changes nothing, so the report does not mention it and stays byte-identical.
  func testAStrategyWithoutGatesReportsTheSameUnderBoth() {
    let prompt = runInProcess(["explore", "--strategy", "pendingSlot", "--readiness", "prompt", "--no-timing"])
    let anytime = runInProcess(["explore", "--strategy", "pendingSlot", "--readiness", "anytime", "--no-timing"])
    XCTAssertEqual(prompt.stdout, anytime.stdout)
    XCTAssertFalse(prompt.stdout.contains("readiness"), prompt.stdout)
    let json = runInProcess(["explore", "--strategy", "pendingSlot", "--format", "json", "--no-timing"])
    XCTAssertFalse(json.stdout.contains("readiness"), json.stdout)
  }

  // A counterexample's steps are explicit (its appReady steps included), so the file carries no readiness and
  // replays to its recorded outcome whichever assumption found it.
  func testCounterexamplesFoundUnderAnytimeReplayWithoutTheAssumption() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "explore", "--scenario", gatedScenario, "--readiness", "anytime", "--write-counterexamples", directory.path,
      "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
    XCTAssertFalse(files.isEmpty)
    for name in files {
      let file = directory.appendingPathComponent(name).path
      XCTAssertFalse(try String(contentsOfFile: file, encoding: .utf8).contains("readiness"), name)
      XCTAssertEqual(runInProcess([file]).status, 0, "\(name) replays to its recorded outcome")
    }
  }
}
