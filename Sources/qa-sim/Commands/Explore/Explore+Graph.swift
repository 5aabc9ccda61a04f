import CommandLineKit
import SceneLifecycle

extension ExploreCommand {
  /// Why no state graph is drawn: one line (printed after `Error: `) and the exit status.
  struct GraphRefusal: Error, Hashable, Sendable {
    /// The line.
    let message: String
    /// The exit status.
    let status: ExitStatus
  }

  /// The format `--graph` asks for, or DOT when only `--graph-out` is given; `nil` for no graph.
  static func graphFormat(_ options: ExploreOptions) -> GraphFormat? {
    options.graph ?? (options.graphOut == nil ? nil : .dot)
  }

  /// The state graph of every lifecycle in `lifecycles`, drawn in `format`; refused, before anything is written,
  /// when the states together pass `--graph-max-nodes` (a usage error that names the flag and the count reached).
  static func stateGraph(
    _ subject: Subject, lifecycles: [LifecycleStyle], options: ExploreOptions, format: GraphFormat
  ) -> Result<String, GraphRefusal> {
    var parts: [StateGraphDOT.Part] = []
    var drawn = 0
    for lifecycle in lifecycles {
      let explorer: Explorer
      do {
        explorer = try Explorer(configuration(subject, lifecycle: lifecycle, options: options))
      } catch {
        return .failure(GraphRefusal(message: "qa-sim explore: \(error)", status: .dataError))
      }
      switch explorer.stateGraph(maxNodes: options.graphMaxNodes - drawn) {
      case .success(let graph):
        drawn += graph.nodes.count
        parts.append(
          StateGraphDOT.Part(
            title: "\(subject.label), \(lifecycle.rawValue), depth \(options.depth)", graph: graph))
      case .failure(let tooLarge):
        return .failure(
          GraphRefusal(
            message: "the state graph passed --graph-max-nodes \(options.graphMaxNodes): \(drawn + tooLarge.reached) "
              + "states by depth \(tooLarge.depth) (\(lifecycle.rawValue)); lower --depth or --items, or raise "
              + "--graph-max-nodes",
            status: .usage))
      }
    }
    switch format {
    case .dot: return .success(StateGraphDOT(parts: parts).text)
    }
  }

  /// Writes `text` to `path` atomically (a temporary file renamed into place), so a failure leaves no half-written
  /// graph.
  static func writeGraph(_ text: String, to path: String) -> Result<Void, FileIOError> {
    do {
      try FileIO.writeAtomically(Array(text.utf8), to: path)
      return .success(())
    } catch {
      return .failure(error)
    }
  }
}
