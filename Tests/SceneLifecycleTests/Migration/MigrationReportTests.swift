import QuickActions
import SceneLifecycle
import XCTest

/// `MigrationReport`: every road run before (appDelegate) and after (scene, swiftUI) a move to scenes (UIKit
/// semantics article, 8h).
final class MigrationReportTests: XCTestCase {
  private let items = [ShortcutItem(type: "com.example.search", localizedTitle: "Search")]

  private func report(_ strategy: TableStrategy) -> MigrationReport {
    MigrationReport.make(strategy: { _ in strategy }, shortcutItems: items)
  }

  /// The Flutter quick_actions plugin's 2025 bug (https://github.com/flutter/flutter/issues/170179): only the
  /// app-delegate `performActionFor`.
  private func flutterPerformActionOnly() throws -> TableStrategy {
    try TableStrategy(
      name: "flutterPerformActionOnly", nativeLifecycle: .appDelegate,
      actions: [.applicationPerformAction: [.handle, .completionTrue]])
  }

  func testEveryTimingAndDeliveryIsARoad() {
    // 8h row 1: timing (cold, warm, restore, reconnect) times delivery (quick action, custom-scheme URL, universal link,
    // notification tap, Spotlight activity, CloudKit share).
    XCTAssertEqual(Road.allCases.count, 24)
    XCTAssertEqual(Road.allCases.first?.name, "cold quick action")
    XCTAssertEqual(Road(.reconnect, .universalLink).steps(delivering: .universalLink("https://a.example/x")).count, 4)
    XCTAssertEqual(report(.appleLegacySample).roads.map(\.road), Road.allCases)
  }

  // 14 rows 3 and 10: an app that reads the tapped push from launchOptions[.remoteNotification] loses it once it
  // adopts scenes, whose launch options are nil; the fix reads connectionOptions.notificationResponse. A warm tap,
  // which the app never read from didReceive, was lost before and after.
  func testALaunchOptionsPushReaderBreaksOnTheColdNotificationRoad() throws {
    let reader = try TableStrategy(
      name: "launchPayload", nativeLifecycle: .appDelegate,
      triggers: [
        StrategyTrigger(.didFinishLaunching, carrying: .notificationResponse): [.store],
        StrategyTrigger(.applicationDidBecomeActive): [.consumePending],
      ])
    let report = report(reader)
    let cold = try XCTUnwrap(report.result(for: Road(.cold, .notificationTap)))
    XCTAssertEqual(cold.verdict, .breaksAfterMigration)
    XCTAssertEqual(cold.after.map(\.outcome), ["lost", "lost"])
    XCTAssertEqual(cold.fixes.first, .launchOption(.remoteNotification, readIn: .didFinishLaunching))
    XCTAssertTrue(
      cold.fixes.first?.text.contains("`connectionOptions.notificationResponse` in `scene(_:willConnectTo:options:)`")
        == true, "\(cold.fixes)")
    XCTAssertEqual(report.result(for: Road(.warm, .notificationTap))?.verdict, .brokenBefore)
    XCTAssertEqual(report.result(for: Road(.cold, .quickAction))?.verdict, .notHandled)
  }

