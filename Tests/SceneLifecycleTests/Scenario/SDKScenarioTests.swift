import SceneLifecycle
import XCTest

/// The SDK axis in scenario files: `sdk` and `app.sceneManifest` (UIKit semantics article, 8e rows 6–8).
final class SDKScenarioTests: XCTestCase {
  private func errorLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    loadError(text, file: file, line: line)?.description
  }

  private func scenario(sdk: String? = nil, manifest: String? = nil, strategy: String = "appleLegacySample") -> String {
    let sdkMember = sdk.map { #""sdk": \#($0), "# } ?? ""
    let manifestMember = manifest.map { #", "sceneManifest": \#($0)"# } ?? ""
    return #"{"version": 1, "name": "n", \#(sdkMember)"app": {"strategy": "\#(strategy)"\#(manifestMember)}, "#
      + #""steps": [{"event": "tapIcon"}]}"#
  }

  // 8e row 6: a file without sdk or sceneManifest is built with the iOS 26 SDK and a configured manifest.
  func testTheDefaultsAreTheIOS26SDKAndAConfiguredManifest() throws {
    let loaded = try loadValid(scenario())
    XCTAssertNil(loaded.scenario.sdk)
    XCTAssertNil(loaded.scenario.sceneManifest)
    XCTAssertEqual(loaded.scenario.fileBuild, .standard)
    let named = try loadValid(scenario(sdk: "27", manifest: #""noConfigurations""#))
    XCTAssertEqual(named.scenario.fileBuild, AppBuild(sdk: SDK(major: 27)!, sceneManifest: .noConfigurations))
  }

  // 8e rows 3 and 8: a bad value is an error at its JSON path.
  func testBadValuesAreErrorsAtTheirPaths() {
    XCTAssertEqual(
      errorLine(scenario(manifest: #""missing""#)),
      "test.json: app.sceneManifest: unknown scene manifest \"missing\" (expected one of: configured, "
        + "noConfigurations, none)")
    XCTAssertEqual(
      errorLine(scenario(sdk: "8")),
      "test.json: sdk: expected the SDK's major version, a whole number from 9 to 99 (26 for the iOS 26 SDK), "
        + "found 8")
    XCTAssertEqual(
      errorLine(scenario(sdk: #""27""#)),
      "test.json: sdk: expected the SDK's major version, a whole number from 9 to 99 (26 for the iOS 26 SDK), "
        + "found a string")
  }

  // 8e rows 2 and 7: replayed with the iOS 27 SDK (the file's or the override), an AppDelegate app fails with
  // launchCrash at its first step; at the file's default it passes.
  func testReplayTakesTheSDKFromTheFileOrTheOverride() throws {
    let standard = try loadValid(scenario())
    XCTAssertTrue(Replay.run(standard).passed)
    XCTAssertEqual(Replay.run(standard).sdk, .standard)
    for run in [Replay.run(standard, sdk: SDK(major: 27)!), Replay.run(try loadValid(scenario(sdk: "27")))] {
      XCTAssertFalse(run.passed)
      XCTAssertEqual(run.sdk, SDK(major: 27)!)
      XCTAssertEqual(run.violations.map(\.kind), [.launchCrash])
      XCTAssertEqual(run.violations.first?.step, 0)
      XCTAssertEqual(run.violations.first?.message, Violation.launchCrashMessage)
      XCTAssertEqual(run.trace.map(\.line), ["note " + LifecycleNote.sceneLifecycleRequired.text])
    }
    XCTAssertTrue(Replay.run(try loadValid(scenario(sdk: "27")), sdk: .standard).passed, "the override wins")
  }

  // 8e rows 3 and 8: app.sceneManifest reaches the machine. A scene app built with the iOS 27 SDK whose table lacks
  // configurationForConnecting crashes when its manifest is missing (both readings agree), and launches with a
  // configured manifest under the default sceneAdoptionCheck (manifestOrMethod).
  func testTheSceneManifestReachesTheMachine() throws {
    let noMethod = #"{"name": "noMethod", "on": {"scene(_:willConnectTo:options:)": ["handle"]}}"#
    func sceneApp(_ manifest: String) -> String {
      scenario(sdk: #"27, "lifecycle": "scene""#, manifest: manifest, strategy: "x")
        .replacingOccurrences(of: #""x""#, with: noMethod)
    }
    XCTAssertEqual(Replay.run(try loadValid(sceneApp(#""none""#))).violations.map(\.kind), [.launchCrash])
    let configured = try loadValid(sceneApp(#""configured""#))
    XCTAssertEqual(Replay.run(configured).violations.map(\.kind), [])
  }
}
