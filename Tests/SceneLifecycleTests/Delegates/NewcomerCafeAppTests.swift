#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import QuickActions
  import XCTest

  import SceneLifecycle

  /// The newcomer's café app (issue 38): an onboarding gate lifted by the `login` app event, push-stack routing,
  /// and a cold URL read in `scene(_:willConnectTo:options:)` before the window exists (UIKit semantics article,
  /// 11d rows 6–8).
  final class NewcomerCafeAppTests: XCTestCase {
    private let cafeURL = "cafe://cafes/42"
    private let orders = ShortcutItem(type: CafeShortcut.orders, localizedTitle: "Orders")
    private var buggy: DelegateApp { .cafe(CafeSceneDelegate.init) }
    private var fixed: DelegateApp { .cafe(FixedCafeSceneDelegate.init) }

    private func simulator(_ app: DelegateApp) -> Simulator<DelegateApp> {
      Simulator(lifecycle: .scene, strategy: app, shortcutItems: [orders], links: [cafeURL])
    }

    /// A scenario file in a fresh directory: `steps` after the stand-in app that declares the `login` event.
    private func scenarioFile(_ steps: String) throws -> URL {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("NewcomerCafe-\(UUID())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("cafe.json")
      let text = """
        {"version": 1, "name": "café", "lifecycle": "scene",
         "app": {"strategy": {"name": "app", "on": {}, "gates": [{"name": "login", "readiness": "afterFirstActivation"}]},
                 "shortcutItems": [{"type": "\(CafeShortcut.orders)", "title": "Orders"}]},
         "steps": [\(steps)]}
        """
      try Data(text.utf8).write(to: file)
      return file
    }

    /// The bug, in the one step that shows it: the route runs before the window exists and drops the link, and the
    /// onboarding presented next is a wall, not the link's screen (11d row 7): `lost`.
    func testReplayingTheOneStepColdURLFindsTheLostRoute() throws {
      let file = try scenarioFile(#"{"event": "openURL", "url": "cafe://cafes/42"}"#)
      let run = try ScenarioReplay.run(contentsOf: file, app: buggy)
      XCTAssertEqual(run.violationKinds, [.lost], run.failureMessage)
      XCTAssertTrue(run.traceLines.contains("app present OnboardingViewController"), "\(run.traceLines)")
      XCTAssertEqual(run.handled, [])
    }

    /// The fix parks the link behind the onboarding: not handled before the `login` step, handled by it, when the code
    /// takes the URL back and pushes the café; the newcomer's code loses it even then.
    func testTheURLParkedBehindOnboardingIsHandledAfterLoginNotBefore() {
      var sim = simulator(fixed)
      sim.openURL(cafeURL)
      XCTAssertEqual(sim.handledNames, [], "presenting the onboarding is not the link's screen")
      XCTAssertEqual(sim.runner.monitor.tracked.map { sim.runner.strategy.holds($0.delivery) }, [true], "parked")
      XCTAssertNil(sim.appReady("login"))
      XCTAssertEqual(sim.handledNames, [cafeURL])
      XCTAssertEqual(sim.violationKinds, [])
      XCTAssertNil(
        sim.traceMismatch(
          [
            "app present OnboardingViewController", "app ready login", "app dismiss OnboardingViewController",
            "app handle \(cafeURL)", "app push CafeViewController",
          ], mode: .subsequence), "\(sim.traceLines)")

      var newcomer = simulator(buggy)
      newcomer.openURL(cafeURL)
      newcomer.appReady("login")
      XCTAssertEqual(newcomer.handledNames, [])
      XCTAssertEqual(newcomer.violationKinds, [.lost])
    }

    /// "Orders" pops to the root: handled when a café is pushed (`pop`) and when the orders are already in front
    /// (`stay`, 11d row 6), with no false `lost`.
    func testThePopToRootOrdersActionIsHandledWhereverTheStackIs() {
      var sim = simulator(fixed)
      sim.tapIcon()
      sim.appReady("login")
      sim.send(.goHome)
      sim.quickAction(CafeShortcut.orders)
      sim.send(.goHome)
      sim.openURL(cafeURL)
      sim.send(.goHome)
      sim.quickAction(CafeShortcut.orders)
      XCTAssertEqual(sim.handledNames, [CafeShortcut.orders, cafeURL, CafeShortcut.orders])
      XCTAssertEqual(sim.violationKinds, [])
      XCTAssertNil(
        sim.traceMismatch(
          [
            "app handle \(CafeShortcut.orders)", "app stay OrdersListViewController",
            "app completion(true) \(CafeShortcut.orders)",
            "app handle \(cafeURL)", "app push CafeViewController",
            "app handle \(CafeShortcut.orders)", "app pop CafeViewController",
            "app completion(true) \(CafeShortcut.orders)",
          ], mode: .subsequence), "\(sim.traceLines)")
    }

    /// The `login` event as a step: refused while the process runs no code or before the UI was first active (its
    /// readiness), run once per process, and named in the trace.
    func testTheLoginEventIsAStepOfItsOwn() {
      XCTAssertEqual(fixed.gates, [Gate(name: "login", index: 0, readiness: .afterFirstActivation)])
      var sim = simulator(fixed)
      XCTAssertEqual(sim.appReady("login")?.reason, .processNotRunning)
      XCTAssertEqual(sim.appReady("signup")?.reason, .undeclaredGate("signup"))
      sim.send(.backgroundLaunch)
      XCTAssertEqual(sim.appReady("login")?.reason, .consumerNotReadyBeforeActivation("login"))
      sim.tapIcon()
      XCTAssertNil(sim.appReady("login"))
      XCTAssertNil(sim.appReady("login"))
      XCTAssertNil(
        sim.traceMismatch(
          ["app ready login", "app dismiss OnboardingViewController", "app ready login (already open)"],
          mode: .subsequence), "\(sim.traceLines)")
      XCTAssertEqual(sim.traceLines.filter { $0.hasPrefix("app dismiss") }.count, 1, "the second step runs nothing")
    }

    /// An event of the scene's UI (``GateLifetime/scene``) is closed by a scene's disconnection and can come again
    /// once the scene reconnects; one of the process stays open (UIKit semantics article, 10a row 14).
    func testAnEventOfTheScenesUIComesAgainAfterTheSceneReconnects() {
      for lifetime in GateLifetime.allCases {
        let app = DelegateApp(
          appDelegate: CafeAppDelegate.init, sceneDelegate: FixedCafeSceneDelegate.init,
          events: [
            .named("login", readiness: .afterFirstActivation, lifetime: lifetime) { live in
              live.sceneDelegate(as: CafeSceneDelegate.self)?.finishOnboarding()
            }
          ])
        var sim = simulator(app)
        sim.tapIcon()
        XCTAssertNil(sim.appReady("login"), "\(lifetime)")
        sim.send(.goHome)
        sim.send(.systemDisconnectScene)
        sim.tapIcon()
        XCTAssertNil(sim.appReady("login"), "\(lifetime)")
        let lines = sim.traceLines
        switch lifetime {
        case .process:
          XCTAssertFalse(lines.contains("app closeGate login"), "\(lifetime)")
          XCTAssertEqual(lines.last { $0.hasPrefix("app ready login") }, "app ready login (already open)")
        case .scene:
          XCTAssertTrue(lines.contains("app closeGate login"), lines.joined(separator: "\n"))
          XCTAssertEqual(lines.filter { $0 == "app ready login" }.count, 2, lines.joined(separator: "\n"))
        }
      }
    }

    /// A scenario file's `appReady login` step runs the app's event; a step naming an event the app does not declare
    /// is an error at its path, and a scenario value holding one replays it as a refused step.
    func testScenarioFilesNameTheAppsEvents() throws {
      let steps = #"{"event": "openURL", "url": "cafe://cafes/42"}, {"event": "appReady", "gate": "login"}"#
      let file = try scenarioFile(steps)
      let fixedRun = try ScenarioReplay.run(contentsOf: file, app: fixed)
      XCTAssertTrue(fixedRun.passed, fixedRun.failureMessage)
      XCTAssertEqual(fixedRun.handled, [cafeURL])
      let buggyRun = try ScenarioReplay.run(contentsOf: file, app: buggy)
      XCTAssertEqual(buggyRun.violationKinds, [.lost])
      XCTAssertFalse(buggyRun.passed)

      let noEvents = DelegateApp(appDelegate: CafeAppDelegate.init, sceneDelegate: FixedCafeSceneDelegate.init)
      XCTAssertThrowsError(try ScenarioReplay.run(contentsOf: file, app: noEvents)) { error in
        let error = error as? InputError
        XCTAssertEqual(error?.location, .path("steps[1].gate"))
        XCTAssertEqual(error?.cause, .invalid)
        XCTAssertTrue(
          error?.message.contains(#"the app declares no gate "login""#) == true, "\(String(describing: error))")
      }
      let loaded = try ScenarioLoader.load(file: file.path)
      let run = Replay.run(loaded.scenario, app: noEvents, file: file.path)
      XCTAssertTrue(run.traceLines.contains { $0.hasPrefix("rejected appReady") }, "\(run.traceLines)")
      XCTAssertFalse(run.passed)
    }

    /// A file that names the app's own classes (`app.delegates`) writes no gates: its `appReady` steps name the
    /// app's events, which the app given to the replay declares.
    func testADelegatesFileReplaysTheAppsEventByName() throws {
      let directory = try makeTemporaryDirectory(self)
      let file = directory.appendingPathComponent("cafe-login.json")
      let text = """
        {"version": 1, "name": "café after login", "lifecycle": "scene",
         "app": {"delegates": "NewcomerCafe", "shortcutItems": [{"type": "\(CafeShortcut.orders)", "title": "Orders"}]},
         "steps": [{"event": "openURL", "url": "\(cafeURL)"}, {"event": "appReady", "gate": "login"}]}
        """
      try Data(text.utf8).write(to: file)
      let fixedRun = try ScenarioReplay.run(contentsOf: file, app: fixed)
      XCTAssertEqual(fixedRun.handled, [cafeURL], fixedRun.traceLines.joined(separator: "\n"))
      XCTAssertTrue(fixedRun.traceLines.contains("app ready login"), fixedRun.traceLines.joined(separator: "\n"))
      XCTAssertEqual(fixedRun.violationKinds, [], fixedRun.failureMessage)
      let buggyRun = try ScenarioReplay.run(contentsOf: file, app: buggy)
      XCTAssertEqual(buggyRun.violationKinds, [.lost], buggyRun.failureMessage)
      let rewritten = try Scenario.decode(JSONParser.parse(Array(text.utf8))).0.jsonText
      XCTAssertTrue(rewritten.contains(#""gate": "login""#), rewritten)
      XCTAssertFalse(rewritten.contains(#""gates""#), rewritten)

      let unknown = directory.appendingPathComponent("cafe-signup.json")
      try Data(text.replacingOccurrences(of: #""gate": "login""#, with: #""gate": "signup""#).utf8).write(to: unknown)
      XCTAssertThrowsError(try ScenarioReplay.run(contentsOf: unknown, app: fixed)) { error in
        XCTAssertTrue("\(error)".contains("steps[1].gate"), "\(error)")
        XCTAssertTrue("\(error)".contains("signup"), "\(error)")
      }
    }

    /// The explorer interleaves the `login` event like any gate: the newcomer's cold URL is `lost` at depth 1 with a
    /// one-step counterexample, and the fixed app breaks nothing; a counterexample's file names the app it was found in.
    func testExploringFindsTheColdURLInOneStepAndNothingInTheFixedApp() throws {
      let configuration = ExplorerConfiguration(
        lifecycle: .scene, staticItems: [orders], links: [cafeURL], depth: 1)
      let explorer = try Explorer(configuration) { self.buggy }
      let report = explorer.run()
      let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost }, explorer.describe(report))
      XCTAssertEqual(lost.events.count, 1)

      var deeper = configuration
      deeper.depth = 4
      let fixedExplorer = try Explorer(deeper) { self.fixed }
      let fixedReport = fixedExplorer.run()
      XCTAssertEqual(fixedReport.violationKinds, [], fixedExplorer.describe(fixedReport))
      XCTAssertTrue(fixedReport.exhausted == false || fixedReport.distinctStates > 10)

      let buggyExplorer = try Explorer(deeper) { self.buggy }
      let counterexample = try XCTUnwrap(buggyExplorer.run().counterexamples.first { $0.kind == .lost })
      let written = buggyExplorer.scenario(for: counterexample).jsonText
      XCTAssertTrue(written.contains(#""delegates""#), written)
    }
  }
#endif
