import Foundation
import SceneLifecycle
import XCTest

/// The scenarios in `Scenarios/` replay cleanly and cover what the articles promise (WritingAStrategy.md lists them).
final class ShippedScenarioTests: XCTestCase {
  func testEveryShippedScenarioPassesAndHasExpectations() throws {
    let scenarios = try loadShippedScenarios()
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
    let used = Set(try loadShippedScenarios().map(\.scenario.strategy.name))
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
      "deferredCompletion.json": [],
      "deferredCompletionNeverCalled.json": [.completionMissing],
      "coldLaunch.json": [],
      "warmResume.json": [],
      "parisCafeStarvedOnOpenURL.json": [.lost],
      "swiftUICustomDelegateLinksUnionDedupe.json": [],
      "parisCafeOpenURLContextsOnly.json": [.lost],
      "parisCafeForwardConnectionURLs.json": [],
      "parisCafeUnknownHost.json": [],
      "terminateRunningBackgroundApp.json": [],
      "terminateSuspendedApp.json": [],
      "forceQuitAfterSystemTermination.json": [],
      "appleLegacySampleLosesURLs.json": [.lost],
      "expoQuickActionsLostAfterBackgroundLaunch.json": [.lost],
      "expoQuickActionsKeptAfterBackgroundLaunch.json": [],
    ]
    let byName = Dictionary(
      uniqueKeysWithValues: try loadShippedScenarios().map { (URL(fileURLWithPath: $0.file).lastPathComponent, $0) })
    for (name, kinds) in expected {
      guard let loaded = byName[name] else {
        XCTFail("\(name) is missing")
        continue
      }
      XCTAssertEqual(loaded.scenario.expect?.violations.map { Set($0) }, Set(kinds), name)
      XCTAssertEqual(Replay.run(loaded).violationKinds, kinds.sorted(), name)
    }
  }

  // The seed app's scenarios: every tab, every cafe id of its data source and an unknown host, cold and warm,
  // each ending where its expect.navigation says.
  func testTheParisCafeScenariosCoverTheSeedsTabsCafesAndAnUnknownHost() throws {
    let cafe = try loadShippedScenarios().filter {
      URL(fileURLWithPath: $0.file).lastPathComponent.hasPrefix("parisCafe")
    }
    var opened = Set<String>()
    for loaded in cafe {
      XCTAssertNotNil(loaded.scenario.navigation, loaded.file)
      XCTAssertNotNil(loaded.scenario.expect?.navigation, "\(loaded.file) does not state where it ends")
      for step in loaded.scenario.steps {
        if case .openURL(let url) = step { opened.insert(url) }
        if case .universalLink(let url) = step { opened.insert(url) }
      }
    }
    let seed = ["home", "search", "setting", "PRS100", "PRS101", "PRS102", "PRS103", "PRS104", "PRS105", "nope"]
    for host in seed { XCTAssertTrue(opened.contains("pariscafe://\(host)"), host) }
  }

  // UIKit semantics article, 8d rows 1, 2 and 5: the termination scenarios show applicationWillTerminate(_:) exactly
  // when a process still running in the background ends, and a force quit of an AppDelegate app's card after a
  // system termination is accepted.
  func testTheTerminationScenariosShowWillTerminateOnlyForARunningProcess() throws {
    let byName = Dictionary(
      uniqueKeysWithValues: try loadShippedScenarios().map { (URL(fileURLWithPath: $0.file).lastPathComponent, $0) })
    let willTerminate = "system applicationWillTerminate(_:)"
    for (name, count) in [
      ("terminateRunningBackgroundApp.json", 1), ("terminateSuspendedApp.json", 0),
      ("forceQuitAfterSystemTermination.json", 1),
    ] {
      let loaded = try XCTUnwrap(byName[name], name)
      let trace = try XCTUnwrap(loaded.scenario.expect?.trace, name)
      XCTAssertEqual(trace.filter { $0 == willTerminate }.count, count, name)
      XCTAssertFalse(trace.contains { $0.contains("rejected") }, name)
      XCTAssertTrue(Replay.run(loaded).passed, name)
    }
  }

  // UIKit semantics article, 8b rows 3 and 7: the interruption scenarios show Apple's scene sample handling its
  // launch item again (duplicate) and pendingSlot handling each item once across interruptions.
  func testTheInterruptionScenariosShowTheDuplicateAndTheCleanSlot() throws {
    let byName = Dictionary(
      uniqueKeysWithValues: try loadShippedScenarios().map { (URL(fileURLWithPath: $0.file).lastPathComponent, $0) })
    for (name, strategy, violations) in [
      ("interruption.json", "appleSceneSample", [ViolationKind.duplicate]),
      ("interruptionPendingSlot.json", "pendingSlot", []),
    ] {
      let loaded = try XCTUnwrap(byName[name], name)
      XCTAssertEqual(loaded.scenario.strategy.name, strategy, name)
      XCTAssertTrue(loaded.scenario.steps.contains(.interruption), name)
      XCTAssertEqual(loaded.scenario.expect?.violations, violations, name)
      XCTAssertTrue(Replay.run(loaded).passed, name)
    }
  }

  func testTheInfoPlistScenarioReadsARealPlist() throws {
    let loaded = try loadShippedScenarios().first { $0.file.hasSuffix("infoPlistStaticItems.json") }
    XCTAssertEqual(loaded?.scenario.staticItems, .infoPlist("Info.plist"))
    XCTAssertEqual(loaded?.shortcutItems.map(\.type), ["com.example.compose", "com.example.favorites"])
  }
}
