import SceneLifecycle
import XCTest

/// A refused step's hint says what would let it happen, and offers `expect.trace` only when the run is judged by
/// it.
final class RejectionHintTests: XCTestCase {
  private let inFront = #"[{"event": "tapIcon"}, {"event": "quickAction", "type": "com.example.search"}]"#
  private let line = "rejected quickAction com.example.search"

  private func rejected(_ run: ScenarioRun) throws -> ExpectationFailure {
    try XCTUnwrap(
      run.failures.first {
        if case .rejectedStep = $0 { return true }
        return false
      })
  }

  func testOnIPhoneAQuickActionInFrontHintsGoHomeOrIPad() throws {
    // UIKit semantics article, 8a row 2: on iPhone the menu cannot open over the app in front.
    let loaded = try loadValid(scenarioJSON(steps: inFront))
    let failure = try rejected(Replay.run(loaded))
    guard case .rejectedStep(_, _, _, _, let remedy) = failure else { return XCTFail("not a rejected step") }
    XCTAssertEqual(remedy, .goHomeOrIPad(expectable: true))
    XCTAssertTrue(failure.message.contains("Hint: on iPhone the Home Screen menu cannot reach an app in front"))
    XCTAssertTrue(
      failure.message.contains(
        "add a goHome step before the quickAction, or run on iPad (\"device\": \"iPad\"), whose Dock"))
    XCTAssertTrue(failure.message.hasSuffix("If the rejection is intended, add \"\(line)\" to expect.trace."))
  }

  func testTheMatrixOnIPhoneOfAnIPadFileDoesNotOfferExpectTrace() throws {
    // 8a rows 2 and 3: the Dock road of an iPad file is refused in every column when the matrix runs on iPhone,
    // and no column is judged by the file's expect.trace, so listing the line there cannot help.
    let loaded = try loadValid(scenarioJSON(steps: inFront, extra: #""device": "iPad","#))
    XCTAssertFalse(Replay.run(loaded).trace.contains { $0.line == line }, "8a row 3: on iPad the Dock delivers it")
    let runs = Replay.matrix(loaded, device: .iPhone)
    XCTAssertEqual(runs.map(\.judgement), [.invariants, .invariants, .invariants])
    for run in runs {
      let failure = try rejected(run)
      guard case .rejectedStep(_, _, _, _, let remedy) = failure else { return XCTFail("not a rejected step") }
      XCTAssertEqual(remedy, .goHomeOrIPad(expectable: false))
      XCTAssertFalse(failure.message.contains("expect.trace"), failure.message)
      XCTAssertTrue(failure.message.contains("goHome"))
    }
  }

  func testAnotherRejectionInAColumnNotJudgedByExpectTraceOnlySaysFixTheSteps() throws {
    let loaded = try loadValid(scenarioJSON(steps: #"[{"event": "goHome"}]"#))
    let other = try XCTUnwrap(Replay.matrix(loaded).first { $0.judgement == .invariants })
    let failure = try rejected(other)
    guard case .rejectedStep(_, _, _, _, let remedy) = failure else { return XCTFail("not a rejected step") }
    XCTAssertEqual(remedy, .fixSteps)
    XCTAssertFalse(failure.message.contains("add \"rejected goHome\""))
  }
}
