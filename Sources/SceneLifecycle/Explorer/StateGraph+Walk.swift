extension DirectExplorer {
  /// The explored state graph (``StateGraph``): the search's breadth-first walk over the same states and events in
  /// the same order (the readiness rule included), recording every node and edge. Pure: no clock, no output.
  ///
  /// States are told apart by their exact keys whatever ``visitedMode`` says, so the graph has
  /// ``ExplorationReport/distinctStates`` nodes and ``ExplorationReport/transitions`` edges of an exact search.
  /// - Parameter maxNodes: the most states drawn; the walk stops as soon as it stores one more.
  /// - Returns: the graph, or ``StateGraphTooLarge`` with the count reached.
  func stateGraph(maxNodes: Int) -> Result<StateGraph, StateGraphTooLarge> {
    var walk = StateGraphWalk(explorer: self, maxNodes: maxNodes)
    do {
      return .success(try walk.run())
    } catch {
      return .failure(error)
    }
  }

  /// Event number `eventIndex` as a scenario spells it: its gate named from `gates`, its scene by the scene's id.
  func graphEventName(_ eventIndex: Int, gates: [Gate]) -> String {
    let event = events[eventIndex]
    if let windows, case .scene = event.payload {
      return event.summary(
        item: { catalog.name(of: $0) }, link: { catalog.name(of: $0) }, dynamicItem: { catalog.name(of: $0) },
        scene: { windows.name(of: $0) })
    }
    return catalog.summary(of: event, gates: gates)
  }
}

/// The working memory of ``DirectExplorer/stateGraph(maxNodes:)``.
struct StateGraphWalk<Strategy: AppStrategy> {
  let explorer: DirectExplorer<Strategy>
  let maxNodes: Int
  /// The app's memories whose fingerprints are known.
  let cache = DirectContextCache()
  /// The strategy's gates, which name `appReady` events.
  let gates: [Gate]
  /// Each stored state's node, by its key's digest.
  var nodeOfKey: [DirectKeyDigest: Int] = [:]
  var graph = StateGraph(nodes: [], edges: [], counterexamples: [])
  /// Per node: the node it was first reached from (`-1` for a fresh install), the event, and the edge.
  var parents: [Int] = []
  var viaEvent: [Int] = []
  var treeEdge: [Int] = []
  /// Per node: what the readiness rule reads of it (``ReadinessFacts``).
  var readinessFacts: [ReadinessFacts] = []
  /// Per node, its simulator when states are copied (``DirectExplorer/copiesStates``).
  var simulators: [Simulator<Strategy>] = []
  /// Per violation kind (by ordinal), the first edge that broke it.
  var firstEdge: [Int?] = Array(repeating: nil, count: ViolationKind.allCases.count)

  init(explorer: DirectExplorer<Strategy>, maxNodes: Int) {
    self.explorer = explorer
    self.maxNodes = maxNodes
    gates = explorer.makeStrategy().gates
  }

  /// Walks level by level, as ``DirectSearch`` does.
  mutating func run() throws(StateGraphTooLarge) -> StateGraph {
    for optionsIndex in explorer.optionCombinations.indices {
      _ = try node(of: explorer.freshSimulator(optionsIndex: optionsIndex), optionsIndex: optionsIndex, depth: 0)
    }
    var levelStart = 0
    for depth in 1...max(1, explorer.depth) where explorer.depth > 0 {
      let levelEnd = graph.nodes.count
      guard levelStart < levelEnd else { break }
      for index in levelStart..<levelEnd { try expand(index, depth: depth) }
      levelStart = levelEnd
    }
    markCounterexamples()
    return graph
  }

