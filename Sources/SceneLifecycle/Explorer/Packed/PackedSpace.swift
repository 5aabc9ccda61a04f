/// The packed state space of a table strategy: each state packed into 64 bits plus an extension word
/// (``ExplorerState``), kept in a ``VisitedSet`` and a ``StateList``, each transition taken from `Source`: the memo
/// tables (``TransitionCache``) or, as their oracle, the model itself (``DirectSuccessors``).
struct PackedSpace<Source: SuccessorSource>: SearchSpace {
  let explorer: PackedExplorer
  let limits: SearchLimits
  let expansion: PackedExpansion<Source>
  let workers: WorkerPool<Source>
  /// The states stored, in search order.
  var states = StateList()
  var visited = VisitedSet(capacity: 8)

  /// A space over `explorer`'s states whose first thread takes transitions from `source`; further threads get copies
  /// of the source that learned most before each split level (``willSplitLevel(jobs:)``).
  init(_ explorer: PackedExplorer, source: Source) {
    self.explorer = explorer
    let configuration = explorer.configuration
    // Levels of fewer than 2,048 states a thread run on one thread, which also leaves it the learning of the first
    // levels to share.
    limits = SearchLimits(
      depth: configuration.depth, maxStates: configuration.maxStates, jobs: configuration.jobs,
      statesPerThread: 2048, checkInterval: 2048)
    expansion = PackedExpansion(explorer: explorer)
    workers = WorkerPool(source, count: configuration.jobs) { source }
  }

  var events: [LifecycleEvent] { explorer.eventList }
  var optionCombinations: [LifecycleOptions] { explorer.configuration.optionCombinations }
  var catalog: ItemCatalog { explorer.catalog }
  var engine: ExplorationReport.Engine { .packed }
  var visitedMode: VisitedMode { .exact }
  var visitedBytes: Int { visited.bytes }

  mutating func storeRoots() -> Int {
    let roots = explorer.roots
    // Room for a few dozen states per root before the set first grows (each root is an option combination, and each
    // combination reaches tens of states in the shipped strategies).
    visited = VisitedSet(capacity: roots.count * 16)
    for root in roots where visited.insert(root) { states.append(root) }
    return states.count
  }

  @inline(__always)
  func state(at index: Int, book: PathBook) -> ExplorerState { states[index] }

  @inline(__always)
  func isStored(_ step: PackedExplorer.Transition) -> Bool { visited.contains(step.next) }

  @inline(__always)
  mutating func store(_ step: PackedExplorer.Transition, parent: Int, event: Int) -> Bool {
    guard visited.insert(step.next) else { return false }
    states.append(step.next)
    return true
  }

  func optionsIndex(ofState index: Int) -> Int { states[index].optionsIndex }

  /// Gives the first `jobs` threads copies of the source among them that learned most, so no thread runs the model
  /// again for what another already learned (the copies share storage until written).
  func willSplitLevel(jobs: Int) {
    workers.share(count: jobs) { sources in sources.max { $0.learnedCount < $1.learnedCount } }
  }

  /// The threads' sources marked outcomes as recorded for transitions that are now not merged.
  func didDiscardSplitLevel() {
    workers.update(count: Int.max) { sources in
      for index in sources.indices { sources[index]?.forgetRecorded() }
    }
  }
}
