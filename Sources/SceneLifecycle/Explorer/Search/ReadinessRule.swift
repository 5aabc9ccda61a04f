// MARK: - The explorers' readiness rule
//
// Which `appReady` steps are tried from a state, given each gate's readiness (its declaration, or the explorer's
// override). Every state space takes its events through `ReadinessRule.forEachEvent`, so all search the same
// transitions in the same order.

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
