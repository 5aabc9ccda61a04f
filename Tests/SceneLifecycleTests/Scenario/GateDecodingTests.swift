import SceneLifecycle
import XCTest

/// Gates in scenario files: every mistake is one line with the file and the JSON path (exit 65).
final class GateDecodingTests: XCTestCase {
  private func errorLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    loadError(text, file: file, line: line)?.description
  }

  private func gated(_ gates: String, _ on: String) -> String {
    #"{"name": "gated", "gates": \#(gates), "on": \#(on)}"#
  }

  func testAValidGatedStrategyDecodesItsGatesActionsAndTrigger() throws {
    let loaded = try loadValid(
      scenarioJSON(
        strategy: gated(
          #"["jsBridge", {"name": "dartHandler", "whenClosed": "queue"}]"#,
          #"{"sceneDidBecomeActive(_:)": ["send(jsBridge)", "consumePendingVia(dartHandler)"], "gateOpened(dartHandler)": ["ready(jsBridge)"]}"#
        ),
        steps: #"[{"event": "tapIcon"}, {"event": "appReady", "gate": "dartHandler"}]"#))
    let strategy = loaded.scenario.strategy
    XCTAssertEqual(
      strategy.gates, [Gate(name: "jsBridge", index: 0), Gate(name: "dartHandler", index: 1, whenClosed: .queue)])
    XCTAssertEqual(strategy.actions(for: .sceneDidBecomeActive), [.send(0), .consumePendingVia(1)])
    XCTAssertEqual(strategy.actions(whenOpened: 1), [.ready(0)])
    XCTAssertEqual(loaded.scenario.steps.last, .appReady(1))
  }

  func testAnUnknownGateInAnActionNamesItsPlace() {
    XCTAssertEqual(
      errorLine(
        scenarioJSON(strategy: gated(#"["jsBridge"]"#, #"{"sceneDidBecomeActive(_:)": ["handle", "send(jsbridge)"]}"#))),
      "test.json: app.strategy.on[\"sceneDidBecomeActive(_:)\"][1]: unknown gate \"jsbridge\"; did you mean "
        + "\"jsBridge\"? (the strategy declares: jsBridge)")
  }

  func testAnUnknownGateInATriggerNamesTheTrigger() {
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"["jsBridge"]"#, #"{"gateOpened(foo)": ["reset"]}"#))),
      "test.json: app.strategy.on[\"gateOpened(foo)\"]: unknown gate \"foo\" (the strategy declares: jsBridge)")
  }

  func testAnAppReadyStepForAnUndeclaredGateNamesTheStep() {
    XCTAssertEqual(
      errorLine(
        scenarioJSON(
          strategy: gated(#"["jsBridge"]"#, "{}"),
          steps: #"[{"event": "tapIcon"}, {"event": "appReady", "gate": "router"}]"#)),
      "test.json: steps[1].gate: unknown gate \"router\" (the strategy declares: jsBridge)")
    XCTAssertEqual(
      errorLine(scenarioJSON(steps: #"[{"event": "appReady", "gate": "router"}]"#)),
      "test.json: steps[0].gate: unknown gate \"router\" (the strategy declares no gates: add \"gates\": "
        + "[\"router\"] to app.strategy)")
  }

  func testTooManyOrDuplicateGatesAndABadPolicyAreRefused() {
    let five = "[" + (0..<5).map { "\"g\($0)\"" }.joined(separator: ", ") + "]"
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(five, "{}"))),
      "test.json: app.strategy.gates[4]: at most 4 gates can be declared, found 5")
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"["a", {"name": "a"}]"#, "{}"))),
      "test.json: app.strategy.gates[1]: gate \"a\" is declared twice")
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"[{"name": "a", "whenClosed": "buffer"}]"#, "{}"))),
      "test.json: app.strategy.gates[0].whenClosed: unknown gate policy \"buffer\" (expected one of: drop, queue)")
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"["js bridge"]"#, "{}"))),
      "test.json: app.strategy.gates[0]: a gate name is letters, digits and _, found \"js bridge\"")
  }

  // 10a rows 12 and 13: each gate declares when its consumer can be ready; one that declares nothing is prompt.
  func testEachGateDecodesItsReadinessAndAnUnknownOneListsTheNames() throws {
    let declared = Readiness.allCases.enumerated().map { #"{"name": "g\#($0.offset)", "readiness": "\#($0.element)"}"# }
    let strategy = try loadValid(
      scenarioJSON(strategy: gated("[" + declared.joined(separator: ", ") + #", "plain"]"#, "{}"))
    ).scenario.strategy
    XCTAssertEqual(strategy.gates.map(\.readiness), Readiness.allCases + [.prompt])
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"["a", {"name": "b", "readiness": "late"}]"#, "{}"))),
      "test.json: app.strategy.gates[1].readiness: unknown gate readiness \"late\" (expected one of: prompt, "
        + "anytime, afterFirstActivation)")
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"[{"name": "b", "readiness": true}]"#, "{}"))),
      "test.json: app.strategy.gates[0].readiness: expected gate readiness name (a string), found a bool")
  }

  func testEachGateDecodesItsLifetimeAndWritesItBackAndAnUnknownOneListsTheNames() throws {
    let declared = GateLifetime.allCases.enumerated().map {
      #"{"name": "g\#($0.offset)", "lifetime": "\#($0.element)"}"#
    }
    let strategy = try loadValid(
      scenarioJSON(strategy: gated("[" + declared.joined(separator: ", ") + #", "plain"]"#, "{}"))
    ).scenario.strategy
    XCTAssertEqual(strategy.gates.map(\.lifetime), GateLifetime.allCases + [.process])
    XCTAssertEqual(
      strategy.gates.map(\.scenarioJSON),
      [.string("g0"), .object(JSONObject(["name": .string("g1"), "lifetime": .string("scene")])), .string("plain")])
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"[{"name": "b", "lifetime": "window"}]"#, "{}"))),
      "test.json: app.strategy.gates[0].lifetime: unknown gate lifetime \"window\" (expected one of: process, scene)")
  }

  func testAnActionThatCannotRunWhenAGateOpensIsRefused() {
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"["a"]"#, #"{"gateOpened(a)": ["reset", "storeOnSceneDelegate"]}"#))),
      "test.json: app.strategy.on[\"gateOpened(a)\"][1]: storeOnSceneDelegate in gateOpened(a) needs a scene "
        + "delegate, which the app's list does not have: write it in gateOpened(a)[eachScene], which runs for each "
        + "connected scene's delegate")
    // The [eachScene] list has the scene delegate, but still no completion handler to keep.
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"["a"]"#, #"{"gateOpened(a)[eachScene]": ["keepCompletion"]}"#))),
      "test.json: app.strategy.on[\"gateOpened(a)[eachScene]\"][0]: keepCompletion in gateOpened(a)[eachScene] "
        + "needs a completion handler to keep, which only performActionFor callbacks have")
    XCTAssertEqual(
      errorLine(scenarioJSON(strategy: gated(#"["a"]"#, #"{"gateOpened(b)[eachScene]": []}"#))),
      "test.json: app.strategy.on[\"gateOpened(b)[eachScene]\"]: unknown gate \"b\"; did you mean \"a\"? (the strategy declares: a)"
    )
  }
}
