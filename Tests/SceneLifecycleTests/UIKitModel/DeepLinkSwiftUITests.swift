import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 3 (rows 5 and 6), section 4 row 9 and 8f rows 1, 3 and 4: links in the SwiftUI App
/// lifecycle with a delegate adaptor and a custom scene delegate. Which hook gets a warm link depends on the methods
/// the custom delegate implements and on `swiftUICustomDelegateLinks` (SwiftUICustomDelegateLinksTests covers the
/// settings one by one).
final class DeepLinkSwiftUITests: XCTestCase {
  private let swiftUIOnly = LifecycleOptions(swiftUICustomDelegateLinks: .swiftUIOnly)

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

  // UIKit semantics article, 3 row 5: a warm custom-scheme URL goes to onOpenURL when the custom delegate does not
  // implement scene(_:openURLContexts:), whatever swiftUICustomDelegateLinks says (8f row 4 is about delegates that do).
  func testAWarmURLGoesToOnOpenURLWhenTheDelegateLacksOpenURLContexts() throws {
    for links in CustomDelegateLinkDelivery.allCases {
      let options = LifecycleOptions(swiftUICustomDelegateLinks: links)
      let sim = simulateLink(try idleApp(), .swiftUI, options: options, after: [.tapIcon, .goHome], open: searchURL)
      XCTAssertEqual(
        lastStepLines(of: sim),
        Transition.swiftUIForeground + [system(.onOpenURL, searchURL)] + Transition.swiftUIActive, "\(links)")
    }
  }

  // UIKit semantics article, 4 row 9 (observed, iOS 18.7.9), under `swiftUICustomDelegateLinks: swiftUIOnly`: a warm
  // universal link foregrounds a SwiftUI app with a custom scene delegate; scene(_:willContinueUserActivityWithType:)
  // fires, scene(_:continue:) does not, SwiftUI hands the link to onOpenURL as a URL (3 row 5), so code in
  // scene(_:continue:) loses it; cold delivery works. Under the default the same delegate gets it (8f row 1).
  func testAWarmUniversalLinkFiresWillContinueButNotSceneContinueWhenSwiftUIOnly() throws {
    let continueOnly = try strategy([.sceneContinueUserActivity: [.handle]], lifecycle: .swiftUI)
    let warm = simulateLink(continueOnly, .swiftUI, options: swiftUIOnly, after: [.tapIcon, .goHome], open: cafeLink)
    XCTAssertEqual(
      lastStepLines(of: warm),
      [system(.sceneWillContinueUserActivity)] + Transition.swiftUIForeground + [system(.onOpenURL, cafeLink)]
        + Transition.swiftUIActive)
    XCTAssertEqual(warm.violationKinds, [.lost])
    let byDefault = simulateLink(continueOnly, .swiftUI, after: [.tapIcon, .goHome], open: cafeLink)
    XCTAssertEqual(byDefault.violationKinds, [], "8f row 1: the delegate's scene(_:continue:) gets it by default")
    let cold = simulateLink(
      try strategy(
        [.sceneWillConnect: [.storeOnSceneDelegate], .sceneDidBecomeActive: [.consumePendingOnSceneDelegate]],
        lifecycle: .swiftUI),
      .swiftUI, options: swiftUIOnly, open: cafeLink)
    XCTAssertEqual(cold.handledTypes, [cafeLink], "cold delivery worked")
  }

  // UIKit semantics article, 8f row 1 (observed: 8 of 8 warm universal links) and 3 row 6: with a custom scene delegate
  // that implements scene(_:continue:), the default sends a warm universal link there and onOpenURL gets nothing;
  // the launching link still reaches onOpenURL.
  func testByDefaultAnImplementingDelegateGetsWarmLinksAndOnOpenURLNothing() throws {
    let listening = try strategy(
      [.sceneContinueUserActivity: [], .sceneOpenURLContexts: [], .onOpenURL: [.handle]], lifecycle: .swiftUI)
    let link = simulateLink(listening, .swiftUI, after: [.tapIcon, .goHome], open: cafeLink)
    XCTAssertEqual(
      lastStepLines(of: link),
      [system(.sceneWillContinueUserActivity)] + Transition.swiftUIForeground
        + [system(.sceneContinueUserActivity, cafeLink)] + Transition.swiftUIActive)
    XCTAssertEqual(link.violationKinds, [.lost])
    let url = simulateLink(listening, .swiftUI, after: [.tapIcon, .goHome], open: searchURL)
    XCTAssertEqual(
      lastStepLines(of: url),
      Transition.swiftUIForeground + [system(.sceneOpenURLContexts, searchURL)] + Transition.swiftUIActive)
    let cold = simulateLink(listening, .swiftUI, open: searchURL)
    XCTAssertTrue(callbacks(of: cold).contains(.onOpenURL))
    XCTAssertEqual(cold.violationKinds, [])
  }

  // The seed app (onOpenURLOnly) implements no scene-delegate link callback, so every link reaches onOpenURL under
  // every setting (8f rows 1 and 4 concern delegates that implement them); the union of both hooks without a
  // duplicate check (3 row 6) is clean except under `both`, where each warm link is handled twice.
  func testTheSeedIsCleanUnderEverySettingAndTheUndedupedUnionDuplicatesUnderBoth() throws {
    let roads: [[LifecycleEvent]] = [[], [.tapIcon, .goHome], [.tapIcon, .goHome, .systemSuspend]]
    let union = try strategy(
      [.onOpenURL: [.handle], .sceneOpenURLContexts: [.handle], .sceneContinueUserActivity: [.handle]],
      lifecycle: .swiftUI)
    for links in CustomDelegateLinkDelivery.allCases {
      let options = LifecycleOptions(swiftUICustomDelegateLinks: links)
      for before in roads {
        for url in [searchURL, cafeLink] {
          let label = "\(links) \(before.map(\.name)) \(url)"
          let seed = simulateLink(TableStrategy.onOpenURLOnly, .swiftUI, options: options, after: before, open: url)
          XCTAssertEqual(seed.violationKinds, [], label)
          let both = simulateLink(union, .swiftUI, options: options, after: before, open: url)
          XCTAssertEqual(both.violationKinds, links == .both && !before.isEmpty ? [.duplicate] : [], label)
        }
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
