import QuickActions

/// An app-delegate app's every road (``Road``) run before the migration (the app-delegate lifecycle) and after
/// it (the scene and SwiftUI lifecycles), each judged by the invariants: what `qa-sim migrate` prints (UIKit
/// semantics article, 8h).
///
/// ```swift
/// let report = MigrationReport.make(
///   strategy: { _ in TableStrategy.appleLegacySample },
///   shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
/// XCTAssertEqual(report.result(for: Road(.warm, .quickAction))?.verdict, .breaksAfterMigration)
/// ```
public struct MigrationReport: Hashable, Sendable {
  /// The lifecycle the app was written for.
  public static let beforeLifecycle = LifecycleStyle.appDelegate
  /// The lifecycles it moves to.
  public static let afterLifecycles: [LifecycleStyle] = [.scene, .swiftUI]

  /// The device the roads ran on.
  public let device: Device
  /// How the app is built before the migration: the SDK of its app-delegate runs (an app-delegate app built with
  /// the iOS 27 SDK or later crashes at every launch, 8e rows 2 and 3).
  public var before: AppBuild = .standard
  /// How the app is built after it: the SDK of its scene and SwiftUI runs, the iOS 27 SDK unless the before
  /// build's is later, since that SDK is what forces the move (8e row 2).
  public var after = AppBuild(sdk: .requiringSceneLifecycle)
  /// The quick action the roads deliver (its type).
  public let quickAction: String
  /// The custom-scheme URL the link roads open, which the notification roads' notification carries too.
  public let customSchemeLink: String
  /// The universal link the roads tap.
  public let universalLink: String
  /// Every road, in ``Road/allCases`` order.
  public let roads: [RoadResult]

  /// The URL of the CloudKit share the share roads accept.
  public static let cloudKitShare = "https://www.icloud.com/share/share1"

  /// The Spotlight activity the activity roads continue: a result whose identifier is ``customSchemeLink``.
  public var spotlightActivity: String { Self.spotlightActivity(carrying: customSchemeLink) }

  /// A Spotlight result (``UserActivityReference/spotlightActivityType``) identified by `link`, as
  /// ``UserActivityReference/text``.
  static func spotlightActivity(carrying link: String) -> String {
    UserActivityReference(activityType: UserActivityReference.spotlightActivityType, identifier: link)?.text
      ?? UserActivityReference.spotlightActivityType
  }

  /// Whether every road works after the migration (none breaks after it, and none broken before stays broken).
  public var isClean: Bool { !roads.contains { $0.verdict.fails } }

  /// The result for `road`.
  public func result(for road: Road) -> RoadResult? { roads.first { $0.road == road } }

  /// The code to move, each change once, in the order the failing roads name it: the app's code that has to go
  /// elsewhere, so not a ``RoadFix/unhandled(_:_:)`` fix, nor a ``RoadFix/connection(_:_:)`` whose key a
  /// ``RoadFix/launchOption(_:readIn:)`` fix already moves to `scene(_:willConnectTo:options:)`.
  public var moves: [RoadFix] {
    var moves: [RoadFix] = []
    let fixes = roads.filter(\.verdict.fails).flatMap(\.fixes)
    let launchKeys = Set(fixes.compactMap { if case .launchOption(let key, _) = $0 { key } else { nil } })
    for fix in fixes where !moves.contains(fix) {
      switch fix {
      case .launchOption, .callback: moves.append(fix)
      case .connection(_, let key): if !launchKeys.contains(key) { moves.append(fix) }
      case .unhandled: break
      }
    }
    return moves
  }

  /// How many roads got each verdict, in ``RoadVerdict`` order.
  public var counts: [(verdict: RoadVerdict, count: Int)] {
    RoadVerdict.allCases.map { verdict in (verdict, roads.filter { $0.verdict == verdict }.count) }
  }

  /// Runs every road before and after the migration.
  /// - Parameters:
  ///   - strategy: makes the app for a run under a lifecycle: a fresh value each time (a ``DelegateApp``'s
  ///     `fresh`, or the same table).
  ///   - device: the device.
  ///   - options: the inferred-ordering switches.
  ///   - shortcutItems: the static items; the roads pick the first (a generated `com.example.item1` when empty).
  ///   - customSchemeLink: the URL the link roads open, the notification roads' notification carries and the activity
  ///     roads' Spotlight result is identified by.
  ///   - universalLink: the universal link the roads tap.
  ///   - build: how the app is built today: the SDK of the app-delegate runs and the Info.plist's scene manifest.
  ///     The scene and SwiftUI runs use the same manifest and the later of that SDK and the iOS 27 SDK.
  public static func make<Strategy: AppStrategy>(
    strategy: (LifecycleStyle) -> Strategy, device: Device = .iPhone, options: LifecycleOptions = .defaults,
    shortcutItems: [ShortcutItem] = [], customSchemeLink: String = "qasim://link1",
    universalLink: String = "https://example.com/link1", build: AppBuild = .standard
  ) -> MigrationReport {
    let after = AppBuild(sdk: max(build.sdk, .requiringSceneLifecycle), sceneManifest: build.sceneManifest)
    let items =
      shortcutItems.isEmpty ? ShortcutItem.generated(count: 1) : shortcutItems
    let quickAction = items[0].type
    let spotlightActivity = Self.spotlightActivity(carrying: customSchemeLink)
    let links = [customSchemeLink, universalLink, spotlightActivity, Self.cloudKitShare]
    var runs: [(Road, [ScenarioStep], RoadRun, [RoadRun])] = []
    for road in Road.allCases {
      let delivery: ScenarioStep =
        switch road.delivery {
        case .quickAction: .quickAction(quickAction)
        case .customSchemeLink: .openURL(customSchemeLink)
        case .universalLink: .universalLink(universalLink)
        case .notificationTap: .notificationTap(customSchemeLink)
        case .userActivity: .userActivity(spotlightActivity)
        case .cloudKitShare: .cloudKitShare(Self.cloudKitShare)
        }
      let steps = road.steps(delivering: delivery)
      func run(_ lifecycle: LifecycleStyle) -> RoadRun {
        RoadRun.run(
          strategy(lifecycle), lifecycle: lifecycle, device: device, options: options, shortcutItems: items,
          links: links, steps: steps, build: lifecycle == beforeLifecycle ? build : after)
      }
      runs.append((road, steps, run(beforeLifecycle), afterLifecycles.map(run)))
    }
    let handled = Set(
      runs.filter { _, _, before, after in ([before] + after).contains { $0.handledCount > 0 } }.map(\.0.delivery))
    let roads = runs.map { road, steps, before, after in
      let verdict = RoadVerdict.judge(before: before, after: after, handledAnywhere: handled.contains(road.delivery))
      let broken = after.first { !$0.isClean } ?? after[0]
      let fixes: [RoadFix] =
        switch verdict {
        case .breaksAfterMigration, .brokenBefore:
          RoadFix.fixes(before: before, after: broken, delivery: road.delivery.kind)
        case .worksInBoth, .fixedByMigration, .notHandled: []
        }
      var result = RoadResult(road: road, steps: steps, before: before, after: after, verdict: verdict, fixes: fixes)
      result.gates = strategy(beforeLifecycle).gates
      return result
    }
    var report = MigrationReport(
      device: device, quickAction: quickAction, customSchemeLink: customSchemeLink, universalLink: universalLink,
      roads: roads)
    report.before = build
    report.after = after
    return report
  }
}
