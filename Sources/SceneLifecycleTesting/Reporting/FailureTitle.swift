import SceneLifecycle

/// The first line of a failure's text, which a test report shows as the failure's title: it names the invariants an
/// exploration or a scenario run broke, so a list of failures says what broke before anyone opens one.
enum FailureTitle {
  /// An exploration's: `Invariant broken: lost in 1 step`, or `Invariants broken: lost in 1 step, completionMissing in
  /// 2 steps`, the kinds that fail it (no warning) in kind order with the length of each one's shortest
  /// counterexample.
  static func exploration(_ report: ExplorationReport) -> String {
    let broken = report.counterexamples.filter { !$0.kind.isWarning }
    let kinds = broken.map { "\($0.kind.rawValue) in \($0.events.count) step\($0.events.count == 1 ? "" : "s")" }
    return "Invariant\(broken.count == 1 ? "" : "s") broken: " + kinds.joined(separator: ", ")
  }

  /// A scenario run's when it broke an invariant its file does not expect: `Invariant broken in coldLaunch.json: lost
  /// at step 0`, each unexpected violation's kind and step; `nil` when it failed for other reasons alone, whose text
  /// then begins with the first of them.
  static func scenario(_ run: ScenarioRun) -> String? {
    let broken = run.failures.compactMap { failure -> ViolationRecord? in
      guard case .unexpectedViolation(let record) = failure else { return nil }
      return record
    }
    guard !broken.isEmpty else { return nil }
    let kinds = broken.map { "\($0.kind.rawValue) at step \($0.step)" }
    return "Invariant\(broken.count == 1 ? "" : "s") broken in \(run.file): " + kinds.joined(separator: ", ")
  }
}
