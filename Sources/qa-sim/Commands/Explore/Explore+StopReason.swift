import QuickActions
import SceneLifecycle

/// What the reports say stopped a partial search, in the command line's words (the reports themselves are the
/// library's: ``ExplorationSection/text(_:subject:depth:namesSDK:timing:jobs:stopDescription:)``).
extension ExploreCommand {
  /// Why a search stopped early, as the option that stopped it (`--max-states 1,000`, `--timeout 5s`).
  static func stopReason(_ stop: ExplorationReport.Stop?, options: ExploreOptions) -> String? {
    switch stop {
    case nil: nil
    case .maxStates(let limit)?: "--max-states \(InputLimits.groupedDigits(limit))"
    case .stopRequested?: "--timeout \(options.timeout.map(secondsText) ?? "")"
    }
  }

  /// `5s`, `0.25s`.
  static func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() && seconds < 1e15 ? "\(Int(seconds))s" : "\(seconds)s"
  }
}
