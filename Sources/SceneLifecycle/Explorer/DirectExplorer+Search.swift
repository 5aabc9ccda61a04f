/// The direct explorer's breadth-first search: states as key digests, parents in flat arrays, every successor
/// copied from its parent's simulator (a value strategy) or replayed from a fresh install.
struct DirectSearch<Strategy: AppStrategy> {
  let explorer: DirectExplorer<Strategy>
  let shouldStop: (() -> Bool)?
  /// The caller's progress callback (``DirectExplorer/run(shouldStop:progress:)``).
  var progress: ((ExplorationProgress) -> Void)?
  /// The depth being expanded, for ``progress``.
  var depth = 0
  /// How many states are merged between two progress reports.
  static var progressInterval: Int { 256 }
  /// The digests of the keys of the states stored (``DirectStateKey``, ``DirectKeyDigest``), remembered as the
  /// explorer's ``VisitedMode`` says.
  var visited: DirectVisitedSet
  /// Per state: its parent (`-1` for a root), the event that reached it, its option combination, and what the
  /// readiness rule reads of it (``ReadinessFacts``).
  var parents: [Int] = []
  var viaEvent: [Int] = []
  var optionsIndices: [Int] = []
  var readinessFacts: [ReadinessFacts] = []
  /// The simulators of the states stored from ``levelStart`` on: the level being expanded, then the next one. Copied
  /// from when states are copied (``DirectExplorer/copiesStates``); else each takes its state's first event.
  var simulators: [Simulator<Strategy>] = []
  /// The index of the first state in ``simulators``.
  var levelStart = 0
  /// Per thread, the app memories whose fingerprints are known (``DirectContextCache``).
  let contextCaches: [DirectContextCache]
  /// Per thread, beside its ``contextCaches`` entry, the table that packs a ``TableStrategy``'s keys
  /// (``WorldKeyTable``); all of them number values through one ``WorldKeyInterner``, so keys made on different
  /// threads compare exactly.
  let worldKeyTables: [WorldKeyTable]
  /// Whether keys relabel interchangeable scenes (``DirectExplorer/reducesSymmetry``), read once.
  let symmetric: Bool
  /// The transitions accepted so far.
  var transitions = 0
  /// A bit per `CallbackKind` some transition made.
  var callbacks: UInt64 = 0
  /// Per violation kind (by ordinal), where its first transition starts and which event it takes.
  var found: [(parent: Int, event: Int)?] = Array(repeating: nil, count: ViolationKind.allCases.count)
  /// Per violation kind and item, where its first transition starts and which event it takes, for the further
  /// counterexamples (``ExplorationReport/furtherCounterexamples``); kept only for a strategy that is not a table
  /// (``DirectExplorer/copiesStates``): a table treats the items of one kind alike, so another item's counterexample
  /// would repeat the first under another name.
  var foundPerItem: [ItemViolation: (parent: Int, event: Int)] = [:]
  /// Per (phase, event kind, phase): where that transition was first taken.
  var taken: [ExplorationReport.TransitionKey: (parent: Int, event: Int)] = [:]

  init(explorer: DirectExplorer<Strategy>, shouldStop: (() -> Bool)?) {
    self.explorer = explorer
    self.shouldStop = shouldStop
    visited = DirectVisitedSet(mode: explorer.visitedMode)
    contextCaches = (0..<max(1, explorer.jobs)).map { _ in DirectContextCache() }
    let interner = WorldKeyInterner()
    worldKeyTables = contextCaches.map { _ in WorldKeyTable(interner: interner) }
    symmetric = explorer.reducesSymmetry
  }

  /// One transition: what the event did from the state at `index`.
  struct Step {
    let event: Int
    let key: DirectKeyDigest
    let readinessFacts: ReadinessFacts
    let violations: [ItemViolation]
    let transition: ExplorationReport.TransitionKey
    let callbacks: UInt64
    /// The successor, when states are copied.
    let simulator: Simulator<Strategy>?
  }

  mutating func run() -> ExplorationReport {
    for optionsIndex in explorer.optionCombinations.indices {
      let simulator = explorer.freshSimulator(optionsIndex: optionsIndex)
      _ = store(
        key(of: simulator, optionsIndex: optionsIndex, cache: contextCaches[0]), simulator: simulator,
        readiness: simulator.readinessFacts,
        parent: -1, event: -1, optionsIndex: optionsIndex)
    }
    let maxStates = explorer.maxStates ?? Int.max
    var depthReached = 0
    var stopped: ExplorationReport.Stop?
    for depth in 1...max(1, explorer.depth) where explorer.depth > 0 {
      let levelEnd = parents.count
      guard levelStart < levelEnd else { break }
      self.depth = depth
      progress?(ExplorationProgress(states: parents.count, depth: depth, transitions: transitions))
      stopped = expandLevel(levelStart..<levelEnd, maxStates: maxStates)
      if parents.count > levelEnd { depthReached = depth }
      if stopped != nil { break }
      simulators.removeFirst(levelEnd - levelStart)
      levelStart = levelEnd
    }
    let exhausted = stopped == nil && levelStart == parents.count
    var report = ExplorationReport(
      distinctStates: parents.count, transitions: transitions, depthReached: depthReached, exhausted: exhausted,
      stopped: stopped,
      counterexamples: ViolationKind.allCases.compactMap { counterexample($0) },
      callbacksReached: CallbackKind.allCases.filter { callbacks & (1 << UInt64($0.rawValue)) != 0 },
      transitionsTaken: taken.mapValues { path(to: $0) }, visitedSetBytes: visited.bytes)
    report.engine = .direct
    report.visitedMode = explorer.visitedMode
    report.furtherCounterexamples = furtherCounterexamples()
    return report
  }

