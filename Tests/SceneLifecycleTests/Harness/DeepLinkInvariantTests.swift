import QuickActions
import SceneLifecycle
import XCTest

/// Links flow through the same deliveries and invariants as quick actions, and the explorer finds their defects.
final class DeepLinkInvariantTests: XCTestCase {
  // MARK: - The invariants, for links

  // Apple's scene sample keeps what willConnectTo saw and handles it on every activation: the launching URL
  // is handled again (duplicate) after a newer link arrived (stale), and the newer one, sent to
  // scene(_:openURLContexts:), which the sample lacks, is lost.
  func testAppleSceneSampleHandlesTheLaunchingURLAgainAndLosesTheNext() {
    var sim = simulateLink(TableStrategy.appleSceneSample, .scene, open: searchURL)
    journey(&sim, [.goHome])
    sim.openURL("pariscafe://setting")
    XCTAssertEqual(sim.handledTypes, [searchURL, searchURL])
    XCTAssertEqual(sim.violationKinds, [.lost, .duplicate, .stale])
  }

  // Handling the launch URL in didFinishLaunching and returning true: application(_:open:options:) gets the same
  // delivery, so it is handled twice (4 row 1 with 7 row 1's quick-action pitfall).
  func testHandlingTheLaunchURLAndReturningTrueHandlesItTwice() throws {
    let app = try strategy([.didFinishLaunching: [.handle], .applicationOpenURL: [.handle]], lifecycle: .appDelegate)
    let sim = simulateLink(app, .appDelegate, open: searchURL)
    XCTAssertEqual(sim.runner.handled.count, 2)
    XCTAssertEqual(Set(sim.runner.handled).count, 1, "one delivery, handled twice")
    XCTAssertEqual(sim.violationKinds, [.duplicate, .handledWhileInactive])
  }

  // A link parked and acted on only at the next foreground is late.
  func testALinkHandledOnlyAtTheNextForegroundIsLate() throws {
    let app = try strategy([.sceneOpenURLContexts: [.store], .sceneWillEnterForeground: [.consumePending]])
    var sim = simulateLink(app, .scene, after: [.tapIcon, .goHome], open: searchURL)
    journey(&sim, [.goHome, .tapIcon])
    XCTAssertEqual(sim.violationKinds, [.late])
  }

  // A list tied to [url] ignores quick actions and universal links in the same callback.
  func testATriggerForURLsIgnoresOtherKindsOfDelivery() throws {
    let app = try TableStrategy(
      name: "urlsOnly",
      triggers: [
        StrategyTrigger(.sceneWillConnect, carrying: .url): [.storeOnSceneDelegate],
        StrategyTrigger(.sceneDidBecomeActive): [.consumePendingOnSceneDelegate],
      ])
    XCTAssertEqual(simulateLink(app, .scene, open: searchURL).handledTypes, [searchURL])
    XCTAssertEqual(simulateLink(app, .scene, open: cafeLink).handledTypes, [])
    var quick = simulate(app, .scene)
    quick.quickAction(searchType)
    XCTAssertEqual(quick.handledTypes, [])
  }

