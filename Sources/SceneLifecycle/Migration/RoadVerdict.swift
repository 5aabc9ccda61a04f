/// How one road fares when an app-delegate app moves to the scene lifecycle (UIKit semantics article, 8h).
public enum RoadVerdict: String, Hashable, Sendable, CaseIterable {
  /// Clean under the app-delegate lifecycle and under every scene lifecycle.
  case worksInBoth
  /// Clean under the app-delegate lifecycle, broken under a scene lifecycle: the migration breaks it.
  case breaksAfterMigration
  /// Already broken under the app-delegate lifecycle, and still broken after: not the migration's doing.
  case brokenBefore
  /// Broken under the app-delegate lifecycle, clean under every scene lifecycle.
  case fixedByMigration
  /// The app handles this kind of delivery on no road in any lifecycle (it ignores links, say): reported, not
  /// failed.
  case notHandled

  /// How reports say it.
  public var label: String {
    switch self {
    case .worksInBoth: "works in both"
    case .breaksAfterMigration: "breaks after migration"
    case .brokenBefore: "broken before migration"
    case .fixedByMigration: "fixed by migration"
    case .notHandled: "not handled in either"
    }
  }

  /// Whether the road fails the check: it is broken after the migration.
  public var fails: Bool {
    switch self {
    case .breaksAfterMigration, .brokenBefore: true
    case .worksInBoth, .fixedByMigration, .notHandled: false
    }
  }

  /// The verdict for a road from its runs before and after; `handledAnywhere` says whether the app handled this
  /// kind of delivery on some road in some lifecycle.
  public static func judge(before: RoadRun, after: [RoadRun], handledAnywhere: Bool) -> RoadVerdict {
    // A run that crashed at launch (an app not adopting scenes, built with the iOS 27 SDK: UIKit semantics article,
    // 8e rows 2 and 3) handled nothing because it never ran, which is a breakage, not an app that ignores the road.
    let crashed = ([before] + after).contains { run in run.errors.contains { $0.kind == .launchCrash } }
    guard handledAnywhere || crashed else { return .notHandled }
    let afterClean = after.allSatisfy(\.isClean)
    switch (before.isClean, afterClean) {
    case (true, true): return .worksInBoth
    case (true, false): return .breaksAfterMigration
    case (false, true): return .fixedByMigration
    case (false, false): return .brokenBefore
    }
  }
}
