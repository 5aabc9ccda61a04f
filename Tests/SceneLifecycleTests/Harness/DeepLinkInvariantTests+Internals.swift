import TestSupport
import XCTest

// White-box: machine snapshots bound the switch-read search; memoised against direct search.
@testable import SceneLifecycle

extension DeepLinkInvariantTests {
  // MARK: - Switch reads

  /// Every switch read the machine makes, over every reachable machine state and event (links included), under
  /// every option combination a style distinguishes with links (`linking`): the ones
  /// ``LifecycleOptions/relevant(to:on:deferring:sdk:notifying:linking:)`` resets are
  /// never read, and so can never change a result.
  func testTheMachineReadsOnlyTheSwitchesItsStyleDistinguishes() {
    let events: [LifecycleEvent] = [
      .tapIcon, .quickAction(ItemID(0)), .openURL(ItemID(1)), .universalLink(ItemID(2)), .goHome, .systemSuspend,
      .systemDisconnectScene, .systemTerminate, .forceQuit, .backgroundLaunch, .updateApp,
    ]
    for style in LifecycleStyle.allCases {
      for device in Device.allCases {
        assertReadsOnlyDistinguishedSwitches(style, on: device, events: events)
      }
    }
  }

  /// The reads of `style` on `device` over every reachable machine state and event.
  private func assertReadsOnlyDistinguishedSwitches(
    _ style: LifecycleStyle, on device: Device, events: [LifecycleEvent]
  ) {
    var read: Set<InferredOption> = []
    let extremes = [LifecycleOptions.defaults, LifecycleOptions(bits: .max)]
    for options in extremes.map({ $0.relevant(to: style, on: device, linking: true) }) {
      var seen: Set<LifecycleMachine> = []
      let fresh = LifecycleMachine(style: style, device: device, options: options, staticItems: [ItemID(0)])
      var queue = [fresh]
      while let machine = queue.popLast() {
        guard seen.insert(machine).inserted, seen.count < 5000 else { continue }
        for event in events {
          var next = machine
          let step = next.handle(event)
          guard step.rejection == nil else { continue }
          read.formUnion(step.consulted)
          // Counters that only grow do not change what the machine decides: renumber them.
          queue.append(LifecycleMachine(restoring: next.snapshot, from: fresh))
        }
      }
      XCTAssertLessThan(seen.count, 5000, "\(style) \(device): the machine-only state space should be small")
    }
    let distinguished = Set(
      InferredOption.allCases.filter {
        LifecycleOptions.changing($0).relevant(to: style, on: device, linking: true) != .defaults
      })
    XCTAssertEqual(read, distinguished, "\(style) \(device)")
  }

  // MARK: - Exploration

  /// The memo tables with links: every strategy, every style, memoised equals direct (SwiftUI's combinations cut
  /// as in ``ExplorerTests/pairwiseCombinations(for:)``).
  func testMemoisedTransitionsEqualDirectOnesWithLinks() throws {
    try OracleSweep.require()
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      // Session slots do not fit a packed state: the packed explorer refuses them (`ExplorerError.sessionSlots`).
      guard strategy.sessionSlotAction == nil else { continue }
      for lifecycle in LifecycleStyle.allCases {
        let configuration = ExplorerConfiguration(
          lifecycle: lifecycle, optionCombinations: ExplorerTests.pairwiseCombinations(for: lifecycle),
          strategy: strategy, itemCount: 1,
          links: [searchURL, cafeLink], depth: 10)
        assertSameReport(
          try PackedExplorer(configuration, memoised: true).run(),
          try PackedExplorer(configuration, memoised: false).run(),
          "\(name) \(lifecycle)")
      }
    }
  }
}
