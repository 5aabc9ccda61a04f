/// The explored state graph of a small configuration: every distinct state the breadth-first search stores, every
/// transition it takes, the states where an invariant broke, and the shortest path to each broken invariant.
///
/// ``Explorer`` walks it with its direct search (``Explorer/stateGraph(maxNodes:)``) over the same states and events as its
/// search, so the graph has one node per distinct state of ``ExplorationReport/distinctStates`` and one edge per
/// transition of ``ExplorationReport/transitions``: states at the last depth are nodes without outgoing edges. The
/// order is the search's (nodes by discovery, edges by their source, then event order), so the graph is the same on
/// every run. The command line draws it in Graphviz DOT (`qa-sim explore --graph dot`).
public struct StateGraph: Hashable, Sendable {
  /// One distinct state.
  public struct Node: Hashable, Sendable {
    /// The node's number, from 0 in discovery order.
    public let index: Int
    /// How many events lead to it from a fresh install, at the fewest.
    public let depth: Int
    /// The option combination (its index) the state runs under.
    public let optionsIndex: Int
    /// The lifecycle phase.
    public let phase: AppPhase
    /// What the app holds, one phrase each (`app slot: com.example.item1`, `pending: com.example.item1`); empty
    /// when it holds nothing.
    public let holdings: [String]
    /// The invariants broken by some transition into it, in ``ViolationKind`` order.
    public internal(set) var violations: [ViolationKind]
  }

  /// One transition: an event taken in a state.
  public struct Edge: Hashable, Sendable {
    /// The state the event is taken in (a ``Node/index``).
    public let from: Int
    /// The state it leads to.
    public let to: Int
    /// The event as a scenario spells it (`quickAction com.example.item1`, `webClip qasim://webclip1`).
    public let event: String
    /// The invariants this transition broke, in ``ViolationKind`` order.
    public let violations: [ViolationKind]
    /// Whether it is on the shortest path to some broken invariant (``StateGraph/counterexamples``).
    public internal(set) var onCounterexample: Bool
  }

  /// The shortest path to one broken invariant: the edges (indices into ``StateGraph/edges``) from a fresh install
  /// through the first transition that broke it, as the search's counterexample of that kind.
  public struct CounterexamplePath: Hashable, Sendable {
    /// The invariant.
    public let kind: ViolationKind
    /// The edges, in order.
    public let edges: [Int]
  }

  /// The states, in discovery order.
  public internal(set) var nodes: [Node]
  /// The transitions, in the order taken.
  public internal(set) var edges: [Edge]
  /// Per broken invariant, in ``ViolationKind`` order, its shortest path.
  public internal(set) var counterexamples: [CounterexamplePath]
}
