import SceneLifecycle
import XCTest

/// A failure's hint names its remedies in the library's terms, and a tool's wording replaces only the way each is
/// carried out.
final class RemedyTests: XCTestCase {
  private let tool = RemedyWording(reRecord: "tool record", runOnIPad: "tool iPad")

  /// Every remedy: the library's phrase, then the tool's way in parentheses.
  func testEveryRemedyIsPhrasedByTheWording() {
    for remedy in Remedy.allCases {
      switch remedy {
      case .reRecord:
        XCTAssertEqual(RemedyWording.library.phrase(remedy, "re-record"), "re-record")
        XCTAssertEqual(tool.phrase(remedy, "re-record"), "re-record (tool record)")
      case .runOnIPad:
        XCTAssertEqual(RemedyWording.library.phrase(remedy, "run on iPad"), "run on iPad (\"device\": \"iPad\")")
        XCTAssertEqual(tool.phrase(remedy, "run on iPad"), "run on iPad (tool iPad)")
      }
    }
  }

  /// Every failure that names a remedy: in the library's words by default, in the run's wording once set.
  func testEachFailureNamesItsRemediesInTheRunsWording() throws {
    let failures: [(ExpectationFailure, [Remedy])] = [
      (.traceMismatch(expected: ["system a"], actual: ["system b"], mode: .exhaustive), [.reRecord]),
      (.handledMismatch(expected: ["a"], actual: []), [.reRecord]),
      (.missingViolation(.duplicate), [.reRecord]),
      (
        .navigationMismatch(expected: NavigationState(tab: "home"), actual: NavigationState(tab: "search")), [.reRecord]
      ),
      (.navigationMismatch(expected: NavigationState(tab: "home"), actual: nil), []),
      (.rejectedStep(step: 1, event: "quickAction x", line: "rejected quickAction x", reason: "r"), []),
      (
        .rejectedStep(
          step: 1, event: "quickAction x", line: "rejected quickAction x", reason: "r",
          remedy: .goHomeOrIPad(expectable: false)), [.runOnIPad]
      ),
    ]
    for (failure, remedies) in failures {
      XCTAssertEqual(failure.remedies, remedies, failure.message)
      XCTAssertEqual(failure.message(.library), failure.message)
      XCTAssertFalse(failure.message.contains("tool"), failure.message)
      let worded = failure.message(tool)
      XCTAssertEqual(worded.contains("(tool record)"), remedies.contains(.reRecord), worded)
      XCTAssertEqual(worded.contains("(tool iPad)"), remedies.contains(.runOnIPad), worded)
    }
  }

  /// A run renders its failures in its wording, which a re-judged run keeps.
  func testARunRendersItsFailuresInItsWording() throws {
    let loaded = try loadValid(scenarioJSON(steps: "[]", expect: #"{"handled": ["com.example.search"]}"#))
    var run = Replay.run(loaded)
    XCTAssertFalse(try XCTUnwrap(run.mismatch).contains("tool record"))
    run.wording = tool
    XCTAssertTrue(try XCTUnwrap(run.mismatch).contains("re-record the expectation (tool record)."))
    let rejudged = run.rejudged(against: Expectations(handled: ["com.example.share"]))
    XCTAssertTrue(try XCTUnwrap(rejudged.mismatch).contains("(tool record)"))
  }
}
