import QuickActions
import TestSupport
import XCTest

// White-box: the packed kept-completion bits against states a simulator reaches.
@testable import SceneLifecycle

/// The explorer explores kept completion handlers (UIKit semantics article, 8g): it finds a handler never called
/// before a suspension or the end of the process, finds none where the app calls it on the next activation, and
/// its memo tables and packed states agree with the model.
final class DeferredCompletionExplorerTests: XCTestCase {
  /// Where the lifecycle hands over a cold item, where it calls `performActionFor`, and the first callback of an
  /// activation the app can act in.
  private static func callbacks(
    _ lifecycle: LifecycleStyle
  ) -> (launch: CallbackKind, perform: CallbackKind, activation: CallbackKind) {
    let perform: CallbackKind = lifecycle.usesScenes ? .windowScenePerformAction : .applicationPerformAction
    let activation: CallbackKind =
      switch lifecycle {
      case .appDelegate: .applicationDidBecomeActive
      case .scene: .sceneDidBecomeActive
      case .swiftUI: .scenePhaseActive
      }
    return (lifecycle == .appDelegate ? .didFinishLaunching : .sceneWillConnect, perform, activation)
  }

  /// Keeps the handler with the item and never calls it.
  private func neverCalls(_ lifecycle: LifecycleStyle) throws -> TableStrategy {
    let (launch, perform, activation) = Self.callbacks(lifecycle)
    return try strategy(
      [launch: [.store], perform: [.store, .keepCompletion], activation: [.consumePending]], name: "keepsNeverCalls",
      lifecycle: lifecycle)
  }

  /// Keeps the handler with the item and, on the next activation, navigates, calls it and lets it go.
  private func callsOnNextActivation(_ lifecycle: LifecycleStyle) throws -> TableStrategy {
    let (launch, perform, activation) = Self.callbacks(lifecycle)
    return try strategy(
      [
        launch: [.store], perform: [.store, .keepCompletion],
        activation: [.consumePending, .completionTrue, .releaseCompletion],
      ], name: "callsOnNextActivation", lifecycle: lifecycle)
  }

  private func explore(
    _ strategy: TableStrategy, _ lifecycle: LifecycleStyle, device: Device = .iPhone, depth: Int = 7,
    options: [LifecycleOptions] = [.defaults], memoised: Bool = true
  ) throws -> ExplorationReport {
    try PackedExplorer(
      ExplorerConfiguration(
        lifecycle: lifecycle, device: device, optionCombinations: options, strategy: strategy, itemCount: 2,
        depth: depth),
      memoised: memoised
    ).run()
  }

  // 8g row 3: the explorer finds the handler never called, and the shortest road ends where the app stops running
  // code with it uncalled (a suspension or the end of the process), not where performActionFor returned.
  func testFindsAKeptHandlerNeverCalledBeforeTheAppStopsRunningCode() throws {
    for lifecycle in LifecycleStyle.allCases {
      let strategy = try neverCalls(lifecycle)
      let report = try explore(strategy, lifecycle)
      let missing = try XCTUnwrap(report.counterexamples.first { $0.kind == .completionMissing }, "\(lifecycle)")
      let last = try XCTUnwrap(missing.events.last)
      XCTAssertTrue(
        [.systemSuspend, .systemTerminate, .forceQuit, .updateApp].contains(last), "\(lifecycle): \(missing.events)")
      var sim = Simulator(
        lifecycle: lifecycle, options: missing.options, strategy: strategy,
        shortcutItems: (1...2).map { ShortcutItem(type: "com.example.item\($0)", localizedTitle: "Item \($0)") })
      for event in missing.events.dropLast() { XCTAssertNil(sim.send(event), "\(lifecycle): \(event)") }
      XCTAssertFalse(sim.violationKinds.contains(.completionMissing), "\(lifecycle): reported before the last step")
      sim.send(last)
      XCTAssertTrue(sim.violationKinds.contains(.completionMissing), "\(lifecycle): replay lost the violation")
    }
  }

