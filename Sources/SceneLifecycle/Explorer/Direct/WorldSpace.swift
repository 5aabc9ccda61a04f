/// The direct state space of a table strategy with memo tables: each state is its machine situation, its app side
/// (both numbered by ``WorldTable``) and its option combination packed into one word, kept in a ``VisitedSet``, and
/// each transition is looked up in the table; a miss replays the state's path on a simulator (``WorldReplays``) and
/// runs the model once. ``DirectSpace`` is its oracle: the tests compare their reports, which must be the same.
///
/// It runs on the calling thread whatever the configuration's `jobs`. Threads that only read the tables (the numbers
/// of machine situations and app sides are the whole search's) and left what needs learning to the merge were
/// tried: they left 30 to 50% of the transitions to learn on one thread (a level meets hundreds of new situations),
/// and were 1.09 times as fast on two cores with four windows and 0.76 times under every option combination.
struct WorldSpace: SearchSpace {
  let explorer: DirectExplorer<TableStrategy>
  let limits: SearchLimits
  let expansion: WorldExpansion
  /// The one thread's memo tables.
  let workers: WorkerPool<WorldTable>
  /// The states stored: ``pack(machine:app:optionsIndex:)`` words.
  var visited = VisitedSet()
  var states: [UInt64] = []

  /// What the tests change to walk the roads a search rarely takes.
  struct Tuning {
    /// The most machine situations and app sides the tables number before they give up (``WorldTable/Failure``).
    var machineLimit = WorldTable.machineLimit
    var appLimit = WorldTable.appLimit
  }

  init(_ explorer: DirectExplorer<TableStrategy>, tuning: Tuning = Tuning()) {
    self.explorer = explorer
    limits = SearchLimits(
      depth: explorer.configuration.depth, maxStates: explorer.configuration.maxStates, jobs: 1,
      statesPerThread: .max, checkInterval: 1024)
    expansion = WorldExpansion(explorer: explorer)
    var table = WorldTable(
      eventCount: explorer.events.count, strategy: explorer.configuration.strategy, symmetric: explorer.reducesSymmetry)
    table.machineLimit = tuning.machineLimit
    table.appLimit = tuning.appLimit
    workers = WorkerPool(table, count: 1) { table }
  }

  var events: [LifecycleEvent] { explorer.events }
  var optionCombinations: [LifecycleOptions] { explorer.optionCombinations }
  var catalog: ItemCatalog { explorer.catalog }
  var engine: ExplorationReport.Engine { .direct }
  var visitedMode: VisitedMode { .exact }
  var visitedBytes: Int {
    let table = workers.take(0)
    defer { workers.put(0, table) }
    return visited.bytes + table.keyBytes
  }

  /// A state's word: the option combination's index in bits 0–15 (at most 2^16 combinations,
  /// ``ExplorerConfiguration/maxOptionCombinations``), the machine situation in bits 16–38, the app side in bits 39–62;
  /// bit 63 stays clear for ``VisitedSet``.
  @inline(__always)
  static func pack(machine: Int32, app: Int32, optionsIndex: Int) -> UInt64 {
    UInt64(app) << 39 | UInt64(machine) << 16 | UInt64(optionsIndex)
  }

  @inline(__always)
  static func machine(of state: UInt64) -> Int32 { Int32(truncatingIfNeeded: (state >> 16) & 0x7F_FFFF) }

  @inline(__always)
  static func app(of state: UInt64) -> Int32 { Int32(truncatingIfNeeded: state >> 39) }

  @inline(__always)
  static func optionsIndex(of state: UInt64) -> Int { Int(state & 0xFFFF) }

  mutating func storeRoots() -> Int {
    var table = workers.take(0)
    defer { workers.put(0, table) }
    for optionsIndex in explorer.optionCombinations.indices {
      let parts = table.parts(of: expansion.replays.fresh(optionsIndex: optionsIndex))
      let state = Self.pack(machine: parts.machine, app: parts.app, optionsIndex: optionsIndex)
      if visited.insert(ExplorerState(bits: table.visitedWord(state))) { states.append(state) }
    }
    return states.count
  }

  func state(at index: Int, book: PathBook) -> (word: UInt64, index: Int) { (states[index], index) }

  func isStored(_ step: WorldStep) -> Bool { visited.contains(ExplorerState(bits: step.visitedWord)) }

  mutating func store(_ step: WorldStep, parent: Int, event: Int) -> Bool {
    guard visited.insert(ExplorerState(bits: step.visitedWord)) else { return false }
    states.append(step.state)
    return true
  }

  func optionsIndex(ofState index: Int) -> Int { Self.optionsIndex(of: states[index]) }

  func levelWillBegin(book: PathBook) { expansion.replays.book = book }
}
