import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 3 (rows 5 and 6) and section 4 row 9: links in the SwiftUI App lifecycle with a
/// delegate adaptor and a custom scene delegate.
final class DeepLinkSwiftUITests: XCTestCase {
  private let starved = LifecycleOptions(swiftUICustomDelegateStarvesOnOpenURL: true)

  // UIKit semantics article, 3 row 5 (documented) with 4 rows 4 and 7: SwiftUI hands the launching URL to onOpenURL in
  // the slot a running scene gets it (before sceneDidBecomeActive); the custom delegate's willConnectTo and
  // configurationForConnecting see it in their options, as in a scene app. The scene just connected, so no
  // scenePhase(.inactive) reaches a view first (8f row 5).
  func testTheLaunchingLinkReachesOnOpenURLBeforeTheSceneBecomesActive() throws {
    let sim = simulateLink(try idleApp(), .swiftUI, open: searchURL)
    assertTrace(
      sim,
      [
        system(.willFinishLaunching), system(.didFinishLaunching), system(.configurationForConnecting, searchURL),
        system(.sceneWillConnect, searchURL),
      ] + Transition.swiftUIConnectedForeground + [system(.onOpenURL, searchURL)] + Transition.swiftUIActive)
  }

  // UIKit semantics article, 3 row 5: a warm custom-scheme URL goes to onOpenURL, not to scene(_:openURLContexts:).
  func testAWarmURLGoesToOnOpenURL() throws {
    let sim = simulateLink(try idleApp(), .swiftUI, after: [.tapIcon, .goHome], open: searchURL)
    XCTAssertEqual(
      lastStepLines(of: sim), Transition.swiftUIForeground + [system(.onOpenURL, searchURL)] + Transition.swiftUIActive)
  }

  // UIKit semantics article, 4 row 9 (observed, iOS 18.7.9): a warm universal link foregrounds a SwiftUI app with a
  // custom scene delegate; scene(_:willContinueUserActivityWithType:) fires, scene(_:continue:) does not. SwiftUI still
  // hands the link to onOpenURL as a URL (3 row 5), so code in scene(_:continue:) loses it; cold delivery works.
  func testAWarmUniversalLinkFiresWillContinueButNotSceneContinue() throws {
    let sim = simulateLink(try idleApp(), .swiftUI, after: [.tapIcon, .goHome], open: cafeLink)
    XCTAssertEqual(
      lastStepLines(of: sim),
      Transition.swiftUIForeground + [system(.sceneWillContinueUserActivity), system(.onOpenURL, cafeLink)]
        + Transition.swiftUIActive)
    let continueOnly = try strategy([.sceneContinueUserActivity: [.handle]], lifecycle: .swiftUI)
    let warm = simulateLink(continueOnly, .swiftUI, after: [.tapIcon, .goHome], open: cafeLink)
    XCTAssertEqual(warm.violationKinds, [.lost])
    let cold = simulateLink(
      try strategy([
        .sceneWillConnect: [.storeOnSceneDelegate], .sceneDidBecomeActive: [.consumePendingOnSceneDelegate],
      ]),
      .swiftUI, open: cafeLink)
    XCTAssertEqual(cold.handledTypes, [cafeLink], "cold delivery worked")
  }

  // UIKit semantics article, 3 row 6 and 7 row 8 (observed): a custom scene delegate can starve SwiftUI's own delivery.
  // With `swiftUICustomDelegateStarvesOnOpenURL` warm links go to scene(_:openURLContexts:) / scene(_:continue:)
  // and onOpenURL gets nothing; the launching link still reaches onOpenURL.
  func testTheStarvationSwitchSendsWarmLinksToTheSceneDelegateInsteadOfOnOpenURL() throws {
    let url = simulateLink(try idleApp(), .swiftUI, options: starved, after: [.tapIcon, .goHome], open: searchURL)
    XCTAssertEqual(
      lastStepLines(of: url),
      Transition.swiftUIForeground + [system(.sceneOpenURLContexts, searchURL)] + Transition.swiftUIActive)
    let link = simulateLink(try idleApp(), .swiftUI, options: starved, after: [.tapIcon, .goHome], open: cafeLink)
    XCTAssertEqual(
      lastStepLines(of: link),
      Transition.swiftUIForeground + [
        system(.sceneWillContinueUserActivity), system(.sceneContinueUserActivity, cafeLink),
      ] + Transition.swiftUIActive)
    let cold = simulateLink(try idleApp(), .swiftUI, options: starved, open: searchURL)
    XCTAssertTrue(callbacks(of: cold).contains(.onOpenURL))
  }

  // The seed app (onOpenURLOnly) works on every road by default, and loses warm links when starved; the union of
  // both hooks (what the team in 3 row 6 shipped) works either way, with no duplicate.
  func testTheSeedLosesWarmLinksWhenStarvedAndTheUnionOfBothHooksDoesNot() throws {
    let roads: [[LifecycleEvent]] = [[], [.tapIcon, .goHome], [.tapIcon, .goHome, .systemSuspend]]
    let union = try strategy(
      [.onOpenURL: [.handle], .sceneOpenURLContexts: [.handle], .sceneContinueUserActivity: [.handle]],
      lifecycle: .swiftUI)
    for before in roads {
      for url in [searchURL, cafeLink] {
        let label = "\(before.map(\.name)) \(url)"
        XCTAssertEqual(simulateLink(TableStrategy.onOpenURLOnly, .swiftUI, after: before, open: url).violationKinds, [])
        let seedStarved = simulateLink(
          TableStrategy.onOpenURLOnly, .swiftUI, options: starved, after: before, open: url)
        XCTAssertEqual(seedStarved.violationKinds, before.isEmpty ? [] : [.lost], label)
        XCTAssertEqual(
          simulateLink(union, .swiftUI, options: starved, after: before, open: url).violationKinds, [], label)
      }
    }
  }

  // onOpenURL is a view modifier: the view that consumes the link exists, so handling there is never flagged as
  // handled before the UI is ready, even on a cold launch.
  func testHandlingInOnOpenURLIsNotHandledWhileInactive() {
    let sim = simulateLink(TableStrategy.onOpenURLOnly, .swiftUI, open: searchURL)
    XCTAssertEqual(sim.violations, [])
    XCTAssertEqual(sim.handledTypes, [searchURL])
  }

  // With `sceneLinkOrder: afterDidBecomeActive`, a slot filled in configurationForConnecting and again in onOpenURL
  // is refilled after it was consumed: the same launch URL is handled a second time at the next activation.
  func testPendingSlotHandlesTheLaunchURLTwiceWhenOnOpenURLComesAfterActivation() {
    var sim = simulateLink(
      TableStrategy.pendingSlot, .swiftUI, options: LifecycleOptions(sceneLinkOrder: .afterDidBecomeActive),
      open: searchURL)
    journey(&sim, [.goHome, .tapIcon])
    XCTAssertEqual(sim.handledTypes, [searchURL, searchURL])
    XCTAssertEqual(sim.violationKinds, [.duplicate])
    var before = simulateLink(TableStrategy.pendingSlot, .swiftUI, open: searchURL)
    journey(&before, [.goHome, .tapIcon])
    XCTAssertEqual(before.handledTypes, [searchURL])
  }
}
