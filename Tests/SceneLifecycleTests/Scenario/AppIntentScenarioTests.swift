import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// The shipped scenarios of App Intents (UIKit semantics article, section 17), each a reported failure beside its fix,
/// and the one line a step that cannot run where it is written gets.
final class AppIntentScenarioTests: XCTestCase {
  /// Each broken scenario beside its fix, with the row its failure rests on.
  private let pairs: [(broken: String, fixed: String, row: String)] = [
    // 17 row 4: services started by the scenes, and a background intent that launches the app with none.
    ("bookPlayerIntentLostWithoutScene", "bookPlayerIntentPlaysWithServicesStartedAtLaunch", "17 row 4"),
    // 17 rows 5 and 6: a control's intent in the widget extension never opens the app; OpenURLIntent does.
    ("lastGlanceControlOpensNothing", "lastGlanceControlOpensURL", "17 row 5"),
  ]

  private func load(_ name: String) throws -> LoadedScenario {
    try ScenarioLoader.load(file: scenariosDirectory.appendingPathComponent(name + ".json").path).get()
  }

  /// The kinds of error-level violations exploring `loaded` as `explore --scenario` does finds.
  private func explored(_ loaded: LoadedScenario) throws -> Set<ViolationKind> {
    let subject = ExplorationSubject(scenario: loaded, label: loaded.file)
    let explorer = try Explorer(subject.configuration(lifecycle: subject.lifecycle, allOptions: false, depth: 8))
    let report = explorer.run()
    XCTAssertEqual(report.packingProblem, .appIntents, "the direct search explores App Intents")
    return Set(report.counterexamples.map(\.kind).filter { !$0.isWarning })
  }

  func testEachFailureReplaysToItsLossAndExploreFindsIt() throws {
    for (broken, fixed, row) in pairs {
      let failing = try load(broken)
      let run = Replay.run(failing)
      XCTAssertTrue(run.passed, "\(broken) (\(row)) replays as its file expects")
      XCTAssertTrue(run.violations.contains { $0.kind == .lost }, "\(broken) (\(row))")
      XCTAssertTrue(try explored(failing).contains(.lost), "\(broken) (\(row))")

      let fix = try load(fixed)
      let fixedRun = Replay.run(fix)
      XCTAssertTrue(fixedRun.passed, fixed)
      XCTAssertFalse(fixedRun.violations.contains { $0.kind == .lost }, fixed)
      XCTAssertEqual(try explored(fix), [], fixed)
    }
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
