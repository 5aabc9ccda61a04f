import SceneLifecycle
import XCTest

/// `app.supportsMultipleScenes`, `app.scenes`, `app.sceneRouting` and steps that name a scene: what decodes, and the
/// one line each mistake gets, at its JSON path (UIKit semantics article, 12d row 2 for the device and lifecycle).
final class ScenarioWindowsDecodingTests: XCTestCase {
  /// A scenario for an app with several windows; `app` holds the window keys, `header` the top-level ones.
  private func windowed(
    app: String = #""supportsMultipleScenes": true, "scenes": [{"id": "main"}, {"id": "compose"}],"#,
    header: String = #""lifecycle": "scene", "device": "iPad","#,
    steps: String = #"[{"event": "tapIcon"}, {"event": "openWindow", "scene": "compose"}]"#
  ) -> String {
    """
    {
      "version": 1, "name": "windows", \(header)
      "app": { "strategy": "pendingSlot", \(app)
        "shortcutItems": [{"type": "com.example.compose", "title": "Compose", "targetContentIdentifier": "compose"}] },
      "steps": \(steps)
    }
    """
  }

  private func errorLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    loadError(text, file: file, line: line).map { "\($0)" } ?? ""
  }

  func testScenesRoutingAndSceneStepsDecode() throws {
    let loaded = try loadValid(
      windowed(
        app: #"""
          "supportsMultipleScenes": true,
          "scenes": [{"id": "main", "canActivate": "NOT (self BEGINSWITH 'compose')"},
                     {"id": "compose", "canActivate": "FALSEPREDICATE", "prefersToActivate": "self == 'compose'"}],
          "sceneRouting": {"tieBreak": "firstConnected", "noMatch": "drop", "unattachedSessionsAreCandidates": false},
          """#,
        steps: #"[{"event": "focus", "scene": "compose"}, {"event": "systemDisconnectScene", "scene": "main"}]"#))
    let windows = try XCTUnwrap(loaded.scenario.windows)
    XCTAssertEqual(windows.ids, ["main", "compose"])
    XCTAssertEqual(
      windows.routing, SceneRouting(tieBreak: .firstConnected, noMatch: .drop, unattachedSessionsAreCandidates: false))
    XCTAssertEqual(windows.scenes[1].conditions.match("compose"), .prefers)
    XCTAssertEqual(windows.scenes[0].conditions.match("compose"), .none)
    XCTAssertEqual(loaded.scenario.steps, [.focus(scene: 1), .systemDisconnectScene(scene: 0)])
  }

  func testTheFlagAloneDeclaresOneMainScene() throws {
    let loaded = try loadValid(windowed(app: #""supportsMultipleScenes": true,"#, steps: #"[{"event": "tapIcon"}]"#))
    XCTAssertEqual(loaded.scenario.windows?.ids, ["main"])
  }

  // 12d row 2: several windows need an iPad and a scene lifecycle.
  func testSeveralWindowsNeedAnIPadAndASceneLifecycle() {
    XCTAssertEqual(
      errorLine(windowed(header: #""lifecycle": "scene","#)),
      "test.json: app.supportsMultipleScenes: several windows need \"device\": \"iPad\"; on iPhone UIKit never "
        + "makes a second scene (UIKit semantics article, 12d row 2)")
    XCTAssertEqual(
      errorLine(windowed(header: #""lifecycle": "appDelegate", "device": "iPad","#)),
      "test.json: app.supportsMultipleScenes: several windows need a scene lifecycle (\"scene\" or \"swiftUI\"); "
        + "the appDelegate lifecycle has one window")
  }

  func testEachMistakeIsOneLineAtItsPath() {
    let cases: [(app: String, steps: String?, expected: String)] = [
      (
        #""scenes": [{"id": "main"}],"#, nil,
        "test.json: app.scenes: scenes needs \"supportsMultipleScenes\": true in app"
      ),
      (
        #""supportsMultipleScenes": true, "scenes": [{"id": "a"}, {"id": "a"}],"#, nil,
        "test.json: app.scenes[1].id: scene \"a\" is declared twice"
      ),
      (
        #""supportsMultipleScenes": true, "scenes": [{"id": "a b"}],"#, nil,
        "test.json: app.scenes[0].id: a scene id is 1 to 32 letters, digits, _ or -, found \"a b\""
      ),
      (
        #""supportsMultipleScenes": true, "scenes": [],"#, nil, "test.json: app.scenes: declare 1 to 8 scenes, found 0"
      ),
      (
        #""supportsMultipleScenes": true, "scenes": [{"id": "a", "colour": "red"}],"#, nil,
        "test.json: app.scenes[0].colour: unknown key (valid keys: id, canActivate, prefersToActivate)"
      ),
      (
        #""supportsMultipleScenes": true, "sceneRouting": {"tieBreak": "random"},"#, nil,
        "test.json: app.sceneRouting.tieBreak: unknown tie-break \"random\" (expected one of: mostRecentlyActive, firstConnected)"
      ),
      (
        #""supportsMultipleScenes": true, "scenes": [{"id": "a"}],"#,
        #"[{"event": "focus", "scene": "b"}]"#, "test.json: steps[0].scene: no scene \"b\"; declared: a"
      ),
      (
        #""supportsMultipleScenes": true, "scenes": [{"id": "a"}],"#,
        #"[{"event": "closeWindow"}]"#,
        "test.json: steps[0].scene: closeWindow needs \"scene\": the id of a scene in app.scenes"
      ),
    ]
    for (app, steps, expected) in cases {
      let text = steps.map { windowed(app: app, steps: $0) } ?? windowed(app: app, steps: #"[{"event": "tapIcon"}]"#)
      XCTAssertEqual(errorLine(text), expected)
    }
  }

  // 12a row 4: only the subset the system evaluates outside the app parses; the error names the column.
  func testAnUnsupportedPredicateNamesItsPathAndColumn() {
    let line = errorLine(
      windowed(
        app: #""supportsMultipleScenes": true, "scenes": [{"id": "a", "prefersToActivate": "name == 'x'"}],"#,
        steps: #"[{"event": "tapIcon"}]"#))
    XCTAssertTrue(line.hasPrefix("test.json: app.scenes[0].prefersToActivate: predicate, column 1: "), line)
  }

  func testAStepCannotNameASceneOfAnAppWithOneWindow() {
    XCTAssertEqual(
      errorLine(
        windowed(app: "", header: #""lifecycle": "scene","#, steps: #"[{"event": "focus", "scene": "main"}]"#)),
      "test.json: steps[0].scene: no scene \"main\"; the app has one window (several need "
        + "\"supportsMultipleScenes\": true and app.scenes)")
  }
}
