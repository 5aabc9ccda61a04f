/// The one breadth-first search of the explorer: level by level from a fresh install under each option combination,
/// every state a ``SearchSpace`` stores expanded once with every event the readiness rule allows, each transition
/// recorded in ``SearchFindings``. The first time a violation kind shows up its path is a shortest one.
///
/// With `jobs > 1` a level of enough states is split across threads (``expandInParallel(_:jobs:)``) and merged in
/// order, so numbers and counterexamples never depend on `jobs`. Pure: no clock, no output.
struct BreadthFirstSearch<Space: SearchSpace, Observer: SearchObserver> where Observer.Space == Space {
  var space: Space
  var observer: Observer
  let shouldStop: (() -> Bool)?
  let progress: ((ExplorationProgress) -> Void)?
  /// How each stored state was reached.
  var book = PathBook()
  var findings = SearchFindings()
  /// The depth being expanded.
  var depth = 0

  init(
    _ space: Space, observer: Observer, shouldStop: (() -> Bool)? = nil,
    progress: ((ExplorationProgress) -> Void)? = nil
  ) {
    self.space = space
    self.observer = observer
    self.shouldStop = shouldStop
    self.progress = progress
  }

  /// The counts so far, for ``progress``.
  private var counts: ExplorationProgress {
    ExplorationProgress(states: book.count, depth: depth, transitions: findings.transitions)
  }

  /// Runs the search to the space's depth, its state limit or a stop.
  mutating func run() -> ExplorationReport {
    let limits = space.limits
    for index in 0..<space.storeRoots() {
      book.appendRoot()
      observer.didStore(index, depth: 0, in: space)
    }
    var levelStart = 0
    var depthReached = 0
    var stopped: ExplorationReport.Stop?
    for depth in 1...max(1, limits.depth) where limits.depth > 0 {
      let levelEnd = book.count
      guard levelStart < levelEnd else { break }
      if let shouldStop, shouldStop() {
        stopped = .stopRequested
        break
      }
      self.depth = depth
      progress?(counts)
      space.levelWillBegin(book: book)
      let jobs =
        Observer.watches ? 1 : max(1, min(limits.jobs, (levelEnd - levelStart) / limits.statesPerThread))
      stopped =
        jobs == 1
        ? expandInPlace(levelStart..<levelEnd) : expandInParallel(levelStart..<levelEnd, jobs: jobs)
      if book.count > levelEnd { depthReached = depth }
      if stopped != nil { break }
      space.levelDidEnd(next: levelEnd..<book.count)
      levelStart = levelEnd
    }
    return report(
      depthReached: depthReached, exhausted: stopped == nil && levelStart == book.count, stopped: stopped)
  }

  /// Stores the state `step` reaches from `parent`, unless stored; returns whether it was new.
  @inline(__always)
  mutating func store(_ step: Space.Expansion.Step, parent: Int, event: Int) -> Bool {
    guard space.store(step, parent: parent, event: event) else { return false }
    book.append(parent: parent, event: event)
    return true
  }

  /// Expands and merges a level on this thread, in search order. Returns why it stopped early, if it did.
  mutating func expandInPlace(_ range: Range<Int>) -> ExplorationReport.Stop? {
    var worker = space.workers.take(0)
    defer { space.workers.put(0, worker) }
    let limits = space.limits
    let expansion = space.expansion
    let maxStates = limits.maxStates ?? Int.max
    for index in range {
      if shouldStop != nil || progress != nil,
        (index - range.lowerBound) % limits.checkInterval == limits.checkInterval - 1
      {
        if shouldStop?() == true { return .stopRequested }
        progress?(counts)
      }
      let state = space.state(at: index, book: book)
      let finished = expansion.forEachStep(from: state, worker: &worker) { event, step in
        findings.record(step, parent: index, event: event)
        let new = !expansion.leadsBack(step, to: state) && store(step, parent: index, event: event)
        if Observer.watches {
          if new { observer.didStore(book.count - 1, depth: depth, in: space) }
          observer.didTake(step, event: event, from: index, stored: new ? book.count - 1 : nil, in: space)
        }
        return !new || book.count < maxStates
      }
      if !finished { return .maxStates(maxStates) }
    }
    return nil
  }

  /// The report of the search so far.
  private func report(depthReached: Int, exhausted: Bool, stopped: ExplorationReport.Stop?) -> ExplorationReport {
    var taken: [ExplorationReport.TransitionKey: EventPath] = [:]
    for (index, end) in findings.taken.enumerated() {
      if let end { taken[ExplorationReport.TransitionKey(index: index)] = path(to: end) }
    }
    var report = ExplorationReport(
      distinctStates: book.count, transitions: findings.transitions, depthReached: depthReached,
      exhausted: exhausted, stopped: stopped,
      counterexamples: ViolationKind.allCases.compactMap { kind in
        findings.found[kind.ordinal].map { counterexample(kind, to: $0) }
      },
      callbacksReached: CallbackKind.allCases.filter { findings.callbacks & (1 << UInt64($0.rawValue)) != 0 },
      transitionsTaken: taken, visitedSetBytes: space.visitedBytes)
    report.engine = space.engine
    report.visitedMode = space.visitedMode
    report.threads = space.limits.jobs
    report.furtherCounterexamples = furtherCounterexamples()
    return report
  }

  /// The events from a root through `end.parent`, then `end.event`.
  private func path(to end: SearchFindings.Place) -> EventPath {
    let optionsIndex = space.optionsIndex(ofState: end.parent)
    let events = space.events
    return EventPath(
      optionsIndex: optionsIndex, options: space.optionCombinations[optionsIndex],
      events: (book.eventIndices(to: end.parent) + [end.event]).map { events[$0] }, catalog: space.catalog)
  }

  private func counterexample(_ kind: ViolationKind, to end: SearchFindings.Place) -> Counterexample {
    let path = path(to: end)
    return Counterexample(
      kind: kind, optionsIndex: path.optionsIndex, options: path.options, events: path.events, catalog: path.catalog)
  }

  /// Per kind found, a shortest counterexample for each further item or link it was found for, on another path than
  /// the kind's first (one per path when a transition broke it for several), in kind order, then in the order
  /// found: shortest first. Empty unless the space tells items apart (``SearchStep/itemViolations``).
  private func furtherCounterexamples() -> [Counterexample] {
    var seen: Set<[Int]> = []
    let ends = findings.foundPerItem.sorted { lhs, rhs in
      (lhs.key.kind.ordinal, lhs.value.parent, lhs.value.event, lhs.key.item?.index ?? 0)
        < (rhs.key.kind.ordinal, rhs.value.parent, rhs.value.event, rhs.key.item?.index ?? 0)
    }
    return ends.compactMap { found, end in
      guard let item = found.item, let first = findings.found[found.kind.ordinal],
        first != end, seen.insert([found.kind.ordinal, end.parent, end.event]).inserted
      else { return nil }
      var counterexample = counterexample(found.kind, to: end)
      counterexample.item = item
      return counterexample
    }
  }
}
