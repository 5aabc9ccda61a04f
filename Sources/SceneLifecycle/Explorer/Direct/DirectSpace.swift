/// The direct state space of any ``AppStrategy``: a state is a ``Simulator``, copied from its parent's (a table
/// strategy, a value) or replayed from a fresh install on a new strategy from the factory, and remembered by the
/// digest of its key (``DirectKeyDigest``) in the explorer's ``VisitedMode``.
struct DirectSpace<Strategy: AppStrategy>: SearchSpace {
  let explorer: DirectExplorer<Strategy>
  var limits: SearchLimits
  let expansion: DirectExpansion<Strategy>
  let workers: WorkerPool<DirectWorker>
  /// The digests of the keys of the states stored.
  var visited: DirectVisitedSet
  /// Per state, its option combination and what the readiness rule reads of it (``ReadinessFacts``).
  var optionsIndices: [UInt16] = []
  var readinessFacts: [ReadinessFacts] = []
  /// The simulators of the states stored from ``firstSimulator`` on: the level being expanded, then the next one.
  /// Copied from when states are copied (``DirectExplorer/copiesStates``); else each takes its state's first event.
  private(set) var simulators: [Simulator<Strategy>] = []
  /// The index of the state whose simulator is ``simulators``' first.
  private(set) var firstSimulator = 0
  /// Each stored state's index by its key, when asked for (a state graph finds the node a transition reaches by it);
  /// `nil` otherwise.
  var indexOfKey: [DirectKeyDigest: Int]?

  /// A space over `explorer`'s states, remembered as `visitedMode` says.
  init(_ explorer: DirectExplorer<Strategy>, visitedMode: VisitedMode) {
    self.explorer = explorer
    // Copying a table strategy's state costs microseconds, so threads pay only on large levels; replaying a path
    // costs a whole run of the app, so threads pay sooner, and in more pieces, which differ more in cost.
    limits = SearchLimits(
      depth: explorer.configuration.depth, maxStates: explorer.configuration.maxStates, jobs: explorer.jobs,
      statesPerThread: explorer.copiesStates ? 2048 : 8, piecesPerThread: 8,
      checkInterval: explorer.copiesStates ? 256 : 16)
    expansion = DirectExpansion(explorer: explorer)
    visited = DirectVisitedSet(mode: visitedMode)
    // Every thread's key table numbers values through one interner, so keys made on different threads compare
    // exactly.
    let interner = WorldKeyInterner()
    workers = WorkerPool(DirectWorker(interner: interner), count: explorer.jobs) { DirectWorker(interner: interner) }
  }

  var events: [LifecycleEvent] { explorer.events }
  var optionCombinations: [LifecycleOptions] { explorer.optionCombinations }
  var catalog: ItemCatalog { explorer.catalog }
  var engine: ExplorationReport.Engine { .direct }
  var visitedMode: VisitedMode { visited.mode }
  var visitedBytes: Int { visited.bytes }

  mutating func storeRoots() -> Int {
    var worker = workers.take(0)
    defer { workers.put(0, worker) }
    for optionsIndex in explorer.optionCombinations.indices {
      let simulator = explorer.freshSimulator(optionsIndex: optionsIndex)
      let key = expansion.key(of: simulator, optionsIndex: optionsIndex, worker: &worker)
      guard visited.insert(key) else { continue }
      append(simulator, key: key, optionsIndex: optionsIndex)
    }
    return optionsIndices.count
  }

  func state(at index: Int, book: PathBook) -> DirectState<Strategy> {
    DirectState(
      simulator: simulators[index - firstSimulator], readinessFacts: readinessFacts[index],
      optionsIndex: Int(optionsIndices[index]), path: explorer.copiesStates ? [] : book.eventIndices(to: index))
  }

  func isStored(_ step: DirectStep<Strategy>) -> Bool { visited.contains(step.key) }

  mutating func store(_ step: DirectStep<Strategy>, parent: Int, event: Int) -> Bool {
    guard visited.insert(step.key) else { return false }
    append(step.simulator, key: step.key, optionsIndex: Int(optionsIndices[parent]))
    return true
  }

  private mutating func append(_ simulator: Simulator<Strategy>, key: DirectKeyDigest, optionsIndex: Int) {
    indexOfKey?[key] = optionsIndices.count
    optionsIndices.append(UInt16(optionsIndex))
    readinessFacts.append(simulator.readinessFacts)
    simulators.append(simulator)
  }

  /// The simulator of the stored state at `index`, of the level being expanded or the next.
  func simulator(at index: Int) -> Simulator<Strategy> { simulators[index - firstSimulator] }

  func optionsIndex(ofState index: Int) -> Int { Int(optionsIndices[index]) }

  /// Drops the simulators of the level expanded.
  mutating func levelDidEnd(next level: Range<Int>) {
    simulators.removeFirst(level.lowerBound - firstSimulator)
    firstSimulator = level.lowerBound
  }
}
