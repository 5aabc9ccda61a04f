import SceneLifecycle
import XCTest

/// A gate's declared readiness in replay (UIKit semantics article, 10a row 12): a step the file writes runs where
/// it is written, unless the declaration rules its moment out; then it is a refused step, never a silent skip.
final class SimulatorReadinessTests: XCTestCase {
  /// A JavaScript listener behind a `drop` gate, fed from `performActionFor`, its consumer ready as `readiness`
  /// says.
  private func listener(_ readiness: Readiness) throws -> TableStrategy {
    try strategy([.applicationPerformAction: [.send(0), .completionTrue]], name: "listener", lifecycle: .appDelegate)
      .withGates([Gate(name: "jsListener", index: 0, readiness: readiness)])
  }

  // Each readiness in a process started in the background, whose UI has not been active: only
  // afterFirstActivation refuses the step, with a reason that names the gate and the remedy; once the app has been
  // in front it accepts it. A process that runs no code refuses the step for that reason under every readiness.
  func testOnlyAfterFirstActivationRefusesAnAppReadyStepBeforeTheUIHasBeenActive() throws {
    for readiness in Readiness.allCases {
      var sim = simulate(try listener(readiness), .appDelegate)
      XCTAssertEqual(sim.appReady("jsListener")?.reason, .processNotRunning, "\(readiness)")
      XCTAssertNil(sim.send(.backgroundLaunch), "\(readiness)")
      let inBackground = sim.send(step: .appReady(0))
      switch readiness {
      case .prompt, .anytime:
        XCTAssertNil(inBackground, "\(readiness)")
        XCTAssertEqual(sim.runner.context.gatesOpen, 1, "\(readiness)")
      case .afterFirstActivation:
        let refused = try XCTUnwrap(inBackground)
        XCTAssertEqual(refused.reason, .consumerNotReadyBeforeActivation("jsListener"))
        XCTAssertEqual(
          refused.message(itemName: { _ in "" }),
          "appReady jsListener cannot happen: the app is background and its UI has not been active since the "
            + "process started, and the strategy declares jsListener's consumer ready only after that "
            + "(\"readiness\": \"afterFirstActivation\"; declare prompt or anytime if it can be ready sooner)")
        XCTAssertEqual(sim.appReady("jsListener")?.reason, .consumerNotReadyBeforeActivation("jsListener"))
        XCTAssertEqual(sim.runner.context.gatesOpen, 0)
        XCTAssertEqual(sim.traceLines.filter { $0.hasPrefix("rejected appReady") }.count, 3, "\(sim.traceLines)")
        XCTAssertNil(sim.tapIcon())
        XCTAssertNil(sim.send(step: .appReady(0)))
        XCTAssertEqual(sim.runner.context.gatesOpen, 1)
      }
    }
  }

  // A scenario file that opens such a gate too early fails at that step, naming why; expecting the rejected line
  // makes it pass, as for any refused step.
  func testAScenarioThatOpensTheGateTooEarlyFailsAtThatStep() throws {
    func scenario(expect: String) -> String {
      scenarioJSON(
        strategy: #"""
          {"name": "late", "gates": [{"name": "jsListener", "readiness": "afterFirstActivation"}],
           "on": {"application(_:performActionFor:completionHandler:)": ["send(jsListener)", "completion(true)"]}}
          """#,
        steps: #"[{"event": "backgroundLaunch"}, {"event": "appReady", "gate": "jsListener"}]"#,
        extra: #""lifecycle": "appDelegate","#, expect: expect)
    }
    let early = Replay.run(try loadValid(scenario(expect: "{}")))
    XCTAssertFalse(early.passed)
    let mismatch = try XCTUnwrap(early.mismatch)
    XCTAssertTrue(
      mismatch.hasPrefix(
        "Step 1 (appReady jsListener) was rejected: appReady jsListener cannot happen: the app is background and "
          + "its UI has not been active"), mismatch)
    let trace = JSONSerializer().compact(.array(early.trace.map { .string($0.line) }))
    let listed = Replay.run(try loadValid(scenario(expect: #"{"trace": \#(trace)}"#)))
    XCTAssertTrue(listed.passed, listed.mismatch ?? "")
  }
}
