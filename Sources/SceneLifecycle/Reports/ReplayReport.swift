/// What one replay of several inputs produced, in input order: each input's runs, or why it could not be replayed.
/// The value every replay report renders: ``JSONReport``, ``JUnitReport``, ``HTMLReport`` and ``MermaidReport``.
public struct ReplayReport: Hashable, Sendable {
  /// What happened to one input: its runs (one, or one per lifecycle in a matrix), or why it could not be replayed.
  public struct Outcome: Hashable, Sendable {
    /// The file or argument.
    public let file: String
    /// The runs, in lifecycle order; empty when ``error`` is set.
    public let runs: [ScenarioRun]
    /// Why it could not be replayed (or recorded).
    public let error: InputError?
    /// Warnings, each ready to print after `warning: `.
    public let warnings: [String]
    /// Whether the recorded expectation was written to the file.
    public let recorded: Bool
    /// In a matrix, for an app with routes: every road to each destination (see ``DeliveryEquivalence``).
    public var equivalence: [DeliveryEquivalence.Destination]?
    /// Whether the app relies on deprecated APIs on purpose (`DeprecationNotes/onPurpose`): its warnings are not in
    /// ``warnings``, and the text report's summary counts it.
    public var usesDeprecatedAPIsOnPurpose = false

    /// An input's outcome.
    public init(
      file: String, runs: [ScenarioRun], error: InputError?, warnings: [String], recorded: Bool,
      equivalence: [DeliveryEquivalence.Destination]? = nil
    ) {
      self.file = file
      self.runs = runs
      self.error = error
      self.warnings = warnings
      self.recorded = recorded
      self.equivalence = equivalence
    }

    /// An input that could not be replayed.
    public static func failed(_ error: InputError, warnings: [String] = []) -> Outcome {
      Outcome(file: error.file, runs: [], error: error, warnings: warnings, recorded: false)
    }
  }

  /// One outcome per input file or unusable argument.
  public let outcomes: [Outcome]

  /// The report of `outcomes`.
  public init(outcomes: [Outcome]) { self.outcomes = outcomes }

  /// How many inputs rely on deprecated APIs on purpose (``Outcome/usesDeprecatedAPIsOnPurpose``).
  public var deprecatedOnPurpose: Int { outcomes.count { $0.usesDeprecatedAPIsOnPurpose } }

  /// Every run, in order.
  public var runs: [ScenarioRun] { outcomes.flatMap(\.runs) }
  /// How many runs passed.
  public var passed: Int { runs.count { $0.passed } }
  /// How many runs failed.
  public var failed: Int { runs.count { !$0.passed } }
  /// The inputs that could not be replayed.
  public var errors: [InputError] { outcomes.compactMap(\.error) }
  /// How many files had their recorded expectation written.
  public var recorded: Int { outcomes.count { $0.recorded } }
  /// Every delivery road a matrix took, with its destination.
  public var roads: [(destination: NavigationState, road: DeliveryEquivalence.Run)] {
    outcomes.flatMap { outcome in
      (outcome.equivalence ?? []).flatMap { destination in destination.roads.map { (destination.state, $0) } }
    }
  }
  /// How many of ``roads`` do not reach their destination exactly once.
  public var divergentRoads: Int { roads.count { !$0.road.reaches($0.destination) } }
}
