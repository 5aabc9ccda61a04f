import SceneLifecycle
import XCTest

/// Fails unless two explorations agree on everything they report: counts, depth, whether they were
/// exhaustive, counterexamples, callbacks and transitions reached. Used to compare the memo tables with the
/// direct search, and parallel with sequential levels.
func assertSameReport(
  _ actual: ExplorationReport, _ expected: ExplorationReport, _ label: String,
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(actual.distinctStates, expected.distinctStates, label, file: file, line: line)
  XCTAssertEqual(actual.transitions, expected.transitions, label, file: file, line: line)
  XCTAssertEqual(actual.depthReached, expected.depthReached, label, file: file, line: line)
  XCTAssertEqual(actual.exhausted, expected.exhausted, label, file: file, line: line)
  XCTAssertEqual(actual.counterexamples, expected.counterexamples, label, file: file, line: line)
  XCTAssertEqual(actual.callbacksReached, expected.callbacksReached, label, file: file, line: line)
  XCTAssertEqual(actual.transitionsTaken, expected.transitionsTaken, label, file: file, line: line)
}
