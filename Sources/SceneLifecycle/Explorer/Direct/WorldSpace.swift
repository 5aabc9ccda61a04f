/// The direct state space of a table strategy with memo tables: each state is a world of ``WorldTable`` and an
/// option combination packed into one word, kept in a ``VisitedSet``, and each transition is run on the model once
/// per world, event and values of the switches it consulted. ``DirectSpace`` is its oracle: the tests compare their
/// reports, which must be the same.
///
/// It runs on the calling thread whatever the configuration's `jobs`: learning a transition copies a simulator, and
/// on threads those copies contend for the reference counts of the buffers every simulator shares and for the
/// allocator (three windows, three items, depth 12: 0.6 times the speed of one thread on two cores, with four times
/// the page faults), so threads only slowed it down.
struct WorldSpace: SearchSpace {
  let explorer: DirectExplorer<TableStrategy>
  let limits: SearchLimits
  let expansion: WorldExpansion
  let workers = WorkerPool((), count: 1) {}
  /// The worlds and what each event does to them.
  let table: WorldTable
  /// The states stored: ``pack(world:optionsIndex:)`` words.
  var visited = VisitedSet()
  var states: [UInt64] = []

  init(_ explorer: DirectExplorer<TableStrategy>) {
    self.explorer = explorer
    limits = SearchLimits(
      depth: explorer.configuration.depth, maxStates: explorer.configuration.maxStates, jobs: 1, statesPerThread: .max,
      checkInterval: 1024)
    table = WorldTable(eventCount: explorer.events.count)
    expansion = WorldExpansion(explorer: explorer, table: table)
  }

  var events: [LifecycleEvent] { explorer.events }
  var optionCombinations: [LifecycleOptions] { explorer.optionCombinations }
  var catalog: ItemCatalog { explorer.catalog }
  var engine: ExplorationReport.Engine { .direct }
  var visitedMode: VisitedMode { .exact }
  var visitedBytes: Int { visited.bytes + table.keyBytes }

  /// A state's word: the world above bit 16, the option combination's index below (at most 2^16 combinations,
  /// ``ExplorerConfiguration/maxOptionCombinations``; worlds stay below 2^31, so bit 63 stays clear for
  /// ``VisitedSet``).
  @inline(__always)
  static func pack(world: Int32, optionsIndex: Int) -> UInt64 { UInt64(world) << 16 | UInt64(optionsIndex) }

  @inline(__always)
  static func world(of state: UInt64) -> Int32 { Int32(truncatingIfNeeded: state >> 16) }

  @inline(__always)
  static func optionsIndex(of state: UInt64) -> Int { Int(state & 0xFFFF) }

  mutating func storeRoots() -> Int {
    for optionsIndex in explorer.optionCombinations.indices {
      let simulator = explorer.freshSimulator(optionsIndex: optionsIndex)
      let key = WorldTable.key(of: simulator, symmetric: expansion.symmetric, keys: expansion.keyTable)
      let world = table.world(of: key, simulator: simulator)
      let state = Self.pack(world: world, optionsIndex: optionsIndex)
      if visited.insert(ExplorerState(bits: state)) { states.append(state) }
    }
    return states.count
  }

  func state(at index: Int, book: PathBook) -> UInt64 { states[index] }

  func isStored(_ step: WorldStep) -> Bool { visited.contains(ExplorerState(bits: step.state)) }

  mutating func store(_ step: WorldStep, parent: Int, event: Int) -> Bool {
    guard visited.insert(ExplorerState(bits: step.state)) else { return false }
    states.append(step.state)
    // A world whose representative was dropped with an earlier level gets one again from this transition.
    let next = Self.world(of: step.state)
    if !table.hasRepresentative[Int(next)] {
      let learned = expansion.learn(Self.world(of: states[parent]), event: event, optionsIndex: step.optionsIndex)
      // The model is deterministic: the event was accepted when first learned, and the world has no
      // representative, so learning it again reaches a simulator.
      guard case .reached(_, let successor) = learned.next else {
        preconditionFailure("a transition learned again did not reach the world it reached before")
      }
      table.restore(next, from: successor)
    }
    return true
  }

  func optionsIndex(ofState index: Int) -> Int { Self.optionsIndex(of: states[index]) }

  /// Keeps representatives only for the worlds of the next level.
  mutating func levelDidEnd(next level: Range<Int>) {
    var keep = Array(repeating: false, count: table.count)
    for state in states[level] { keep[Int(Self.world(of: state))] = true }
    table.dropRepresentatives(keeping: keep)
  }
}

/// What expands a world state: every event the readiness rule allows, in order, each looked up in the table or
/// learned now.
struct WorldExpansion: SearchExpansion {
  let explorer: DirectExplorer<TableStrategy>
  let table: WorldTable
  /// Per option combination, its ``LifecycleOptions/bits``.
  let optionBits: [UInt32]
  /// The table that packs keys (``WorldKeyTable``).
  let keyTable = WorldKeyTable(interner: WorldKeyInterner())
  let symmetric: Bool

  init(explorer: DirectExplorer<TableStrategy>, table: WorldTable) {
    self.explorer = explorer
    self.table = table
    optionBits = explorer.optionCombinations.map(\.bits)
    symmetric = explorer.reducesSymmetry
  }

  func forEachStep(from state: UInt64, worker: inout Void, _ take: (Int, WorldStep) -> Bool) -> Bool {
    let world = WorldSpace.world(of: state)
    let optionsIndex = WorldSpace.optionsIndex(of: state)
    let options = optionBits[optionsIndex]
    return explorer.readinessRule.forEachEvent(
      eventCount: explorer.events.count, facts: table.readinessFacts[Int(world)]
    ) { event in
      let outcome =
        table.outcome(world: world, event: event, options: options)
        ?? table.record(learn(world, event: event, optionsIndex: optionsIndex), world: world, event: event)
      guard outcome.next >= 0 else { return .refused }
      let step = WorldStep(
        state: WorldSpace.pack(world: outcome.next, optionsIndex: optionsIndex),
        violations: UInt16(truncatingIfNeeded: outcome.violations), coverage: outcome.transition.index,
        callbacks: outcome.callbacks)
      return take(event, step) ? .taken : .stop
    }
  }

  /// Learns event `event` on `world` under the combination at `optionsIndex`.
  func learn(_ world: Int32, event: Int, optionsIndex: Int) -> WorldTable.Learned {
    table.learn(
      world: world, event: explorer.events[event], options: explorer.optionCombinations[optionsIndex],
      optionBits: optionBits[optionsIndex], symmetric: symmetric, keys: keyTable)
  }
}

/// One accepted event of the world space.
struct WorldStep: SearchStep {
  /// The reached state's word (``WorldSpace/pack(world:optionsIndex:)``).
  let state: UInt64
  let violations: UInt16
  let coverage: Int
  let callbacks: UInt64
  var mayBeNew: Bool { true }
  var itemViolations: [ItemViolation] { [] }
  /// The option combination of the state it is taken in and reaches.
  var optionsIndex: Int { WorldSpace.optionsIndex(of: state) }
}
