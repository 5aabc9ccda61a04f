import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

/// UIKit semantics article, 8f rows 1, 3 and 4, 3 row 6, 4 row 9 and 7 row 8: where a warm link goes in SwiftUI with a custom
/// scene delegate (`swiftUICustomDelegateLinks`), and the union-and-dedupe fix (`handleUnlessHandled`).
final class SwiftUICustomDelegateLinksTests: XCTestCase {
  /// Listens on every link hook and drops a delivery it already handled in this event (3 row 6).
  func unionDedupe() throws -> TableStrategy {
    try strategy(
      [
        .onOpenURL: [.handleUnlessHandled], .sceneOpenURLContexts: [.handleUnlessHandled],
        .sceneContinueUserActivity: [.handleUnlessHandled],
      ], name: "unionDedupe", lifecycle: .swiftUI)
  }

  func options(_ links: CustomDelegateLinkDelivery) -> LifecycleOptions {
    LifecycleOptions(swiftUICustomDelegateLinks: links)
  }

  // UIKit semantics article, 8f row 1 (observed): the default matches the device data, where a custom delegate's
  // scene(_:continue:) got every warm universal link.
  func testTheDefaultIsDelegateOnly() {
    XCTAssertEqual(LifecycleOptions.defaults.swiftUICustomDelegateLinks, .delegateOnly)
  }

  // UIKit semantics article, 8f row 4 (unknown for custom schemes) and 8f row 1: one switch covers both kinds of link,
  // so each setting puts a warm URL and a warm universal link on the same hooks, in the order the model fixes for
  // `both` (the delegate, then onOpenURL).
  func testEachSettingRoutesBothKindsOfLink() throws {
    let dedupe = try unionDedupe()
    let expected: [CustomDelegateLinkDelivery: (url: [String], link: [String])] = [
      .delegateOnly: (
        [system(.sceneOpenURLContexts, searchURL), app("handle", searchURL)],
        [system(.sceneContinueUserActivity, cafeLink), app("handle", cafeLink)]
      ),
      .swiftUIOnly: (
        [system(.onOpenURL, searchURL), app("handle", searchURL)],
        [system(.onOpenURL, cafeLink), app("handle", cafeLink)]
      ),
      .both: (
        [
          system(.sceneOpenURLContexts, searchURL), app("handle", searchURL), system(.onOpenURL, searchURL),
          app("skipDuplicate", searchURL),
        ],
        [
          system(.sceneContinueUserActivity, cafeLink), app("handle", cafeLink), system(.onOpenURL, cafeLink),
          app("skipDuplicate", cafeLink),
        ]
      ),
    ]
    // A universal link's scene(_:willContinueUserActivityWithType:) comes first, before the foreground (4 row 10).
    let announce = [system(.sceneWillContinueUserActivity)]
    for (links, lines) in expected {
      for (url, first, middle) in [(searchURL, [], lines.url), (cafeLink, announce, lines.link)] {
        let sim = simulateLink(dedupe, .swiftUI, options: options(links), after: [.tapIcon, .goHome], open: url)
        XCTAssertEqual(
          lastStepLines(of: sim), first + Transition.swiftUIForeground + middle + Transition.swiftUIActive,
          "\(links) \(url)")
        XCTAssertEqual(sim.violations, [], "\(links) \(url)")
        XCTAssertEqual(sim.handledTypes, [url], "\(links) \(url)")
      }
    }
  }

  // UIKit semantics article, 8f row 1: delivery depends on the methods the custom delegate implements. A delegate with
  // scene(_:openURLContexts:) but no scene(_:continue:) gets warm URLs under the default, while warm universal links
  // still reach onOpenURL (after scene(_:willContinueUserActivityWithType:), as 4 row 9 saw it fire, which comes before
  // the foreground, 4 row 10).
  func testAMissingDelegateMethodLeavesThatKindOfLinkToOnOpenURL() throws {
    let subject = try strategy([.sceneOpenURLContexts: [.handle], .onOpenURL: [.handle]], lifecycle: .swiftUI)
    for links in CustomDelegateLinkDelivery.allCases {
      let link = simulateLink(subject, .swiftUI, options: options(links), after: [.tapIcon, .goHome], open: cafeLink)
      XCTAssertEqual(
        lastStepLines(of: link),
        [system(.sceneWillContinueUserActivity)] + Transition.swiftUIForeground + [
          system(.onOpenURL, cafeLink), app("handle", cafeLink),
        ] + Transition.swiftUIActive, "\(links)")
    }
    let url = simulateLink(subject, .swiftUI, after: [.tapIcon, .goHome], open: searchURL)
    XCTAssertEqual(callbacks(of: url, step: url.stepCount - 1).filter(\.isLinkHook), [.sceneOpenURLContexts])
  }

