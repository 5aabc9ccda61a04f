import QuickActions
import TestSupport
import XCTest

// White-box: the packed persistent slot (extension bits 48–61) and the explorer's end-of-event pruning.
@testable import SceneLifecycle

/// The explorer explores the persistent (UserDefaults) slot (UIKit semantics article, 10c): it finds an item handled
/// a launch after it was delivered, with a counterexample that replays, finds nothing where the app handles the item
/// in the launch that parked it, and its memo tables and packed states agree with the model.
final class UserDefaultsExplorerTests: XCTestCase {
  /// Parks the warm item in UserDefaults and acts on what it finds there on activation. When the warm
  /// `performActionFor` comes after `sceneDidBecomeActive` (2b row 2's other answer), the next activation can be
  /// in the next launch.
  private func parksForTheNextActivation() throws -> TableStrategy {
    try strategy(
      [
        .sceneWillConnect: [.storeInUserDefaults],
        .windowScenePerformAction: [.storeInUserDefaults, .completionTrue],
        .sceneDidBecomeActive: [.consumePendingInUserDefaults],
      ], name: "parksForTheNextActivation")
  }

  /// Parks the item in UserDefaults and acts on it in the same launch: on the cold launch's activation, or at once
  /// in the warm `performActionFor`.
  private func consumesInTheSameLaunch() throws -> TableStrategy {
    try strategy(
      [
        .sceneWillConnect: [.storeInUserDefaults],
        .windowScenePerformAction: [.storeInUserDefaults, .consumePendingInUserDefaults, .completionTrue],
        .sceneDidBecomeActive: [.consumePendingInUserDefaults],
      ], name: "consumesInTheSameLaunch")
  }

  private static let warmAfterActive = LifecycleOptions(warmPerformActionFor: .afterDidBecomeActive)

  private func explore(
    _ strategy: TableStrategy, device: Device = .iPhone, depth: Int = 7, options: [LifecycleOptions] = [.defaults],
    memoised: Bool = true
  ) throws -> ExplorationReport {
    try PackedExplorer(
      ExplorerConfiguration(
        lifecycle: .scene, device: device, optionCombinations: options, strategy: strategy, itemCount: 2,
        depth: depth),
      memoised: memoised
    ).run()
  }

  // 10c rows 1 and 4: the item parked after the activation waits in UserDefaults through a process death, and the
  // next launch's sceneDidBecomeActive handles it: stale, and the counterexample replays with the launch numbers.
  func testFindsAnItemHandledInALaterLaunchAndTheCounterexampleReplays() throws {
    let strategy = try parksForTheNextActivation()
    let report = try explore(strategy, options: [Self.warmAfterActive])
    let stale = try XCTUnwrap(report.counterexamples.first { $0.kind == .stale }, "\(report.violationKinds)")
    XCTAssertTrue(
      stale.events.contains { [.systemTerminate, .forceQuit, .updateApp].contains($0) }, "\(stale.events)")
    var sim = Simulator(
      lifecycle: .scene, options: stale.options, strategy: strategy,
      shortcutItems: (1...2).map { ShortcutItem(type: "com.example.item\($0)", localizedTitle: "Item \($0)") })
    for event in stale.events { XCTAssertNil(sim.send(event), "\(event)") }
    let violation = try XCTUnwrap(sim.violations.first { $0.kind == .stale })
    XCTAssertEqual(violation.detail, .launches(delivered: 1, handled: 2))
    XCTAssertEqual(
      violation.message(itemName: sim.catalog.name(of:)),
      "com.example.item1 was delivered in launch 1 and handled in launch 2")
    // Handled within the launch but after its activation ended is still `late`, not stale.
    XCTAssertTrue(report.violationKinds.contains(.late), "\(report.violationKinds)")
  }

  // 10c row 1: handling the parked item in the launch that parked it is clean, though UserDefaults keeps it over
  // every death in between.
  func testConsumingInTheSameLaunchIsClean() throws {
    let report = try explore(try consumesInTheSameLaunch(), depth: 8, options: [.defaults, Self.warmAfterActive])
    XCTAssertEqual(report.violationKinds.filter { !$0.isWarning }, [], "\(report.counterexamples)")
  }

