import QuickActions
import XCTest

// White-box: the packed deferred block and its memo tables against the direct path.
@testable import SceneLifecycle

/// The explorer explores blocks queued on the main queue (UIKit semantics article, 10b): it offers
/// ``Event/mainQueueTurn`` only to strategies that defer, tries every placement of the block
/// (``LifecycleOptions/deferredBlockRuns``), and its packed states and memo tables agree with the model.
final class MainQueueExplorerTests: XCTestCase {
  /// Defers the cold item's handling from willConnectTo; handles a warm one at once.
  private func defersColdHandling() throws -> TableStrategy {
    try strategy(
      [.sceneWillConnect: [.deferToMainQueue, .handle], .windowScenePerformAction: [.handle, .completionTrue]],
      name: "defersColdHandling")
  }

  /// Stores in willConnectTo and performActionFor, consumes from a block queued in sceneDidBecomeActive, and defers
  /// the completion call in performActionFor (a captured handler).
  private func defersEverywhere() throws -> TableStrategy {
    try strategy(
      [
        .sceneWillConnect: [.storeOnSceneDelegate, .store],
        .windowScenePerformAction: [.store, .deferToMainQueue, .consumePending, .completionTrue],
        .sceneDidBecomeActive: [.deferToMainQueue, .consumePendingOnSceneDelegate, .consumePending],
      ], name: "defersEverywhere")
  }

  private func explore(
    _ strategy: TableStrategy, depth: Int = 6, options: [LifecycleOptions], memoised: Bool = true
  ) throws -> ExplorationReport {
    try PackedExplorer(
      ExplorerConfiguration(
        lifecycle: .scene, optionCombinations: options, strategy: strategy, itemCount: 2, depth: depth),
      memoised: memoised
    ).run()
  }

  private func placements() -> [LifecycleOptions] {
    LifecycleOptions.allCombinations(for: .scene, deferring: true).filter { options in
      DeferredBlockPlacement.allCases.contains(options.deferredBlockRuns)
        && LifecycleOptions(deferredBlockRuns: options.deferredBlockRuns) == options
    }
  }

  // 10b row 2: the turn is an event only for a strategy that defers, so today's strategies keep their states.
  func testTheTurnIsOfferedOnlyToStrategiesThatDefer() throws {
    let plain = ExplorerConfiguration(lifecycle: .scene, strategy: .pendingSlot, itemCount: 2, depth: 1)
    XCTAssertFalse(plain.events.contains(.mainQueueTurn))
    let deferring = ExplorerConfiguration(
      lifecycle: .scene, strategy: try defersColdHandling(), itemCount: 2, depth: 1)
    XCTAssertTrue(deferring.events.contains(.mainQueueTurn))
  }

  // 10b row 2: every option combination of a deferring app has each placement of the block, and none of an app
  // that does not defer has any but the default.
  func testEveryCombinationOfADeferringAppTriesAllThreePlacements() {
    for style in LifecycleStyle.allCases {
      let deferring = LifecycleOptions.allCombinations(for: style, deferring: true)
      let plain = LifecycleOptions.allCombinations(for: style)
      XCTAssertEqual(deferring.count, 3 * plain.count, "\(style)")
      XCTAssertEqual(Set(deferring.map(\.deferredBlockRuns)), Set(DeferredBlockPlacement.allCases), "\(style)")
      XCTAssertEqual(Set(plain.map(\.deferredBlockRuns)), [.afterEvent], "\(style)")
    }
  }

  // 10b row 2: the deferral fixes the too-early cold handling under afterEvent (no one-step counterexample is left;
  // the warm handling in performActionFor can still be early, after a background launch); under beforeNextCallback
  // a cold quick action alone shows it, and under atTurn the explorer finds the block dropped by a death (lost).
  func testTheExplorerFindsWhatEachPlacementBreaks() throws {
    let strategy = try defersColdHandling()
    func shortest(_ kind: ViolationKind, _ placement: DeferredBlockPlacement) throws -> [LifecycleEvent]? {
      try explore(strategy, options: [LifecycleOptions(deferredBlockRuns: placement)])
        .counterexamples.first { $0.kind == kind }?.events
    }
    XCTAssertNotEqual(try shortest(.handledWhileInactive, .afterEvent)?.count, 1)
    XCTAssertNil(try shortest(.lost, .afterEvent))
    XCTAssertEqual(try shortest(.handledWhileInactive, .beforeNextCallback), [.quickAction(ItemID(0))])
    XCTAssertEqual(try shortest(.lost, .atTurn), [.quickAction(ItemID(0)), .forceQuit])
  }

  // A counterexample under atTurn replays in a simulator with the same violation.
  func testAnAtTurnCounterexampleReplays() throws {
    let strategy = try defersColdHandling()
    let options = LifecycleOptions(deferredBlockRuns: .atTurn)
    let report = try explore(strategy, options: [options])
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    var sim = Simulator(
      lifecycle: .scene, options: options, strategy: strategy, shortcutItems: lost.catalog.items)
    for event in lost.events { _ = sim.send(event) }
    XCTAssertTrue(sim.violations.map(\.kind).contains(.lost))
  }

  // The memo tables give the same report as running the model for every transition, for deferring strategies in
  // every placement.
  func testMemoisedTransitionsEqualDirectOnesForDeferredBlocks() throws {
    for strategy in [try defersColdHandling(), try defersEverywhere()] {
      let options = placements()
      assertSameReport(
        try explore(strategy, depth: 7, options: options),
        try explore(strategy, depth: 7, options: options, memoised: false), strategy.name)
    }
  }

  // The packed block decodes to the block the simulator's app holds: packing, unpacking and packing again gives the
  // same state for every state the brute-force search reaches, and some of them hold a block.
  func testPackedBlocksRoundTrip() throws {
    for placement in DeferredBlockPlacement.allCases {
      let options = LifecycleOptions(deferredBlockRuns: placement)
      let strategy = try defersEverywhere()
      let configuration = ExplorerConfiguration(
        lifecycle: .scene, optionCombinations: [options], strategy: strategy, itemCount: 2, depth: 4)
      let explorer = try PackedExplorer(configuration)
      var blocks = 0
      for (state, sim) in BruteForceSearch(configuration).states {
        if state.extensionBits != 0 { blocks += 1 }
        let world = ExplorerWorld(
          state, templates: explorer.templateMachines, strategy: strategy, optionsKinds: explorer.optionsKinds)
        XCTAssertEqual(world.encode(), state, "\(placement)")
        XCTAssertEqual(world.runner.context.deferredBlock?.resumeAt, sim.runner.context.deferredBlock?.resumeAt)
      }
      XCTAssertEqual(blocks > 0, placement == .atTurn, "\(placement)")
    }
  }
}
