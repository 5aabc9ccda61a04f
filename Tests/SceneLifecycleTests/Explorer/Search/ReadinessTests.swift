import QuickActions
import XCTest

// White-box: the readiness rule in PackedExplorer (memoised and not) against DirectExplorer.
@testable import SceneLifecycle

/// The explorer's readiness assumption (``Readiness``) for the `appReady` steps of a strategy's gates (UIKit
/// semantics article, 10a): under `prompt` a closed gate opens as soon as its process can run code, so items sent
/// during the launch still meet it but nothing else happens first; under `anytime` every interleaving is tried;
/// under `afterFirstActivation` the gate stays closed until the UI has been active, then opens first. Each gate
/// declares its own; the configuration's readiness, when set, replaces them all.
final class ReadinessTests: XCTestCase {
  /// Sends the item to a consumer behind a `drop` gate from the cold launch and from performActionFor; only the
  /// app's own code (an `appReady` step) opens the gate.
  private func dropGate() throws -> TableStrategy {
    try strategy(
      [.sceneWillConnect: [.send(0)], .windowScenePerformAction: [.send(0), .completionTrue]], name: "dropGate"
    ).withGates([Gate(name: "jsBridge", index: 0)])
  }

  /// A buffering gate whose opening consumes the app delegate's slot, beside a second, dropping one.
  private func queueGate() throws -> TableStrategy {
    try strategy(
      [
        .sceneWillConnect: [.store, .send(0)], .windowScenePerformAction: [.store, .send(1), .completionTrue],
        .sceneDidBecomeActive: [.sendPending(1), .reset],
      ], name: "queueGate"
    ).withGates(
      [Gate(name: "dartHandler", index: 0, whenClosed: .queue), Gate(name: "router", index: 1)],
      gateOpened: [0: [.consumePendingVia(0)]])
  }

