#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// Delta waits for its database before it handles a deep link: the app's own event `databaseStarted` is a step,
  /// the links that waited are handled at the main-queue turn after it, and the explorer interleaves it.
  final class DeltaAppTests: XCTestCase {
    private let link = "delta://game/42"

    private func simulator() -> Simulator<DelegateApp> {
      Simulator(lifecycle: .scene, strategy: .delta, shortcutItems: standardItems, links: [link])
    }

    func testALinkThatArrivesBeforeTheDatabaseStartsIsHandledAfterTheEventNotBefore() {
      var sim = simulator()
      sim.quickAction(searchType)
      XCTAssertEqual(sim.handledNames, [], "the database has not started")
      XCTAssertNil(sim.appReady("databaseStarted"))
      XCTAssertEqual(sim.handledNames, [searchType])
      XCTAssertNil(
        sim.traceMismatch(["app ready databaseStarted", "app handle \(searchType)"], mode: .subsequence))
      sim.send(.goHome)
      sim.openURL(link)
      XCTAssertEqual(sim.handledNames, [searchType, link], "once started, a link is handled in its own event")
      XCTAssertEqual(sim.violationKinds, [])
    }

    func testTheExplorerFindsTheLinkLostWhenTheProcessDiesBeforeTheDatabaseStarts() throws {
      let explorer = try Explorer(
        ExplorerConfiguration(lifecycle: .scene, staticItems: standardItems, itemCount: 1, links: [link], depth: 3)
      ) { DelegateApp.delta }
      let report = explorer.run()
      let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost }, explorer.describe(report))
      let run = explorer.replay(explorer.scenario(for: lost))
      XCTAssertTrue(run.violationKinds.contains(.lost), run.traceLines.joined(separator: "\n"))
      XCTAssertFalse(run.traceLines.contains("app ready databaseStarted"), run.traceLines.joined(separator: "\n"))
    }
  }
#endif
