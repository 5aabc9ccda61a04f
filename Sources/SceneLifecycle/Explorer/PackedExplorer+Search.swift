extension PackedExplorer {
  /// The breadth-first search's working memory.
  struct Search {
    let explorer: PackedExplorer
    var visited = VisitedSet(capacity: 8)
    var states = StateList()
    var parents: [UInt32] = []
    var viaEvent: [UInt8] = []
    /// What the transitions taken so far showed, in search order.
    var findings = Findings()

    let caches: CacheBox
    /// The caller's stop check (see ``PackedExplorer/run(shouldStop:progress:)``).
    let shouldStop: (@Sendable () -> Bool)?
    /// The caller's progress callback (see ``PackedExplorer/run(shouldStop:progress:)``).
    let progress: (@Sendable (ExplorationProgress) -> Void)?
    /// The depth being expanded, for ``progress``.
    var depth = 0

    init(
      explorer: PackedExplorer, shouldStop: (@Sendable () -> Bool)? = nil,
      progress: (@Sendable (ExplorationProgress) -> Void)? = nil
    ) {
      self.explorer = explorer
      self.shouldStop = shouldStop
      self.progress = progress
      caches = CacheBox(explorer: explorer, count: explorer.configuration.jobs)
    }

    /// The fewest states per thread worth a parallel level: smaller levels run on one thread, which also
    /// leaves it the learning of the first levels to share (``CacheBox/shareBest(among:)``).
    static let statesPerThread = 2048

    /// How many states are expanded between two stop checks.
    static let stopCheckInterval = 2048

    mutating func run() -> ExplorationReport {
      let roots = explorer.roots
      // Room for a few dozen states per root before the set first grows (each root is an option
      // combination, and each combination reaches tens of states in the shipped strategies).
      visited = VisitedSet(capacity: roots.count * 16)
      for root in roots where visited.insert(root) {
        states.append(root)
        parents.append(UInt32.max)
        viaEvent.append(UInt8.max)
      }
      var levelStart = 0
      var depthReached = 0
      var stopped: ExplorationReport.Stop?
      for depth in 1...max(1, explorer.configuration.depth) where explorer.configuration.depth > 0 {
        let levelEnd = states.count
        guard levelStart < levelEnd else { break }
        if let shouldStop, shouldStop() {
          stopped = .stopRequested
          break
        }
        self.depth = depth
        progress?(ExplorationProgress(states: states.count, depth: depth, transitions: findings.transitions))
        let jobs = min(explorer.configuration.jobs, max(1, (levelEnd - levelStart) / Self.statesPerThread))
        stopped =
          jobs == 1
          ? expandInPlace(levelStart..<levelEnd) : expandInParallel(levelStart..<levelEnd, jobs: jobs)
        if states.count > levelEnd { depthReached = depth }
        if stopped != nil { break }
        levelStart = levelEnd
      }
      let exhausted = stopped == nil && levelStart == states.count
      return ExplorationReport(
        distinctStates: states.count, transitions: findings.transitions, depthReached: depthReached,
        exhausted: exhausted, stopped: stopped,
        counterexamples: ViolationKind.allCases.compactMap { counterexample($0) },
        callbacksReached: CallbackKind.allCases.filter { findings.callbacks & (1 << UInt64($0.rawValue)) != 0 },
        transitionsTaken: transitionPaths(), visitedSetBytes: visited.bytes)
    }

    /// Stores `next`, reached from state `parent` by event `event`, unless it is already stored.
    /// Returns whether it was new.
    @inline(__always)
    mutating func store(_ next: ExplorerState, parent: Int, event: Int) -> Bool {
      guard visited.insert(next) else { return false }
      states.append(next)
      parents.append(UInt32(truncatingIfNeeded: parent))
      viaEvent.append(UInt8(truncatingIfNeeded: event))
      return true
    }

    /// Expands and merges a level on this thread, in search order. Returns why it stopped early, if it did.
    mutating func expandInPlace(_ range: Range<Int>) -> ExplorationReport.Stop? {
      guard explorer.memoised else {
        var direct = DirectSuccessors(explorer: explorer)
        return expand(range, from: &direct)
      }
      var cache = caches.take(0)
      let stop = expand(range, from: &cache)
      caches.put(0, cache)
      return stop
    }

    /// ``expandInPlace(_:)`` with transitions from `source`.
    private mutating func expand<Source: SuccessorSource>(_ range: Range<Int>, from source: inout Source)
      -> ExplorationReport.Stop?
    {
      let optionsTable = source.optionsTable
      let eventCount = explorer.eventList.count
      let explorer = self.explorer
      let maxStates = explorer.configuration.maxStates ?? Int.max
      for index in range {
        if shouldStop != nil || progress != nil,
          (index - range.lowerBound) % Self.stopCheckInterval == Self.stopCheckInterval - 1
        {
          if shouldStop?() == true { return .stopRequested }
          progress?(ExplorationProgress(states: states.count, depth: depth, transitions: findings.transitions))
        }
        let state = states[index]
        let options = optionsTable[state.optionsIndex]
        let finished = explorer.forEachSuccessor(
          of: state, eventCount: eventCount,
          successor: { source.successor(of: state, options: options, eventIndex: $0) }
        ) { eventIndex, transition in
          findings.record(transition, parent: index, event: eventIndex)
          // A transition back to its own state needs no lookup: that state is stored.
          guard transition.next != state, store(transition.next, parent: index, event: eventIndex) else { return true }
          return states.count < maxStates
        }
        if !finished { return .maxStates(maxStates) }
      }
      return nil
    }

    private func transitionPaths() -> [ExplorationReport.TransitionKey: EventPath] {
      var paths: [ExplorationReport.TransitionKey: EventPath] = [:]
      let phases = AppPhase.allCases
      for index in findings.taken.indices {
        guard let end = findings.taken[index] else { continue }
        let to = index % phases.count
        let event = (index / phases.count) % PackedExplorer.eventKindCount
        let from = index / phases.count / PackedExplorer.eventKindCount
        paths[.init(from: phases[from], event: LifecycleEventKind.allCases[event], to: phases[to])] = path(to: end)
      }
      return paths
    }

    /// The events from a root through `end.parent`, then `end.event`.
    private func path(to end: (parent: Int, event: Int)) -> EventPath {
      var eventIndices = [end.event]
      var index = end.parent
      while parents[index] != UInt32.max {
        eventIndices.append(Int(viaEvent[index]))
        index = Int(parents[index])
      }
      let events = explorer.eventList
      let optionsIndex = states[index].optionsIndex
      return EventPath(
        optionsIndex: optionsIndex, options: explorer.configuration.optionCombinations[optionsIndex],
        events: eventIndices.reversed().map { events[$0] }, catalog: explorer.catalog)
    }

    private func counterexample(_ kind: ViolationKind) -> Counterexample? {
      guard let end = findings.found[kind.ordinal] else { return nil }
      let path = path(to: end)
      return Counterexample(
        kind: kind, optionsIndex: path.optionsIndex, options: path.options, events: path.events, catalog: path.catalog)
    }
  }

  /// What a run of transitions showed: how many there were, the callbacks they made, and where each
  /// transition kind and each violation kind was first seen. Findings of consecutive runs combine in
  /// order (``absorb(_:)``), so splitting a level across threads changes nothing.
  struct Findings {
    var transitions = 0
    /// A bit per `CallbackKind` made.
    var callbacks: UInt64 = 0
    /// Per violation kind (by ordinal), where its first transition starts and which event it takes.
    var found: [(parent: Int, event: Int)?] = Array(repeating: nil, count: ViolationKind.allCases.count)
    /// A bit per violation kind already in `found`.
    var foundMask: UInt16 = 0
    /// Per coverage key (``Transition/coverage``): where that transition kind was first taken.
    var taken = [(parent: Int, event: Int)?](repeating: nil, count: PackedExplorer.coverageKeyCount)

    /// Notes one transition, taken after all those recorded so far.
    @inline(__always)
    mutating func record(_ transition: Transition, parent: Int, event: Int) {
      transitions &+= 1
      if transition.mayBeNew {
        callbacks |= transition.callbacks
        let key = Int(transition.coverage)
        if taken[key] == nil { taken[key] = (parent, event) }
      }
      let kinds = transition.errors | transition.warnings
      if kinds & ~foundMask != 0 { note(kinds, parent: parent, event: event) }
    }

    private mutating func note(_ mask: UInt16, parent: Int, event: Int) {
      for bit in found.indices where mask & (1 << UInt16(bit)) != 0 && found[bit] == nil {
        found[bit] = (parent, event)
        foundMask |= 1 << UInt16(bit)
      }
    }

    /// Adds the findings of transitions taken after all those recorded so far.
    mutating func absorb(_ later: Findings) {
      transitions += later.transitions
      callbacks |= later.callbacks
      for key in taken.indices where taken[key] == nil { taken[key] = later.taken[key] }
      for bit in found.indices where found[bit] == nil && later.found[bit] != nil {
        found[bit] = later.found[bit]
        foundMask |= 1 << UInt16(bit)
      }
    }
  }
}
