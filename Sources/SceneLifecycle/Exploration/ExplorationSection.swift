import QuickActions

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
