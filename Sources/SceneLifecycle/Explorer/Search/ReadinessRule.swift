// MARK: - The explorers' readiness rule
//
// Which `appReady` steps are tried from a state, given each gate's readiness (its declaration, or the explorer's
// override). Both explorers and the state graph's walk take their events through `ReadinessRule.forEachEvent`, so
// they search the same transitions in the same order.

/// One `appReady` step among an exploration's events: its gate, its position in the event list, and the readiness
/// that applies to it.
struct GateEvent: Hashable, Sendable {
  /// The gate's index in the strategy's list.
  let gate: UInt8
  /// The step's position among the events.
  let eventIndex: Int
  /// The explorer's override when it has one, else the gate's own declaration.
  let readiness: Readiness
}

/// What the readiness rule reads of a state: the gates its app has opened, and whether its UI has been active since
/// the launch or the scene's last connection (``InvariantMonitor/uiReady``, bit 29 of a packed state).
///
/// The rule wants "since the process started" for ``Readiness/afterFirstActivation``; the two differ only when a
/// scene of a process that has been active connects again without becoming active in the same event while the gate
/// is still closed. After the event in which the UI first became active the process runs code, so the rule opens the
/// gate at the next step, and a one-window app reconnects a scene only in an event that activates it (UIKit
/// semantics article, 10a row 13).
struct ReadinessFacts: Hashable, Sendable {
  /// A bit per gate (by index) the app has opened.
  var gatesOpen: UInt8
  /// Whether the UI has been active since the launch or the scene's last connection.
  var uiReady: Bool
}

/// How the rule treats the `appReady` step of a closed gate in a state.
enum GateTreatment: Hashable, Sendable {
  /// Tried first: when one of the due steps is accepted, only the due steps are tried.
  case due
  /// One event among the others.
  case free
  /// Not tried: the consumer cannot be ready yet.
  case withheld
}

extension Readiness {
  /// How a closed gate of this readiness is treated in a state whose UI has (`uiReady`) or has not been active.
  func treatment(uiReady: Bool) -> GateTreatment {
    switch self {
    case .prompt: .due
    case .anytime: .free
    case .afterFirstActivation: uiReady ? .due : .withheld
    }
  }

  /// How a report names the readiness the search ran under: the override, else the gates' one readiness when they
  /// share it (`prompt`), else each gate's (`jsBridge prompt, router afterFirstActivation`).
  public static func summary(gates: [Gate], override: Readiness?) -> String {
    if let override { return override.rawValue }
    let all = Set(gates.map(\.readiness))
    if all.count == 1, let only = all.first { return only.rawValue }
    return gates.map { "\($0.name) \($0.readiness.rawValue)" }.joined(separator: ", ")
  }
}

/// What one attempted event did, for ``ReadinessRule/forEachEvent(eventCount:facts:_:)``.
enum EventAttempt {
  /// The machine refused it: no transition.
  case refused
  /// A transition was taken.
  case taken
  /// A transition was taken and the caller wants no more.
  case stop
}

/// The `appReady` steps of an exploration and the readiness of each.
struct ReadinessRule: Sendable {
  /// The `appReady` steps among the events, in order.
  let gateEvents: [GateEvent]
  /// Whether some step can be due or withheld (a gate that is not ``Readiness/anytime``): without one every state
  /// tries every event.
  let constrains: Bool

  /// The rule for `events` of a strategy declaring `gates`; `override`, when given, replaces every gate's readiness.
  init(events: [LifecycleEvent], gates: [Gate], override: Readiness?) {
    gateEvents = events.indices.compactMap { index in
      guard case .appReady(let gate) = events[index] else { return nil }
      let declared = gates.first { $0.index == gate }?.readiness ?? .prompt
      return GateEvent(gate: gate, eventIndex: index, readiness: override ?? declared)
    }
    constrains = gateEvents.contains { $0.readiness != .anytime }
  }

  /// Calls `attempt` for each event to try from a state with `facts`, in order: the `appReady` steps of the closed
  /// gates that are due (``Readiness/prompt``, and ``Readiness/afterFirstActivation`` once the UI has been active)
  /// when one of them is accepted; else every event, less the `appReady` steps of closed gates whose consumer cannot
  /// be ready yet. Returns `false` when `attempt` stopped the walk.
  @inline(__always)
  func forEachEvent(eventCount: Int, facts: ReadinessFacts, _ attempt: (Int) -> EventAttempt) -> Bool {
    var withheld: UInt8 = 0
    if constrains {
      var accepted = false
      for position in gateEvents.indices where facts.gatesOpen & (1 << gateEvents[position].gate) == 0 {
        switch gateEvents[position].readiness.treatment(uiReady: facts.uiReady) {
        case .due:
          switch attempt(gateEvents[position].eventIndex) {
          case .refused: break
          case .taken: accepted = true
          case .stop: return false
          }
        case .withheld: withheld |= 1 << UInt8(position)
        case .free: break
        }
      }
      if accepted { return true }
    }
    for eventIndex in 0..<eventCount {
      if withheld != 0, isWithheld(eventIndex, withheld) { continue }
      if case .stop = attempt(eventIndex) { return false }
    }
    return true
  }

  /// Whether a closed gate is due in a state with `facts`: the app's own code opens it next, so a run does not end
  /// there.
  func hasDueGate(_ facts: ReadinessFacts) -> Bool {
    constrains
      && gateEvents.contains {
        facts.gatesOpen & (1 << $0.gate) == 0 && $0.readiness.treatment(uiReady: facts.uiReady) == .due
      }
  }

  /// Whether `eventIndex` is the step of a gate whose bit (by position in ``gateEvents``) `withheld` sets.
  private func isWithheld(_ eventIndex: Int, _ withheld: UInt8) -> Bool {
    gateEvents.indices.contains { withheld & (1 << UInt8($0)) != 0 && gateEvents[$0].eventIndex == eventIndex }
  }
}

extension ExplorerState {
  /// The facts the readiness rule reads: the gates open (extension word) and the UI-ready bit.
  var readinessFacts: ReadinessFacts {
    ReadinessFacts(
      gatesOpen: UInt8((extensionBits >> Self.gatesOpenShift) & Self.gatesOpenMask),
      uiReady: bits & Self.uiReadyBit != 0)
  }
}

extension Simulator {
  /// The facts the readiness rule reads of this simulator's state, as ``ExplorerState/readinessFacts`` packs them.
  var readinessFacts: ReadinessFacts {
    ReadinessFacts(gatesOpen: runner.context.gatesOpen, uiReady: runner.monitor.uiReady)
  }
}
