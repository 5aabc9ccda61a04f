import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

/// The explorer finds the known defects and its numbers are exact (issue 4).
final class ExplorerTests: XCTestCase {
  private func explore(
    _ strategy: TableStrategy, _ lifecycle: LifecycleStyle, device: Device = .iPhone, depth: Int = 6, jobs: Int = 1,
    options: [LifecycleOptions] = [.defaults]
  ) throws -> ExplorationReport {
    try Explorer(
      ExplorerConfiguration(
        lifecycle: lifecycle, device: device, optionCombinations: options, strategy: strategy, itemCount: 2,
        depth: depth, jobs: jobs)
    ).run()
  }

  /// Replays a counterexample in a recording simulator and returns its violation kinds.
  private func replay(_ example: Counterexample, _ strategy: TableStrategy, _ lifecycle: LifecycleStyle)
    -> [ViolationKind]
  {
    var sim = Simulator(
      lifecycle: lifecycle, options: example.options, strategy: strategy,
      shortcutItems: (1...2).map { ShortcutItem(type: "com.example.item\($0)", localizedTitle: "Item \($0)") })
    for event in example.events { XCTAssertNil(sim.send(event), "counterexample step refused: \(event)") }
    return sim.violationKinds
  }

  private func assertFinds(
    _ kind: ViolationKind, _ strategy: TableStrategy, _ lifecycle: LifecycleStyle,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let report = try explore(strategy, lifecycle)
    let example = try XCTUnwrap(
      report.counterexamples.first { $0.kind == kind }, "no \(kind) found; found \(report.violationKinds)",
      file: file, line: line)
    XCTAssertLessThanOrEqual(example.events.count, 6, file: file, line: line)
    XCTAssertTrue(
      replay(example, strategy, lifecycle).contains(kind), "replay lost the \(kind)", file: file, line: line)
  }

  func testFindsDuplicateInAppleSceneSample() throws {
    try assertFinds(.duplicate, .appleSceneSample, .scene)
  }

  func testFindsLostInLegacyGuideInSceneApp() throws {
    try assertFinds(.lost, .legacyGuideInSceneApp, .scene)
  }

  func testFindsLostInPerformActionOnly() throws {
    try assertFinds(.lost, .performActionOnly, .scene)
  }

  func testFindsCompletionMissingInSeedArticle() throws {
    try assertFinds(.completionMissing, .seedArticle, .scene)
  }

  func testCounterexamplesAreShortest() throws {
    let report = try explore(.performActionOnly, .scene)
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertEqual(lost.events, [.quickAction(ItemID(0))])
  }

  func testResultsDoNotDependOnJobs() throws {
    let one = try explore(.pendingSlot, .scene, depth: 10, options: LifecycleOptions.allCombinations(for: .scene))
    let four = try explore(
      .pendingSlot, .scene, depth: 10, jobs: 4, options: LifecycleOptions.allCombinations(for: .scene))
    XCTAssertEqual(one.distinctStates, four.distinctStates)
    XCTAssertEqual(one.transitions, four.transitions)
    XCTAssertEqual(one.counterexamples, four.counterexamples)
  }

  /// The combinations a style distinguishes on `device`; for the scene styles' hundreds or thousands only those
  /// with at most two switches changed and their complements, which still set every two switches in all four ways.
  static func pairwiseCombinations(for lifecycle: LifecycleStyle, on device: Device = .iPhone) -> [LifecycleOptions] {
    let all = LifecycleOptions.allCombinations(for: lifecycle, on: device)
    return all.count > 64 ? combinations(all, of: lifecycle, on: device, changingAtMost: 2) : all
  }

  /// The combinations a test that walks them all with the plain run's breadth on (`OracleSweep.walksEveryCase`)
  /// walks by default: all of them up to 16, beyond that each switch changed alone and left alone with every other
  /// changed, so each value of every switch is still met. With the breadth on, ``pairwiseCombinations(for:on:)``.
  static func walkedCombinations(for lifecycle: LifecycleStyle, on device: Device) -> [LifecycleOptions] {
    if OracleSweep.walksEveryCase { return pairwiseCombinations(for: lifecycle, on: device) }
    let all = LifecycleOptions.allCombinations(for: lifecycle, on: device)
    return all.count > 16 ? combinations(all, of: lifecycle, on: device, changingAtMost: 1) : all
  }

  /// Every combination a style distinguishes on `device` with the plain run's breadth on
  /// (`OracleSweep.walksEveryCase`), ``pairwiseCombinations(for:on:)`` by default: for a test whose every case is
  /// cheap but whose cases number in the thousands.
  static func everyOrPairwiseCombination(for lifecycle: LifecycleStyle, on device: Device = .iPhone)
    -> [LifecycleOptions]
  {
    OracleSweep.walksEveryCase
      ? LifecycleOptions.allCombinations(for: lifecycle, on: device) : pairwiseCombinations(for: lifecycle, on: device)
  }

  /// The combinations of `all` with at most `distance` of the switches `lifecycle` reads on `device` changed, or at
  /// most `distance` left alone.
  private static func combinations(
    _ all: [LifecycleOptions], of lifecycle: LifecycleStyle, on device: Device, changingAtMost distance: Int
  ) -> [LifecycleOptions] {
    let switches = InferredOption.allCases.count {
      LifecycleOptions.changing($0).relevant(to: lifecycle, on: device) != .defaults
    }
    return all.filter { options in
      let changed = InferredOption.allCases.count { options.isChanged($0) }
      return changed <= distance || changed >= switches - distance
    }
  }

