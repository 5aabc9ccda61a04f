import SceneLifecycle
import XCTest

/// Fails with the diff message when the simulator's trace does not match: the XCTest article's helper
/// (AssertingTracesInTests), as a team would write it, so that the article's example keeps compiling.
public func assertTrace<S: AppStrategy>(
  _ sim: Simulator<S>, _ expected: [String], mode: TraceMatchMode = .exhaustive,
  file: StaticString = #filePath, line: UInt = #line
) {
  if let message = sim.traceMismatch(expected, mode: mode) { XCTFail(message, file: file, line: line) }
}
