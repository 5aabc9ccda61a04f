/// The direct explorer's breadth-first search: states as keys, parents in flat arrays, every successor replayed.
struct DirectSearch<Strategy: AppStrategy> {
  let explorer: DirectExplorer<Strategy>
  let shouldStop: (() -> Bool)?
  /// The keys of the states stored (``DirectStateKey``).
  var visited: Set<String> = []
  /// Per state: its parent (`-1` for a root), the event that reached it, its option combination, and the gates
  /// its app has opened (``Readiness/prompt`` tries the closed ones first).
  var parents: [Int] = []
  var viaEvent: [Int] = []
  var optionsIndices: [Int] = []
  var gatesOpen: [UInt8] = []
  /// The transitions accepted so far.
  var transitions = 0
  /// A bit per `CallbackKind` some transition made.
  var callbacks: UInt32 = 0
  /// Per violation kind (by ordinal), where its first transition starts and which event it takes.
  var found: [(parent: Int, event: Int)?] = Array(repeating: nil, count: ViolationKind.allCases.count)
  /// Per (phase, event kind, phase): where that transition was first taken.
  var taken: [ExplorationReport.TransitionKey: (parent: Int, event: Int)] = [:]
  /// The bytes of the keys stored.
  var keyBytes = 0

  init(explorer: DirectExplorer<Strategy>, shouldStop: (() -> Bool)?) {
    self.explorer = explorer
    self.shouldStop = shouldStop
  }

  /// One transition: what the event did from the state at `index`.
  struct Step {
    let key: String
    let gatesOpen: UInt8
    let violations: [ViolationKind]
    let transition: ExplorationReport.TransitionKey
    let callbacks: UInt32
  }

  mutating func run() -> ExplorationReport {
    for optionsIndex in explorer.optionCombinations.indices {
      let simulator = explorer.freshSimulator(optionsIndex: optionsIndex)
      _ = store(
        simulator.directStateKey(optionsIndex: optionsIndex), gates: simulator.runner.context.gatesOpen, parent: -1,
        event: -1, optionsIndex: optionsIndex)
    }
    let maxStates = explorer.maxStates ?? Int.max
    var levelStart = 0
    var depthReached = 0
    var stopped: ExplorationReport.Stop?
    for depth in 1...max(1, explorer.depth) where explorer.depth > 0 {
      let levelEnd = parents.count
      guard levelStart < levelEnd else { break }
      for index in levelStart..<levelEnd {
        if let shouldStop, shouldStop() {
          stopped = .stopRequested
          break
        }
        if !expand(index, maxStates: maxStates) {
          stopped = .maxStates(maxStates)
          break
        }
      }
      if parents.count > levelEnd { depthReached = depth }
      if stopped != nil { break }
      levelStart = levelEnd
    }
    let exhausted = stopped == nil && levelStart == parents.count
    var report = ExplorationReport(
      distinctStates: parents.count, transitions: transitions, depthReached: depthReached, exhausted: exhausted,
      stopped: stopped,
      counterexamples: ViolationKind.allCases.compactMap { counterexample($0) },
      callbacksReached: CallbackKind.allCases.filter { callbacks & (1 << UInt32($0.rawValue)) != 0 },
      transitionsTaken: taken.mapValues { path(to: $0) }, visitedSetBytes: keyBytes)
    report.engine = .direct
    return report
  }

  /// Tries every event from the state at `index` (under ``Readiness/prompt`` the closed gates' steps alone when one
  /// is allowed) and stores the new states. Returns `false` once the state limit is reached.
  private mutating func expand(_ index: Int, maxStates: Int) -> Bool {
    let path = events(to: index)
    let optionsIndex = optionsIndices[index]
    var candidates: [Int] = []
    if explorer.readiness == .prompt {
      candidates = explorer.gateEvents.filter { gatesOpen[index] & (1 << $0.gate) == 0 }.map(\.eventIndex)
    }
    var tryAll = true
    for (round, list) in [candidates, Array(explorer.events.indices)].enumerated() where round == 0 || tryAll {
      for eventIndex in list {
        guard let step = successor(path: path, optionsIndex: optionsIndex, eventIndex: eventIndex) else { continue }
        if round == 0 { tryAll = false }
        transitions += 1
        callbacks |= step.callbacks
        if taken[step.transition] == nil { taken[step.transition] = (index, eventIndex) }
        for kind in step.violations where found[kind.ordinal] == nil { found[kind.ordinal] = (index, eventIndex) }
        if store(step.key, gates: step.gatesOpen, parent: index, event: eventIndex, optionsIndex: optionsIndex),
          parents.count >= maxStates
        {
          return false
        }
      }
    }
    return true
  }

  /// Replays `path` on a fresh app and takes event number `eventIndex`; `nil` when the machine refuses it.
  private func successor(path: [Int], optionsIndex: Int, eventIndex: Int) -> Step? {
    var simulator = explorer.replay(path, optionsIndex: optionsIndex)
    let before = simulator.phase
    let violationsBefore = simulator.runner.monitor.violations.count
    let event = explorer.events[eventIndex]
    if simulator.send(event) != nil { return nil }
    simulator.endEventAsExplorer()
    let kinds = simulator.runner.monitor.violations.dropFirst(violationsBefore).map(\.kind)
    return Step(
      key: simulator.directStateKey(optionsIndex: optionsIndex), gatesOpen: simulator.runner.context.gatesOpen,
      violations: kinds, transition: .init(from: before, event: event.kind, to: simulator.phase),
      callbacks: simulator.runner.callbacksSeen)
  }

  /// Stores a state unless its key is known. Returns whether it was new.
  private mutating func store(_ key: String, gates: UInt8, parent: Int, event: Int, optionsIndex: Int) -> Bool {
    guard visited.insert(key).inserted else { return false }
    keyBytes += key.utf8.count
    parents.append(parent)
    viaEvent.append(event)
    optionsIndices.append(optionsIndex)
    gatesOpen.append(gates)
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
  private func path(to end: (parent: Int, event: Int)) -> Path {
    let optionsIndex = optionsIndices[end.parent]
    return Path(
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