  /// Takes every accepted event from node `index` that the readiness rule allows
  /// (``ReadinessRule/forEachEvent(eventCount:facts:_:)``), adding its edges and any new nodes at `depth`.
  private mutating func expand(_ index: Int, depth: Int) throws(StateGraphTooLarge) {
    var steps: [(Int, Simulator<Strategy>, [ViolationKind])] = []
    _ = explorer.readinessRule.forEachEvent(eventCount: explorer.events.count, facts: readinessFacts[index]) {
      guard let step = successor(of: index, eventIndex: $0) else { return .refused }
      steps.append(step)
      return .taken
    }
    for (eventIndex, simulator, violations) in steps {
      let (target, isNew) = try node(of: simulator, optionsIndex: graph.nodes[index].optionsIndex, depth: depth)
      let edge = graph.edges.count
      graph.edges.append(
        StateGraph.Edge(
          from: index, to: target, event: explorer.graphEventName(eventIndex, gates: gates), violations: violations,
          onCounterexample: false))
      for kind in violations where firstEdge[kind.ordinal] == nil { firstEdge[kind.ordinal] = edge }
      let marked = graph.nodes[target].violations
      graph.nodes[target].violations = ViolationKind.allCases.filter { marked.contains($0) || violations.contains($0) }
      if isNew {
        parents[target] = index
        viaEvent[target] = eventIndex
        treeEdge[target] = edge
      }
    }
  }

  /// Event `eventIndex` taken in node `index`: the simulator after it and the invariants it broke, in
  /// ``ViolationKind`` order; `nil` when the machine refuses it.
  private func successor(of index: Int, eventIndex: Int) -> (Int, Simulator<Strategy>, [ViolationKind])? {
    var simulator =
      explorer.copiesStates
      ? simulators[index] : explorer.replay(path(to: index), optionsIndex: graph.nodes[index].optionsIndex)
    let before = simulator.runner.monitor.violations.count
    if simulator.send(explorer.events[eventIndex]) != nil { return nil }
    simulator.endEventAsExplorer()
    let broken = Set(
      simulator.violationsOfTransition(since: before, runCanEnd: explorer.runCanEnd(at: simulator)).map(\.kind))
    return (eventIndex, simulator, ViolationKind.allCases.filter { broken.contains($0) })
  }

  /// The node of `simulator`'s state, stored at `depth` when it is new.
  private mutating func node(of simulator: Simulator<Strategy>, optionsIndex: Int, depth: Int)
    throws(StateGraphTooLarge) -> (index: Int, isNew: Bool)
  {
    let key = DirectKeyDigest(
      simulator.directStateKey(optionsIndex: optionsIndex, symmetric: explorer.reducesSymmetry, cache: cache))
    if let known = nodeOfKey[key] { return (known, false) }
    let index = graph.nodes.count
    guard index < maxNodes else { throw StateGraphTooLarge(limit: maxNodes, reached: index + 1, depth: depth) }
    nodeOfKey[key] = index
    graph.nodes.append(
      StateGraph.Node(
        index: index, depth: depth, optionsIndex: optionsIndex, phase: simulator.phase,
        holdings: simulator.graphMachineNotes + simulator.graphHoldings, violations: []))
    parents.append(-1)
    viaEvent.append(-1)
    treeEdge.append(-1)
    readinessFacts.append(simulator.readinessFacts)
    if explorer.copiesStates { simulators.append(simulator) }
    return (index, true)
  }

  /// The event indices from a fresh install to node `index`.
  private func path(to index: Int) -> [Int] {
    var events: [Int] = []
    var current = index
    while parents[current] >= 0 {
      events.append(viaEvent[current])
      current = parents[current]
    }
    return events.reversed()
  }

  /// Each broken invariant's shortest path: the tree edges to the first edge that broke it, then that edge.
  private mutating func markCounterexamples() {
    for kind in ViolationKind.allCases {
      guard let last = firstEdge[kind.ordinal] else { continue }
      var edges = [last]
      var current = graph.edges[last].from
      while treeEdge[current] >= 0 {
        edges.append(treeEdge[current])
        current = parents[current]
      }
      edges.reverse()
      for edge in edges { graph.edges[edge].onCounterexample = true }
      graph.counterexamples.append(StateGraph.CounterexamplePath(kind: kind, edges: edges))
    }
  }
}
