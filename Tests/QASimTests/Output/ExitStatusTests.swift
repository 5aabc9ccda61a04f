import SceneLifecycle
import XCTest

// Internal: console output: ExitStatus and the status each report maps to.
@testable import qa_sim

/// The exit statuses and how they merge.
final class ExitStatusTests: XCTestCase {
  func testEveryInputErrorCauseReportsTheStatusTheCommandExitsWith() {
    for cause in [InputError.Cause.unreadable, .invalid] {
      XCTAssertEqual(cause.exitStatusCode, cause.exitStatus.rawValue, "\(cause)")
      XCTAssertEqual(cause.label, cause.exitStatus.label, "\(cause)")
    }
  }

  func testTheStatusesHaveTheirSysexitsValues() {
    XCTAssertEqual(ExitStatus.allCases.map(\.rawValue), [0, 1, 64, 65, 66, 69])
  }

  func testMergingKeepsTheHighestStatus() {
    XCTAssertEqual(ExitStatus.success.merged(with: .failure), .failure)
    XCTAssertEqual(ExitStatus.noInput.merged(with: .failure), .noInput)
    XCTAssertEqual(ExitStatus.dataError.merged(with: .noInput), .noInput)
    XCTAssertEqual(ExitStatus.merging([.failure, .dataError, .success]), .dataError)
    XCTAssertEqual(ExitStatus.merging([]), .success)
  }

  func testAReportFailsWithTheHighestErrorStatusOverFailures() {
    let error65 = InputError(file: "a.json", message: "bad", cause: .invalid)
    let error66 = InputError(file: "b.json", message: "missing", cause: .unreadable)
    XCTAssertEqual(Report(outcomes: [.failed(error65)]).exitStatus, .dataError)
    XCTAssertEqual(Report(outcomes: [.failed(error65), .failed(error66)]).exitStatus, .noInput)
    XCTAssertEqual(Report(outcomes: []).exitStatus, .success)
  }
}