  /// Expands the states in `range` (one level) in order, on ``DirectExplorer/jobs`` threads in blocks, or on one
  /// when the level is too small to pay for them (``parallelLevelMinimum``); the steps are merged in order, so the
  /// result does not depend on the threads.
  private mutating func expandLevel(_ range: Range<Int>, maxStates: Int) -> ExplorationReport.Stop? {
    let jobs = range.count < parallelLevelMinimum ? 1 : explorer.jobs
    let blockSize = jobs > 1 ? (explorer.copiesStates ? 256 : 32) * jobs : 1
    var lower = range.lowerBound
    while lower < range.upperBound {
      let upper = min(range.upperBound, lower + blockSize)
      let expansions =
        jobs > 1
        ? expandInParallel(lower..<upper, jobs: jobs) : [expansion(of: lower, cache: contextCaches[0])]
      for (offset, steps) in expansions.enumerated() {
        if let shouldStop, shouldStop() { return .stopRequested }
        if let progress, (lower + offset - range.lowerBound) % Self.progressInterval == Self.progressInterval - 1 {
          progress(ExplorationProgress(states: parents.count, depth: depth, transitions: transitions))
        }
        if !merge(steps, from: lower + offset, maxStates: maxStates) { return .maxStates(maxStates) }
      }
      lower = upper
    }
    return nil
  }

  /// Every accepted step from the state at `index` that the readiness rule allows
  /// (``ReadinessRule/forEachEvent(eventCount:facts:_:)``), in the order tried. Reads the search, never writes it, so
  /// threads can share it. `cache` is the calling thread's own.
  ///
  /// A replayed state's own simulator, kept from the step that stored it, takes the first event; each later event
  /// replays the path afresh, unless the events before it were refused without the app's code running
  /// (``DirectReplayable``), which leaves the kept simulator as it was.
  func expansion(of index: Int, cache: DirectContextCache) -> [Step] {
    let copies = explorer.copiesStates
    let kept = simulators[index - levelStart]
    var live: Simulator<Strategy>? = copies || !explorer.reusesReplays ? nil : kept
    let optionsIndex = optionsIndices[index]
    var steps: [Step] = []
    _ = explorer.readinessRule.forEachEvent(eventCount: explorer.events.count, facts: readinessFacts[index]) {
      let base: Simulator<Strategy>
      if copies {
        base = kept
      } else if let taken = live {
        base = taken
        live = nil
      } else {
        base = explorer.replay(events(to: index), optionsIndex: optionsIndex)
      }
      let (step, untouched) = successor(of: base, optionsIndex: optionsIndex, eventIndex: $0, cache: cache)
      guard let step else {
        if !copies, untouched { live = base }
        return .refused
      }
      steps.append(step)
      return .taken
    }
    return steps
  }

  /// The fewest states a level needs before its expansion is split across threads: copying a table strategy's state
  /// costs microseconds, so threads pay only on large levels; replaying a path costs a whole run of the app, so
  /// threads pay sooner.
  var parallelLevelMinimum: Int { explorer.copiesStates ? 4096 : 16 }

  /// Records the steps from the state at `index` and stores the new states. Returns `false` once the state limit
  /// is reached.
  private mutating func merge(_ steps: [Step], from index: Int, maxStates: Int) -> Bool {
    for step in steps {
      transitions += 1
      callbacks |= step.callbacks
      if taken[step.transition] == nil { taken[step.transition] = (index, step.event) }
      for violation in step.violations {
        if found[violation.kind.ordinal] == nil { found[violation.kind.ordinal] = (index, step.event) }
        if !explorer.copiesStates, foundPerItem[violation] == nil { foundPerItem[violation] = (index, step.event) }
      }
      if store(
        step.key, simulator: step.simulator, readiness: step.readinessFacts, parent: index, event: step.event,
        optionsIndex: optionsIndices[index]), parents.count >= maxStates
      {
        return false
      }
    }
    return true
  }

