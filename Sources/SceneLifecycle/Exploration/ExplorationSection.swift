import QuickActions

/// One counterexample of an exploration with what it means: its narration, its typed scenario and that scenario's
/// replayed run (the trace a written file gives), and the file it was written to, if any.
public struct ExplorationFinding: Sendable {
  /// The counterexample.
  public let counterexample: Counterexample
  /// What each step did, as the explorer narrates it (``Explorer/narrate(_:)``).
  public let steps: [NarratedStep]
  /// The counterexample as a scenario of the explored app (``ExplorationSubject/scenario(for:lifecycle:)``).
  public let scenario: Scenario
  /// That scenario replayed (``ExplorationSubject/replay(_:file:)``).
  public let run: ScenarioRun
  /// Where it was written, if it was.
  public var file: String?

  /// The findings of `report`, explored in `lifecycle` of `subject` by `explorer`: each counterexample narrated, built
  /// as a scenario and replayed under the name `fileName` gives (the subject's file name for it when `nil`).
  public static func findings(
    of report: ExplorationReport, explorer: Explorer, subject: ExplorationSubject, lifecycle: LifecycleStyle,
    fileName: ((Counterexample) -> String)? = nil
  ) -> [ExplorationFinding] {
    report.counterexamples.map { counterexample in
      let scenario = subject.scenario(for: counterexample, lifecycle: lifecycle)
      let file = fileName?(counterexample) ?? subject.fileName(for: counterexample, lifecycle: lifecycle)
      return ExplorationFinding(
        counterexample: counterexample, steps: explorer.narrate(counterexample), scenario: scenario,
        run: subject.replay(scenario, file: file), file: nil)
    }
  }
}

/// One lifecycle's exploration and what a report shows of it.
public struct ExplorationSection: Sendable {
  /// The lifecycle explored.
  public let lifecycle: LifecycleStyle
  /// How many option combinations it started from.
  public let combinations: Int
  /// What the search found.
  public let report: ExplorationReport
  /// How long the search took, as the caller measured it (the library reads no clock).
  public let seconds: Double
  /// Each counterexample with its narration and replayed scenario.
  public var findings: [ExplorationFinding]
  /// The exhaustive run coverage is measured against, when coverage is asked for.
  public let reachable: ExplorationReport?

  /// Creates a section.
  public init(
    lifecycle: LifecycleStyle, combinations: Int, report: ExplorationReport, seconds: Double,
    findings: [ExplorationFinding], reachable: ExplorationReport?
  ) {
    self.lifecycle = lifecycle
    self.combinations = combinations
    self.report = report
    self.seconds = seconds
    self.findings = findings
    self.reachable = reachable
  }

  /// What coverage is measured against for `report`, explored under `configuration`: the report itself when it saw
  /// every reachable state, else an exploration of every state reachable at any depth
  /// (``ExplorationSubject/maximumDepth``) with no state limit; `nil` when that cannot be explored.
  public static func reachable(
    for report: ExplorationReport, configuration: ExplorerConfiguration, shouldStop: (@Sendable () -> Bool)? = nil
  ) -> ExplorationReport? {
    if report.exhausted { return report }
    var unbounded = configuration
    unbounded.depth = ExplorationSubject.maximumDepth
    unbounded.maxStates = nil
    return try? Explorer(unbounded).run(shouldStop: shouldStop)
  }
}