  /// expo-quick-actions 6 in an AppDelegate app whose hook subscribes late
  /// (`Scenarios/expoQuickActionsLostAfterBackgroundLaunch.json`): the launch item waits as `initial` for the hook,
  /// a warm item is posted to a listener that may not exist yet; the gate's consumer is ready as `readiness` says.
  private func lateListener(_ readiness: Readiness) throws -> TableStrategy {
    try TableStrategy(
      name: "lateListener", nativeLifecycle: .appDelegate,
      triggers: [
        StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.store],
        StrategyTrigger(.applicationPerformAction): [.send(0), .completionTrue],
      ]
    ).withGates([Gate(name: "jsListener", index: 0, readiness: readiness)], gateOpened: [0: [.handlePending]])
  }

  private func lateListenerConfiguration(declared: Readiness, override: Readiness?) throws -> ExplorerConfiguration {
    var configuration = ExplorerConfiguration(
      lifecycle: .appDelegate, strategy: try lateListener(declared), itemCount: 1, depth: 6)
    configuration.readiness = override
    return configuration
  }

  // 10a rows 12 and 13: every readiness, declared by the gate or given as the override over any declaration, gives
  // the same search, in the packed and in the direct explorer; what each finds is what its assumption lets happen
  // after a background launch. A new readiness has to say here what it finds.
  func testEveryReadinessGivesOneSearchInBothExplorersDeclaredOrOverridden() throws {
    for readiness in Readiness.allCases {
      let declared = try lateListenerConfiguration(declared: readiness, override: nil)
      let packed = try Explorer(declared).run()
      let direct = try DirectExplorer(declared).run()
      for (label, report) in [("packed", packed), ("direct", direct)] {
        XCTAssertEqual(report.violationKinds, packed.violationKinds, "\(readiness), \(label)")
        XCTAssertEqual(report.distinctStates, packed.distinctStates, "\(readiness), \(label)")
        XCTAssertEqual(report.transitions, packed.transitions, "\(readiness), \(label)")
        XCTAssertEqual(
          report.counterexamples.map(\.events.count), packed.counterexamples.map(\.events.count),
          "\(readiness), \(label)")
      }
      for other in Readiness.allCases {
        let overridden = try lateListenerConfiguration(declared: other, override: readiness)
        assertSameReport(try Explorer(overridden).run(), packed, "\(other) overridden by \(readiness)")
        let directOverridden = try DirectExplorer(overridden).run()
        XCTAssertEqual(directOverridden.distinctStates, direct.distinctStates, "\(other) overridden by \(readiness)")
        XCTAssertEqual(directOverridden.violationKinds, direct.violationKinds, "\(other) overridden by \(readiness)")
      }
      let lost = packed.counterexamples.first { $0.kind == .lost }
      switch readiness {
      case .prompt:
        // The background launch opened the gate: the quick action that follows is handled, and the road looks clean.
        XCTAssertNil(lost, "prompt")
        XCTAssertEqual(packed.violationKinds.filter { !$0.isWarning }, [], "prompt")
      case .afterFirstActivation:
        XCTAssertEqual(lost?.events, [.backgroundLaunch, .quickAction(ItemID(0))], "afterFirstActivation")
        XCTAssertFalse(packed.violationKinds.contains(.late), "no user event comes between activation and opening")
      case .anytime:
        XCTAssertNotNil(lost, "anytime")
        XCTAssertTrue(packed.violationKinds.contains(.late), "the user goes home before the listener subscribes")
      }
      for example in packed.counterexamples {
        var sim = simulate(
          try lateListener(readiness), .appDelegate, options: example.options, items: declared.staticItems)
        for event in example.events { XCTAssertNil(sim.send(event), "\(readiness): \(event)") }
        XCTAssertTrue(sim.violationKinds.contains(example.kind), "\(readiness): \(example.kind) replays")
      }
    }
  }

  // How a report names the readiness a search ran under: the override, else the gates' shared one, else each gate's.
  func testTheSummaryNamesTheOverrideTheSharedReadinessOrEachGates() {
    let gates = [Gate(name: "jsBridge", index: 0), Gate(name: "router", index: 1, readiness: .afterFirstActivation)]
    for readiness in Readiness.allCases {
      XCTAssertEqual(Readiness.summary(gates: gates, override: readiness), readiness.rawValue)
      XCTAssertEqual(
        Readiness.summary(gates: gates.map { $0.withReadiness(readiness) }, override: nil), readiness.rawValue)
    }
    XCTAssertEqual(Readiness.summary(gates: gates, override: nil), "jsBridge prompt, router afterFirstActivation")
  }

  // 10a row 12: under afterFirstActivation no path opens the gate before the UI has been active, none takes another
  // step while the gate is closed in a process that has been active and can open it, and the background road keeps
  // it closed until the user brings the app to the front.
  func testAfterFirstActivationOpensTheGateOnlyOnceTheUIHasBeenActiveThenFirst() throws {
    let configuration = try lateListenerConfiguration(declared: .afterFirstActivation, override: nil)
    let strategy = configuration.strategy
    let report = try Explorer(configuration).run()
    let paths = report.transitionsTaken.values.map(\.events) + report.counterexamples.map(\.events)
    var openings = 0
    for events in paths {
      var sim = simulate(strategy, .appDelegate, items: configuration.staticItems)
      for event in events {
        var probe = sim
        let canRunCode = probe.send(.appReady(0)) == nil
        if event == .appReady(0) {
          XCTAssertTrue(sim.runner.monitor.uiReady, "\(events): opened before the UI was active")
          openings += 1
        } else if sim.runner.context.gatesOpen == 0, canRunCode, sim.runner.monitor.uiReady {
          XCTFail("\(events): \(event) taken before the gate opened")
        }
        XCTAssertNil(sim.send(event), "\(events): \(event)")
      }
    }
    XCTAssertGreaterThan(openings, 0)
    XCTAssertTrue(
      paths.contains { $0.count > 1 && $0[0] == .backgroundLaunch && $0[1] != .appReady(0) }, "\(paths)")
  }

  private func configuration(
    _ strategy: TableStrategy, _ readiness: Readiness, items: Int = 2, depth: Int = 8
  ) -> ExplorerConfiguration {
    var configuration = ExplorerConfiguration(
      lifecycle: strategy.nativeLifecycle, strategy: strategy, itemCount: items, depth: depth)
    configuration.readiness = readiness
    return configuration
  }

  private func explore(
    _ strategy: TableStrategy, _ readiness: Readiness, items: Int = 2, depth: Int = 8, memoised: Bool = true
  ) throws -> ExplorationReport {
    try PackedExplorer(configuration(strategy, readiness, items: items, depth: depth), memoised: memoised).run()
  }

  // 10a row 2: under prompt the item the cold launch sends still meets the closed gate and is dropped (the event
  // sent before the JS listener exists); the one-step path replays to the same message. anytime finds it too.
  func testPromptStillLosesTheItemSentDuringTheLaunch() throws {
    let strategy = try dropGate()
    for readiness in Readiness.allCases {
      let report = try explore(strategy, readiness)
      let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost }, "\(readiness)")
      XCTAssertEqual(lost.events, [.quickAction(ItemID(0))], "\(readiness)")
      var sim = simulate(strategy, .scene, items: configuration(strategy, readiness).staticItems)
      for event in lost.events { XCTAssertNil(sim.send(event), "\(event)") }
      XCTAssertEqual(
        sim.violations.filter { $0.kind == .lost }.map { $0.message(itemName: sim.catalog.name(of:)) },
        ["com.example.item1 from step 0 was dropped: jsBridge was not ready"], "\(readiness)")
    }
  }

  /// The steps of `path` taken while some gate was closed in a process whose `appReady` for it would have been
  /// accepted (a process running code), other than those `appReady` steps themselves.
  private func stepsTakenBeforeReadiness(
    _ events: [LifecycleEvent], _ strategy: TableStrategy, options: LifecycleOptions, items: [ShortcutItem]
  ) -> [LifecycleEvent] {
    var sim = simulate(strategy, strategy.nativeLifecycle, options: options, items: items)
    var early: [LifecycleEvent] = []
    for event in events {
      let closedAndAllowed = strategy.gates.contains { gate in
        var probe = sim
        return sim.runner.context.gatesOpen & (1 << gate.index) == 0 && probe.send(.appReady(gate.index)) == nil
      }
      if closedAndAllowed, event.kind != .appReady { early.append(event) }
      XCTAssertNil(sim.send(event), "\(events): \(event)")
    }
    return early
  }

  // 10a row 3: under prompt the explorer takes no step, goHome above all, while a gate is closed in a process
  // that can open it; under anytime the user goes home before the bundle has loaded.
  func testPromptNeverGoesHomeBeforeAGateOpensAndAnytimeDoes() throws {
    for strategy in [try dropGate(), try queueGate()] {
      var early: [Readiness: [LifecycleEvent]] = [:]
      for readiness in Readiness.allCases {
        let configuration = configuration(strategy, readiness, items: 1, depth: 7)
        let report = try Explorer(configuration).run()
        let paths =
          report.transitionsTaken.values.map { ($0.events, $0.options) }
          + report.counterexamples.map { ($0.events, $0.options) }
        XCTAssertFalse(paths.isEmpty)
        for (events, options) in paths {
          early[readiness, default: []] += stepsTakenBeforeReadiness(
            events, strategy, options: options, items: configuration.staticItems)
        }
      }
      XCTAssertEqual(early[.prompt], [], strategy.name)
      XCTAssertTrue(early[.anytime, default: []].contains(.goHome), "\(strategy.name): \(early[.anytime] ?? [])")
      // The race prompt leaves out is what anytime adds: more states, never fewer.
      XCTAssertLessThan(
        try explore(strategy, .prompt, items: 1, depth: 7).distinctStates,
        try explore(strategy, .anytime, items: 1, depth: 7).distinctStates, strategy.name)
    }
  }

  // 10a row 3: the prompt explorer's states are exactly those of the brute-force search, which, whenever a closed
  // gate can be opened, opens it before anything else.
  func testPromptStatesMatchAHandWalkThatOpensGatesFirst() throws {
    let strategy = try queueGate()
    let configuration = configuration(strategy, .prompt, items: 2, depth: 5)
    let report = try Explorer(configuration).run()
    XCTAssertEqual(BruteForceSearch(configuration).states.count, report.distinctStates)
  }

  // Without gates there is no appReady step, so the assumption changes nothing: the same report for every
  // built-in strategy in its own lifecycle.
  func testStrategiesWithoutGatesGiveTheSameReportUnderBoth() throws {
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      // Session slots do not fit a packed state: the packed explorer refuses them (`ExplorerError.sessionSlots`).
      guard strategy.sessionSlotAction == nil else { continue }
      guard strategy.gates.isEmpty else { continue }
      assertSameReport(try explore(strategy, .prompt, depth: 6), try explore(strategy, .anytime, depth: 6), name)
    }
  }

  /// The memo tables must not change an answer under either assumption: same report as the direct path.
  func testMemoisedAndDirectAgreeUnderBoth() throws {
    for strategy in [try dropGate(), try queueGate()] {
      for readiness in Readiness.allCases {
        assertSameReport(
          try explore(strategy, readiness, depth: 7), try explore(strategy, readiness, depth: 7, memoised: false),
          "\(strategy.name), \(readiness)")
      }
    }
  }
}
