import QuickActions

/// A ``StateGraph`` drawn in Graphviz DOT (`qa-sim explore --graph dot`), one graph per explored lifecycle.
///
/// Nodes are `s0`, `s1` … in discovery order, numbered on across lifecycles; their quoted `label` holds the phase,
/// what the app holds and the invariants broken on arriving there. A state where an error broke is red with a double
/// border (a warning alone: orange); the edges of each shortest counterexample are bold. Every label is a quoted
/// string (never an HTML-like label), escaped by `Escaping.dotString(_:)`. Edges between the same two states that look
/// alike are drawn as one, their events one per line. Language: https://graphviz.org/doc/info/lang.html
public struct StateGraphDOT {
  /// One lifecycle's graph and its caption.
  public struct Part {
    /// The caption (`pendingSlot, scene, depth 3`).
    public let title: String
    /// The graph.
    public let graph: StateGraph

    /// A part captioned `title`.
    public init(title: String, graph: StateGraph) {
      self.title = title
      self.graph = graph
    }
  }

  /// The graphs to draw.
  public let parts: [Part]

  /// The drawing of `parts`, in order.
  public init(parts: [Part]) { self.parts = parts }

  /// The DOT text: one `digraph`, with a cluster per part when there are several.
  public var text: String {
    var lines = [
      "digraph \"qa-sim state graph\" {",
      "  graph [fontname=\"Helvetica\", fontsize=12, labelloc=t, nodesep=0.3, ranksep=0.45];",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=10];",
      "  edge [fontname=\"Helvetica\", fontsize=9];",
    ]
    var offset = 0
    for (number, part) in parts.enumerated() {
      let clustered = parts.count > 1
      let indent = clustered ? "    " : "  "
      if clustered {
        lines.append("  subgraph \"cluster_\(number)\" {")
        lines.append("    label=\(Escaping.dotString(caption(part)));")
      } else {
        lines.append("  label=\(Escaping.dotString(caption(part)));")
      }
      let options = Set(part.graph.nodes.map(\.optionsIndex)).count
      for node in part.graph.nodes {
        lines.append(indent + "s\(node.index + offset) [" + nodeAttributes(node, severalOptions: options > 1) + "];")
      }
      for edge in mergedEdges(part.graph) {
        lines.append(indent + "s\(edge.from + offset) -> s\(edge.to + offset) [" + edgeAttributes(edge) + "];")
      }
      if clustered { lines.append("  }") }
      offset += part.graph.nodes.count
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The caption: the title, the counts, and the invariants broken.
  private func caption(_ part: Part) -> String {
    let graph = part.graph
    var caption = "\(part.title): \(graph.nodes.count) states, \(graph.edges.count) transitions"
    let broken = graph.counterexamples.map(\.kind.rawValue)
    caption += broken.isEmpty ? ", no invariant broken" : "; broken: " + broken.joined(separator: ", ")
    return caption
  }

  /// A node's label and style.
  private func nodeAttributes(_ node: StateGraph.Node, severalOptions: Bool) -> String {
    var lines = [node.phase.rawValue]
    if node.depth == 0 {
      lines.append(severalOptions ? "fresh install, options #\(node.optionsIndex + 1)" : "fresh install")
    }
    lines += node.holdings
    if !node.violations.isEmpty { lines.append("broke: " + node.violations.map(\.rawValue).joined(separator: ", ")) }
    var attributes = ["label=" + Escaping.dotString(lines.joined(separator: "\n"))]
    if node.violations.contains(where: { !$0.isWarning }) {
      attributes += ["color=red", "fontcolor=red", "peripheries=2"]
    } else if !node.violations.isEmpty {
      attributes += ["color=darkorange3", "fontcolor=darkorange3", "peripheries=2"]
    } else if node.depth == 0 {
      attributes += ["style=\"rounded,filled\"", "fillcolor=gray92"]
    }
    return attributes.joined(separator: ", ")
  }

  /// A drawn edge: the events of one or more edges that share their ends and their look.
  struct DrawnEdge: Hashable {
    let from: Int
    let to: Int
    let onCounterexample: Bool
    let violations: [ViolationKind]
    var events: [String]
  }

  /// The graph's edges, those with the same ends, the same invariants broken and the same boldness as one, in the
  /// order of their first edge.
  private func mergedEdges(_ graph: StateGraph) -> [DrawnEdge] {
    var drawn: [DrawnEdge] = []
    var position: [DrawnEdge: Int] = [:]
    for edge in graph.edges {
      let key = DrawnEdge(
        from: edge.from, to: edge.to, onCounterexample: edge.onCounterexample, violations: edge.violations, events: [])
      if let index = position[key] {
        drawn[index].events.append(edge.event)
      } else {
        position[key] = drawn.count
        drawn.append(
          DrawnEdge(
            from: key.from, to: key.to, onCounterexample: key.onCounterexample, violations: key.violations,
            events: [edge.event]))
      }
    }
    return drawn
  }

  /// A drawn edge's label and style.
  private func edgeAttributes(_ edge: DrawnEdge) -> String {
    var lines = edge.events
    if !edge.violations.isEmpty { lines.append("breaks " + edge.violations.map(\.rawValue).joined(separator: ", ")) }
    var attributes = ["label=" + Escaping.dotString(lines.joined(separator: "\n"))]
    if edge.violations.contains(where: { !$0.isWarning }) {
      attributes += ["color=red", "fontcolor=red"]
    } else if !edge.violations.isEmpty {
      attributes += ["color=darkorange3", "fontcolor=darkorange3"]
    }
    if edge.onCounterexample { attributes += ["style=bold", "penwidth=2.5"] }
    return attributes.joined(separator: ", ")
  }
}
