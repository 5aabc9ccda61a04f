import QuickActions
import XCTest

// White-box: packed gate states against the simulator, memo tables against the direct path.
@testable import SceneLifecycle

/// The explorer explores readiness gates (UIKit semantics article, 10a): it opens each declared gate at every
/// point (an `appReady` step), finds an item sent before its consumer listens, finds none when the consumer
/// buffers it, and its packed states and memo tables agree with the model.
final class GateExplorerTests: XCTestCase {
  /// Sends the item to a consumer behind `gate` from the cold launch and from performActionFor; the consumer
  /// starts listening when the scene first becomes active (the app sets its root view controller there).
  private func listensOnActivation(_ policy: GatePolicy, lifetime: GateLifetime = .process) throws -> TableStrategy {
    try strategy(
      [
        .sceneWillConnect: [.send(0)], .windowScenePerformAction: [.send(0), .completionTrue],
        .sceneDidBecomeActive: [.ready(0)],
      ], name: "listensOnActivation-\(policy.rawValue)-\(lifetime.rawValue)"
    ).withGates([Gate(name: "jsBridge", index: 0, whenClosed: policy, lifetime: lifetime)])
  }

  private func explore(
    _ strategy: TableStrategy, depth: Int = 8, memoised: Bool = true
  ) throws -> ExplorationReport {
    try PackedExplorer(
      ExplorerConfiguration(lifecycle: .scene, strategy: strategy, itemCount: 2, depth: depth), memoised: memoised
    ).run()
  }

  // 10a row 2: the event sent before the listener exists is dropped; the explorer finds it and the path replays.
  func testFindsTheItemDroppedBeforeTheConsumerListens() throws {
    let strategy = try listensOnActivation(.drop)
    let report = try explore(strategy)
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertLessThanOrEqual(lost.events.count, 8)
    var sim = Simulator(
      lifecycle: .scene, options: lost.options, strategy: strategy,
      shortcutItems: (1...2).map { ShortcutItem(type: "com.example.item\($0)", localizedTitle: "Item \($0)") })
    for event in lost.events { XCTAssertNil(sim.send(event), "\(event)") }
    let messages = sim.violations.filter { $0.kind == .lost }.map { $0.message(itemName: sim.catalog.name(of:)) }
    XCTAssertEqual(messages, ["com.example.item1 from step 0 was dropped: jsBridge was not ready"])
  }

  // 10a row 1: with a buffer the same consumer gets the item when it starts listening. The only finding left is
  // a warning: once the consumer listens (the app's own code opened it during a background launch, say), an item
  // reaches it from scene(_:willConnectTo:options:), before the scene is active.
  func testABufferingConsumerIsClean() throws {
    let report = try explore(try listensOnActivation(.queue))
    XCTAssertEqual(report.counterexamples.filter { !$0.kind.isWarning }.map(\.kind), [])
    let warning = try XCTUnwrap(report.counterexamples.first { $0.kind == .handledWhileInactive })
    XCTAssertEqual(warning.events, [.backgroundLaunch, .appReady(0), .quickAction(ItemID(0))])
  }

  // 10a row 3: the explorer offers appReady for each declared gate, and a gate opened only by appReady loses the
  // item the cold launch sends when the listener comes late.
  func testOffersAppReadyForEveryGateAndFindsALateListener() throws {
    let strategy = try strategy([.sceneWillConnect: [.send(1)]], name: "lateListener").withGates([
      Gate(name: "router", index: 0), Gate(name: "jsBridge", index: 1),
    ])
    let configuration = ExplorerConfiguration(lifecycle: .scene, strategy: strategy, itemCount: 1, depth: 8)
    XCTAssertEqual(configuration.events.suffix(2), [.appReady(0), .appReady(1)])
    let report = try Explorer(configuration).run()
    XCTAssertTrue(report.violationKinds.contains(.lost))
  }

  /// The memo tables must not change an answer for strategies with gates: same report as the direct path.
  func testMemoisedTransitionsEqualDirectOnesForGates() throws {
    let queued = try strategy(
      [
        .sceneWillConnect: [.store, .send(0)], .windowScenePerformAction: [.store, .send(0), .completionTrue],
        .sceneDidBecomeActive: [.sendPending(1), .reset],
      ], name: "queued"
    ).withGates(
      [Gate(name: "dartHandler", index: 0, whenClosed: .queue), Gate(name: "router", index: 1)],
      gateOpened: [1: [.consumePendingVia(1)]])
    let strategies = [
      queued, try listensOnActivation(.drop), try listensOnActivation(.queue),
      try listensOnActivation(.drop, lifetime: .scene), try listensOnActivation(.queue, lifetime: .scene),
    ]
    for strategy in strategies {
      assertSameReport(
        try explore(strategy, depth: 7), try explore(strategy, depth: 7, memoised: false), strategy.name)
    }
  }

  /// The packed gate bits tell apart exactly what the simulator's runner holds: the brute-force search to depth 5
  /// reaches as many distinct packed states as the explorer counts.
  func testPackedStatesMatchTheSimulatorForGates() throws {
    let strategy = try strategy(
      [
        .sceneWillConnect: [.store, .send(0)], .windowScenePerformAction: [.send(0), .sendPending(1), .completionTrue],
      ],
      name: "packed"
    ).withGates([
      Gate(name: "dartHandler", index: 0, whenClosed: .queue), Gate(name: "router", index: 1, lifetime: .scene),
    ])
    // Every interleaving: gates may open at any point (Readiness.anytime).
    var configuration = ExplorerConfiguration(lifecycle: .scene, strategy: strategy, itemCount: 2, depth: 5)
    configuration.readiness = .anytime
    let report = try Explorer(configuration).run()
    let oracle = BruteForceSearch(configuration)
    XCTAssertTrue(oracle.states.values.contains { !$0.runner.context.queued.isEmpty })
    XCTAssertEqual(oracle.states.count, report.distinctStates)
  }
}
