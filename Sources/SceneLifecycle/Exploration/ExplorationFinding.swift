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
