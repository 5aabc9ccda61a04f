/// What expands a world state: every event the readiness rule allows, in order, each looked up in the thread's
/// ``WorldTable`` or learned now on the state's replayed simulator.
struct WorldExpansion: SearchExpansion {
  let explorer: DirectExplorer<TableStrategy>
  let replays: WorldReplays
  /// Per option combination, its ``LifecycleOptions/bits``.
  let optionBits: [UInt32]

  init(explorer: DirectExplorer<TableStrategy>) {
    self.explorer = explorer
    replays = WorldReplays(explorer)
    optionBits = explorer.optionCombinations.map(\.bits)
  }

  func forEachStep(
    from state: (word: UInt64, index: Int), worker table: inout WorldTable, _ take: (Int, WorldStep) -> Bool
  ) -> Bool {
    guard table.failure == nil else { return false }
    let app = WorldSpace.app(of: state.word)
    let owner = table.owner(machine: WorldSpace.machine(of: state.word), app: app)
    return explorer.readinessRule.forEachEvent(
      eventCount: explorer.events.count, facts: table.readinessFacts[Int(app)]
    ) { event in
      let step = self.step(event, from: state, owner: owner, table: &table)
      guard table.failure == nil else { return .stop }
      guard let step else { return .refused }
      return take(event, step) ? .taken : .stop
    }
  }

  /// The step of event `event` from `state`, whose first slot is `owner`, learned now when the tables do not know it;
  /// `nil` when the event is refused, or when the tables gave up (``WorldTable/failure``).
  @inline(__always)
  private func step(
    _ event: Int, from state: (word: UInt64, index: Int), owner: Int, table: inout WorldTable
  ) -> WorldStep? {
    let app = WorldSpace.app(of: state.word)
    let optionsIndex = WorldSpace.optionsIndex(of: state.word)
    let options = optionBits[optionsIndex]
    let step =
      table.step(
        owner: owner, machine: WorldSpace.machine(of: state.word), app: app, event: event, options: options,
        lifecycleEvent: explorer.events[event], combination: explorer.optionCombinations[optionsIndex])
      ?? table.learn(
        replays.simulator(at: state.index, optionsIndex: optionsIndex), owner: owner, app: app,
        event: explorer.events[event], eventIndex: event, optionBits: options)
    switch step {
    case .refused: return nil
    case .reached(let machine, let app, let violations, let callbacks, let coverage, let mayBeNew):
      let word = WorldSpace.pack(machine: machine, app: app, optionsIndex: optionsIndex)
      return WorldStep(
        state: word, visitedWord: table.visitedWord(word), violations: violations, coverage: coverage,
        callbacks: callbacks, mayBeNew: mayBeNew)
    }
  }

  func leadsBack(_ step: WorldStep, to state: (word: UInt64, index: Int)) -> Bool { step.state == state.word }
}
