/// One road's runs before and after the migration, its verdict, why, and what to change.
public struct RoadResult: Hashable, Sendable {
  /// The road.
  public let road: Road
  /// The road's steps, the delivery last (a run also opens the app's readiness gates, ``RoadRun/steps``).
  public let steps: [ScenarioStep]
  /// The run under the app-delegate lifecycle.
  public let before: RoadRun
  /// The runs under the scene lifecycles, in ``MigrationReport/afterLifecycles`` order.
  public let after: [RoadRun]
  /// The verdict.
  public let verdict: RoadVerdict
  /// What the code must change for this road, from where the item went before and after; empty when the road
  /// works in both or the app handles this kind of delivery nowhere.
  public let fixes: [RoadFix]
  /// The app's readiness gates, which name the `appReady` steps of its runs.
  public var gates: [Gate] = []

  /// Why the verdict: for a road broken after, the error messages of each broken lifecycle, prefixed with the
  /// lifecycles that share them (`scene, swiftUI: com.example.search delivered at step 0 was never handled`); for a
  /// road broken before, first the app-delegate messages, saying it was already broken.
  public var reasons: [String] {
    switch verdict {
    case .worksInBoth, .notHandled: return []
    case .breaksAfterMigration: return Self.grouped(after)
    case .brokenBefore:
      return ["already broken before the migration: " + Self.grouped([before]).joined(separator: "; ")]
        + Self.grouped(after).map { "still broken after: " + $0 }
    case .fixedByMigration:
      return ["broken before the migration, clean after: " + Self.grouped([before]).joined(separator: "; ")]
    }
  }

  /// Each distinct error message, with the lifecycles whose runs have it.
  static func grouped(_ runs: [RoadRun]) -> [String] {
    var order: [String] = []
    var lifecycles: [String: [String]] = [:]
    for run in runs {
      for error in run.errors {
        let text = "\(error.kind.rawValue): \(error.message)"
        if lifecycles[text] == nil { order.append(text) }
        if lifecycles[text]?.contains(run.lifecycle.rawValue) != true {
          lifecycles[text, default: []].append(run.lifecycle.rawValue)
        }
      }
    }
    return order.map { "\(lifecycles[$0, default: []].joined(separator: ", ")): \($0)" }
  }
}