  func testAppleLegacySampleNamesTheThreeCallbacksThatMove() throws {
    // 8h rows 1, 2 and 3: the launch options move to the connection options, applicationDidBecomeActive to
    // sceneDidBecomeActive, the app delegate's performActionFor to the scene delegate's.
    let report = report(.appleLegacySample)
    XCTAssertFalse(report.isClean)
    let cold = try XCTUnwrap(report.result(for: Road(.cold, .quickAction)))
    XCTAssertEqual(cold.verdict, .breaksAfterMigration)
    XCTAssertEqual(cold.before.outcome, "works")
    XCTAssertEqual(cold.after.map(\.outcome), ["lost", "lost"])
    XCTAssertEqual(
      cold.fixes,
      [
        .launchOption(.shortcutItem, readIn: .didFinishLaunching),
        .callback(.applicationDidBecomeActive, replacement: .sceneDidBecomeActive),
      ])
    let warm = try XCTUnwrap(report.result(for: Road(.warm, .quickAction)))
    XCTAssertEqual(warm.verdict, .breaksAfterMigration)
    XCTAssertEqual(warm.fixes, [.callback(.applicationPerformAction, replacement: .windowScenePerformAction)])
    XCTAssertEqual(
      warm.fixes.first?.text,
      "UIKit does not call `application(_:performActionFor:completionHandler:)` in a scene app: implement "
        + "`windowScene(_:performActionFor:completionHandler:)`")
    XCTAssertEqual(
      report.moves.map { "\($0.from) → \($0.to)" },
      [
        "launchOptions[.shortcutItem] in application(_:didFinishLaunchingWithOptions:) → "
          + "connectionOptions.shortcutItem in scene(_:willConnectTo:options:)",
        "applicationDidBecomeActive(_:) → sceneDidBecomeActive(_:)",
        "application(_:performActionFor:completionHandler:) → windowScene(_:performActionFor:completionHandler:)",
      ])
  }

  func testARestoredSessionAndAReconnectNeedTheItemReadInWillConnect() throws {
    // 8h row 4: a restore skips configurationForConnecting; a reconnect hands over in the connection options what a
    // running app-delegate app got in performActionFor; under appDelegate the disconnect is refused.
    let report = report(.appleLegacySample)
    let restore = try XCTUnwrap(report.result(for: Road(.restore, .quickAction)))
    XCTAssertEqual(restore.verdict, .breaksAfterMigration)
    XCTAssertEqual(restore.after[0].deliveredIn, [.sceneWillConnect])
    XCTAssertTrue(restore.fixes.first?.text.contains("which a restored session and a reconnect skip") == true)
    let reconnect = try XCTUnwrap(report.result(for: Road(.reconnect, .quickAction)))
    XCTAssertTrue(reconnect.before.trace.contains { $0.hasPrefix("rejected systemDisconnectScene") })
    XCTAssertEqual(reconnect.before.deliveredIn, [.applicationPerformAction])
    XCTAssertEqual(reconnect.after[0].deliveredIn, [.sceneWillConnect])
    XCTAssertEqual(reconnect.fixes, [.connection(.applicationPerformAction, .shortcutItem)])
  }

  func testLinksTheAppIgnoresEverywhereAreNotHandledInEither() {
    // 8h row 5: appleLegacySample reads no link in any lifecycle: reported, not failed.
    let report = report(.appleLegacySample)
    for result in report.roads where result.road.delivery != .quickAction {
      XCTAssertEqual(result.verdict, .notHandled, result.road.name)
      XCTAssertFalse(result.verdict.fails)
      XCTAssertEqual(result.fixes, [])
    }
  }

  func testHandleAndReturnTrueIsBrokenBeforeNotByTheMigration() throws {
    // 8h row 5: the item is handled twice under appDelegate already; the report says so.
    let cold = try XCTUnwrap(report(.handleAndReturnTrue).result(for: Road(.cold, .quickAction)))
    XCTAssertEqual(cold.verdict, .brokenBefore)
    XCTAssertEqual(cold.before.outcome, "duplicate")
    XCTAssertEqual(cold.before.handledCount, 2)
    XCTAssertTrue(cold.reasons[0].hasPrefix("already broken before the migration: appDelegate: duplicate"))
    XCTAssertFalse(cold.reasons.joined().contains("breaks after migration"))
    XCTAssertEqual(cold.fixes, [.launchOption(.shortcutItem, readIn: .didFinishLaunching)])
  }

