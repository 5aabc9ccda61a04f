import TestSupport
import XCTest

// White-box: the memo tables against the direct path, the packed state words, the memo word layouts.
@testable import SceneLifecycle

extension ExplorerTests {
  /// The memo tables' word layouts: a slot word keeps 24 switch bits (every switch's ``InferredOption/bitMask``), and sequence ids (one per model run at
  /// most, one run per event, machine part and read switch values) fit their 32 bits for the most events a
  /// configuration can have (a tap, every item or link, five system events).
  func testSlotWordsHoldEverySwitchAndSequenceIdsCannotOverflow() {
    // A switch takes one bit per two values (swiftUICustomDelegateLinks, with three, takes two).
    XCTAssertLessThanOrEqual(InferredOption.bitWidth, 24)
    XCTAssertTrue(InferredOption.allCases.allSatisfy { $0.bitMask < 1 << 24 })
    let mostEvents = 1 + ExplorerState.maxItems + 5
    // The values of the switches a run reads are one of the exploration's option combinations: no more of them than
    // the combinations a state can index, nor than the switch bits can spell.
    let switchValues = min(1 << InferredOption.bitWidth, ExplorerState.maxOptionCombinations)
    let mostModelRuns = mostEvents * 128 * switchValues
    XCTAssertLessThanOrEqual(UInt64(mostModelRuns), TransitionCache.sequenceMask + 1)
  }

  /// Brute force: search every event sequence up to the depth on copied simulators (`BruteForceSearch`) and count
  /// the distinct states and transitions.
  func testStateCountMatchesBruteForceEnumeration() throws {
    // Pinned, so a change to the state encoding or the model shows up as a changed count. On iPhone a quick action
    // cannot reach the app in front (UIKit semantics article, 8a row 2), so fewer states and transitions are
    // reachable than on iPad, where the Dock delivers it (8a row 4). Termination (8d) raised the iPad counts from
    // (21, 101) and (9, 37): a force quit of the app in front is accepted; the AppDelegate app keeps its card after
    // a system termination, a new state that a tap, a quick action or a force quit leaves; and a scene app's
    // process with a disconnected scene is either still running or suspended. The background launch (8c) raised
    // them from (17, 75), (11, 43), (27, 125) and (11, 47): from every not-running state the system can now start
    // the process in the background, which reaches the background phases with no item held and the UI never
    // active (a state of its own for the invariant monitor), and every state from there on. The interruption (8b)
    // adds transitions only: it is accepted in each foreground-active state and leads to a state already counted.
    let pinned: [String: (states: Int, transitions: Int)] = [
      "pendingSlot scene iPhone": (31, 149), "appleLegacySample appDelegate iPhone": (19, 90),
      "pendingSlot scene iPad": (41, 201), "appleLegacySample appDelegate iPad": (19, 94),
    ]
    for device in Device.allCases {
      for (strategy, lifecycle) in [
        (TableStrategy.pendingSlot, LifecycleStyle.scene), (.appleLegacySample, .appDelegate),
      ] {
        try checkAgainstBruteForce(strategy, lifecycle, on: device, pinned: pinned)
      }
    }
  }

  /// Explores `strategy` to depth 5 and searches it by brute force with a simulator: the same states and
  /// transitions, and the pinned counts.
  private func checkAgainstBruteForce(
    _ strategy: TableStrategy, _ lifecycle: LifecycleStyle, on device: Device,
    pinned: [String: (states: Int, transitions: Int)]
  ) throws {
    let depth = 5
    let configuration = ExplorerConfiguration(
      lifecycle: lifecycle, device: device, strategy: strategy, itemCount: 2, depth: depth)
    let report = try Explorer(configuration).run()
    let oracle = BruteForceSearch(configuration)
    let seen = oracle.states
    let transitions = oracle.transitions
    let name = "\(strategy.name) \(lifecycle) \(device)"
    XCTAssertEqual(report.distinctStates, seen.count, name)
    let expected = try XCTUnwrap(pinned[name], name)
    XCTAssertEqual(seen.count, expected.states, name)
    XCTAssertEqual(transitions.count, expected.transitions, name)
    XCTAssertEqual(report.transitions, transitions.count, name)
  }

