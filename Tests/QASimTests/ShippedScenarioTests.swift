import SceneLifecycle
import XCTest

@testable import qa_sim

/// The scenarios in `Scenarios/` replay cleanly and cover what the README promises.
final class ShippedScenarioTests: XCTestCase {
  private func loadAll() throws -> [LoadedScenario] {
    var loaded: [LoadedScenario] = []
    for item in FileIO.expand([scenariosDirectory.path]) {
      switch item {
      case .error(let error): XCTFail("\(error)")
      case .file(let path):
        switch ScenarioLoader.load(file: path) {
        case .success(let scenario): loaded.append(scenario)
        case .failure(let error): XCTFail("\(error)")
        }
      }
    }
    return loaded
  }

  func testEveryShippedScenarioPassesAndHasExpectations() throws {
    let scenarios = try loadAll()
    XCTAssertGreaterThanOrEqual(scenarios.count, 14)
    for loaded in scenarios {
      let run = Replay.run(loaded)
      XCTAssertTrue(run.passed, "\(loaded.file): \(run.mismatch ?? "")")
      XCTAssertNotNil(loaded.scenario.expect?.trace, "\(loaded.file) has no expected trace")
      XCTAssertNotNil(loaded.scenario.expect?.violations, "\(loaded.file) does not state its violations")
      XCTAssertEqual(loaded.warnings, [], loaded.file)
    }
  }

  func testEveryBuiltInStrategyHasAScenario() throws {
    let used = Set(try loadAll().map(\.scenario.strategy.name))
    for name in TableStrategy.builtInNames { XCTAssertTrue(used.contains(name), "no scenario uses \(name)") }
  }

  func testThePitfallScenariosExpectTheirViolations() throws {
    let expected: [String: [ViolationKind]] = [
      "handledTwiceOnColdLaunch.json": [.duplicate, .handledWhileInactive],
      "handledAgainOnEveryActivation.json": [.duplicate],
      "lostOnColdLaunchInScenes.json": [.lost],
      "legacyGuideInSceneApp.json": [.lost],
      "lostInSwiftUIWhenWillConnectIsSwallowed.json": [.lost],
      "deliveredBeforeConsumerIsReady.json": [.handledWhileInactive],
      "returnFalseSuppressesPerformAction.json": [.lost],
      "performActionAfterDidBecomeActive.json": [.late],
      "restoredSessionSkipsConfiguration.json": [.lost],
      "reconnectDropsSceneDelegateSlot.json": [.lost],
      "reconnectSkipsConfiguration.json": [.lost],
      "seedArticle.json": [.completionMissing],
      "coldLaunch.json": [],
      "warmResume.json": [],
    ]
    let byName = Dictionary(
      uniqueKeysWithValues: try loadAll().map { (URL(fileURLWithPath: $0.file).lastPathComponent, $0) })
    for (name, kinds) in expected {
      guard let loaded = byName[name] else {
        XCTFail("\(name) is missing")
        continue
      }
      XCTAssertEqual(loaded.scenario.expect?.violations.map { Set($0) }, Set(kinds), name)
      XCTAssertEqual(Replay.run(loaded).violationKinds, kinds.sorted(), name)
    }
  }

  func testTheInfoPlistScenarioReadsARealPlist() throws {
    let loaded = try loadAll().first { $0.file.hasSuffix("infoPlistStaticItems.json") }
    XCTAssertEqual(loaded?.scenario.staticItems, .infoPlist("Info.plist"))
    XCTAssertEqual(loaded?.shortcutItems.map(\.type), ["com.example.compose", "com.example.favorites"])
  }
}
