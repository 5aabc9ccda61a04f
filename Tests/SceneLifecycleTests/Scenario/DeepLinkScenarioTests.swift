import QuickActions
import SceneLifecycle
import XCTest

/// Links, routes and navigation in scenario files: decoding, the paths errors point at, and judging.
final class DeepLinkScenarioTests: XCTestCase {
  /// The Paris café app's routes, as scenario files write them.
  static let routes = #"""
    "navigation": {"tab": "home"},
    "routes": [
      {"name": "tabs", "pattern": "pariscafe://{tab}", "values": {"tab": ["home", "search", "setting"]},
       "navigate": {"tab": "{tab}"}},
      {"name": "cafe", "pattern": "pariscafe://{id}", "values": {"id": ["PRS100", "PRS103"]},
       "navigate": {"tab": "search", "detail": "{id}"}}
    ]
    """#

  /// A SwiftUI seed-app scenario with the routes, `app` extras and `steps`.
  private func seed(
    strategy: String = #""onOpenURLOnly""#, app: String = "", steps: String, expect: String? = nil
  ) -> String {
    """
    {"version": 1, "name": "seed", "lifecycle": "swiftUI",
     "app": {"strategy": \(strategy), \(app) \(Self.routes)},
     "steps": \(steps)\(expect.map { ", \"expect\": \($0)" } ?? "")}
    """
  }

  private func errorLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    loadError(text, file: file, line: line)?.description
  }

  func testLinkStepsAndRoutesAreRead() throws {
    let loaded = try loadValid(
      seed(
        app:
          #""shortcutRoutes": {"com.example.search": "pariscafe://search", "x": {"tab": "setting", "detail": null}},"#,
        steps: #"[{"event": "openURL", "url": "pariscafe://PRS103"}, {"event": "goHome"},"#
          + #" {"event": "universalLink", "url": "https://example.com/cafe/PRS100"}]"#,
        expect: #"{"navigation": {"tab": "search", "detail": "PRS103"}}"#))
    let scenario = loaded.scenario
    XCTAssertEqual(
      scenario.steps,
      [.openURL("pariscafe://PRS103"), .goHome, .universalLink("https://example.com/cafe/PRS100")])
    let navigation = try XCTUnwrap(scenario.navigation)
    XCTAssertEqual(navigation.initial, NavigationState(tab: "home"))
    XCTAssertEqual(navigation.routes.routes.map(\.name), ["tabs", "cafe"])
    XCTAssertEqual(navigation.shortcutTargets["com.example.search"], .url("pariscafe://search"))
    XCTAssertEqual(
      navigation.shortcutTargets["x"], .destination(NavigationUpdate(tab: .set("setting"), detail: .clear)))
    XCTAssertEqual(scenario.expect?.navigation, NavigationState(tab: "search", detail: "PRS103"))
    XCTAssertEqual(loaded.warnings, [])
    let run = Replay.run(loaded)
    XCTAssertTrue(run.passed, run.mismatch ?? "")
    XCTAssertEqual(run.navigation, NavigationState(tab: "search", detail: "PRS103"), "the universal link is unmatched")
    XCTAssertTrue(run.trace.contains { $0.line == "app unmatched https://example.com/cafe/PRS100" })
    let route = try XCTUnwrap(run.trace.first { $0.name == "route" })
    XCTAssertEqual(route.item, "cafe id=PRS103", "the JSON report's item is what follows the name")
  }

  func testLinkStepsMustFitTheirEvent() {
    let cases = [
      (
        #"{"event": "openURL", "url": "https://example.com/x"}"#,
        "steps[0].url: openURL takes a custom-scheme URL such as pariscafe://search; \"https://example.com/x\" is "
          + "https (use universalLink)"
      ),
      (
        #"{"event": "universalLink", "url": "pariscafe://search"}"#,
        "steps[0].url: a universal link is an https URL with a host, such as https://example.com/cafe/PRS103; found "
          + "\"pariscafe://search\" (use openURL for a custom scheme)"
      ),
      (
        #"{"event": "openURL", "url": "search"}"#,
        "steps[0].url: expected a URL such as pariscafe://search, found \"search\""
      ),
      (
        #"{"event": "webClip", "url": "https://example.com/x"}"#,
        "steps[0].url: webClip takes a custom-scheme URL such as pariscafe://search; \"https://example.com/x\" is "
          + "https (use universalLink)"
      ),
      (
        #"{"event": "webClip", "url": "search"}"#,
        "steps[0].url: expected a URL such as pariscafe://search, found \"search\""
      ),
      (#"{"event": "openURL"}"#, "steps[0].url: required key is missing"),
      (#"{"event": "openURL", "url": 3}"#, "steps[0].url: expected a string, found an integer"),
      (
        #"{"event": "universalLink", "type": "x"}"#,
        "steps[0].type: unknown key for this event (universalLink takes \"url\")"
      ),
    ]
    for (step, message) in cases {
      XCTAssertEqual(errorLine(seed(steps: "[\(step)]")), "test.json: " + message, step)
    }
  }

  // UIKit semantics article, 13 row 5: a web clip's URL is explored as a custom-scheme URL reached by the web clip,
  // and the delivery-equivalence check takes it cold and warm like the other triggers.
  func testWebClipStepsAreExploredAndCheckedAsWebClips() throws {
    let loaded = try loadValid(
      seed(
        steps:
          #"[{"event": "webClip", "url": "pariscafe://PRS103"}, {"event": "openURL", "url": "pariscafe://search"},"#
          + #" {"event": "webClip", "url": "pariscafe://search"}]"#))
    XCTAssertEqual(loaded.scenario.exploredLinks, ["pariscafe://PRS103", "pariscafe://search"])
    XCTAssertEqual(loaded.scenario.exploredWebClips, ["pariscafe://PRS103", "pariscafe://search"])
    let destinations = try XCTUnwrap(Replay.equivalence(loaded))
    let triggers = destinations.flatMap(\.triggers).map(\.summary)
    XCTAssertTrue(triggers.contains("webClip pariscafe://PRS103"), "\(triggers)")
    XCTAssertTrue(triggers.contains("openURL pariscafe://search"), "\(triggers)")
  }

  func testRouteErrorsPointAtTheirPath() {
    func app(_ routes: String) -> String {
      #"{"version": 1, "name": "n", "app": {"strategy": "onOpenURLOnly", "routes": "# + routes + #"}, "steps": []}"#
    }
    let cases = [
      (
        #"[{"pattern": "x://{a:uuid}", "navigate": {}}]"#,
        "app.routes[0].pattern: pattern \"x://{a:uuid}\": unknown "
          + "parameter type \"uuid\" (expected one of: string, int; or give a list of values)"
      ),
      (
        #"[{"pattern": "x://{a}", "navigate": {"detail": "{b}"}}]"#,
        "app.routes[0].navigate: navigate refers to {b}, "
          + "which pattern \"x://{a}\" does not bind (its parameters: a)"
      ),
      (#"[{"pattern": "x://a"}]"#, "app.routes[0].navigate: required key is missing"),
      (
        #"[{"pattern": "x://a", "navigate": {"screen": "x"}}]"#,
        "app.routes[0].navigate.screen: unknown key "
          + "(valid keys: tab, detail, push)"
      ),
      (
        #"[{"pattern": "x://a", "navigate": {"tab": 1}}]"#,
        "app.routes[0].navigate.tab: expected a string or null, "
          + "found an integer"
      ),
      (
        #"[{"pattern": "x://{a}", "values": {"a": [1]}, "navigate": {}}]"#,
        "app.routes[0].values.a[0]: expected a "
          + "string, found an integer"
      ),
      (
        #"[{"pattern": "x://a", "navigate": {}, "priority": 1}]"#,
        "app.routes[0].priority: unknown key "
          + "(valid keys: name, pattern, values, navigate)"
      ),
      (#"{"pattern": "x://a"}"#, "app.routes: expected an array of route objects, found an object"),
    ]
    for (routes, message) in cases {
      XCTAssertEqual(errorLine(app(routes)), "test.json: " + message, routes)
    }
  }

  func testAmbiguousRoutesAndTargetsThatMatchNothingAreWarnings() throws {
    let loaded = try loadValid(
      #"""
      {"version": 1, "name": "n", "app": {"strategy": "onOpenURLOnly",
        "routes": [{"pattern": "x://{a}", "navigate": {"tab": "{a}"}}, {"pattern": "x://{b}", "navigate": {}},
                   {"pattern": "x://list", "navigate": {}}],
        "shortcutRoutes": {"t": "y://nothing"}},
       "steps": []}
      """#)
    XCTAssertEqual(
      loaded.warnings,
      [
        "test.json: app.routes[1]: ambiguous route: \"x://{a}\" and \"x://{b}\" both match x://x and are equally "
          + "specific; only declaration order picks \"x://{a}\"",
        "test.json: app.shortcutRoutes.t: \"y://nothing\" matches no route",
      ])
  }

  /// A route that pushes leaves the details it pushed before under the new one, as `pushViewController` does; `detail`
  /// replaces the whole stack and `null` pops to the root. Every kind of change, walked on one stack.
  func testEachKindOfUpdateChangesTheStackAsANavigationControllerWould() {
    let start = NavigationState(tab: "search", stack: ["list", "PRS100"])
    let cases: [(update: NavigationUpdate, expected: NavigationState)] = [
      (NavigationUpdate(), start),
      (NavigationUpdate(push: "menu"), NavigationState(tab: "search", stack: ["list", "PRS100", "menu"])),
      (NavigationUpdate(detail: .set("PRS103")), NavigationState(tab: "search", stack: ["PRS103"])),
      (NavigationUpdate(detail: .clear), NavigationState(tab: "search")),
      (NavigationUpdate(detail: .clear, push: "PRS103"), NavigationState(tab: "search", stack: ["PRS103"])),
      (NavigationUpdate(tab: .set("home"), push: "x"), NavigationState(tab: "home", stack: ["list", "PRS100", "x"])),
      (NavigationUpdate(tab: .clear), NavigationState(stack: ["list", "PRS100"])),
    ]
    for (update, expected) in cases {
      XCTAssertEqual(update.applied(to: start), expected, update.description)
    }
    XCTAssertEqual(start.detail, "PRS100")
    XCTAssertEqual(start.description, "tab=search detail=list > PRS100")
    XCTAssertEqual(NavigationUpdate(push: "{id}").description, "push={id}")
    XCTAssertEqual(
      NavigationUpdate(push: "{id}").filled(with: [RouteParameter(name: "id", value: "PRS103")]).push, "PRS103")
  }

  func testAPushingRouteBuildsAStackThatExpectNavigationNamesAndTheFileWritesBack() throws {
    let app = #"""
      "routes": [{"name": "cafe", "pattern": "pariscafe://{id}", "values": {"id": ["PRS100", "PRS103"]},
                  "navigate": {"tab": "search", "push": "{id}"}}]
      """#
    let text = """
      {"version": 1, "name": "stack", "lifecycle": "swiftUI", "app": {"strategy": "onOpenURLOnly", \(app)},
       "steps": [{"event": "openURL", "url": "pariscafe://PRS100"}, {"event": "openURL", "url": "pariscafe://PRS103"}],
       "expect": {"navigation": {"tab": "search", "detail": ["PRS100", "PRS103"]}}}
      """
    let loaded = try loadValid(text)
    let run = Replay.run(loaded)
    XCTAssertTrue(run.passed, run.mismatch ?? "")
    XCTAssertEqual(run.navigation, NavigationState(tab: "search", stack: ["PRS100", "PRS103"]))
    XCTAssertTrue(run.trace.contains { $0.line == "app navigate tab=search detail=PRS100 > PRS103" }, "\(run.trace)")
    let written = loaded.scenario.jsonText
    XCTAssertTrue(written.contains(#""push": "{id}""#), written)
    XCTAssertTrue(written.contains(#""detail": ["PRS100", "PRS103"]"#), written)
    let errors = [
      (#""navigate": {"push": null}"#, "app.routes[0].navigate.push: expected a string, found null"),
      (#""navigate": {"push": ""}"#, "app.routes[0].navigate.push: expected a non-empty string"),
    ]
    for (navigate, message) in errors {
      let bad = text.replacingOccurrences(of: #""navigate": {"tab": "search", "push": "{id}"}"#, with: navigate)
      XCTAssertEqual(errorLine(bad), "test.json: " + message, navigate)
    }
    let badExpect = text.replacingOccurrences(
      of: #""detail": ["PRS100", "PRS103"]"#, with: #""detail": ["PRS100", 3]"#)
    XCTAssertEqual(errorLine(badExpect), "test.json: expect.navigation.detail[1]: expected a string, found an integer")
  }

  func testExpectNavigationIsJudged() throws {
    let steps = #"[{"event": "openURL", "url": "pariscafe://setting"}]"#
    let pass = Replay.run(try loadValid(seed(steps: steps, expect: #"{"navigation": {"tab": "setting"}}"#)))
    XCTAssertTrue(pass.passed, pass.mismatch ?? "")
    let fail = Replay.run(try loadValid(seed(steps: steps, expect: #"{"navigation": {"tab": "home"}}"#)))
    XCTAssertEqual(
      fail.mismatch,
      """
      The navigation does not end where expect.navigation says.
        expected: tab=home
        actual:   tab=setting
      Hint: check the routes and the strategy; if the new behaviour is intended, re-record.
      """)
    let noRoutes = Replay.run(
      try loadValid(scenarioJSON(steps: "[]", expect: #"{"navigation": {"tab": "home"}}"#)))
    XCTAssertEqual(noRoutes.failures, [.navigationMismatch(expected: NavigationState(tab: "home"), actual: nil)])
  }

  func testACustomStrategyCanActOnOneKindOfDelivery() throws {
    let strategy = #"""
      {"on": {"scene(_:willConnectTo:options:)[url]": ["storeOnSceneDelegate"],
              "sceneDidBecomeActive(_:)": ["consumePendingOnSceneDelegate"]}}
      """#
    let loaded = try loadValid(seed(strategy: strategy, steps: #"[{"event": "openURL", "url": "pariscafe://search"}]"#))
    XCTAssertEqual(
      loaded.scenario.strategy.actions(for: StrategyTrigger(.sceneWillConnect, carrying: .url)), [.storeOnSceneDelegate]
    )
    XCTAssertEqual(Replay.run(loaded).handled, ["pariscafe://search"])
    XCTAssertEqual(
      errorLine(seed(strategy: #"{"on": {"sceneDidBecomeActive(_:)[url]": ["handle"]}}"#, steps: "[]")),
      "test.json: app.strategy.on[\"sceneDidBecomeActive(_:)[url]\"]: sceneDidBecomeActive(_:) never hands over a url "
        + "(it carries nothing)")
    XCTAssertEqual(
      errorLine(seed(strategy: #"{"on": {"onOpenURL(_:)[link]": ["handle"]}}"#, steps: "[]"))?.hasPrefix(
        "test.json: app.strategy.on[\"onOpenURL(_:)[link]\"]: unknown callback"), true)
  }
}
