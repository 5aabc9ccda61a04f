import QuickActions

/// What exploring a migrated app found (``SceneMigration/check(_:depth:)``): the table, the exploration under the
/// scene lifecycle, and what it explored.
public struct SceneMigrationCheck: Sendable {
  /// The migrated table (``SceneMigration/migrated(_:)``).
  public let strategy: TableStrategy
  /// The exploration of the migrated app under the scene lifecycle.
  public let report: ExplorationReport
  /// The quick actions explored: the scenario's own, or the explorer's generated ones when it has none.
  public let items: [ShortcutItem]
  /// The links explored: those the scenario's steps open.
  public let links: [String]
  /// The device explored: the scenario's.
  public let device: Device
  /// The build explored: the iOS 27 SDK (or the scenario's later one) and the scenario's scene manifest.
  public let build: AppBuild
  /// The switch values explored: the scenario's, as the scene lifecycle reads them.
  public let options: LifecycleOptions
  /// The depth explored.
  public let depth: Int
  /// Why the explorer could not take the migrated app (a link it cannot name, say), or `nil` when it explored
  /// it; the report is then empty and the check is not clean.
  public let problem: String?

  /// Whether the exploration ran and broke no invariant (warnings do not count, as in `qa-sim explore`).
  public var isClean: Bool { problem == nil && firstError == nil }

  /// The first counterexample that breaks an invariant, in the order `qa-sim explore` prints them.
  public var firstError: Counterexample? { report.counterexamples.first { !$0.kind.isWarning } }

  /// The first counterexample that breaks an invariant, as `qa-sim explore` prints it (its steps narrated on a
  /// fresh app by the explorer that found it, ``Explorer/narrate(_:)``); `nil` when the migrated app is clean.
  public let counterexampleText: String?
}
