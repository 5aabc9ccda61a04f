import XCTest

// Tests internals: the memo tables against the direct path, the packed state words, the memo word layouts.
@testable import SceneLifecycle

extension ExplorerTests {
  /// The memo tables' word layouts: a slot word keeps 24 switch bits, and sequence ids (one per model run at
  /// most, one run per event, machine part and read switch values) fit their 32 bits for the most events a
  /// configuration can have (a tap, every item or link, five system events).
  func testSlotWordsHoldEverySwitchAndSequenceIdsCannotOverflow() {
    XCTAssertLessThanOrEqual(InferredOption.allCases.count, 24)
    let mostEvents = 1 + ExplorerState.maxItems + 5
    let mostModelRuns = mostEvents * 128 * (1 << InferredOption.allCases.count)
    XCTAssertLessThanOrEqual(UInt64(mostModelRuns), TransitionCache.sequenceMask + 1)
  }

  /// Brute force: run every event sequence up to the depth from scratch and count the distinct end states.
  func testStateCountMatchesBruteForceEnumeration() throws {
    for (strategy, lifecycle) in [
      (TableStrategy.pendingSlot, LifecycleStyle.scene), (.appleLegacySample, .appDelegate),
    ] {
      let depth = 5
      let configuration = ExplorerConfiguration(lifecycle: lifecycle, strategy: strategy, itemCount: 2, depth: depth)
      let report = try Explorer(configuration).run()
      var seen = Set<UInt64>()
      var transitions = Set<[UInt64]>()
      func walk(_ sim: Simulator<TableStrategy>, _ remaining: Int) {
        let code = ExplorerWorld(machine: sim.machine, runner: sim.runner, optionsIndex: 0).encode().bits
        seen.insert(code)
        guard remaining > 0 else { return }
        for event in configuration.events {
          var next = sim
          guard next.send(event) == nil else { continue }
          let nextCode = ExplorerWorld(machine: next.machine, runner: next.runner, optionsIndex: 0).encode().bits
          transitions.insert([code, UInt64(configuration.events.firstIndex(of: event) ?? 0), nextCode])
          walk(next, remaining - 1)
        }
      }
      walk(
        Simulator(lifecycle: lifecycle, strategy: strategy, shortcutItems: configuration.staticItems), depth)
      XCTAssertEqual(report.distinctStates, seen.count, "\(strategy.name) \(lifecycle)")
      // Pinned, so a change to the state encoding or the model shows up as a changed count. Termination (UIKit
      // semantics article, 8d) raised them from (21, 101) and (9, 37): a force quit of the app in front is now
      // accepted; the AppDelegate app keeps its card after a system termination, a new state that a tap, a
      // quick action or a force quit leaves; and a scene app's process with a disconnected scene is either still
      // running or suspended (a new state, reached by systemSuspend or by disconnecting a suspended scene).
      let pinned = lifecycle == .scene ? (27, 125) : (11, 47)
      XCTAssertEqual(seen.count, pinned.0, "\(strategy.name) \(lifecycle)")
      XCTAssertEqual(transitions.count, pinned.1, "\(strategy.name) \(lifecycle)")
      XCTAssertEqual(report.transitions, transitions.count, "\(strategy.name) \(lifecycle)")
    }
  }

  /// The memo tables must never change an answer: compare with the direct path everywhere.
  func testMemoisedTransitionsEqualDirectOnesForEveryBuiltInStrategy() throws {
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      for lifecycle in LifecycleStyle.allCases {
        let configuration = ExplorerConfiguration(
          lifecycle: lifecycle, optionCombinations: Self.pairwiseCombinations(for: lifecycle),
          strategy: strategy,
          itemCount: 3, depth: 12)
        assertSameReport(
          try Explorer(configuration, memoised: true).run(), try Explorer(configuration, memoised: false).run(),
          "\(name) \(lifecycle)")
      }
    }
  }
}