  /// The memo tables must not change an answer for the persistent slot: same report as the direct path.
  func testMemoisedTransitionsEqualDirectOnesForThePersistentSlot() throws {
    try OracleSweep.require()
    for device in Device.allCases {
      for strategy in [try parksForTheNextActivation(), try consumesInTheSameLaunch()] {
        let options = ExplorerTests.pairwiseCombinations(for: .scene, on: device)
        assertSameReport(
          try explore(strategy, device: device, depth: 8, options: options),
          try explore(strategy, device: device, depth: 8, options: options, memoised: false),
          "\(strategy.name) \(device)")
      }
    }
  }

  /// 10c row 1: the packed persistent slot tells apart exactly what the simulator's runner holds: the brute-force
  /// search to depth 5 reaches as many distinct packed states as the explorer counts, some with an item
  /// from an earlier launch, some with the latest delivery held only in UserDefaults.
  func testPackedStatesMatchTheSimulatorForThePersistentSlot() throws {
    let strategy = try strategy([
      .sceneWillConnect: [.store, .storeInUserDefaults],
      .windowScenePerformAction: [.storeInUserDefaults, .completionTrue],
      .sceneDidBecomeActive: [.handlePendingInUserDefaults],
      .sceneDidEnterBackground: [.reset],
    ])
    let configuration = ExplorerConfiguration(
      lifecycle: .scene, optionCombinations: [Self.warmAfterActive], strategy: strategy, itemCount: 2, depth: 5)
    let report = try Explorer(configuration).run()
    let seen = BruteForceSearch(configuration).keys
    XCTAssertEqual(report.distinctStates, seen.count)
    let launchBit = UInt64(1) << (ExplorerState.persistentSlotShift + ExplorerState.persistentLaunchShift)
    XCTAssertTrue(seen.contains { $0.extensionBits & launchBit != 0 }, "an item from an earlier launch")
    XCTAssertTrue(seen.contains { $0.extensionBits & ExplorerState.persistentLatestBit != 0 }, "latest only there")
    XCTAssertTrue(
      seen.contains {
        ($0.extensionBits >> ExplorerState.persistentSameShift) & ExplorerState.twoBits
          == ExplorerState.persistentSameAsApp
      }, "the same delivery in the app slot")
  }

  /// Strategies without UserDefaults actions never set the persistent bits: their extension word stays zero.
  func testStrategiesWithoutUserDefaultsKeepAZeroExtensionWord() throws {
    var sim = simulate(TableStrategy.pendingSlot, .scene)
    for event: LifecycleEvent in [.quickAction(ItemID(0)), .forceQuit, .tapIcon] { XCTAssertNil(sim.send(event)) }
    XCTAssertEqual(ExplorerWorld(machine: sim.machine, runner: sim.runner, optionsIndex: 0).encode().extensionBits, 0)
  }
}

extension UserDefaultsMonitorTests {
  // 10c row 1: at the end of an event after a process death, the explorer's pruning keeps what UserDefaults holds:
  // not lost; what only the app delegate held is lost.
  func testAnItemHeldInUserDefaultsIsNotLostWhenTheProcessDies() throws {
    let parksBoth = try strategy([.windowScenePerformAction: [.store, .storeInUserDefaults, .completionTrue]])
    for (strategy, lost) in [
      (parksBoth, false), (try strategy([.windowScenePerformAction: [.store, .completionTrue]]), true),
    ] {
      var machine = LifecycleMachine(style: .scene, device: .iPad, staticItems: [searchID, shareID])
      var runner = AppRunner(strategy: strategy, recordsTrace: false)
      for event: LifecycleEvent in [.tapIcon, .quickAction(searchID), .forceQuit] {
        XCTAssertNil(machine.handle(event, receiver: &runner))
        runner.eventDidEnd()
      }
      XCTAssertEqual(
        runner.monitor.violations.contains { $0.kind == .lost }, lost,
        "\(strategy.actions(for: .windowScenePerformAction))")
      XCTAssertEqual(runner.monitor.tracked.map(\.delivery.item), lost ? [] : [searchID])
    }
  }
}
