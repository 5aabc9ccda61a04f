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
    assertGolden(result.stderr, named: "explore/readiness/unknown-value.txt")
  }

  func testTheHelpShowsTheOptionAndItsValues() {
    for command in ["explore", "generate", "migrate"] {
      let help = runInProcess([command, "--help"])
      XCTAssertEqual(help.status, 0, help.stderr)
      // Each help lists `--readiness <prompt|anytime|afterFirstActivation>` with its default, each gate's own;
      // explore's also says what each value means.
      assertGolden(help.stdout, named: "\(command)/help.txt")
    }
  }

  // 10a row 12: without --readiness the header names the gates' own readiness, prompt for a gate that declares none.
  func testWithoutTheOptionTheReportNamesEachGatesOwnReadiness() {
    for (file, named) in [(gatedScenario, "prompt"), (lateListenerScenario, "afterFirstActivation")] {
      let text = runInProcess(["explore", "--scenario", file, "--no-timing"])
      XCTAssertEqual(text.status, 1, text.stderr)
      let header = text.stdout.split(separator: "\n").first.map(String.init) ?? ""
      XCTAssertTrue(header.hasSuffix(", readiness \(named)"), header)
      let json = runInProcess(["explore", "--scenario", file, "--format", "json", "--no-timing"])
      let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      assertGolden(json.stdout, named: "explore/readiness/\(name)-readiness-\(named).json")
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
      // The cold launch's item was dropped: jsBridge was not ready.
      assertGolden(text.stdout, named: "explore/readiness/gated-\(readiness.rawValue).txt")
      let json = runInProcess([
        "explore", "--scenario", gatedScenario, "--readiness", readiness.rawValue, "--format", "json", "--no-timing",
      ])
      assertGolden(json.stdout, named: "explore/readiness/gated-\(readiness.rawValue).json")
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
    assertGolden(
      declared.stdout, named: "explore/readiness/early-as-declared-duplicate-2-steps.txt",
      temporaryDirectories: [directory])
    let out = directory.appendingPathComponent("found").path
    let result = runInProcess([
      "explore", "--scenario", scenario, "--readiness", "prompt", "--write-counterexamples", out, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    assertGolden(
      result.stdout, named: "explore/readiness/early-prompt-duplicate-3-steps.txt", temporaryDirectories: [directory])
    let file = out + "/handledOnBothRoads-appDelegate-duplicate.json"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    // backgroundLaunch, then appReady; the gate declared prompt.
    assertGolden(text, named: "explore/readiness/handledOnBothRoads-appDelegate-duplicate.json")
    XCTAssertFalse(text.contains("afterFirstActivation"), text)
    assertFailsUntilFixed(file, kind: "duplicate")
    // Declared as the scenario declares it, the same steps stop at the early appReady. (The file declares the gate
    // by name only, which is prompt.)
    let asDeclared = directory.appendingPathComponent("asDeclared.json").path
    let declaredGate = #""gates": [{ "name": "jsListener", "readiness": "afterFirstActivation" }]"#
    let redeclared = text.replacingOccurrences(of: #""gates": ["jsListener"]"#, with: declaredGate)
    XCTAssertNotEqual(redeclared, text)
    try redeclared.write(toFile: asDeclared, atomically: true, encoding: .utf8)
    let refused = runInProcess([asDeclared])
    XCTAssertEqual(refused.status, 1, refused.stdout)
    assertGolden(
      refused.stdout, named: "explore/readiness/early-appReady-rejected.txt", temporaryDirectories: [directory])
  }

  // A counterexample's steps are explicit (its appReady steps included), so the file carries no readiness and
  // reproduces its invariant, failing for it, whichever assumption found it.
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
      let kind = try XCTUnwrap(name.dropLast(".json".count).split(separator: "-").last, name)
      assertFailsUntilFixed(file, kind: String(kind))
    }
  }
}
