/// What expands a direct state: every event the readiness rule allows, each taken on a copy of the state's
/// simulator, or on a replay of its path.
struct DirectExpansion<Strategy: AppStrategy>: SearchExpansion {
  let explorer: DirectExplorer<Strategy>
  /// Whether keys relabel interchangeable scenes (``DirectExplorer/reducesSymmetry``), read once.
  let symmetric: Bool

  init(explorer: DirectExplorer<Strategy>) {
    self.explorer = explorer
    symmetric = explorer.reducesSymmetry
  }

  /// A replayed state's own simulator, kept from the step that stored it, takes the first event; each later event
  /// replays the path afresh, unless the events before it were refused without the app's code running
  /// (``DirectReplayable``), which leaves the kept simulator as it was.
  func forEachStep(
    from state: DirectState<Strategy>, worker: inout DirectWorker, _ take: (Int, DirectStep<Strategy>) -> Bool
  ) -> Bool {
    let copies = explorer.copiesStates
    var live: Simulator<Strategy>? = copies || !explorer.reusesReplays ? nil : state.simulator
    return explorer.readinessRule.forEachEvent(eventCount: explorer.events.count, facts: state.readinessFacts) {
      let base: Simulator<Strategy>
      if copies {
        base = state.simulator
      } else if let taken = live {
        base = taken
        live = nil
      } else {
        base = explorer.replay(state.path, optionsIndex: state.optionsIndex)
      }
      let (step, untouched) = successor(of: base, optionsIndex: state.optionsIndex, eventIndex: $0, worker: &worker)
      guard let step else {
        if !copies, untouched { live = base }
        return .refused
      }
      return take($0, step) ? .taken : .stop
    }
  }

  /// Takes event number `eventIndex` on a copy of `base` (the parent's simulator, copied or replayed); `nil` when
  /// the machine refuses it, with whether the refusal left the app's objects untouched, so that `base` still is the
  /// parent (always for a value strategy, and for one whose objects say so, ``DirectReplayable``).
  private func successor(
    of base: Simulator<Strategy>, optionsIndex: Int, eventIndex: Int, worker: inout DirectWorker
  ) -> (DirectStep<Strategy>?, untouched: Bool) {
    var simulator = base
    let before = simulator.phase
    let violationsBefore = simulator.runner.monitor.violations.count
    let event = explorer.events[eventIndex]
    let changesBefore = (base.runner.strategy as? any DirectReplayable)?.objectChanges
    if simulator.send(event) != nil {
      let changesAfter = (simulator.runner.strategy as? any DirectReplayable)?.objectChanges
      return (nil, explorer.copiesStates || (changesBefore != nil && changesBefore == changesAfter))
    }
    simulator.endEventAsExplorer()
    let broken = simulator.violationsOfTransition(
      since: violationsBefore, runCanEnd: explorer.runCanEnd(at: simulator))
    var violations: UInt16 = 0
    for violation in broken { violations |= 1 << UInt16(violation.kind.ordinal) }
    let step = DirectStep(
      key: key(of: simulator, optionsIndex: optionsIndex, worker: &worker), violations: violations,
      itemViolations: explorer.copiesStates ? [] : broken.map(ItemViolation.init),
      coverage: ExplorationReport.TransitionKey(from: before, event: event.kind, to: simulator.phase).index,
      callbacks: simulator.runner.callbacksSeen, simulator: simulator)
    return (step, false)
  }

  /// The digest of `simulator`'s key, interchangeable scenes relabelled when the explorer reduces symmetry: for a
  /// ``TableStrategy`` its exact bits (``Simulator/packedWorldKey(symmetric:table:)``) with the option combination,
  /// otherwise the text key, those bits followed by the strategy's own objects
  /// (``Simulator/directStateKey(optionsIndex:symmetric:table:keying:)``).
  func key(of simulator: Simulator<Strategy>, optionsIndex: Int, worker: inout DirectWorker) -> DirectKeyDigest {
    if Strategy.self == TableStrategy.self {
      return DirectKeyDigest(
        simulator.packedWorldKey(symmetric: symmetric, table: worker.keys), optionsIndex: optionsIndex)
    }
    return DirectKeyDigest(
      simulator.directStateKey(
        optionsIndex: optionsIndex, symmetric: symmetric, table: worker.keys, keying: explorer.keying))
  }
}
