/// The direct search of a table strategy with memo tables: the same breadth-first search as ``DirectSearch``, over
/// the same events in the same order with the same readiness rule, but each state is a world of ``WorldTable`` and an
/// option combination packed into one word, kept in a ``VisitedSet``, and each transition is run on the model once
/// per world, event and values of the switches it consulted. ``DirectSearch`` is its oracle: the tests compare their
/// reports, which must be the same.
///
/// It runs on the calling thread whatever the configuration's `jobs`: learning a transition copies a simulator, and
/// on threads those copies contend for the reference counts of the buffers every simulator shares and for the
/// allocator (three windows, three items, depth 12: 0.6 times the speed of one thread on two cores, with four times
/// the page faults), so threads only slowed it down.
struct WorldSearch {
  let explorer: DirectExplorer<TableStrategy>
  let shouldStop: (() -> Bool)?
  var progress: ((ExplorationProgress) -> Void)?
  /// The worlds and what each event does to them.
  var table: WorldTable
  /// The states stored: ``pack(world:optionsIndex:)`` words.
  var visited = VisitedSet()
  /// Per state: its word, its parent (`-1` for a root) and the event that reached it.
  var states: [UInt64] = []
  var parents: [Int32] = []
  var viaEvent: [Int16] = []
  /// Per option combination, its ``LifecycleOptions/bits``.
  let optionBits: [UInt32]
  /// The table that packs keys (``WorldKeyTable``).
  let keyTable: WorldKeyTable
  /// ``DirectExplorer/events`` and ``DirectExplorer/optionCombinations``, held here so the hot path does not copy
  /// the explorer.
  let events: [LifecycleEvent]
  let optionCombinations: [LifecycleOptions]
  let symmetric: Bool
  var transitions = 0
  var callbacks: UInt64 = 0
  var found: [(parent: Int, event: Int)?] = Array(repeating: nil, count: ViolationKind.allCases.count)
  var taken: [ExplorationReport.TransitionKey: (parent: Int, event: Int)] = [:]
  /// The depth being expanded, for ``progress``.
  var depth = 0

  /// How many states are merged between two progress reports.
  static let progressInterval = 1024

  init(explorer: DirectExplorer<TableStrategy>, shouldStop: (() -> Bool)?) {
    self.explorer = explorer
    self.shouldStop = shouldStop
    table = WorldTable(eventCount: explorer.events.count)
    optionBits = explorer.optionCombinations.map(\.bits)
    keyTable = WorldKeyTable(interner: WorldKeyInterner())
    events = explorer.events
    optionCombinations = explorer.optionCombinations
    symmetric = explorer.reducesSymmetry
  }

  /// A state's word: the world above bit 16, the option combination's index below (at most 2^16 combinations,
  /// ``ExplorerConfiguration/maxOptionCombinations``; worlds stay below 2^31, so bit 63 stays clear for
  /// ``VisitedSet``).
  @inline(__always)
  static func pack(world: Int32, optionsIndex: Int) -> UInt64 { UInt64(world) << 16 | UInt64(optionsIndex) }

  @inline(__always)
  static func world(of state: UInt64) -> Int32 { Int32(truncatingIfNeeded: state >> 16) }

  @inline(__always)
  static func optionsIndex(of state: UInt64) -> Int { Int(state & 0xFFFF) }

  mutating func run() -> ExplorationReport {
    for optionsIndex in explorer.optionCombinations.indices {
      let simulator = explorer.freshSimulator(optionsIndex: optionsIndex)
      let key = WorldTable.key(of: simulator, symmetric: symmetric, keys: keyTable)
      let world = table.world(of: key, simulator: simulator)
      _ = store(Self.pack(world: world, optionsIndex: optionsIndex), parent: -1, event: -1)
    }
    let maxStates = explorer.maxStates ?? Int.max
    var levelStart = 0
    var depthReached = 0
    var stopped: ExplorationReport.Stop?
    for depth in 1...max(1, explorer.depth) where explorer.depth > 0 {
      let levelEnd = states.count
      guard levelStart < levelEnd else { break }
      self.depth = depth
      progress?(ExplorationProgress(states: states.count, depth: depth, transitions: transitions))
      stopped = expandLevel(levelStart..<levelEnd, maxStates: maxStates)
      if states.count > levelEnd { depthReached = depth }
      if stopped != nil { break }
      var keep = Array(repeating: false, count: table.count)
      for state in states[levelEnd...] { keep[Int(Self.world(of: state))] = true }
      table.dropRepresentatives(keeping: keep)
      levelStart = levelEnd
    }
    let exhausted = stopped == nil && levelStart == states.count
    var report = ExplorationReport(
      distinctStates: states.count, transitions: transitions, depthReached: depthReached, exhausted: exhausted,
      stopped: stopped,
      counterexamples: ViolationKind.allCases.compactMap { counterexample($0) },
      callbacksReached: CallbackKind.allCases.filter { callbacks & (1 << UInt64($0.rawValue)) != 0 },
      transitionsTaken: taken.mapValues { path(to: $0) }, visitedSetBytes: visited.bytes + table.keyBytes)
    report.engine = .direct
    report.visitedMode = .exact
    return report
  }

