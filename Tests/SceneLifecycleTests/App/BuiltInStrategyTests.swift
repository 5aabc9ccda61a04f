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
}