  // Trigger names read back; a kind the callback never hands over is refused, not silently ignored.
  func testTriggersReadBackAndImpossibleOnesAreRefused() {
    for trigger in StrategyTrigger.all { XCTAssertEqual(StrategyTrigger(name: trigger.name), trigger) }
    XCTAssertEqual(StrategyTrigger.all.count, CallbackKind.allCases.count + 45)
    XCTAssertNil(StrategyTrigger(name: "scene(_:openURLContexts:)[link]"))
    XCTAssertNil(StrategyTrigger(name: "sceneDidBecomeActive[url]"))
    XCTAssertThrowsError(
      try TableStrategy(name: "t", triggers: [StrategyTrigger(.windowScenePerformAction, carrying: .url): [.handle]])
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "windowScene(_:performActionFor:completionHandler:) never hands over a url (it carries: shortcutItem)")
      XCTAssertEqual((error as? TableStrategyError)?.index, nil)
    }
  }

  // MARK: - Refused links

  // The simulator refuses a link that does not fit its event, shows it in the trace and changes nothing.
  func testALinkOfTheWrongKindIsRefusedNotDelivered() throws {
    var sim = simulate(try idleApp(), .scene)
    let cases: [(Rejection?, String)] = [
      (sim.openURL(cafeLink), "rejected openURL \(cafeLink)"),
      (sim.universalLink(searchURL), "rejected universalLink \(searchURL)"),
      (sim.universalLink("http://example.com/x"), "rejected universalLink http://example.com/x"),
      (sim.openURL("not a url"), "rejected openURL not a url"),
    ]
    for (index, (rejection, line)) in cases.enumerated() {
      guard let rejection, case .notThatKindOfLink = rejection.reason else {
        XCTFail("case \(index) was not refused as the wrong kind of link")
        continue
      }
      XCTAssertEqual(lines(of: sim, step: index), [line])
    }
    XCTAssertEqual(sim.phase, .notRunning)
    XCTAssertEqual(sim.machine.deliveriesMade, 0)
    XCTAssertEqual(
      cases[0].0?.message(itemName: sim.catalog.type(of:)),
      "openURL \(cafeLink) cannot happen: openURL needs a custom-scheme URL (not http or https)")
  }

  // MARK: - Exploration

  private func explore(
    _ strategy: TableStrategy, _ lifecycle: LifecycleStyle, items: Int = 0, links: [String],
    options: [LifecycleOptions] = [.defaults], depth: Int = 6
  ) throws -> ExplorationReport {
    try Explorer(
      ExplorerConfiguration(
        lifecycle: lifecycle, optionCombinations: options, strategy: strategy, itemCount: items, links: links,
        depth: depth)
    ).run()
  }

  // `qa-sim explore` (the library Explorer) finds the lost cold-launch URL of openURLContextsOnly in one step.
  func testExploreFindsTheLostColdLaunchURL() throws {
    let report = try explore(.openURLContextsOnly, .scene, links: [searchURL])
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertEqual(lost.events, [.openURL(ItemID(0))])
    var sim = Simulator(
      lifecycle: .scene, options: lost.options, strategy: TableStrategy.openURLContextsOnly, links: [searchURL])
    for event in lost.events { XCTAssertNil(sim.send(event)) }
    XCTAssertEqual(sim.violationKinds, [.lost])
    XCTAssertEqual(lines(of: sim, step: 0)[3], system(.sceneWillConnect, searchURL))
  }

  // The fix loses and doubles no link, under every option combination a scene app distinguishes. Its one warning
  // comes from a background launch (UIKit semantics article, 8c rows 1 and 4): the scene connected in the
  // background has never been active when the first link arrives on the warm road, so the link is handled before
  // the UI was ever active (Scenarios/backgroundLaunchThenLinkBeforeFirstActivation.json).
  func testForwardConnectionURLsBreaksNothingForLinks() throws {
    let report = try explore(
      .forwardConnectionURLs, .scene, links: [searchURL, cafeLink],
      options: LifecycleOptions.allCombinations(for: .scene), depth: 8)
    XCTAssertEqual(report.violationKinds, [.handledWhileInactive])
    let warning = try XCTUnwrap(report.counterexamples.first { $0.kind == .handledWhileInactive })
    XCTAssertEqual(warning.events, [.backgroundLaunch, .openURL(ItemID(0))])
    XCTAssertTrue(report.exhausted)
  }

  // The seed app implements no scene-delegate link callback, so it breaks nothing under any
  // `swiftUICustomDelegateLinks`; the same app whose custom delegate also implements scene(_:openURLContexts:)
  // (doing nothing there) loses a link to a connected scene under the default, which hands warm links to the
  // delegate (UIKit semantics article, 8f rows 1 and 4), and not under `swiftUIOnly`.
  func testExploreFindsAnImplementingDelegateLosingAWarmLinkOnlyWhenTheDelegateGetsIt() throws {
    let settings = CustomDelegateLinkDelivery.allCases.map { LifecycleOptions(swiftUICustomDelegateLinks: $0) }
    let seed = try explore(.onOpenURLOnly, .swiftUI, links: [searchURL, cafeLink], options: settings)
    XCTAssertEqual(seed.violationKinds, [])
    let listening = try TableStrategy(
      name: "listening", nativeLifecycle: .swiftUI, actions: [.sceneOpenURLContexts: [], .onOpenURL: [.handle]])
    let report = try explore(listening, .swiftUI, links: [searchURL], options: settings)
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertEqual(lost.options, .defaults)
    XCTAssertEqual(lost.events, [.tapIcon, .openURL(ItemID(0))])
    let swiftUIOnly = try explore(
      listening, .swiftUI, links: [searchURL], options: [LifecycleOptions(swiftUICustomDelegateLinks: .swiftUIOnly)])
    XCTAssertEqual(swiftUIOnly.violationKinds, [])
  }

}