  /// Options a style never reads must not change anything the explorer sees: every setting of the switches a
  /// style ignores, on top of its relevant ones all at their defaults or all changed. (That the machine never
  /// reads an ignored switch at all is checked in DeepLinkInvariantTests.)
  func testIrrelevantOptionsDoNotChangeResults() throws {
    try OracleSweep.require()
    for lifecycle in LifecycleStyle.allCases {
      // deferredBlockRuns is read only for a strategy that defers, which pendingSlot does not, and
      // swiftUIActionOnConnect only with links, which these explorations have none of: each of their values is tried
      // with the other switches at their defaults, not across the whole product (which would multiply it by six).
      let combinations = LifecycleOptions.allCombinations.filter { options in
        let relevant = options.relevant(to: lifecycle)
        var unreadAtDefault = options
        unreadAtDefault.deferredBlockRuns = LifecycleOptions.defaults.deferredBlockRuns
        unreadAtDefault.swiftUIActionOnConnect = LifecycleOptions.defaults.swiftUIActionOnConnect
        return (relevant == .defaults || relevant == LifecycleOptions(bits: .max).relevant(to: lifecycle))
          && (options == unreadAtDefault || unreadAtDefault == .defaults)
      }
      // Many combinations share their relevant part: each relevant part is explored once.
      var relevantReports: [LifecycleOptions: ExplorationReport] = [:]
      for options in combinations where options != options.relevant(to: lifecycle) {
        let full = try explore(.pendingSlot, lifecycle, depth: 8, options: [options])
        let relevantOptions = options.relevant(to: lifecycle)
        let relevant =
          try relevantReports[relevantOptions]
          ?? explore(.pendingSlot, lifecycle, depth: 8, options: [relevantOptions])
        relevantReports[relevantOptions] = relevant
        XCTAssertEqual(full.distinctStates, relevant.distinctStates)
        XCTAssertEqual(full.counterexamples.map(\.events), relevant.counterexamples.map(\.events))
      }
    }
  }

  /// The exploring article's Swift example (ExploringInterleavings.md). Since the background launch (UIKit semantics article,
  /// 8c), Apple's sample also handles a quick action before its UI was ever active: `backgroundLaunch`, then the
  /// quick action on the warm road (a warning).
  func testTheReadmeExplorerExampleFindsDuplicateAndStale() throws {
    let report = try Explorer(
      ExplorerConfiguration(
        lifecycle: .scene, optionCombinations: LifecycleOptions.allCombinations(for: .scene),
        strategy: .appleSceneSample, itemCount: 2, depth: 6)
    ).run()
    XCTAssertEqual(report.violationKinds, [.duplicate, .stale, .handledWhileInactive])
  }

  /// UIKit semantics article, 8a rows 3 and 4: on iPad the Dock delivers a quick action to the app in front;
  /// pendingSlot parks it, and nothing consumes it until the next activation.
  func testPendingSlotLosesAnItemDeliveredFromTheIPadDock() throws {
    let report = try explore(.pendingSlot, .scene, device: .iPad, depth: 4)
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertEqual(lost.events, [.tapIcon, .quickAction(ItemID(0)), .quickAction(ItemID(0))])
    let roundTrip = try explore(
      .pendingSlot, .scene, device: .iPad, depth: 4,
      options: [LifecycleOptions(quickActionWhileActive: .inactiveRoundTrip)])
    XCTAssertFalse(roundTrip.violationKinds.contains(.late))
  }

  /// UIKit semantics article, 8a row 2: on iPhone (the default) no quick action reaches the app in front, so the
  /// Dock sequence is no transition. pendingSlot's shortest `lost` is then the reconnect road (a new scene delegate
  /// object drops the slot, as `Scenarios/reconnectDropsSceneDelegateSlot.json` shows), and no counterexample picks
  /// a quick action while the app is in front, under any option combination an iPhone distinguishes. Since the
  /// background launch (8c), the reconnect road is one step shorter: the system launches the app into the
  /// background instead of the user's tap and swipe home; the states grow by those the background launch reaches.
  func testPendingSlotNoLongerLeadsWithTheDockSequenceOnIPhone() throws {
    let configuration = ExplorerConfiguration(
      lifecycle: .scene, optionCombinations: LifecycleOptions.allCombinations(for: .scene), strategy: .pendingSlot)
    XCTAssertEqual(configuration.device, .iPhone)
    let report = try Explorer(configuration).run()
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertEqual(lost.events, [.backgroundLaunch, .systemDisconnectScene, .quickAction(ItemID(0))])
    for counterexample in report.counterexamples {
      var sim = Simulator(
        lifecycle: .scene, options: counterexample.options, strategy: TableStrategy.pendingSlot,
        shortcutItems: configuration.staticItems)
      for event in counterexample.events {
        if case .quickAction = event { XCTAssertNotEqual(sim.phase, .foregroundActive, "\(counterexample.events)") }
        XCTAssertNil(sim.send(event), "\(counterexample.events)")
      }
    }
    // The same search on the defaults: the refused transitions leave fewer states than on iPad.
    let iPhone = try explore(.pendingSlot, .scene, depth: 8)
    let iPad = try explore(.pendingSlot, .scene, device: .iPad, depth: 8)
    XCTAssertEqual([iPhone.distinctStates, iPad.distinctStates], [31, 41])
  }
}
