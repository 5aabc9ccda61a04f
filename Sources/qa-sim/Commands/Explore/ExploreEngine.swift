import SceneLifecycle

/// Which explorer runs a configuration: the packed ``Explorer`` for one window, the ``DirectExplorer`` (copied
/// states, symmetry over identical scenes) for several, since a packed state holds one session, and for a bounded
/// visited set (`--visited hashcompact|bitstate`).
enum ExploreEngine {
  /// One window.
  case packed(Explorer)
  /// Several windows.
  case direct(DirectExplorer<TableStrategy>)

  /// The engine for `configuration`.
  /// - Throws: ``ExplorerError`` when the configuration cannot be explored.
  init(_ configuration: ExplorerConfiguration) throws(ExplorerError) {
    // A bounded visited set (hash compaction, bitstate) is the direct explorer's, as are several windows.
    let packs = configuration.windows == nil && !configuration.visited.isPartial
    self = packs ? .packed(try Explorer(configuration)) : .direct(try DirectExplorer(configuration))
  }

  /// Runs the search; see ``Explorer/run(shouldStop:progress:)``.
  func run(
    shouldStop: (@Sendable () -> Bool)? = nil, progress: (@Sendable (ExplorationProgress) -> Void)? = nil
  ) -> ExplorationReport {
    switch self {
    case .packed(let explorer): explorer.run(shouldStop: shouldStop, progress: progress)
    case .direct(let explorer): explorer.run(shouldStop: shouldStop, progress: progress)
    }
  }

  /// What every step of `counterexample` did, replayed on a fresh app (with the explored windows).
  func narrate(_ counterexample: Counterexample) -> [NarratedStep] {
    switch self {
    case .packed(let explorer):
      let configuration = explorer.configuration
      var simulator = Simulator(
        lifecycle: configuration.lifecycle, device: configuration.device, options: counterexample.options,
        strategy: configuration.strategy, shortcutItems: configuration.staticItems, links: configuration.links,
        build: configuration.build)
      return simulator.narrate(counterexample.events)
    case .direct(let explorer): return explorer.narrate(counterexample)
    }
  }
}
