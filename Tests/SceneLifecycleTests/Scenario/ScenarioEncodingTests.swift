import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// The scenario codec: decoding what ``Scenario/jsonDocument`` writes gives the scenario back, and encoding a file
/// onto its own document gives the file back.
final class ScenarioEncodingTests: XCTestCase {
  func testEveryShippedScenarioRoundTripsAndKeepsItsBytes() throws {
    let scenarios = try loadShippedScenarios()
    XCTAssertGreaterThanOrEqual(scenarios.count, 80)
    var canonical: [String] = []
    for loaded in scenarios {
      let file = loaded.file
      XCTAssertEqual(try decoded(loaded.scenario.jsonDocument), loaded.scenario, "canonical: \(file)")
      let kept = loaded.scenario.jsonDocument(keepingLayoutOf: loaded.document)
      XCTAssertEqual(try decoded(kept), loaded.scenario, "kept layout: \(file)")
      let bytes = try String(contentsOfFile: file, encoding: .utf8)
      // A file written in the serializer's layout comes back byte for byte.
      if JSONSerializer().document(loaded.document) == bytes {
        XCTAssertEqual(loaded.scenario.jsonText(keepingLayoutOf: loaded.document), bytes, file)
      }
      var schemaFirst = JSONObject()
      if case .object(let source) = loaded.document, let schema = source["$schema"] { schemaFirst["$schema"] = schema }
      if case .object(let root) = loaded.scenario.jsonDocument { schemaFirst.members += root.members }
      if JSONSerializer().document(.object(schemaFirst)) == bytes { canonical.append(file) }
    }
    // 35 of the 85 files are also in the canonical layout (their `$schema` aside); the others leave out
    // `app.shortcutItems`, list a custom strategy's callbacks in their own order, or declare the default windows.
    XCTAssertGreaterThanOrEqual(canonical.count, 35)
  }

  func testEveryStepKindRoundTripsFromAScenarioBuiltInSwift() throws {
    let scenario = try everyMemberScenario()
    XCTAssertEqual(Set(scenario.steps.map(\.kind)), Set(LifecycleEventKind.allCases), "a step of every kind")
    XCTAssertEqual(try decoded(scenario.jsonDocument), scenario)
    // Written onto another layout, the value is still the same.
    XCTAssertEqual(try decoded(scenario.jsonDocument(keepingLayoutOf: .object(JSONObject()))), scenario)
  }

  func testAChangedPartIsWrittenInTheSourcesOrderAndTheRestIsKept() throws {
    let text = """
      {
        "$schema": "./scenario.schema.json",
        "name": "Order",
        "version": 1,
        "app": { "shortcutItems": [{ "title": "Search", "type": "com.example.search" }], "strategy": "performActionOnly" },
        "steps": [{ "type": "com.example.search", "event": "quickAction" }, { "event": "goHome" }],
        "sdk": 26
      }

      """
    let source = try JSONParser.parse(Array(text.utf8))
    let (scenario, _) = try Scenario.decode(source)
    XCTAssertEqual(scenario.jsonDocument(keepingLayoutOf: source), source, "an unchanged scenario keeps its document")
    var changed = scenario
    changed.steps[1] = .quickAction("com.example.share")
    changed.steps.append(.interruption)
    changed.device = .iPad
    let written = changed.jsonDocument(keepingLayoutOf: try JSONParser.parse(Array(text.utf8)))
    guard case .object(let root) = written, case .array(let steps)? = root["steps"] else { return XCTFail("no steps") }
    XCTAssertEqual(root.keys, ["$schema", "name", "version", "app", "steps", "sdk", "device"])
    XCTAssertEqual(
      steps.map { JSONSerializer().compact($0) },
      [
        #"{ "type": "com.example.search", "event": "quickAction" }"#,
        #"{ "event": "quickAction", "type": "com.example.share" }"#, #"{ "event": "interruption" }"#,
      ])
    XCTAssertEqual(try decoded(written), changed)
  }

  // MARK: - Helpers