  // UIKit semantics article, 3 row 6 and 7 row 8 (observed): the team listened on both hooks and dropped duplicates.
  // That app is clean under every setting and on every road; without the duplicate check it handles a warm link twice
  // under `both`; listening on onOpenURL alone loses it under `delegateOnly`.
  func testTheUnionAndDedupeFixIsCleanUnderEverySetting() throws {
    let dedupe = try unionDedupe()
    let union = try strategy(
      [.onOpenURL: [.handle], .sceneOpenURLContexts: [.handle], .sceneContinueUserActivity: [.handle]],
      lifecycle: .swiftUI)
    let onOpenURLOnly = try strategy(
      [.onOpenURL: [.handle], .sceneOpenURLContexts: [], .sceneContinueUserActivity: []], lifecycle: .swiftUI)
    let roads: [[LifecycleEvent]] = [[], [.tapIcon, .goHome], [.tapIcon, .goHome, .systemSuspend]]
    for links in CustomDelegateLinkDelivery.allCases {
      for before in roads {
        for url in [searchURL, cafeLink] {
          let label = "\(links) \(before.map(\.name)) \(url)"
          let warm = !before.isEmpty
          let fixed = simulateLink(dedupe, .swiftUI, options: options(links), after: before, open: url)
          XCTAssertEqual(fixed.violationKinds, [], label)
          XCTAssertEqual(fixed.handledTypes, [url], label)
          let twice = simulateLink(union, .swiftUI, options: options(links), after: before, open: url)
          XCTAssertEqual(twice.violationKinds, warm && links == .both ? [.duplicate] : [], label)
          let lost = simulateLink(onOpenURLOnly, .swiftUI, options: options(links), after: before, open: url)
          XCTAssertEqual(lost.violationKinds, warm && links == .delegateOnly ? [.lost] : [], label)
        }
      }
    }
  }

  // The duplicate check remembers one event only: the same link opened again later is handled again, as an app that
  // drops a URL it handled moments ago still opens it on the next tap.
  func testTheDuplicateCheckForgetsBetweenEvents() throws {
    var sim = simulate(try unionDedupe(), .swiftUI, options: options(.both))
    journey(&sim, [.tapIcon, .goHome])
    XCTAssertNil(sim.openURL(searchURL))
    journey(&sim, [.goHome])
    XCTAssertNil(sim.openURL(searchURL))
    XCTAssertEqual(sim.handledTypes, [searchURL, searchURL])
    XCTAssertEqual(sim.violations, [])
    XCTAssertEqual(sim.runner.context.handledInEvent.count, 1, "only the last event's delivery is remembered")
  }

  // UIKit semantics article, 3 row 5: on SwiftUI's side a tapped universal link reaches onOpenURL under every setting
  // that gives SwiftUI a share. Links opened from NFC or the camera, which were seen arriving through
  // onContinueUserActivity instead, are not modelled (the exemption list in FactRowCoverageTests says so).
  func testSwiftUIsSideOfATappedUniversalLinkIsOnOpenURL() throws {
    for links in [CustomDelegateLinkDelivery.swiftUIOnly, .both] {
      let sim = simulateLink(try unionDedupe(), .swiftUI, options: options(links), after: [.tapIcon], open: cafeLink)
      let hooks = callbacks(of: sim, step: sim.stepCount - 1).filter(\.isLinkHook)
      XCTAssertEqual(hooks.last, .onOpenURL, "\(links)")
    }
  }

  // UIKit semantics article, 8f row 3 (one experiment: a warm URL fell back to application(_:open:options:) when the
  // delegate lacked scene(_:openURLContexts:)) conflicts with 4 row 8 (documented: not called in scene apps), which
  // wins: in both scene styles application(_:open:options:) is never called; SwiftUI hands the URL to onOpenURL.
  func testAMissingOpenURLContextsNeverFallsBackToTheAppDelegate() throws {
    let appDelegateOnly = try strategy([.applicationOpenURL: [.handle]], lifecycle: .swiftUI)
    for lifecycle in [LifecycleStyle.scene, .swiftUI] {
      for links in CustomDelegateLinkDelivery.allCases {
        let sim = simulateLink(
          appDelegateOnly, lifecycle, options: options(links), after: [.tapIcon, .goHome], open: searchURL)
        XCTAssertFalse(callbacks(of: sim).contains(.applicationOpenURL), "\(lifecycle) \(links)")
        XCTAssertEqual(sim.violationKinds, [.lost], "\(lifecycle) \(links)")
      }
    }
  }

