import QuickActions

// White-box: the oracle keys states by the packed encoding (ExplorerWorld, ExplorerState), ends events as searches do.
@testable import SceneLifecycle

/// The explorer's oracle: a plain breadth-first search over copies of a `Simulator`, beside the optimised searches
/// it checks. Every state of every option combination is expanded with every event the readiness rule allows, each
/// accepted event ended as both searches end it (a delivery the app no longer holds is forgotten), and each state
/// is keyed by both words of its packed encoding, options index included. No memo table, no packing trick, no
/// symmetry: what it reaches to `configuration.depth` is what the explorer must count.
struct BruteForceSearch {
  /// One accepted event: from a state, by the event at `event` in ``ExplorerConfiguration/events``, to a state.
  struct Transition: Hashable {
    let from: ExplorerState
    let event: Int
    let to: ExplorerState
  }

  /// Every state reached, with the first simulator that reached it (its event ended).
  private(set) var states: [ExplorerState: Simulator<TableStrategy>] = [:]
  /// Every distinct transition taken from a state above the depth.
  private(set) var transitions: Set<Transition> = []
  /// Each invariant broken on some transition, with the fewest events that break it: the length of the shortest
  /// counterexample the explorer must report for it.
  private(set) var shortestViolations: [ViolationKind: Int] = [:]

  /// Searches `configuration` (a table strategy, one window) to its depth.
  init(_ configuration: ExplorerConfiguration) {
    let events = configuration.events
    var frontier: [(key: ExplorerState, simulator: Simulator<TableStrategy>)] = []
    for (index, options) in configuration.optionCombinations.enumerated() {
      let root = Simulator(
        lifecycle: configuration.lifecycle, device: configuration.device, options: options,
        strategy: configuration.strategy, shortcutItems: configuration.staticItems, links: configuration.links,
        build: configuration.build)
      let key = Self.key(root, optionsIndex: index)
      if states[key] == nil {
        states[key] = root
        frontier.append((key, root))
      }
    }
    for level in 0..<configuration.depth {
      var next: [(key: ExplorerState, simulator: Simulator<TableStrategy>)] = []
      for (key, simulator) in frontier {
        for (eventIndex, successor, broken) in Self.successors(
          of: simulator, configuration: configuration, events: events)
        {
          for kind in broken where shortestViolations[kind] == nil { shortestViolations[kind] = level + 1 }
          let successorKey = Self.key(successor, optionsIndex: Int(key.optionsIndex))
          transitions.insert(Transition(from: key, event: eventIndex, to: successorKey))
          if states[successorKey] == nil {
            states[successorKey] = successor
            next.append((successorKey, successor))
          }
        }
      }
      frontier = next
    }
  }

  /// The packed states reached (both words).
  var keys: Set<ExplorerState> { Set(states.keys) }

  /// The state's packed encoding, as the explorer keys it.
  static func key(_ simulator: Simulator<TableStrategy>, optionsIndex: Int) -> ExplorerState {
    ExplorerWorld(machine: simulator.machine, runner: simulator.runner, optionsIndex: optionsIndex).encode()
  }

  /// The events accepted from `simulator`, each on its own copy with the event ended, under the readiness rule
  /// (UIKit semantics article, 10a): the `appReady` step of a closed gate that is due (`prompt`, or
  /// `afterFirstActivation` once the UI has been active) is taken before anything else, and when one is accepted
  /// nothing else is tried; a closed `afterFirstActivation` gate's step is not tried before the UI has been active;
  /// an `anytime` gate's step is one event among the others.
  private static func successors(
    of simulator: Simulator<TableStrategy>, configuration: ExplorerConfiguration, events: [LifecycleEvent]
  ) -> [Step] {
    var due: [Step] = []
    var withheld: Set<Int> = []
    for (eventIndex, event) in events.enumerated() {
      guard case .appReady(let gate) = event, simulator.runner.context.gatesOpen & (1 << gate) == 0 else { continue }
      let declared = configuration.strategy.gates.first { $0.index == gate }?.readiness ?? .prompt
      switch configuration.readiness ?? declared {
      case .anytime: break
      case .prompt: if let next = accept(event, on: simulator) { due.append((eventIndex, next.0, next.1)) }
      case .afterFirstActivation:
        if !simulator.runner.monitor.uiReady {
          withheld.insert(eventIndex)
        } else if let next = accept(event, on: simulator) {
          due.append((eventIndex, next.0, next.1))
        }
      }
    }
    if !due.isEmpty { return due }
    var all: [Step] = []
    for (eventIndex, event) in events.enumerated() where !withheld.contains(eventIndex) {
      if let next = accept(event, on: simulator) { all.append((eventIndex, next.0, next.1)) }
    }
    return all
  }

  /// One accepted event: its index, the simulator after it, and the invariants it broke.
  private typealias Step = (Int, Simulator<TableStrategy>, [ViolationKind])

  /// A copy of `simulator` after `event`, ended as the searches end it, and the invariants the event broke (its
  /// end included); `nil` when the machine refuses it.
  private static func accept(
    _ event: LifecycleEvent, on simulator: Simulator<TableStrategy>
  ) -> (Simulator<TableStrategy>, [ViolationKind])? {
    var next = simulator
    let before = next.runner.monitor.violations.count
    guard next.send(event) == nil else { return nil }
    next.endEventAsExplorer()
    return (next, next.runner.monitor.violations.dropFirst(before).map(\.kind))
  }
}
