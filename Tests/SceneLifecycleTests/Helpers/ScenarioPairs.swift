import SceneLifecycle
import TestSupport
import XCTest

/// A shipped scenario of a reported failure beside the one of its fix, with the row of the UIKit semantics article
/// its failure rests on.
struct ScenarioPair {
  /// The broken app's file, in `Scenarios/`, without `.json`.
  let broken: String
  /// The fixed app's file.
  let fixed: String
  /// The row, as `15 row 3`.
  let row: String
}

/// The shipped scenario `name` (in `Scenarios/`, without `.json`).
func loadShipped(_ name: String) throws -> LoadedScenario {
  try ScenarioLoader.load(file: scenariosDirectory.appendingPathComponent(name + ".json").path)
}

/// The kinds of error-level violations exploring `loaded` as `explore --scenario` does finds, checking that the
/// search ran where `packingProblem` sends it.
func explored(
  _ loaded: LoadedScenario, packingProblem: ExplorerError, file: StaticString = #filePath, line: UInt = #line
) throws -> Set<ViolationKind> {
  let subject = ExplorationSubject(scenario: loaded, label: loaded.file)
  let report = try Explorer(subject.configuration(lifecycle: subject.lifecycle, allOptions: false, depth: 8)).run()
  XCTAssertEqual(report.packingProblem, packingProblem, "the direct search explores it", file: file, line: line)
  return Set(report.counterexamples.map(\.kind).filter { !$0.isWarning })
}

/// Each failure replays to its loss and `explore --scenario` finds it with no other setting; each fix replays clean and
/// explores without a loss.
func assertEachFailureIsFoundAndEachFixIsClean(
  _ pairs: [ScenarioPair], packingProblem: ExplorerError, file: StaticString = #filePath, line: UInt = #line
) throws {
  for pair in pairs {
    let failing = try loadShipped(pair.broken)
    let run = Replay.run(failing)
    XCTAssertTrue(run.passed, "\(pair.broken) (\(pair.row)) replays as its file expects", file: file, line: line)
    XCTAssertTrue(run.violations.contains { $0.kind == .lost }, "\(pair.broken) (\(pair.row))", file: file, line: line)
    XCTAssertTrue(
      try explored(failing, packingProblem: packingProblem).contains(.lost), "\(pair.broken) (\(pair.row))",
      file: file, line: line)

    let fix = try loadShipped(pair.fixed)
    let fixedRun = Replay.run(fix)
    XCTAssertTrue(fixedRun.passed, pair.fixed, file: file, line: line)
    XCTAssertFalse(fixedRun.violations.contains { $0.kind == .lost }, pair.fixed, file: file, line: line)
    XCTAssertEqual(try explored(fix, packingProblem: packingProblem), [], pair.fixed, file: file, line: line)
  }
}