  // The explorer with the new action and setting: the fix stays clean under every setting (that its memoised
  // transitions equal direct ones is checked in ExplorerTests+Internals.swift).
  func testTheUnionAndDedupeFixIsCleanInTheExplorerUnderEverySetting() throws {
    let settings = CustomDelegateLinkDelivery.allCases.map(options)
    let fixed = try Explorer(
      ExplorerConfiguration(
        lifecycle: .swiftUI, optionCombinations: settings, strategy: try unionDedupe(), itemCount: 0,
        links: [searchURL, cafeLink], depth: 8)
    ).run()
    // No lost or duplicate link under any setting. The one warning is the background-launch road that
    // forwardConnectionURLs shows too (8c rows 1 and 4): the scene connected in the background was never active when
    // the delegate handles the first warm URL; onOpenURL, a view modifier, is not flagged, so swiftUIOnly has none.
    XCTAssertEqual(fixed.violationKinds, [.handledWhileInactive])
    let warning = try XCTUnwrap(fixed.counterexamples.first)
    XCTAssertEqual(warning.events, [.backgroundLaunch, .openURL(ItemID(0))])
    XCTAssertNotEqual(warning.options.swiftUICustomDelegateLinks, .swiftUIOnly)
    XCTAssertTrue(fixed.exhausted)
  }

  // Scenario files spell the setting by its values; the replaced Bool is an error at its path naming the new key and
  // what each old value becomes (the implemented-method rule changed too, so it is not silently aliased).
  func testScenarioFilesSpellTheSettingAndTheOldKeyIsAnError() throws {
    for links in CustomDelegateLinkDelivery.allCases {
      let loaded = try loadValid(scenarioJSON(extra: #""options": {"swiftUICustomDelegateLinks": "\#(links)"},"#))
      XCTAssertEqual(loaded.scenario.options, options(links))
    }
    let old = loadError(scenarioJSON(extra: #""options": {"swiftUICustomDelegateStarvesOnOpenURL": true},"#))
    let message = try XCTUnwrap(old?.description)
    XCTAssertTrue(message.hasPrefix("test.json: options.swiftUICustomDelegateStarvesOnOpenURL: "), message)
    XCTAssertTrue(message.contains("replaced by swiftUICustomDelegateLinks"), message)
    XCTAssertTrue(message.contains(#""delegateOnly" (the new default, was true)"#), message)
    let wrong = loadError(scenarioJSON(extra: #""options": {"swiftUICustomDelegateLinks": true},"#))
    XCTAssertTrue(
      try XCTUnwrap(wrong?.description).contains("expected delegateOnly or swiftUIOnly or both"),
      "\(String(describing: wrong))")
  }

  // The packed options: each switch's bits are disjoint and inside the explorer's 24 switch bits, a two-valued switch
  // keeps the bit at its raw value, and every combination packs and unpacks to itself.
  func testOptionBitsRoundTripEveryCombination() throws {
    try OracleSweep.require()
    var union: UInt32 = 0
    for option in InferredOption.allCases {
      XCTAssertEqual(option.bitMask & union, 0, option.name)
      union |= option.bitMask
      XCTAssertEqual(option.bitMask.nonzeroBitCount, option.valueCount > 2 ? 2 : 1, option.name)
      XCTAssertEqual(LifecycleOptions.changing(option).bits, 1 << UInt32(option.rawValue), option.name)
    }
    XCTAssertLessThan(union, 1 << 24)
    let all = LifecycleOptions.allCombinations
    XCTAssertEqual(all.count, InferredOption.allCases.reduce(1) { $0 * $1.valueCount })
    XCTAssertEqual(all.first, .defaults)
    XCTAssertEqual(Set(all.map(\.bits)).count, all.count)
    for options in all { XCTAssertEqual(LifecycleOptions(bits: options.bits), options) }
    XCTAssertEqual(LifecycleOptions(bits: .max).swiftUICustomDelegateLinks, .both)
  }
}

extension CallbackKind {
  /// The callbacks that hand a warm link to SwiftUI's side or the scene delegate.
  fileprivate var isLinkHook: Bool { [.onOpenURL, .sceneOpenURLContexts, .sceneContinueUserActivity].contains(self) }
}
