extension DirectExplorer {
  /// The explored state graph (``StateGraph``), drawn by watching the search itself (``StateGraphObserver``) over the
  /// same states and events in the same order, readiness rule included. Pure: no clock, no output.
  ///
  /// States are told apart by their exact keys whatever ``visitedMode`` says, so the graph has
  /// ``ExplorationReport/distinctStates`` nodes and ``ExplorationReport/transitions`` edges of an exact search.
  /// - Parameter maxNodes: the most states drawn; the search stops as soon as it stores one more.
  /// - Returns: the graph, or ``StateGraphTooLarge`` with the count reached.
  func stateGraph(maxNodes: Int) -> Result<StateGraph, StateGraphTooLarge> {
    var space = DirectSpace(self, visitedMode: .exact)
    space.limits.maxStates = maxNodes + 1
    space.indexOfKey = [:]
    var search = BreadthFirstSearch(space, observer: StateGraphObserver(explorer: self))
    _ = search.run()
    let graph = search.observer.finished()
    guard graph.nodes.count <= maxNodes else {
      return .failure(StateGraphTooLarge(limit: maxNodes, reached: maxNodes + 1, depth: graph.nodes[maxNodes].depth))
    }
    return .success(graph)
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

/// Draws the state graph from the search it watches: a node per state stored, an edge per transition taken, and per
/// broken invariant the tree edges to its first breaking edge, which is the search's counterexample.
struct StateGraphObserver<Strategy: AppStrategy>: SearchObserver {
  static var watches: Bool { true }
  let explorer: DirectExplorer<Strategy>
  /// The strategy's gates, which name `appReady` events.
  let gates: [Gate]
  var graph = StateGraph(nodes: [], edges: [], counterexamples: [])
  /// Per node: the node it was first reached from (`-1` for a fresh install) and the edge.
  var parents: [Int] = []
  var treeEdge: [Int] = []
  /// Per violation kind (by ordinal), the first edge that broke it.
  var firstEdge: [Int?] = Array(repeating: nil, count: ViolationKind.allCases.count)

  init(explorer: DirectExplorer<Strategy>) {
    self.explorer = explorer
    gates = explorer.makeStrategy().gates
  }

  mutating func didStore(_ index: Int, depth: Int, in space: DirectSpace<Strategy>) {
    let simulator = space.simulator(at: index)
    graph.nodes.append(
      StateGraph.Node(
        index: index, depth: depth, optionsIndex: space.optionsIndex(ofState: index), phase: simulator.phase,
        holdings: simulator.graphMachineNotes + simulator.graphHoldings, violations: []))
    parents.append(-1)
    treeEdge.append(-1)
  }

  mutating func didTake(
    _ step: DirectStep<Strategy>, event: Int, from parent: Int, stored: Int?, in space: DirectSpace<Strategy>
  ) {
    // Every key stored is indexed (``DirectSpace/indexOfKey``), so a known state's node is found.
    guard let target = stored ?? space.indexOfKey?[step.key] else {
      preconditionFailure("a transition reached a state the search neither stored nor knew")
    }
    let violations = ViolationKind.allCases.filter { step.violations & (1 << UInt16($0.ordinal)) != 0 }
    let edge = graph.edges.count
    graph.edges.append(
      StateGraph.Edge(
        from: parent, to: target, event: explorer.graphEventName(event, gates: gates), violations: violations,
        onCounterexample: false))
    for kind in violations where firstEdge[kind.ordinal] == nil { firstEdge[kind.ordinal] = edge }
    let marked = graph.nodes[target].violations
    graph.nodes[target].violations = ViolationKind.allCases.filter { marked.contains($0) || violations.contains($0) }
    if stored != nil {
      parents[target] = parent
      treeEdge[target] = edge
    }
  }

  /// The graph, each broken invariant's shortest path marked: the tree edges to the first edge that broke it, then
  /// that edge.
  func finished() -> StateGraph {
    var graph = graph
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
    return graph
  }
}