  /// Brute force finds the same broken invariants, each first at the length of the explorer's counterexample, for
  /// every built-in strategy the packed search explores, in its own lifecycle on both devices: the counts above
  /// cannot see an event the search ends wrongly, since a delivery it forgets too late is still lost, a step later.
  func testCounterexampleLengthsMatchBruteForceSearch() throws {
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      for device in Device.allCases {
        let configuration = ExplorerConfiguration(
          lifecycle: strategy.nativeLifecycle, device: device, strategy: strategy, itemCount: 2, depth: 5)
        guard PackedExplorer.packingProblem(configuration) == nil else { continue }
        let report = try Explorer(configuration).run()
        let found = Dictionary(report.counterexamples.map { ($0.kind, $0.events.count) }) { first, _ in first }
        XCTAssertEqual(found, BruteForceSearch(configuration).shortestViolations, "\(name) \(device)")
      }
    }
  }

  /// The memo tables must never change an answer: compare with the direct path everywhere.
  func testMemoisedTransitionsEqualDirectOnesForEveryBuiltInStrategy() throws {
    try OracleSweep.require()
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      // Session slots do not fit a packed state: the packed explorer refuses them (`ExplorerError.sessionSlots`).
      guard strategy.sessionSlotAction == nil else { continue }
      // A framework strategy is one framework's code for one lifecycle: it is checked there (its gates are what is
      // new), which keeps this test's cost under the thread sanitizer in bounds.
      let lifecycles =
        TableStrategy.frameworkNames.contains(name) ? [strategy.nativeLifecycle] : LifecycleStyle.allCases
      for lifecycle in lifecycles {
        for device in Device.allCases {
          let configuration = ExplorerConfiguration(
            lifecycle: lifecycle, device: device,
            optionCombinations: Self.pairwiseCombinations(for: lifecycle, on: device), strategy: strategy,
            itemCount: 3, depth: 12)
          assertSameReport(
            try PackedExplorer(configuration, memoised: true).run(),
            try PackedExplorer(configuration, memoised: false).run(),
            "\(name) \(lifecycle) \(device)")
        }
      }
    }
  }
}

extension HoldingPlaceTests {
  // Packed states link the app delegate's slot to every other place, and linking is symmetric.
  func testTheAppSlotIsLinkedToEveryPlaceBothWays() {
    for place in HoldingPlace.allCases {
      XCTAssertTrue(HoldingPlace.appDelegateSlot.isLinked(with: place))
      for other in HoldingPlace.allCases { XCTAssertEqual(place.isLinked(with: other), other.isLinked(with: place)) }
    }
  }
}

extension SwiftUICustomDelegateLinksTests {
  // The explorer with the action that drops duplicate links and the three-valued switch: memoised transitions equal direct ones (the duplicate check's
  // memory lives within one event, so it is rebuilt by replaying the event's callbacks on the app part, and the
  // cache's slot tables index all of the three-valued switch's bits).
  func testMemoTablesAreSoundForTheDuplicateCheckAndTheThreeValuedSwitch() throws {
    try OracleSweep.require()
    let settings = CustomDelegateLinkDelivery.allCases.map(options)
    let listening = try strategy(
      [.onOpenURL: [.handle], .sceneOpenURLContexts: [], .sceneContinueUserActivity: [.store]], lifecycle: .swiftUI)
    for subject in [try unionDedupe(), listening, .pendingSlot] {
      let configuration = ExplorerConfiguration(
        lifecycle: .swiftUI, optionCombinations: settings + ExplorerTests.pairwiseCombinations(for: .swiftUI),
        strategy: subject, itemCount: 1, links: [searchURL, cafeLink], depth: 8)
      assertSameReport(
        try PackedExplorer(configuration, memoised: true).run(),
        try PackedExplorer(configuration, memoised: false).run(),
        subject.name)
    }
  }
}
