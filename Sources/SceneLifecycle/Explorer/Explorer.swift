/// The explorer that can explore a table strategy's configuration: the packed ``Explorer`` when packed states hold
/// it, else ``DirectExplorer`` (``Explorer/packingProblem(_:)``: several windows, a bounded visited set, scene
/// sessions' slots, or one delivery in two places packed states do not link). Whatever replay runs can be explored,
/// and no caller has to know which explorer takes what; `qa-sim explore`, `generate` and ``SceneMigration``'s check
/// explore through it.
///
/// Both explorers search the same events in the same order and find the same counterexamples where both apply (the
/// tests compare them); the packed one is the faster, so it runs whenever it can. The report says which ran
/// (``ExplorationReport/engineSummary``).
public enum ChosenExplorer {
  /// Packed states and memo tables.
  case packed(Explorer)
  /// Copied states, for a configuration packed states cannot hold, and why (``ExplorerError/packingReason``).
  case direct(DirectExplorer<TableStrategy>, because: ExplorerError)

  /// The explorer for `configuration`.
  /// - Throws: ``ExplorerError`` when neither explorer can take the configuration (too many items or option
  ///   combinations, a link of neither kind, a negative depth, or a scene count the direct explorer's key cannot
  ///   hold); never a limit of the packed explorer alone.
  public init(_ configuration: ExplorerConfiguration) throws(ExplorerError) {
    if let problem = Explorer.packingProblem(configuration) {
      self = .direct(try DirectExplorer(configuration), because: problem)
    } else {
      self = .packed(try Explorer(configuration))
    }
  }

  /// Runs the search (``Explorer/run(shouldStop:progress:)``, ``DirectExplorer/run(shouldStop:progress:)``); a direct
  /// search's report carries the reason it ran (``ExplorationReport/packingProblem``).
  public func run(
    shouldStop: (@Sendable () -> Bool)? = nil, progress: (@Sendable (ExplorationProgress) -> Void)? = nil
  ) -> ExplorationReport {
    switch self {
    case .packed(let explorer):
      return explorer.run(shouldStop: shouldStop, progress: progress)
    case .direct(let explorer, let problem):
      var report = explorer.run(shouldStop: shouldStop, progress: progress)
      report.packingProblem = problem
      return report
    }
  }

  /// What every step of `counterexample` did, replayed on a fresh app (with the explored windows), each event ended
  /// as the search ends it.
  public func narrate(_ counterexample: Counterexample) -> [NarratedStep] {
    switch self {
    case .packed(let explorer): explorer.narrate(counterexample)
    case .direct(let explorer, _): explorer.narrate(counterexample)
    }
  }
}
