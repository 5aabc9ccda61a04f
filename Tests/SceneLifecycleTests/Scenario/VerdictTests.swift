import SceneLifecycle
import XCTest

/// The expectation rules: how a run is judged against `expect`.
final class VerdictTests: XCTestCase {
  private let coldLaunch = #"[{"event": "quickAction", "type": "com.example.search"}]"#

  private func replay(
    strategy: String = "\"pendingSlot\"", steps: String? = nil, expect: String? = nil, lifecycle: LifecycleStyle? = nil,
    judgement: Judgement = .expectations
  ) throws -> ScenarioRun {
    let loaded = try loadValid(scenarioJSON(strategy: strategy, steps: steps ?? coldLaunch, expect: expect))
    return Replay.run(loaded, lifecycle: lifecycle, judgement: judgement)
  }

  func testWithoutExpectACleanRunPasses() throws {
    XCTAssertTrue(try replay().passed)
  }

  func testWithoutExpectAnErrorKindViolationFails() throws {
    let result = try replay(strategy: #""performActionOnly""#)
    XCTAssertFalse(result.passed)
    XCTAssertEqual(result.failures.count, 1)
    XCTAssertEqual(
      result.failures.first?.message,
      "Unexpected violation lost at step 0: com.example.search delivered at step 0 was never handled.\n"
        + "Hint: fix the app's strategy, or, if the scenario demonstrates this pitfall, add \"lost\" to "
        + "expect.violations.")
  }

  func testAnExpectedViolationPasses() throws {
    XCTAssertTrue(try replay(strategy: #""performActionOnly""#, expect: #"{"violations": ["lost"]}"#).passed)
  }

  /// `expect.fixed`: the kinds a saved counterexample asserts must not occur, warning kinds included, under either
  /// judgement; the failure is a diff with a legend and a hint, and replaces the unexpected-violation failure.
  func testAFixedKindFailsWhileItOccursAndPassesOnceItDoesNot() throws {
    let buggy = try replay(strategy: #""performActionOnly""#, expect: #"{"fixed": ["lost"]}"#)
    XCTAssertEqual(buggy.failures.count, 1)
    XCTAssertEqual(
      buggy.failureMessage,
      """
      This file was saved as a counterexample for lost (expect.fixed), and it still shows: lost occurred once.
        - no lost
        + lost at step 0: com.example.search delivered at step 0 was never handled
      Legend: '-' what expect.fixed asks for, '+' what the run shows
      Hint: the file fails until the app is fixed: change the app (its strategy or its delegate classes) so that lost \
      no longer occurs, and it passes; if the scenario shows this pitfall on purpose, move "lost" from expect.fixed \
      to expect.violations.
      """)
    XCTAssertFalse(
      try replay(strategy: #""performActionOnly""#, expect: #"{"fixed": ["lost"]}"#, judgement: .invariants).passed)
    XCTAssertTrue(try replay(expect: #"{"fixed": ["lost"]}"#).passed, "pendingSlot handles the launch item")

    let early = #"{"name": "early", "on": {"scene(_:willConnectTo:options:)": ["handle"]}}"#
    let warning = try replay(strategy: early, expect: #"{"fixed": ["handledWhileInactive"]}"#)
    XCTAssertEqual(warning.failures.map(\.remedies), [[]])
    XCTAssertTrue(warning.failureMessage.contains("+ handledWhileInactive at step 0: "), warning.failureMessage)
    XCTAssertEqual(warning.unexpectedWarnings, [])
  }

  func testAnExpectedViolationThatDoesNotOccurFailsWithAHint() throws {
    let result = try replay(expect: #"{"violations": ["duplicate"]}"#)
    XCTAssertEqual(result.failures, [.missingViolation(.duplicate)])
    XCTAssertEqual(
      result.failures.first?.message,
      "Expected violation duplicate did not occur.\n"
        + "Hint: remove \"duplicate\" from expect.violations, or re-record.")
  }

  func testAnUnexpectedWarningIsReportedButDoesNotFail() throws {
    let cold = #"[{"event": "quickAction", "type": "com.example.search"}]"#
    let early = #"{"name": "early", "on": {"scene(_:willConnectTo:options:)": ["handle"]}}"#
    let result = try replay(strategy: early, steps: cold, expect: #"{"violations": []}"#)
    XCTAssertTrue(result.passed)
    XCTAssertEqual(result.unexpectedWarnings.map(\.kind), [.handledWhileInactive])
    let expected = try replay(strategy: early, steps: cold, expect: #"{"violations": ["handledWhileInactive"]}"#)
    XCTAssertTrue(expected.passed)
    XCTAssertEqual(expected.unexpectedWarnings, [])
  }

  func testTheTraceIsComparedExhaustivelyByDefault() throws {
    let partial = #"{"trace": ["system sceneDidBecomeActive(_:)", "app handle com.example.search"]}"#
    let result = try replay(expect: partial)
    XCTAssertFalse(result.passed)
    guard let failure = result.failures.first, case .traceMismatch = failure else {
      return XCTFail("expected a trace mismatch")
    }
    let diff = failure.message
    XCTAssertTrue(diff.hasPrefix("The trace does not match the expected trace (exhaustive)."), diff)
    XCTAssertTrue(diff.contains(TraceDiff.legend), diff)
  }

  func testANonExhaustiveTraceNeedsOnlyTheLinesInOrder() throws {
    let inOrder =
      #"{"trace": ["system sceneDidBecomeActive(_:)", "app handle com.example.search"], "exhaustive": false}"#
    XCTAssertTrue(try replay(expect: inOrder).passed)
    let reversed =
      #"{"trace": ["app handle com.example.search", "system sceneDidBecomeActive(_:)"], "exhaustive": false}"#
    let result = try replay(expect: reversed)
    guard let failure = result.failures.first, case .traceMismatch = failure else {
      return XCTFail("expected a trace mismatch")
    }
    let diff = failure.message
    XCTAssertTrue(diff.contains("(subsequence)"), diff)
  }

  func testHandledItemsMustMatchInOrder() throws {
    XCTAssertTrue(try replay(expect: #"{"handled": ["com.example.search"]}"#).passed)
    let result = try replay(expect: #"{"handled": ["com.example.share"]}"#)
    XCTAssertEqual(result.failures, [.handledMismatch(expected: ["com.example.share"], actual: ["com.example.search"])])
    XCTAssertTrue(
      result.failures[0].message.contains("  expected: [com.example.share]\n  actual:   [com.example.search]"))
  }

  func testARejectedStepFailsAndShowsWhy() throws {
    let result = try replay(steps: #"[{"event": "goHome"}]"#)
    XCTAssertEqual(
      result.failures,
      [
        .rejectedStep(
          step: 0, event: "goHome", line: "rejected goHome",
          reason: "goHome cannot happen: the app is notRunning, not in the foreground")
      ])
    XCTAssertEqual(
      result.failures[0].message,
      "Step 0 (goHome) was rejected: goHome cannot happen: the app is notRunning, not in the foreground.\n"
        + "Hint: fix the steps, or, if the rejection is intended, add \"rejected goHome\" to expect.trace.")
  }

  func testARejectedStepListedInTheExpectedTracePasses() throws {
    XCTAssertTrue(try replay(steps: #"[{"event": "goHome"}]"#, expect: #"{"trace": ["rejected goHome"]}"#).passed)
  }

  func testInvariantJudgementIgnoresTheTraceAndToleratesListedKinds() throws {
    let expect = #"{"trace": ["system nothing(_:)"], "handled": ["x"], "violations": ["lost", "duplicate"]}"#
    let wrongTrace = #"{"trace": ["app handle x"], "handled": ["x"], "violations": ["lost", "duplicate"]}"#
    XCTAssertNotNil(loadError(scenarioJSON(expect: expect)), "unknown callbacks in expected traces are invalid")
    let lost = try replay(strategy: #""performActionOnly""#, expect: wrongTrace, judgement: .invariants)
    XCTAssertTrue(lost.passed, "listed kinds are tolerated, missing ones and the trace are not checked")
    let clean = try replay(expect: wrongTrace, judgement: .invariants)
    XCTAssertTrue(clean.passed)
  }

  func testInvariantJudgementStillFailsOnRejectedSteps() throws {
    let disconnect = #"[{"event": "tapIcon"}, {"event": "goHome"}, {"event": "systemDisconnectScene"}]"#
    let result = try replay(steps: disconnect, lifecycle: .appDelegate, judgement: .invariants)
    XCTAssertEqual(result.failures.count, 1)
    XCTAssertEqual(result.failures.first?.message.hasPrefix("Step 2 (systemDisconnectScene) was rejected"), true)
  }

  func testALifecycleOverrideReplaysUnderThatLifecycle() throws {
    let result = try replay(lifecycle: .appDelegate)
    XCTAssertEqual(result.lifecycle, .appDelegate)
    XCTAssertEqual(result.trace.first?.line, "system application(_:willFinishLaunchingWithOptions:) com.example.search")
  }

  func testTheMatrixChecksExpectationsOnlyUnderTheFilesLifecycle() throws {
    let loaded = try loadValid(scenarioJSON(expect: #"{"handled": ["com.example.search"]}"#))
    let runs = Replay.matrix(loaded)
    XCTAssertEqual(runs.map(\.lifecycle), [.appDelegate, .scene, .swiftUI])
    XCTAssertEqual(runs.map(\.judgement), [.invariants, .expectations, .invariants])
  }

  func testTraceRecordsCarryStepActorNameAndItem() throws {
    let result = try replay()
    let handle = result.trace.first { $0.name == "handle" }
    XCTAssertEqual(handle?.step, 0)
    XCTAssertEqual(handle?.actor, .app)
    XCTAssertEqual(handle?.item, "com.example.search")
    XCTAssertEqual(handle?.line, "app handle com.example.search")
    XCTAssertNil(result.trace.first?.item)
  }
}
