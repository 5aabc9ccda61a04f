#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation

  #if canImport(CoreSpotlight)
    import CoreSpotlight
  #endif
  import QuickActions
  import SceneLifecycle
  import XCTest

  /// A team's scene delegate for Spotlight results and Handoffs runs unchanged under ``DelegateApp`` and gets the
  /// verdict the documentation and the tutorial's readers give (UIKit semantics article, section 15).
  final class DelegateAppActivityTests: XCTestCase {
    private let tutorial = "com.apple.corespotlightitem 7"

    private func simulator(
      _ sceneDelegate: @escaping @MainActor () -> any UIWindowSceneDelegate, lifecycle: LifecycleStyle = .scene
    ) -> Simulator<DelegateApp> {
      Simulator(
        lifecycle: lifecycle,
        strategy: DelegateApp(
          appDelegate: BareAppDelegate.init, sceneDelegate: sceneDelegate, mainStoryboard: makeTutorialStoryboard))
    }

    /// What the first scene's ``ActivityRecordingSceneDelegate`` recorded, in order.
    private func recorded(_ sim: Simulator<DelegateApp>) -> [String]? {
      MainActor.assumeIsolated {
        (sim.runner.strategy.liveObjects?.scenes.first?.delegate as? ActivityRecordingSceneDelegate)?.seen
      }
    }

    /// The titles of the screens the first scene's window shows, bottom to top.
    private func stack(_ sim: Simulator<DelegateApp>) -> [String] {
      MainActor.assumeIsolated {
        let scene = sim.runner.strategy.liveObjects?.scenes.first?.delegate as? UIWindowSceneDelegate
        let navigation = scene?.window?.rootViewController as? UINavigationController
        return navigation?.viewControllers.compactMap(\.title) ?? []
      }
    }

    func testTheTutorialsSceneDelegateLosesTheSpotlightResultThatLaunchesTheApp() {
      var sim = simulator(SpotlightContinueOnlySceneDelegate.init)
      XCTAssertNil(sim.send(step: .userActivity(tutorial)))
      XCTAssertEqual(stack(sim), ["tutorials"], "the list, not the tutorial")
      XCTAssertEqual(sim.violationKinds, [.lost], sim.traceLines.joined(separator: "\n"))
      XCTAssertFalse(sim.traceLines.contains("system scene(_:continue:) \(tutorial)"), "UIKit does not call it cold")
    }

    func testTheTutorialsSceneDelegateShowsAWarmSpotlightResult() {
      var sim = simulator(SpotlightContinueOnlySceneDelegate.init)
      sim.tapIcon()
      sim.send(.goHome)
      XCTAssertNil(sim.send(step: .userActivity(tutorial)))
      XCTAssertEqual(stack(sim), ["tutorials", "tutorial 7"])
      XCTAssertEqual(sim.handledTypes, [tutorial])
      XCTAssertEqual(sim.violationKinds, [])
    }

    func testReadingTheConnectionOptionsShowsTheResultOnceColdAndWarm() {
      var sim = simulator(SpotlightSceneDelegate.init)
      XCTAssertNil(sim.send(step: .userActivity(tutorial)))
      sim.send(.goHome)
      XCTAssertNil(sim.send(step: .userActivity("com.apple.corespotlightitem 8")))
      XCTAssertEqual(stack(sim), ["tutorials", "tutorial 7", "tutorial 8"])
      XCTAssertEqual(sim.handledTypes, [tutorial, "com.apple.corespotlightitem 8"])
      // Shown from scene(_:willConnectTo:options:), before the scene is first active: a warning, not an error.
      XCTAssertEqual(sim.violationKinds, [.handledWhileInactive], sim.traceLines.joined(separator: "\n"))
    }

    // 15 row 3 (documented): a Handoff's connection options name its type and hold no activity; the activity comes
    // after the connection, announced by its type, with its data.
    func testAHandoffIsNamedAtConnectionAndHandedOverAfterIt() {
      var sim = simulator(ActivityRecordingSceneDelegate.init)
      XCTAssertNil(sim.send(step: .handoff("com.example.reading article-12")))
      XCTAssertEqual(
        recorded(sim),
        [
          "connect com.example.reading []", "willContinue com.example.reading",
          "continue com.example.reading article-12",
        ])
    }

    // 15 rows 1 and 2: a Spotlight result that launches a scene app is in the connection options, of its type, and
    // no "will continue" call announces it.
    func testASpotlightResultIsInTheConnectionOptions() {
      var sim = simulator(ActivityRecordingSceneDelegate.init)
      XCTAssertNil(sim.send(step: .userActivity(tutorial)))
      sim.send(.goHome)
      XCTAssertNil(sim.send(step: .userActivity("com.example.siri.order latte")))
      XCTAssertEqual(
        recorded(sim),
        [
          "connect - [\"com.apple.corespotlightitem\"]", "willContinue com.example.siri.order",
          "continue com.example.siri.order latte",
        ])
    }

    // 15 row 5: SwiftUI hands an activity to the onContinueUserActivity action declared for its type, and to no
    // other; an activity of a type with no action reaches no code.
    func testSwiftUIRunsTheActionDeclaredForTheActivitysType() {
      let tutorial = self.tutorial
      MainActor.assumeIsolated {
        let root = UINavigationController(rootViewController: UIViewController())
        var continued: [String] = []
        let app = DelegateApp(
          appDelegate: BareAppDelegate.init,
          onContinueUserActivity: [
            CSSearchableItemActionType: { activity in
              let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String ?? "-"
              continued.append(identifier)
              let tutorial = UIViewController()
              tutorial.title = "tutorial \(identifier)"
              root.pushViewController(tutorial, animated: true)
            }
          ])
        var sim = Simulator(lifecycle: .swiftUI, strategy: app.swiftUI)
        XCTAssertNil(sim.send(step: .userActivity(tutorial)))
        sim.send(.goHome)
        XCTAssertNil(sim.send(step: .userActivity("com.example.siri.order latte")))
        XCTAssertEqual(continued, ["7"])
        XCTAssertTrue(sim.traceLines.contains("system onContinueUserActivity(_:perform:) \(tutorial)"))
        XCTAssertEqual(sim.handledTypes, [tutorial])
        XCTAssertEqual(sim.violationKinds, [.lost], "the Siri activity had no action")
      }
    }
  }
#endif
