#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import QuickActions
  import XCTest

  import SceneLifecycle

  /// The seed article's real delegate classes, explored directly, break the same invariants at the same depths as
  /// the `seedArticle` table that restates them, in the scene lifecycle the article is written for. (Under SwiftUI
  /// its app delegate names no `delegateClass`, so no scene delegate exists and the classes are another app than the
  /// table: UIKit semantics article, 11a row 3.)
  final class DelegateAppExploreTests: XCTestCase {
    func testExploringTheSeedDelegatesFindsTheSeedArticleTablesViolationsAtTheSameDepths() throws {
      for lifecycle in [LifecycleStyle.scene] {
        let table = try Explorer(
          ExplorerConfiguration(lifecycle: lifecycle, strategy: TableStrategy.seedArticle, depth: 8)
        ).run()
        let explorer = try Explorer(ExplorerConfiguration(lifecycle: lifecycle, depth: 8)) {
          DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init)
        }
        let direct = explorer.run()
        XCTAssertEqual(direct.engine, .direct)
        XCTAssertEqual(direct.violationKinds, table.violationKinds, "\(lifecycle)\n\(explorer.describe(direct))")
        XCTAssertEqual(
          direct.counterexamples.map(\.events.count), table.counterexamples.map(\.events.count), "\(lifecycle)")
        XCTAssertFalse(direct.violationKinds.isEmpty, "the seed article's code breaks invariants")
      }
    }
  }
#endif