  func testFlutterPerformActionOnlyBreaksTheWarmRoadWithTheFix() throws {
    // 8h row 5 (flutter/flutter#170179): warm quick actions do nothing in a scene app.
    let report = report(try flutterPerformActionOnly())
    let warm = try XCTUnwrap(report.result(for: Road(.warm, .quickAction)))
    XCTAssertEqual(warm.verdict, .breaksAfterMigration)
    XCTAssertEqual(warm.reasons, ["scene, swiftUI: lost: com.example.search delivered at step 2 was never handled"])
    XCTAssertEqual(warm.fixes, [.callback(.applicationPerformAction, replacement: .windowScenePerformAction)])
    let cold = try XCTUnwrap(report.result(for: Road(.cold, .quickAction)))
    XCTAssertEqual(cold.fixes, [.connection(.applicationPerformAction, .shortcutItem)])
  }

  func testAnAppThatWorksInBothAndOneTheMigrationFixes() throws {
    // 8h row 1: pendingSlot is wired for both lifecycles, so its quick-action roads work in both.
    let pending = report(.pendingSlot)
    XCTAssertEqual(pending.result(for: Road(.warm, .quickAction))?.verdict, .worksInBoth)
    XCTAssertEqual(pending.result(for: Road(.cold, .quickAction))?.verdict, .worksInBoth)
    // A table broken only under appDelegate (handled twice at launch) and right in a scene app.
    let fixed = try TableStrategy(
      name: "fixedByScenes", nativeLifecycle: .appDelegate,
      triggers: [
        StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.handle],
        StrategyTrigger(.applicationPerformAction): [.handle, .completionTrue],
        StrategyTrigger(.sceneWillConnect, carrying: .shortcutItem): [.handle],
        StrategyTrigger(.windowScenePerformAction): [.handle, .completionTrue],
      ])
    let cold = try XCTUnwrap(report(fixed).result(for: Road(.cold, .quickAction)))
    XCTAssertEqual(cold.verdict, .fixedByMigration)
    XCTAssertFalse(cold.verdict.fails)
  }

  func testAFrameworksReadinessGateOpensAsSoonAsTheProcessRunsCode() throws {
    // 8h row 5 with 10a row 6: react-native-quick-actions with its de-duplication works cold under appDelegate once
    // the JavaScript bundle has loaded (an appReady step after the launch), and breaks after the migration.
    let cold = try XCTUnwrap(report(.reactNativeQuickActionsFixed).result(for: Road(.cold, .quickAction)))
    XCTAssertEqual(cold.before.steps, [.quickAction("com.example.search"), .appReady(0)])
    XCTAssertEqual(cold.before.outcome, "works")
    XCTAssertEqual(cold.verdict, .breaksAfterMigration)
    XCTAssertEqual(cold.fixes.first, .launchOption(.shortcutItem, readIn: .didFinishLaunching))
  }

  func testVerdictsFromTheRuns() {
    // 8h row 5: the verdict table.
    let clean = RoadRun(
      lifecycle: .appDelegate, steps: [], trace: [], violations: [], handledCount: 1, deliveredIn: [], actedIn: [])
    let broken = RoadRun(
      lifecycle: .scene, steps: [], trace: [],
      violations: [ViolationRecord(kind: .lost, item: "a", step: 0, message: "a was never handled")],
      handledCount: 0, deliveredIn: [], actedIn: [])
    XCTAssertEqual(RoadVerdict.judge(before: clean, after: [clean], handledAnywhere: true), .worksInBoth)
    XCTAssertEqual(RoadVerdict.judge(before: clean, after: [broken], handledAnywhere: true), .breaksAfterMigration)
    XCTAssertEqual(RoadVerdict.judge(before: broken, after: [broken], handledAnywhere: true), .brokenBefore)
    XCTAssertEqual(RoadVerdict.judge(before: broken, after: [clean], handledAnywhere: true), .fixedByMigration)
    XCTAssertEqual(RoadVerdict.judge(before: broken, after: [broken], handledAnywhere: false), .notHandled)
  }
}