  /// Takes event number `eventIndex` on a copy of `base` (the parent's simulator, copied or replayed); `nil` when
  /// the machine refuses it, with whether the refusal left the app's objects untouched, so that `base` still is the
  /// parent (always for a value strategy, and for one whose objects say so, ``DirectReplayable``).
  private func successor(
    of base: Simulator<Strategy>, optionsIndex: Int, eventIndex: Int, cache: DirectContextCache
  ) -> (Step?, untouched: Bool) {
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
      since: violationsBefore, runCanEnd: explorer.runCanEnd(at: simulator)
    ).map(ItemViolation.init)
    let key = key(of: simulator, optionsIndex: optionsIndex, cache: cache)
    // A state stored before is never stored again: its simulator is dropped here, on the expanding thread, not kept
    // for the merge. A new one is kept either way: copied from, or (replayed) taking its own first event.
    let keeps = !visited.contains(key)
    let step = Step(
      event: eventIndex, key: key, readinessFacts: simulator.readinessFacts, violations: broken,
      transition: .init(from: before, event: event.kind, to: simulator.phase),
      callbacks: simulator.runner.callbacksSeen, simulator: keeps ? simulator : nil)
    return (step, false)
  }

  /// The digest of `simulator`'s key, interchangeable scenes relabelled when the explorer reduces symmetry: for a
  /// ``TableStrategy`` its exact bits (``Simulator/packedWorldKey(symmetric:table:)``, built with the table beside
  /// `cache`) with the option combination, otherwise the String key
  /// (``Simulator/directStateKey(optionsIndex:symmetric:cache:)``); the two tell the same states apart.
  private func key(
    of simulator: Simulator<Strategy>, optionsIndex: Int, cache: DirectContextCache
  ) -> DirectKeyDigest {
    if Strategy.self == TableStrategy.self, let thread = contextCaches.firstIndex(where: { $0 === cache }) {
      return DirectKeyDigest(
        simulator.packedWorldKey(symmetric: symmetric, table: worldKeyTables[thread]), optionsIndex: optionsIndex)
    }
    return DirectKeyDigest(
      simulator.directStateKey(
        optionsIndex: optionsIndex, symmetric: symmetric, cache: cache, keying: explorer.keying))
  }

  /// Stores a state unless its key is known. Returns whether it was new.
  private mutating func store(
    _ key: DirectKeyDigest, simulator: Simulator<Strategy>?, readiness: ReadinessFacts, parent: Int, event: Int,
    optionsIndex: Int
  ) -> Bool {
    guard visited.insert(key) else { return false }
    parents.append(parent)
    viaEvent.append(event)
    optionsIndices.append(optionsIndex)
    readinessFacts.append(readiness)
    if let simulator { simulators.append(simulator) }
    return true
  }

  /// The event indices from a root to the state at `index`.
  private func events(to index: Int) -> [Int] {
    var path: [Int] = []
    var current = index
    while parents[current] >= 0 {
      path.append(viaEvent[current])
      current = parents[current]
    }
    return path.reversed()
  }

  /// The path through `end.parent`, then `end.event`.
  private func path(to end: (parent: Int, event: Int)) -> EventPath {
    let optionsIndex = optionsIndices[end.parent]
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

  /// Per kind found, a shortest counterexample for each further item or link it was found for, on another path than
  /// the kind's first (one per path when a transition broke it for several), in kind order, then in the order
  /// found: shortest first.
  private func furtherCounterexamples() -> [Counterexample] {
    var seen: Set<[Int]> = []
    let ends = foundPerItem.sorted { lhs, rhs in
      (lhs.key.kind.ordinal, lhs.value.parent, lhs.value.event, lhs.key.item?.index ?? 0)
        < (rhs.key.kind.ordinal, rhs.value.parent, rhs.value.event, rhs.key.item?.index ?? 0)
    }
    return ends.compactMap { found, end in
      guard let item = found.item, let first = self.found[found.kind.ordinal],
        first != end, seen.insert([found.kind.ordinal, end.parent, end.event]).inserted
      else { return nil }
      let path = path(to: end)
      var counterexample = Counterexample(
        kind: found.kind, optionsIndex: path.optionsIndex, options: path.options, events: path.events,
        catalog: path.catalog)
      counterexample.item = item
      return counterexample
    }
  }
}

/// A strategy whose objects count the calls that may change them (a ``DelegateApp``), so that the direct search can
/// tell that a refused event left a replayed state's simulator as it was and take the next event on it.
protocol DirectReplayable {
  /// Changes whenever the objects the strategy's copies share may have changed: the same before and after an event
  /// exactly when none of the app's code ran and nothing was told to the objects.
  var objectChanges: Int { get }
}

/// A violation kind and the item or link whose delivery broke it (`nil` for a violation about no delivery, a crash at
/// launch): what the direct search keeps a first path for beside each kind's (``DirectSearch/foundPerItem``).
struct ItemViolation: Hashable {
  /// The invariant broken.
  let kind: ViolationKind
  /// The item or link delivered.
  let item: ItemID?

  /// The kind and item of `violation`.
  init(_ violation: Violation) {
    kind = violation.kind
    item = violation.delivery == Violation.noDelivery ? nil : violation.delivery.item
  }
}
