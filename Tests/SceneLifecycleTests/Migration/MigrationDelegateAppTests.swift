#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// `MigrationReport` over an app's own delegate classes: an AppDelegate-only class (Apple's 2015 sample as code)
  /// run as is under the scene lifecycles, where UIKit no longer calls its methods (UIKit semantics article, 8h).
  final class MigrationDelegateAppTests: XCTestCase {
    func testAnAppDelegateOnlyClassBreaksAfterMigrationWithTheSameFixesAsItsTable() throws {
      // 8h rows 2 and 3: the class keeps launchOptions[.shortcutItem] and shows it in applicationDidBecomeActive.
      let app = DelegateApp(appDelegate: LaunchOptionsAppDelegate.init)
      let report = MigrationReport.make(
        strategy: { _ in app.fresh },
        shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
      let cold = try XCTUnwrap(report.result(for: Road(.cold, .quickAction)))
      XCTAssertEqual(cold.before.outcome, "works")
      XCTAssertEqual(cold.verdict, .breaksAfterMigration)
      XCTAssertEqual(
        cold.fixes,
        [
          .launchOption(.shortcutItem, readIn: .didFinishLaunching),
          .callback(.applicationDidBecomeActive, replacement: .sceneDidBecomeActive),
        ])
      // 8h row 1: the class's performActionFor is never called in a scene app.
      let warm = try XCTUnwrap(report.result(for: Road(.warm, .quickAction)))
      XCTAssertEqual(warm.verdict, .breaksAfterMigration)
      XCTAssertEqual(warm.fixes, [.callback(.applicationPerformAction, replacement: .windowScenePerformAction)])
      XCTAssertEqual(report.result(for: Road(.cold, .customSchemeLink))?.verdict, .notHandled)
    }
  }
#endif
