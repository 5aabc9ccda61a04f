/// A state space that ``BreadthFirstSearch`` walks: where the search starts, what an event does to a state, and how
/// states are remembered. The search keeps everything the spaces share (levels, stop rules, progress, the paths, the
/// findings, the split of a level across threads); a space keeps only what differs: the packed states of
/// ``PackedSpace``, the copied or replayed simulators of ``DirectSpace``, the machine situations and app sides of ``WorldSpace``, memoised apart.
protocol SearchSpace: SendableMetatype {
  /// What expands a stored state: it reads nothing the search stores, so the search holds it apart from the space
  /// while storing, and threads share it.
  associatedtype Expansion: SearchExpansion

  /// How far the search goes and how it splits levels (``SearchLimits``).
  var limits: SearchLimits { get }
  /// What expands the stored states.
  var expansion: Expansion { get }
  /// The events tried in every state, in order: what a path's event indices name.
  var events: [LifecycleEvent] { get }
  /// The option combinations, one root each.
  var optionCombinations: [LifecycleOptions] { get }
  /// The items and links the events name.
  var catalog: ItemCatalog { get }
  /// Each thread's working memory.
  var workers: WorkerPool<Expansion.Worker> { get }
  /// Which search the report names.
  var engine: ExplorationReport.Engine { get }
  /// How the states are remembered.
  var visitedMode: VisitedMode { get }
  /// The bytes that remember the stored states.
  var visitedBytes: Int { get }

  /// Stores a fresh install under each option combination, in order; returns how many were new.
  mutating func storeRoots() -> Int
  /// What expanding the stored state at `index` reads, copied out; `book` holds its path.
  func state(at index: Int, book: PathBook) -> Expansion.State
  /// Whether the state `step` reaches is stored; threads ask it while nothing is stored.
  func isStored(_ step: Expansion.Step) -> Bool
  /// Stores the state `step` reaches from the stored state `parent` by event `event`, unless it is stored; returns
  /// whether it was new.
  mutating func store(_ step: Expansion.Step, parent: Int, event: Int) -> Bool
  /// The option combination (its index) of the stored state at `index`.
  func optionsIndex(ofState index: Int) -> Int
  /// Told before a level is expanded, with how every state stored so far was reached.
  func levelWillBegin(book: PathBook)
  /// Told when a level is expanded and merged, with the states of the next one.
  mutating func levelDidEnd(next level: Range<Int>)
  /// Told before a level is split across `jobs` threads.
  func willSplitLevel(jobs: Int)
  /// Told when a split level is thrown away, to be expanded again on one thread.
  func didDiscardSplitLevel()
}

extension SearchSpace {
  func levelWillBegin(book: PathBook) {}
  mutating func levelDidEnd(next level: Range<Int>) {}
  func willSplitLevel(jobs: Int) {}
  func didDiscardSplitLevel() {}
}
