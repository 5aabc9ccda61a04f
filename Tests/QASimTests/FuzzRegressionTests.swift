import Foundation
import SceneLifecycle
import XCTest

@testable import qa_sim

/// Inputs the fuzz targets in `.ci/fuzz/` turned up, each replayed through the code path it broke.
final class FuzzRegressionTests: XCTestCase {
  /// From `trace-diff`: judging a long scenario whose expected trace differs from the actual one throughout
  /// hung. The differ took time and memory beyond the square of the trace length (the standard library's
  /// diff keeps a copy of its frontier per edit, pairing moved lines and rendering rescanned the lists per
  /// line); a 10,000-step scenario had not been judged after five minutes. This one has 4,000 steps and an
  /// expected trace in reverse order.
  func testALongScenarioWhoseTraceDiffersThroughoutIsJudgedQuickly() throws {
    let cycle = [
      #"{"event": "quickAction", "type": "com.example.search"}"#, #"{"event": "goHome"}"#,
      #"{"event": "tapIcon"}"#, #"{"event": "goHome"}"#,
    ]
    let steps = "[" + Array(repeating: cycle.joined(separator: ", "), count: 1_000).joined(separator: ", ") + "]"
    let unexpected = try loadValid(scenarioJSON(strategy: #""appleSceneSample""#, steps: steps))
    let actual = Replay.run(unexpected).trace.map(\.line)
    XCTAssertGreaterThan(actual.count, 20_000)
    let reversed = "[" + actual.reversed().map { JSONSerializer.quote($0) }.joined(separator: ", ") + "]"
    let loaded = try loadValid(
      scenarioJSON(strategy: #""appleSceneSample""#, steps: steps, expect: #"{"trace": \#(reversed)}"#))
    let clock = ContinuousClock()
    let start = clock.now
    let run = Replay.run(loaded)
    let report = Report(outcomes: [
      FileOutcome(file: "long.json", runs: [run], error: nil, warnings: [], recorded: false)
    ])
    let text = StringSink()
    TextReport(options: Options(), palette: Palette(enabled: false)).write(
      report, context: CommandContext(stdout: text, stderr: NullSink(), environment: [:], stdoutIsTerminal: false))
    let elapsed = clock.now - start
    XCTAssertFalse(run.passed)
    XCTAssertTrue(
      text.text.contains("The trace does not match the expected trace (exhaustive)."), String(text.text.prefix(500)))
    XCTAssertLessThan(elapsed, .seconds(30), "judging a long trace is slow again")
  }
}
