/// The direct state space of a table strategy with memo tables: each state is its machine situation, its app side
/// (both numbered by ``WorldTable``) and its option combination packed into one word, kept in a ``VisitedSet``, and
/// each transition is looked up in the table; a miss replays the state's path on a simulator (``WorldReplays``) and
/// runs the model once. ``DirectSpace`` is its oracle: the tests compare their reports, which must be the same.
///
/// It runs on the calling thread whatever the configuration's `jobs`: a miss copies simulators, and on threads those
/// copies contend for the reference counts of the buffers every simulator shares and for the allocator.
struct WorldSpace: SearchSpace {
  let explorer: DirectExplorer<TableStrategy>
  let limits: SearchLimits
  let expansion: WorldExpansion
  /// The one thread's memo tables.
  let workers: WorkerPool<WorldTable>
  /// The states stored: ``pack(machine:app:optionsIndex:)`` words.
  var visited = VisitedSet()
  var states: [UInt64] = []

  init(_ explorer: DirectExplorer<TableStrategy>) {
    self.explorer = explorer
    limits = SearchLimits(
      depth: explorer.configuration.depth, maxStates: explorer.configuration.maxStates, jobs: 1,
      statesPerThread: .max, checkInterval: 1024)
    expansion = WorldExpansion(explorer: explorer)
    let table = WorldTable(
      eventCount: explorer.events.count, strategy: explorer.configuration.strategy, symmetric: explorer.reducesSymmetry)
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

/// What expands a world state: every event the readiness rule allows, in order, each looked up in the thread's
/// ``WorldTable`` or learned now on the state's replayed simulator.
struct WorldExpansion: SearchExpansion {
  let explorer: DirectExplorer<TableStrategy>
  let replays: WorldReplays
  /// Per option combination, its ``LifecycleOptions/bits``.
  let optionBits: [UInt32]

  init(explorer: DirectExplorer<TableStrategy>) {
    self.explorer = explorer
    replays = WorldReplays(explorer)
    optionBits = explorer.optionCombinations.map(\.bits)
  }

  func forEachStep(
    from state: (word: UInt64, index: Int), worker table: inout WorldTable, _ take: (Int, WorldStep) -> Bool
  ) -> Bool {
    guard table.failure == nil else { return false }
    let app = WorldSpace.app(of: state.word)
    let optionsIndex = WorldSpace.optionsIndex(of: state.word)
    let options = optionBits[optionsIndex]
    let machine = WorldSpace.machine(of: state.word)
    let owner = table.owner(machine: machine, app: app)
    let learning = (events: explorer.events, options: explorer.optionCombinations[optionsIndex])
    return explorer.readinessRule.forEachEvent(
      eventCount: explorer.events.count, facts: table.readinessFacts[Int(app)]
    ) { event in
      let step =
        table.step(owner: owner, machine: machine, app: app, event: event, options: options, learning: learning)
        ?? table.learn(
          replays.simulator(at: state.index, optionsIndex: optionsIndex), owner: owner, app: app,
          event: explorer.events[event], eventIndex: event, optionBits: options)
      guard table.failure == nil else { return .stop }
      switch step {
      case .refused: return .refused
      case .reached(let nextMachine, let nextApp, let violations, let callbacks, let coverage, let mayBeNew):
        let word = WorldSpace.pack(machine: nextMachine, app: nextApp, optionsIndex: optionsIndex)
        let step = WorldStep(
          state: word, visitedWord: table.visitedWord(word), violations: violations, coverage: coverage,
          callbacks: callbacks, mayBeNew: mayBeNew)
        return take(event, step) ? .taken : .stop
      }
    }
  }
}

/// A simulator in any stored state of the memoised search, by replaying the path that first reached it from a
/// fresh install: only a miss needs one. Simulators made are kept, so the states of one parent replay one event
/// each; the cache starts afresh past ``capacity``.
final class WorldReplays {
  let explorer: DirectExplorer<TableStrategy>
  /// How the stored states were reached, as of the level being expanded.
  var book = PathBook()
  private var made: [Int: Simulator<TableStrategy>] = [:]
  /// The most simulators kept.
  static let capacity = 4096

  init(_ explorer: DirectExplorer<TableStrategy>) { self.explorer = explorer }

  /// A fresh install under the combination at `optionsIndex`, without a trace.
  func fresh(optionsIndex: Int) -> Simulator<TableStrategy> {
    explorer.simulator(options: explorer.optionCombinations[optionsIndex], recordsTrace: false)
  }

  /// A simulator in the stored state at `index`, whose combination is the one at `optionsIndex`.
  func simulator(at index: Int, optionsIndex: Int) -> Simulator<TableStrategy> {
    if let known = made[index] { return known }
    guard let parent = book.parent(of: index) else { return fresh(optionsIndex: optionsIndex) }
    var simulator = self.simulator(at: parent, optionsIndex: optionsIndex)
    simulator.send(explorer.events[book.event(of: index)])
    simulator.endEventAsExplorer()
    if made.count >= Self.capacity { made.removeAll(keepingCapacity: true) }
    made[index] = simulator
    return simulator
  }
}

/// One accepted event of the world space.
struct WorldStep: SearchStep {
  /// The reached state's word (``WorldSpace/pack(machine:app:optionsIndex:)``).
  let state: UInt64
  /// The word the visited set keeps for it (``WorldTable/visitedWord(_:)``).
  let visitedWord: UInt64
  let violations: UInt16
  let coverage: Int
  let callbacks: UInt64
  let mayBeNew: Bool
  var itemViolations: [ItemViolation] { [] }
}
