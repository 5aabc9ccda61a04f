// DelegateApp runs the delegates where SceneLifecycle has its UIKit-shaped surface (Linux, macOS): on iOS, tvOS,
// watchOS and visionOS (an iOS Simulator destination included) UIKit itself runs them and DelegateApp does not exist, so
// this file has the surface's condition and the target builds there with the delegate classes alone.
#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// An app team's own delegate classes, copied from the app unchanged apart from their import lines, run against
  /// qa-sim's model of UIKit.
  final class DelegateTests: XCTestCase {
    private let search = ShortcutItem(
      type: "SearchAction", localizedTitle: "Search", userInfo: ["Name": .string("Paris")])

    private var seedArticle: DelegateApp {
      DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init)
    }

    func testTheSeedArticleHandlesAColdLaunchQuickActionOnce() {
      var sim = Simulator(lifecycle: .scene, strategy: seedArticle, shortcutItems: [search])
      sim.quickAction("SearchAction")
      XCTAssertEqual(sim.handledTypes, ["SearchAction"])
      XCTAssertEqual(sim.violations, [])
      XCTAssertNil(
        sim.traceMismatch(
          [
            "system application(_:configurationForConnecting:options:) SearchAction",
            "system sceneDidBecomeActive(_:)",
            "app handle SearchAction",
            "app present UIAlertController \"Quick Action\"",
          ], mode: .subsequence))
    }

    func testTheSeedArticleHandlesAWarmQuickActionOnceButNeverCallsItsCompletionHandler() {
      var sim = Simulator(lifecycle: .scene, strategy: seedArticle, shortcutItems: [search])
      sim.tapIcon()
      sim.send(.goHome)
      sim.quickAction("SearchAction")
      XCTAssertEqual(sim.handledTypes, ["SearchAction"])
      // The article's windowScene(_:performActionFor:completionHandler:) never calls its handler.
      XCTAssertEqual(sim.violationKinds, [.completionMissing])
    }

    func testTheSeedArticleLosesTheQuickActionThatReachesARestoredScene() {
      var sim = Simulator(lifecycle: .scene, strategy: seedArticle, shortcutItems: [search])
      sim.send(.backgroundLaunch)
      sim.send(.systemDisconnectScene)
      sim.quickAction("SearchAction")
      XCTAssertEqual(sim.handledTypes, [])
      XCTAssertEqual(sim.violationKinds, [.lost])
    }

    func testApplesSceneSampleHandlesTheLaunchItemAgainAtTheNextActivation() {
      // The delegate objects are UIKit objects, isolated to the main actor; XCTest runs this on the main thread.
      let search = search
      MainActor.assumeIsolated {
        var sceneDelegates: [SampleSceneDelegate] = []
        let app = DelegateApp(
          appDelegate: SampleAppDelegate.init,
          sceneDelegate: {
            let delegate = SampleSceneDelegate()
            sceneDelegates.append(delegate)
            return delegate
          })
        var sim = Simulator(lifecycle: .scene, strategy: app, shortcutItems: [search])
        sim.quickAction("SearchAction")
        // The user taps OK on the alert before leaving the app; with the alert still up, UIKit would refuse the next
        // one ("app present refused: Attempt to present …") and the second handling would never reach the screen.
        sceneDelegates.last?.window?.rootViewController?.presentedViewController?.dismiss(animated: true)
        sim.send(.goHome)
        sim.tapIcon()
        XCTAssertEqual(sim.handledTypes, ["SearchAction", "SearchAction"])
        XCTAssertEqual(sim.violationKinds, [.duplicate])
      }
    }

    func testAColdCustomSchemeLinkOpensTheCafeOnce() {
      let app = DelegateApp(appDelegate: SampleAppDelegate.init, sceneDelegate: CafeSceneDelegate.init)
      var sim = Simulator(lifecycle: .scene, strategy: app)
      sim.openURL("pariscafe://cafe/PRS103")
      XCTAssertEqual(sim.handledNames, ["pariscafe://cafe/PRS103"])
      XCTAssertEqual(sim.violations, [])
      XCTAssertNil(
        sim.traceMismatch(
          [
            "system scene(_:willConnectTo:options:) pariscafe://cafe/PRS103",
            "system sceneDidBecomeActive(_:)",
            "app handle pariscafe://cafe/PRS103",
            "app push CafeViewController",
          ], mode: .subsequence))
    }

    func testAColdUniversalLinkOpensTheCafeOnce() {
      let app = DelegateApp(appDelegate: SampleAppDelegate.init, sceneDelegate: UniversalLinkSceneDelegate.init)
      var sim = Simulator(lifecycle: .scene, strategy: app)
      sim.universalLink("https://example.com/cafe/PRS103")
      XCTAssertEqual(sim.handledNames, ["https://example.com/cafe/PRS103"])
      XCTAssertEqual(sim.violations, [])
    }

    func testExploringTheSeedArticleFindsWhatItsTableFindsAtTheSameDepths() throws {
      let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, depth: 8)) {
        DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init)
      }
      let report = explorer.run()
      let table = try Explorer(ExplorerConfiguration(lifecycle: .scene, strategy: .seedArticle, depth: 8)).run()
      XCTAssertEqual(report.violationKinds, [.lost, .completionMissing], explorer.describe(report))
      XCTAssertEqual(report.violationKinds, table.violationKinds)
      XCTAssertEqual(report.counterexamples.map(\.events.count), table.counterexamples.map(\.events.count))
    }

    /// What a team does with a counterexample its own delegates have: keep it as a scenario file in its repository,
    /// replay the file against the same classes (a saved counterexample, it fails for the same invariant until the code
    /// is fixed), and draw the failing run as a Mermaid sequence diagram for the pull request.
    func testACounterexampleOfTheSeedArticleIsWrittenAsAScenarioThatReplaysAndFailsForTheSameReason() throws {
      let makeApp = { DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init) }
      let explorer = try Explorer(
        ExplorerConfiguration(lifecycle: .scene, staticItems: [search], depth: 4), makeStrategy: makeApp)
      let report = explorer.run()
      let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost }, explorer.describe(report))

      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("seedArticle-scene-lost.json")
      try Data(explorer.scenario(for: lost, app: "SeedArticle").jsonText.utf8).write(to: file)
      XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains(#""delegates": "SeedArticle""#))

      let run = try ScenarioReplay.run(contentsOf: file, app: makeApp())
      XCTAssertFalse(run.passed, run.failureMessage)
      XCTAssertEqual(run.violationKinds.filter { !$0.isWarning }, [.lost], run.failureMessage)
      XCTAssertTrue(
        run.failureMessage.contains("This file was saved as a counterexample for lost (expect.fixed)"),
        run.failureMessage)
      // Without the app there is nothing to replay: the file names its classes, and the table entry point refuses it.
      XCTAssertThrowsError(try ScenarioReplay.run(contentsOf: file))

      let mermaid = SequenceDiagram(run: run).mermaid
      XCTAssertTrue(mermaid.hasPrefix("sequenceDiagram"), mermaid)
      XCTAssertTrue(mermaid.contains("SearchAction"), mermaid)
    }
  }
#endif
