import SceneLifecycle

/// What happened to one input: its runs (one, or three with `--matrix`), or why it could not be replayed.
struct FileOutcome: Hashable, Sendable {
  /// The file or argument.
  let file: String
  /// The runs, in lifecycle order; empty when ``error`` is set.
  let runs: [ScenarioRun]
  /// Why it could not be replayed (or recorded).
  let error: InputError?
  /// Warnings, each ready to print after `warning: `.
  let warnings: [String]
  /// Whether `--record` wrote the file.
  let recorded: Bool
  /// With `--matrix`, for an app with routes: every road to each destination (see ``DeliveryEquivalence``).
  var equivalence: [DeliveryEquivalence.Destination]? = nil

  /// An input that could not be replayed.
  static func failed(_ error: InputError, warnings: [String] = []) -> FileOutcome {
    FileOutcome(file: error.file, runs: [], error: error, warnings: warnings, recorded: false)
  }
}

/// Everything one replay invocation produced, in input order.
struct Report: Hashable, Sendable {
  /// One outcome per input file or unusable argument.
  let outcomes: [FileOutcome]

  /// Every run, in order.
  var runs: [ScenarioRun] { outcomes.flatMap(\.runs) }
  /// How many runs passed.
  var passed: Int { runs.count { $0.passed } }
  /// How many runs failed.
  var failed: Int { runs.count { !$0.passed } }
  /// The inputs that could not be replayed.
  var errors: [InputError] { outcomes.compactMap(\.error) }
  /// How many files `--record` wrote.
  var recorded: Int { outcomes.count { $0.recorded } }
  /// Every delivery road `--matrix` took, with its destination.
  var roads: [(destination: NavigationState, road: DeliveryEquivalence.Road)] {
    outcomes.flatMap { outcome in
      (outcome.equivalence ?? []).flatMap { destination in destination.roads.map { (destination.state, $0) } }
    }
  }
  /// How many of ``roads`` do not reach their destination exactly once.
  var divergentRoads: Int { roads.count { !$0.road.reaches($0.destination) } }

  /// The exit status: the highest of the errors' statuses and ``ExitStatus/failure`` if a run failed or a
  /// delivery road diverged.
  var exitStatus: ExitStatus {
    ExitStatus.merging(errors.map(\.status) + (failed > 0 || divergentRoads > 0 ? [.failure] : []))
  }
}
