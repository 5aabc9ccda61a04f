import QuickActions

/// A small regression suite whose paths together take every reachable phase transition of one lifecycle, built from
/// shortest paths (as XState's test model generates them): `qa-sim generate --cover transitions` writes each path as a
/// scenario file.
public struct TransitionCover: Sendable {
  /// One path of the cover and the transitions it takes.
  public struct CoveringPath: Sendable {
    /// The path, from a fresh install.
    public let path: EventPath
    /// The (phase, event, phase) transitions it takes.
    public let taken: Set<ExplorationReport.TransitionKey>
  }

  /// The paths, longest shortest path first.
  public let entries: [CoveringPath]
  /// How many distinct transitions they take together.
  public let covered: Int

  /// Explores every reachable state of `lifecycle` of `subject` (``ExplorationSubject/maximumDepth``, on `jobs`
  /// threads; the result does not depend on them), then covers the transitions greedily, longest shortest path first.
  /// - Returns: the cover, or the ``ExplorerError`` no search gets past.
  public static func make(
    _ subject: ExplorationSubject, lifecycle: LifecycleStyle, allOptions: Bool, jobs: Int = 1
  ) -> Result<TransitionCover, ExplorerError> {
    let configuration = subject.configuration(
      lifecycle: lifecycle, allOptions: allOptions, depth: ExplorationSubject.maximumDepth, jobs: jobs)
    let report: ExplorationReport
    do {
      report = try Explorer(configuration).run()
    } catch {
      return .failure(error)
    }
    let length = { (key: ExplorationReport.TransitionKey) in report.transitionsTaken[key]?.events.count ?? 0 }
    let keys = report.transitionsTaken.keys.sorted { lhs, rhs in
      length(lhs) != length(rhs) ? length(lhs) > length(rhs) : lhs < rhs
    }
    var covered = Set<ExplorationReport.TransitionKey>()
    var entries: [CoveringPath] = []
    for key in keys where !covered.contains(key) {
      guard let path = report.transitionsTaken[key] else { continue }
      let taken = transitions(along: path, configuration: configuration)
      covered.formUnion(taken)
      entries.append(CoveringPath(path: path, taken: taken))
    }
    return .success(TransitionCover(entries: entries, covered: covered.count))
  }

  /// The (phase, event, phase) transitions `path` takes under `configuration`.
  static func transitions(along path: EventPath, configuration: ExplorerConfiguration)
    -> Set<ExplorationReport.TransitionKey>
  {
    var simulator = configuration.freshSimulator(options: path.options, strategy: configuration.strategy)
    var taken = Set<ExplorationReport.TransitionKey>()
    for event in path.events {
      let before = simulator.phase
      guard simulator.send(event) == nil else { continue }
      taken.insert(ExplorationReport.TransitionKey(from: before, event: event.kind, to: simulator.phase))
    }
    return taken
  }
}
