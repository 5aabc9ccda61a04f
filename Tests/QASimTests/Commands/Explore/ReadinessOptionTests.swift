import Foundation
import SceneLifecycle
import XCTest

// Internal: the --readiness option's parsing: ExploreOptions.parse, GenerateOptions.parse.
@testable import qa_sim

/// `--readiness` on `explore`, `generate` and `migrate` (UIKit semantics article, 10a): each gate's own declaration
/// unless given, then the one readiness for every gate; parsed, in the help, named in the report of a strategy with
/// gates, and not needed by a written counterexample to replay.
final class ReadinessOptionTests: XCTestCase {
  private var gatedScenario: String {
    scenariosDirectory.appendingPathComponent("gateDropsItemBeforeListener.json").path
  }

  private var lateListenerScenario: String {
    scenariosDirectory.appendingPathComponent("expoQuickActionsLostAfterBackgroundLaunch.json").path
  }

  func testParsesEveryValueWithEachGatesOwnAsTheDefault() throws {
    XCTAssertNil(try ExploreOptions.parse(["--strategy", "pendingSlot"]).readiness)
    XCTAssertNil(try MigrateCommand.table.parse(["x.json"]).readiness)
    for readiness in Readiness.allCases {
      XCTAssertEqual(
        try ExploreOptions.parse(["--strategy", "pendingSlot", "--readiness", readiness.rawValue]).readiness,
        readiness)
      XCTAssertEqual(
        try GenerateOptions.parse([
          "--cover", "transitions", "--out", "x", "--strategy", "pendingSlot", "--readiness", readiness.rawValue,
        ]).explore.readiness, readiness)
      XCTAssertEqual(
        try MigrateCommand.table.parse(["x.json", "--readiness", readiness.rawValue]).readiness, readiness)
    }
    XCTAssertThrowsError(try ExploreOptions.parse(["--strategy", "pendingSlot", "--readiness", "late"]))
    let result = runInProcess(["explore", "--strategy", "pendingSlot", "--readiness", "late"])
    XCTAssertEqual(result.status, 64, result.stderr)
    XCTAssertTrue(result.stderr.contains("--readiness"), result.stderr)
    XCTAssertTrue(result.stderr.contains("prompt, anytime, afterFirstActivation"), result.stderr)
  }

  func testTheHelpShowsTheOptionAndItsValues() {
    for command in ["explore", "generate", "migrate"] {
      let help = runInProcess([command, "--help"])
      XCTAssertEqual(help.status, 0, help.stderr)
      XCTAssertTrue(help.stdout.contains("--readiness <prompt|anytime|afterFirstActivation>"), help.stdout)
      let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      XCTAssertTrue(words.contains("(default: each gate's, prompt where it declares none)"), help.stdout)
    }
    let explore = runInProcess(["explore", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    XCTAssertTrue(explore.contains("prompt: as soon as the process can run code"), explore)
    XCTAssertTrue(explore.contains("anytime: every interleaving"), explore)
    XCTAssertTrue(explore.contains("afterFirstActivation: not before the UI has been active"), explore)
  }

  // 10a row 12: without --readiness the header names the gates' own readiness, prompt for a gate that declares none.
  func testWithoutTheOptionTheReportNamesEachGatesOwnReadiness() {
    for (file, named) in [(gatedScenario, "prompt"), (lateListenerScenario, "afterFirstActivation")] {
      let text = runInProcess(["explore", "--scenario", file, "--no-timing"])
      XCTAssertEqual(text.status, 1, text.stderr)
      let header = text.stdout.split(separator: "\n").first.map(String.init) ?? ""
      XCTAssertTrue(header.hasSuffix(", readiness \(named)"), header)
      let json = runInProcess(["explore", "--scenario", file, "--format", "json", "--no-timing"])
      XCTAssertTrue(json.stdout.contains(#""readiness": "\#(named)""#), json.stdout)
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

  // 10a row 12: a path found under --readiness prompt may open an afterFirstActivation gate in the background, a step
  // replay refuses for the gate as declared; the written file declares prompt for that gate, and replays.
  func testACounterexampleFoundUnderAnOverrideDeclaresItWhereReplayWouldRefuseThePath() throws {
    let directory = try makeTemporaryDirectory(self)
    let scenario = try write(
      #"""
      {
        "version": 1, "name": "early", "lifecycle": "appDelegate",
        "app": {
          "strategy": {
            "name": "handledOnBothRoads",
            "gates": [{"name": "jsListener", "readiness": "afterFirstActivation"}],
            "on": {
              "application(_:didFinishLaunchingWithOptions:)[shortcutItem]": ["returnFalseIfItem"],
              "application(_:performActionFor:completionHandler:)": ["store", "handle", "completion(true)"],
              "applicationDidBecomeActive(_:)": ["handlePending"]
            }
          },
          "shortcutItems": [{"type": "com.example.search", "title": "Search"}]
        },
        "steps": [{"event": "tapIcon"}]
      }
      """#, to: "early.json", in: directory)
    // As declared, the warm road after a background launch handles the item twice, and no appReady comes first.
    let declared = runInProcess(["explore", "--scenario", scenario, "--no-timing"])
    XCTAssertTrue(declared.stdout.contains("violation duplicate: shortest counterexample, 2 steps"), declared.stdout)
    let out = directory.appendingPathComponent("found").path
    let result = runInProcess([
      "explore", "--scenario", scenario, "--readiness", "prompt", "--write-counterexamples", out, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stdout.contains("violation duplicate: shortest counterexample, 3 steps"), result.stdout)
    let file = out + "/handledOnBothRoads-appDelegate-duplicate.json"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(text.contains(#"{ "event": "backgroundLaunch" },\#n    { "event": "appReady""#), text)
    XCTAssertTrue(text.contains(#""readiness": "prompt""#), text)
    XCTAssertFalse(text.contains("afterFirstActivation"), text)
    XCTAssertEqual(runInProcess([file]).status, 0, "the written counterexample replays to its recorded outcome")
    // Declared as the scenario declares it, the same steps stop at the early appReady.
    let asDeclared = directory.appendingPathComponent("asDeclared.json").path
    try text.replacingOccurrences(of: #""readiness": "prompt""#, with: #""readiness": "afterFirstActivation""#)
      .write(toFile: asDeclared, atomically: true, encoding: .utf8)
    let refused = runInProcess([asDeclared])
    XCTAssertEqual(refused.status, 1, refused.stdout)
    XCTAssertTrue(refused.stdout.contains("was rejected: appReady jsListener cannot happen"), refused.stdout)
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
