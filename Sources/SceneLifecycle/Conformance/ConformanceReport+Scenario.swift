import QuickActions

extension ConformanceReport {
  /// Why a regression scenario cannot be made from a report.
  public enum RegressionProblem: Error, Hashable, Sendable {
    /// The log is not reproduced, so there are no steps to save.
    case notReproduced
    /// The scenario does not replay green: an internal error of the search, with the replay's failure text.
    case replayFails(String)
  }

  /// `match` (the ``preferredMatch`` unless given) as a regression scenario of `subject`'s app: the inferred steps
  /// under the match's options (``options(for:)``), with the device's callbacks as an `expect.trace` the run must
  /// contain in order (`exhaustive: false`: the app's own lines and callbacks the log does not record come between).
  /// When the run breaks an invariant (an error kind), the app has a bug the device showed: those kinds go into
  /// `expect.fixed`, so the file is a saved counterexample that fails until the app is fixed; else
  /// it replays green. Replayed before it is returned: the replay may fail only for those kinds.
  /// - Throws: ``RegressionProblem`` when the log is not reproduced, or the replay fails otherwise (a search error).
  public func regressionScenario(
    subject: ExplorationSubject, match: ConformanceMatch? = nil
  ) throws(RegressionProblem) -> Scenario {
    guard let match = match ?? preferredMatch else { throw .notReproduced }
    var scenario = subject.scenario(
      name: "Device log \(Self.fileName(log.file))",
      description:
        "Steps qa-sim conform inferred from \(Self.fileName(log.file)) (\(log.callbacks.count) callbacks); the "
        + "device's callbacks are the expected trace.",
      events: [], catalog: subject.configuration(lifecycle: lifecycle, allOptions: false, depth: 0).catalog,
      options: options(for: match), lifecycle: lifecycle)
    scenario.dynamicItemsAfterUpdate = subject.scenario?.scenario.dynamicItemsAfterUpdate ?? .keptUntilReplaced
    scenario.steps = match.steps
    scenario.expect = Expectations(trace: match.modelLines, exhaustive: false)
    let first = subject.replay(scenario, file: log.file)
    let kinds = first.violationKinds.filter { !$0.isWarning }
    if !kinds.isEmpty { scenario.expect?.fixed = kinds }
    let run = subject.replay(scenario, file: log.file)
    let otherFailures = run.failures.filter {
      if case .stillBroken = $0 { return false }
      return true
    }
    guard otherFailures.isEmpty else {
      throw .replayFails(otherFailures.map(\.message).joined(separator: "\n\n"))
    }
    return scenario
  }

  /// The last part of `path`.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
