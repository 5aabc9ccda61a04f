/// What expands a packed state: every event the readiness rule allows, through the thread's source.
struct PackedExpansion<Source: SuccessorSource>: SearchExpansion {
  let explorer: PackedExplorer
  let eventCount: Int

  init(explorer: PackedExplorer) {
    self.explorer = explorer
    eventCount = explorer.eventList.count
  }

  @inline(__always)
  func forEachStep(
    from state: ExplorerState, worker: inout Source, _ take: (Int, PackedExplorer.Transition) -> Bool
  ) -> Bool {
    let options = worker.optionsTable[state.optionsIndex]
    return explorer.forEachSuccessor(
      of: state, eventCount: eventCount, successor: { worker.successor(of: state, options: options, eventIndex: $0) },
      take)
  }

  /// A transition back to its own state needs no lookup: that state is stored.
  @inline(__always)
  func leadsBack(_ step: PackedExplorer.Transition, to state: ExplorerState) -> Bool { step.next == state }
}

extension PackedExplorer.Transition: SearchStep {
  var violations: UInt16 { errors | warnings }
  var coverage: Int { Int(coverageKey) }
  var itemViolations: [ItemViolation] { [] }
}

extension PackedExplorer {
  /// Calls `take` for each transition from `state` the readiness rule allows, in order, with `successor` giving
  /// each event's transition (``ReadinessRule/forEachEvent(eventCount:facts:_:)``); stops early when `take`
  /// returns `false`.
  @inline(__always)
  func forEachSuccessor(
    of state: ExplorerState, eventCount: Int, successor: (Int) -> Transition?,
    _ take: (Int, Transition) -> Bool
  ) -> Bool {
    // The common case, no gate the rule constrains, as the plain loop of the hot path: through the rule's closure it
    // cost the packed search about 3% more instructions.
    guard readinessRule.constrains else {
      for eventIndex in 0..<eventCount {
        guard let transition = successor(eventIndex) else { continue }
        if !take(eventIndex, transition) { return false }
      }
      return true
    }
    return readinessRule.forEachEvent(eventCount: eventCount, facts: state.readinessFacts) { eventIndex in
      guard let transition = successor(eventIndex) else { return .refused }
      return take(eventIndex, transition) ? .taken : .stop
    }
  }
}
