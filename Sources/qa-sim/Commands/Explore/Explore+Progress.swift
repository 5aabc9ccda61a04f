import SceneLifecycle

extension ExploreCommand {
  /// The search's progress callback that draws `line`: `explore scene: 1520 states, depth 6, 48210 states/s, 0.3 s`,
  /// the rate and time measured here, in the shell (the search reports counts only).
  static func searchProgress(
    on line: ProgressLine, lifecycle: LifecycleStyle
  ) -> @Sendable (ExplorationProgress) -> Void {
    let start = MonotonicInstant.now
    return { progress in
      line.update { _ in
        let elapsed = MonotonicInstant.now - start
        return "explore \(lifecycle.rawValue): \(progress.states) states, depth \(progress.depth), "
          + "\(ProgressLine.rate(progress.states, in: elapsed)) states/s, \(ProgressLine.seconds(elapsed))"
      }
    }
  }
}