  /// Expands one level: every state in order, each transition looked up or learned, the new states stored.
  private mutating func expandLevel(_ range: Range<Int>, maxStates: Int) -> ExplorationReport.Stop? {
    for index in range {
      if let shouldStop, shouldStop() { return .stopRequested }
      if let progress, (index - range.lowerBound) % Self.progressInterval == Self.progressInterval - 1 {
        progress(ExplorationProgress(states: states.count, depth: depth, transitions: transitions))
      }
      if !expand(index, maxStates: maxStates) { return .maxStates(maxStates) }
    }
    return nil
  }

  /// Expands the state at `index`: every event the readiness rule allows, in order, each looked up in the table or
  /// learned now; stores the new states. Returns `false` once the state limit is reached.
  private mutating func expand(_ index: Int, maxStates: Int) -> Bool {
    let state = states[index]
    let world = Self.world(of: state)
    let optionsIndex = Self.optionsIndex(of: state)
    let options = optionBits[optionsIndex]
    var full = false
    let rule = explorer.readinessRule
    let facts = table.readinessFacts[Int(world)]
    _ = rule.forEachEvent(eventCount: events.count, facts: facts) { event in
      let outcome =
        table.outcome(world: world, event: event, options: options)
        ?? table.record(learn(world, event: event, optionsIndex: optionsIndex), world: world, event: event)
      guard outcome.next >= 0 else { return .refused }
      guard !full else { return .taken }
      transitions += 1
      callbacks |= outcome.callbacks
      if taken[outcome.transition] == nil { taken[outcome.transition] = (index, event) }
      var violations = outcome.violations
      while violations != 0 {
        let kind = violations.trailingZeroBitCount
        if found[kind] == nil { found[kind] = (index, event) }
        violations &= violations - 1
      }
      let next = Self.pack(world: outcome.next, optionsIndex: optionsIndex)
      if store(next, parent: index, event: event) {
        // A world whose representative was dropped with an earlier level gets one again from this transition.
        if !table.hasRepresentative[Int(outcome.next)] {
          let learned = learn(world, event: event, optionsIndex: optionsIndex)
          // The model is deterministic: the event was accepted when first learned, and the world has no
          // representative, so learning it again reaches a simulator.
          guard case .reached(_, let successor) = learned.next else {
            preconditionFailure("a transition learned again did not reach the world it reached before")
          }
          table.restore(outcome.next, from: successor)
        }
        if states.count >= maxStates { full = true }
      }
      return .taken
    }
    return !full
  }

  /// Learns event `event` on `world` under the combination at `optionsIndex`.
  private func learn(_ world: Int32, event: Int, optionsIndex: Int) -> WorldTable.Learned {
    table.learn(
      world: world, event: events[event], options: optionCombinations[optionsIndex],
      optionBits: optionBits[optionsIndex], symmetric: symmetric, keys: keyTable)
  }

  /// Stores a state unless known. Returns whether it was new.
  private mutating func store(_ state: UInt64, parent: Int, event: Int) -> Bool {
    guard visited.insert(ExplorerState(bits: state)) else { return false }
    states.append(state)
    parents.append(Int32(parent))
    viaEvent.append(Int16(event))
    return true
  }

  /// The event indices from a root to the state at `index`.
  private func events(to index: Int) -> [Int] {
    var path: [Int] = []
    var current = index
    while parents[current] >= 0 {
      path.append(Int(viaEvent[current]))
      current = Int(parents[current])
    }
    return path.reversed()
  }

  /// The path through `end.parent`, then `end.event`.
  private func path(to end: (parent: Int, event: Int)) -> EventPath {
    let optionsIndex = Self.optionsIndex(of: states[end.parent])
    return EventPath(
      optionsIndex: optionsIndex, options: explorer.optionCombinations[optionsIndex],
      events: (events(to: end.parent) + [end.event]).map { explorer.events[$0] }, catalog: explorer.catalog)
  }

  private func counterexample(_ kind: ViolationKind) -> Counterexample? {
    guard let end = found[kind.ordinal] else { return nil }
    let path = path(to: end)
    return Counterexample(
      kind: kind, optionsIndex: path.optionsIndex, options: path.options, events: path.events, catalog: path.catalog)
  }
}
