import QuickActions
import SceneLifecycle
import XCTest

/// Each built-in strategy's real-world outcome (issue 2, "Done when").
final class BuiltInStrategyTests: XCTestCase {
  func testPendingSlotIsCleanOnColdLaunch() {
    var sim = makeSimulator(.pendingSlot)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertEqual(sim.violations, [])
  }

  func testPendingSlotIsCleanOnWarmResume() {
    var sim = makeSimulator(.pendingSlot)
    sim.tapIcon()
    sim.send(.goHome)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertEqual(sim.violations, [])
  }

  func testPendingSlotIsCleanOnColdLaunchAfterForceQuit() {
    var sim = makeSimulator(.pendingSlot)
    sim.quickAction(searchType)
    sim.send(.goHome)
    sim.send(.forceQuit)
    sim.quickAction(shareType)
    XCTAssertEqual(sim.handledTypes, [searchType, shareType])
    XCTAssertEqual(sim.violations, [])
  }

  func testSeedArticleNeverCallsTheCompletionHandler() {
    var sim = makeSimulator(.seedArticle)
    sim.tapIcon()
    sim.send(.goHome)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.violationKinds, [.completionMissing])
  }

  // UIKit semantics article, 7 row 2: the sample never clears savedShortCutItem, so the next activation acts on
  // the launch item again.
  func testAppleSceneSampleHandlesTheLaunchItemAgainAtTheNextActivation() {
    var sim = makeSimulator(.appleSceneSample)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.violations, [])
    sim.send(.goHome)
    sim.tapIcon()
    XCTAssertEqual(sim.handledTypes, [searchType, searchType])
    XCTAssertEqual(sim.violationKinds, [.duplicate])
  }

  func testLegacyGuideInSceneAppLosesTheItem() {
    var sim = makeSimulator(.legacyGuideInSceneApp)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.handledTypes, [])
    XCTAssertEqual(sim.violationKinds, [.lost])
  }

  func testHandleAndReturnTrueHandlesTheLaunchItemTwice() {
    var sim = makeSimulator(.handleAndReturnTrue)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.handledTypes, [searchType, searchType])
    XCTAssertTrue(sim.violationKinds.contains(.duplicate))
  }

  func testPerformActionOnlyLosesTheItemOnColdLaunch() {
    var sim = makeSimulator(.performActionOnly)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.violationKinds, [.lost])
  }

  func testPerformActionOnlyWorksWarm() {
    var sim = makeSimulator(.performActionOnly)
    sim.tapIcon()
    sim.send(.goHome)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertEqual(sim.violations, [])
  }

  func testSwiftUIAdaptorIsCleanColdAndWarm() {
    var sim = makeSimulator(.swiftUIAdaptor)
    sim.quickAction(searchType)
    sim.send(.goHome)
    sim.quickAction(shareType)
    XCTAssertEqual(sim.handledTypes, [searchType, shareType])
    XCTAssertEqual(sim.violations, [])
  }

  func testAppleLegacySampleIsCleanInTheAppDelegateLifecycle() {
    var sim = makeSimulator(.appleLegacySample)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertEqual(sim.violations, [])
  }

  func testPendingSlotLosesTheItemWhenADisconnectedSceneReconnects() {
    var sim = makeSimulator(.pendingSlot)
    sim.tapIcon()
    sim.send(.goHome)
    sim.send(.systemDisconnectScene)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.violationKinds, [.lost])
    var configured = makeSimulator(.pendingSlot, options: LifecycleOptions(configurationForConnectingOnReconnect: true))
    configured.tapIcon()
    configured.send(.goHome)
    configured.send(.systemDisconnectScene)
    configured.quickAction(searchType)
    XCTAssertEqual(configured.violations, [])
  }

  func testPendingSlotLosesTheItemWhenARestoredSessionRelaunches() {
    var sim = makeSimulator(.pendingSlot)
    sim.tapIcon()
    sim.send(.goHome)
    sim.send(.systemTerminate)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.violationKinds, [.lost])
  }

  /// Apple's 2015 sample reads `launchOptions[.shortcutItem]` only (UIKit semantics article, 1a row 8). A
  /// launching URL is not stored and does not make `didFinishLaunching` return `false`, so UIKit goes on to
  /// `application(_:open:options:)`, which the sample does not implement: both URLs are lost, the cold one
  /// included. The model used to store the cold URL and return `false` for it.
  func testAppleLegacySampleReadsOnlyTheShortcutItemFromTheLaunchOptions() {
    var sim = makeSimulator(.appleLegacySample)
    sim.openURL("pariscafe://search")
    sim.send(.goHome)
    sim.openURL("pariscafe://favorites")
    let lines = sim.traceLines
    XCTAssertFalse(lines.contains("app return(false)"), "\(lines)")
    XCTAssertFalse(lines.contains("app store pariscafe://search"), "\(lines)")
    XCTAssertEqual(lines.filter { $0.hasPrefix("system application(_:open:options:)") }.count, 2, "\(lines)")
    XCTAssertEqual(sim.handledTypes, [])
    XCTAssertEqual(sim.violations.map(\.kind), [.lost, .lost])

    // The launch item itself is still stored, suppresses performActionFor and is handled on activation.
    var cold = makeSimulator(.appleLegacySample)
    cold.quickAction(searchType)
    XCTAssertEqual(cold.handledTypes, [searchType])
    XCTAssertEqual(cold.violations, [])
  }
}
