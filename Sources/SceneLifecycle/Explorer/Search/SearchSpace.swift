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

/// What expands a space's stored states (``SearchSpace/Expansion``).
protocol SearchExpansion: SendableMetatype {
  /// What expanding a stored state reads of it.
  associatedtype State
  /// One accepted event and where it leads.
  associatedtype Step: SearchStep
  /// A thread's own working memory (memo tables, key caches), taken from the space's pool while it expands.
  associatedtype Worker

  /// Calls `take` with each accepted event the readiness rule allows from `state`, in order; stops and returns
  /// `false` as soon as `take` does.
  func forEachStep(from state: State, worker: inout Worker, _ take: (Int, Step) -> Bool) -> Bool
  /// Whether `step` leads back to `state`, the one it was taken in, so the search need not look it up.
  func leadsBack(_ step: Step, to state: State) -> Bool
}

extension SearchExpansion {
  func leadsBack(_ step: Step, to state: State) -> Bool { false }
}

/// One accepted event as the findings read it (``SearchFindings/record(_:parent:event:)``).
protocol SearchStep: SendableMetatype {
  /// A bit per ``ViolationKind`` (by ordinal) the transition broke.
  var violations: UInt16 { get }
  /// The phases before and after and the event's kind (``ExplorationReport/TransitionKey/index``).
  var coverage: Int { get }
  /// A bit per ``CallbackKind`` made.
  var callbacks: UInt64 { get }
  /// Whether `callbacks` and `coverage` may be new to the search (a memo table knows when they are not).
  var mayBeNew: Bool { get }
  /// Each violation with the item or link it broke for, when the space tells items apart (``DirectSpace`` of an
  /// app's own strategy); empty otherwise.
  var itemViolations: [ItemViolation] { get }
}

/// How far a search goes and how it splits its levels across threads.
struct SearchLimits {
  /// The most events in a path.
  var depth: Int
  /// Stop once this many states are stored.
  var maxStates: Int?
  /// How many threads may expand a level.
  var jobs: Int
  /// The fewest states per thread worth splitting a level for.
  var statesPerThread: Int
  /// How many pieces per thread a split level is cut into (more when states differ in cost).
  var piecesPerThread = 1
  /// How many states are expanded between two stop checks and progress reports.
  var checkInterval: Int
}
