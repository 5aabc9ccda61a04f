import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// The shipped scenarios of App Intents (UIKit semantics article, section 17), each a reported failure beside its fix,
/// and the one line a step that cannot run where it is written gets.
final class AppIntentScenarioTests: XCTestCase {
  func testEachFailureReplaysToItsLossAndExploreFindsIt() throws {
    try assertEachFailureIsFoundAndEachFixIsClean(
      [
        // 17 row 4: services started by the scenes, and a background intent that launches the app with none.
        ScenarioPair(
          broken: "bookPlayerIntentLostWithoutScene", fixed: "bookPlayerIntentPlaysWithServicesStartedAtLaunch",
          row: "17 row 4"),
        // 17 rows 5 and 6: a control's intent in the widget extension never opens the app; OpenURLIntent does.
        ScenarioPair(broken: "lastGlanceControlOpensNothing", fixed: "lastGlanceControlOpensURL", row: "17 row 5"),
      ], packingProblem: .appIntents)
  }

  /// The error a scenario with `step` and `on` (the strategy's table) gets, if any.
  private func error(step: String, on table: String = #"{"perform()": ["handle"]}"#) -> String? {
    let text = """
      {"version": 1, "name": "n", "lifecycle": "scene",
       "app": {"strategy": {"name": "s", "on": \(table)}},
       "steps": [\(step)]}
      """
    return loadError(text)?.description
  }

  // 17 rows 1 and 5: each field of the step is checked, with the hint a developer needs; a widget extension's
  // perform() cannot act in the app.
  func testABadStepIsOneLineAtItsJSONPath() {
    XCTAssertNoThrow(
      try loadValid(
        #"{"version": 1, "name": "n", "app": {"strategy": "pendingSlot"}, "steps": [{"event": "appIntent", "#
          + #""intent": "OpenChoreIntent", "mode": "deferred"}]}"#))
    XCTAssertEqual(
      error(step: #"{"event": "appIntent", "intent": "OpenChoreIntent"}"#),
      "test.json: steps[0].mode: appIntent needs \"mode\": foreground (supportedModes .foreground(.immediate), or "
        + "openAppWhenRun), deferred (.foreground(.deferred)) or background (.background, or no openAppWhenRun)")
    XCTAssertEqual(
      error(step: #"{"event": "appIntent", "intent": "OpenChoreIntent", "mode": "dynamic"}"#),
      "test.json: steps[0].mode: expected foreground, deferred or background, found \"dynamic\" (a .dynamic intent "
        + "runs in the background unless it calls continueInForeground: write background, or deferred for an intent "
        + "that does)")
    XCTAssertEqual(
      error(step: #"{"event": "appIntent", "intent": "x://chore", "mode": "background"}"#),
      "test.json: steps[0].intent: an intent is named by its type, such as OpenChoreIntent (ASCII letters, digits, "
        + "'.', '-' and '_'); found \"x://chore\" (a URL the intent opens goes in \"target\")")
    XCTAssertEqual(
      error(step: #"{"event": "appIntent", "intent": "OpenChoreIntent", "mode": "background", "runsIn": "widget"}"#),
      "test.json: steps[0].runsIn: expected app (the intent is a member of the app target) or extension (a widget "
        + "extension's only), found \"widget\"")
    XCTAssertEqual(
      error(
        step: #"{"event": "appIntent", "intent": "OpenChoreIntent", "mode": "foreground", "runsIn": "extension"}"#,
        on: #"{"perform()": ["store"]}"#),
      "test.json: steps[0].runsIn: a widget extension runs this intent, where perform()'s store cannot reach the "
        + "app (its process, scenes and gates); there perform() can only finish the intent itself (handle; returning "
        + "OpenURLIntent, whose URL is an openURL step next) or leave the item in shared UserDefaults for the app "
        + "(storeInUserDefaults)")
    XCTAssertEqual(
      error(step: #"{"event": "appIntent", "intent": "OpenChoreIntent", "mode": "background", "url": "x://y"}"#),
      "test.json: steps[0].url: unknown key for this event (appIntent takes \"intent\", \"target\", \"mode\", "
        + "\"runsIn\")")
  }

  // 17 row 5: a widget extension's perform() that finishes the intent does not move the app's screens; the same
  // intent run in the app's process does.
  func testAnExtensionsHandlingDoesNotNavigateTheApp() throws {
    func navigation(runsIn process: String) throws -> NavigationState? {
      let loaded = try loadValid(
        #"{"version": 1, "name": "n", "lifecycle": "scene", "app": {"strategy": {"name": "s", "on": "#
          + #"{"perform()": ["handle"]}}, "navigation": {"tab": "home"}, "routes": [{"name": "chore", "#
          + #""pattern": "x://chore/{id}", "values": {"id": ["1"]}, "navigate": {"tab": "chores", "detail": "{id}"}}]}, "#
          + #""steps": [{"event": "tapIcon"}, {"event": "appIntent", "intent": "OpenChoreIntent", "target": "#
          + #""x://chore/1", "mode": "foreground", "runsIn": "\#(process)"}]}"#)
      return Replay.run(loaded).navigation
    }
    XCTAssertEqual(try navigation(runsIn: "extension"), NavigationState(tab: "home"))
    XCTAssertEqual(try navigation(runsIn: "app"), NavigationState(tab: "chores", detail: "1"))
  }

  // A file written back keeps each field of the step (17 rows 1 and 5).
  func testAStepIsWrittenBackWithItsModeAndProcess() throws {
    let step = ScenarioStep.appIntent(
      "OpenChoreIntent pariscafe://chore/1", AppIntentRun(mode: .deferred, process: .widgetExtension))
    XCTAssertEqual(
      Scenario.stepDocument(step, gates: [], sceneIDs: nil),
      .object(
        JSONObject([
          "event": .string("appIntent"), "intent": .string("OpenChoreIntent"),
          "target": .string("pariscafe://chore/1"), "mode": .string("deferred"), "runsIn": .string("extension"),
        ])))
  }
}
