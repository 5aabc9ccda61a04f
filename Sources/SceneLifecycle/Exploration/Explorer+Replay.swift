extension Explorer {
  /// `scenario` (a counterexample of this explorer as ``scenario(for:name:app:)`` writes it) replayed against the explored
  /// app, as `qa-sim` replays a file and judged by the invariants: a table strategy is the scenario's own, an app's
  /// own strategy (``init(_:makeStrategy:)``) a fresh one from the explorer's factory in place of the scenario's empty
  /// stand-in. What a failure's sequence diagrams are drawn from (`expectNoViolations`, ``SequenceDiagram``).
  /// - Parameters:
  ///   - scenario: the scenario to replay.
  ///   - file: the name the run gives its file.
  public func replay(_ scenario: Scenario, file: String = "counterexample.json") -> ScenarioRun {
    switch engine {
    case .packed, .direct: Replay.run(scenario, file: file)
    case .app(let search): search.replay(scenario, file)
    }
  }
}