  // 8g row 1: calling the kept handler on the next activation is clean on iPhone with the default orders, in every
  // lifecycle.
  func testCallingTheKeptHandlerOnTheNextActivationIsClean() throws {
    for lifecycle in LifecycleStyle.allCases {
      let report = try explore(try callsOnNextActivation(lifecycle), lifecycle, depth: 8)
      XCTAssertFalse(report.violationKinds.contains(.completionMissing), "\(lifecycle)")
      XCTAssertFalse(report.violationKinds.contains(.completionRepeated), "\(lifecycle)")
    }
  }

  // 8g row 3 with 2b row 2: when the warm performActionFor comes after sceneDidBecomeActive (the other answer of
  // ``LifecycleOptions/warmPerformActionFor``), the next activation is a whole background trip away, and a
  // suspension on the way finds the handler uncalled.
  func testTheNextActivationStrategyDependsOnTheWarmOrder() throws {
    let after = LifecycleOptions(warmPerformActionFor: .afterDidBecomeActive)
    let report = try explore(try callsOnNextActivation(.scene), .scene, options: [.defaults, after])
    let missing = try XCTUnwrap(report.counterexamples.first { $0.kind == .completionMissing })
    XCTAssertEqual(missing.options.warmPerformActionFor, .afterDidBecomeActive)
  }

  // 8g row 3 and 8a row 4: on iPad the Dock delivers a second quick action while the app is in front, with no
  // activation in between, so the first kept handler is replaced uncalled.
  func testOnIPadTheDockReplacesAKeptHandler() throws {
    let report = try explore(try callsOnNextActivation(.scene), .scene, device: .iPad, depth: 4)
    let missing = try XCTUnwrap(report.counterexamples.first { $0.kind == .completionMissing })
    XCTAssertEqual(missing.events, [.tapIcon, .quickAction(ItemID(0)), .quickAction(ItemID(0))])
  }

  /// The memo tables must not change an answer for strategies that keep handlers: same report as the direct path.
  func testMemoisedTransitionsEqualDirectOnesForKeptHandlers() throws {
    try OracleSweep.require()
    for lifecycle in LifecycleStyle.allCases {
      for device in Device.allCases {
        for strategy in [try neverCalls(lifecycle), try callsOnNextActivation(lifecycle)] {
          let options = ExplorerTests.pairwiseCombinations(for: lifecycle, on: device)
          assertSameReport(
            try explore(strategy, lifecycle, device: device, depth: 9, options: options),
            try explore(strategy, lifecycle, device: device, depth: 9, options: options, memoised: false),
            "\(strategy.name) \(lifecycle) \(device)")
        }
      }
    }
  }

  /// The packed kept-completion bits tell apart exactly what the simulator's runner holds: the brute-force search
  /// to depth 5 reaches as many distinct packed states as the explorer counts, and some of them keep a
  /// handler uncalled, called, and uncalled but already reported (on iPad, where the Dock delivers to the app in
  /// front and no activation follows, 8a row 4).
  func testPackedStatesMatchTheSimulatorForKeptHandlers() throws {
    let strategy = try strategy([
      .windowScenePerformAction: [.store, .keepCompletion],
      .sceneDidBecomeActive: [.consumePending, .completionTrue],
      .sceneWillEnterForeground: [.releaseCompletion],
    ])
    let configuration = ExplorerConfiguration(
      lifecycle: .scene, device: .iPad, strategy: strategy, itemCount: 2, depth: 5)
    let report = try Explorer(configuration).run()
    let seen = BruteForceSearch(configuration).keys
    XCTAssertEqual(report.distinctStates, seen.count)
    let kept = Set(seen.map { $0.bits & ExplorerState.keptCompletionBits })
    XCTAssertEqual(
      kept, [0, ExplorerState.keptUncalledBit, ExplorerState.keptCalledBit, ExplorerState.keptCompletionBits])
  }
}