  private func decoded(_ document: JSONValue) throws -> Scenario { try Scenario.decode(document).0 }

  /// A scenario that sets every member the format has, with a step of every kind.
  private func everyMemberScenario() throws -> Scenario {
    let gates = [Gate(name: "jsBridge", index: 0, whenClosed: .queue, readiness: .afterFirstActivation)]
    let flags = [StrategyFlag(name: "seen", index: 0, storage: .userDefaults)]
    let table = try TableStrategy(
      name: "everything", summary: "every declaration",
      triggers: [
        StrategyTrigger(.windowScenePerformAction): [.send(0), .completionTrue],
        StrategyTrigger(.sceneWillConnect, carrying: .shortcutItem): [.store],
        StrategyTrigger(.sceneDidBecomeActive): [.deferToMainQueue, .handlePending],
      ])
    let strategy = try table.withGates(gates, gateOpened: [0: [StrategyAction.handlePending]]).withFlags(flags)
    let search = ShortcutItem(type: "com.example.search", localizedTitle: "Search")
    let rich = ShortcutItem(type: "com.example.share", localizedTitle: "Share", localizedSubtitle: "with a friend")
    let steps = LifecycleEventKind.allCases.map { kind in
      ScenarioStep(
        kind: kind, item: { search.type },
        link: {
          kind == .universalLink || kind == .cloudKitShare
            ? "https://example.com/cafe/PRS103"
            : kind.continuesActivity
              ? "com.apple.corespotlightitem pariscafe://cafe/PRS103"
              : kind == .appIntent ? "OpenCafeIntent pariscafe://cafe/PRS103" : "pariscafe://cafe/PRS103"
        },
        dynamicItems: { [ShortcutItem(type: "bare", localizedTitle: "bare"), rich] }, gate: { 0 }, scene: { 1 },
        intentRun: { AppIntentRun(mode: .background, process: .widgetExtension) })
    }
    var scenario = Scenario(name: "Every member", strategy: strategy, steps: steps)
    scenario.description = "built in Swift"
    scenario.lifecycle = .scene
    scenario.device = .iPad
    scenario.sdk = SDK(major: 27)
    scenario.options.set(InferredOption.allCases[0], toValueAt: 1)
    scenario.dynamicItemsAfterUpdate = .clearedOnFirstLaunch
    scenario.staticItems = .inline([search, rich])
    scenario.sceneManifest = .noConfigurations
    let cafe = try Route(
      name: "cafe", pattern: RoutePattern("pariscafe://{tab}/{id}", values: ["tab": ["cafe", "menu"]]),
      navigate: NavigationUpdate(tab: .set("{tab}"), detail: .set("{id}")))
    let home = try Route(pattern: RoutePattern("pariscafe://home"), navigate: NavigationUpdate(detail: .clear))
    scenario.navigation = AppNavigation(
      routes: RouteTable([cafe, home]), initial: NavigationState(tab: "map"),
      shortcutTargets: [
        search.type: .url("pariscafe://cafe/PRS103"), rich.type: .destination(NavigationUpdate(tab: .set("share"))),
      ])
    scenario.windows = ScenarioWindows(
      scenes: [
        SceneDeclaration(id: "main"),
        SceneDeclaration(
          id: "compose",
          conditions: SceneActivationConditions(
            canActivate: try ScenePredicate.parse("self BEGINSWITH 'compose'"),
            prefersToActivate: try ScenePredicate.parse("self == 'compose'"))),
      ],
      routing: SceneRouting(
        tieBreak: SceneTieBreak.allCases.last!, noMatch: SceneNoMatch.allCases.last!,
        unattachedSessionsAreCandidates: false))
    scenario.expect = Expectations(
      trace: ["system application(_:didFinishLaunchingWithOptions:)", "app handle com.example.search"],
      exhaustive: false, handled: [search.type], violations: [.lost, .late],
      navigation: NavigationState(tab: "cafe", detail: "PRS103"))
    return scenario
  }
}
