import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, 8f row 5 and 3 row 9: `onChange(of: scenePhase)` is not called for the initial value, so
/// a SwiftUI scene that has just connected, on every road that connects one, reports no `scenePhase(.inactive)`: the
/// trace has a note instead, and the first change a view's handler sees is `.active`. Returning from the background
/// still passes through `.inactive` (3 row 8, ``LifecycleOptions/scenePhaseInactiveOnForeground``).
final class SwiftUIInitialScenePhaseTests: XCTestCase {
  private let phaseKinds: Set<CallbackKind> = [.scenePhaseInactive, .scenePhaseActive, .scenePhaseBackground]

  /// The last step's `scenePhase` callbacks and notes, in order.
  private func lastStepPhases<S: AppStrategy>(_ sim: Simulator<S>) -> [String] {
    let last = sim.trace.last?.step ?? 0
    return sim.trace.filter { $0.step == last }.compactMap { entry in
      switch entry.what {
      case .callback(let kind) where phaseKinds.contains(kind): entry.line(in: sim.catalog)
      case .note: entry.line(in: sim.catalog)
      case .callback, .effect, .rejected, .navigation, .route: nil
      }
    }
  }

  private let connected = [note(.scenePhaseStartsInactive), system(.scenePhaseActive)]
  private let returning = [system(.scenePhaseInactive), system(.scenePhaseActive)]

  // UIKit semantics article, 8f row 5 (documented and observed): at a cold launch handlers logged only .active, for
  // each way in (the icon, a quick action, a custom-scheme URL, a universal link).
  func testAColdLaunchReportsOnlyActive() throws {
    for event: LifecycleEvent in [.tapIcon, .quickAction(searchID)] {
      var sim = makeSimulator(try idleApp(), lifecycle: .swiftUI)
      journey(&sim, [event])
      XCTAssertEqual(lastStepPhases(sim), connected, "\(event)")
    }
    for link in [searchURL, cafeLink] {
      let sim = simulateLink(try idleApp(), .swiftUI, open: link)
      XCTAssertEqual(lastStepPhases(sim), connected, link)
    }
  }

  // 8f row 5 with 2d: a restored session (the process died with its scene saved) and a reconnected scene (the
  // system disconnected it) connect anew, so neither reports .inactive first.
  func testARestoredOrReconnectedSceneReportsOnlyActive() throws {
    for path: [LifecycleEvent] in [
      [.tapIcon, .goHome, .systemTerminate, .tapIcon], [.tapIcon, .goHome, .systemDisconnectScene, .tapIcon],
      [.tapIcon, .goHome, .systemDisconnectScene, .quickAction(searchID)],
    ] {
      var sim = makeSimulator(try idleApp(), lifecycle: .swiftUI)
      journey(&sim, path)
      XCTAssertEqual(lastStepPhases(sim), connected, "\(path)")
    }
  }

  // 8f row 5 with 8c row 4: a process launched in the background with no scene gets its first scene when the user
  // opens the app (a fresh install, or a saved session left unattached): a connection, so only .active.
  func testTheFirstSceneOfABackgroundLaunchedProcessReportsOnlyActive() throws {
    for path: [LifecycleEvent] in [
      [.backgroundLaunch, .tapIcon], [.tapIcon, .forceQuit, .backgroundLaunch, .quickAction(searchID)],
    ] {
      var sim = makeSimulator(
        try idleApp(), lifecycle: .swiftUI, options: LifecycleOptions(backgroundLaunchConnectsScene: false))
      journey(&sim, path)
      XCTAssertEqual(lastStepPhases(sim), connected, "\(path)")
    }
  }

  // 8f row 5 with 8c row 1: a scene connected on a background launch starts at .background (a note, no callback).
  // Coming forward later is a change from that value, the road back from the background (3 row 8), so it passes
  // through .inactive under scenePhaseInactiveOnForeground, and goes straight to .active without it.
  func testASceneConnectedInTheBackgroundStartsThereAndThenChanges() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .swiftUI)
    journey(&sim, [.backgroundLaunch])
    XCTAssertEqual(lastStepPhases(sim), [note(.scenePhaseStartsBackground)])
    journey(&sim, [.tapIcon])
    XCTAssertEqual(lastStepPhases(sim), returning)
    var straight = makeSimulator(
      try idleApp(), lifecycle: .swiftUI, options: LifecycleOptions(scenePhaseInactiveOnForeground: false))
    journey(&straight, [.backgroundLaunch, .tapIcon])
    XCTAssertEqual(lastStepPhases(straight), [system(.scenePhaseActive)])
  }

  // 3 row 8 (inferred, unchanged): returning from the background or from suspension passes through .inactive, and an
  // interruption (8b row 7) shows .inactive then .active; neither connects a scene, so neither has the note.
  func testRoadsWithoutAConnectionStillReportInactive() throws {
    for path: [LifecycleEvent] in [
      [.tapIcon, .goHome, .tapIcon], [.tapIcon, .goHome, .systemSuspend, .quickAction(searchID)],
      [.tapIcon, .interruption],
    ] {
      var sim = makeSimulator(try idleApp(), lifecycle: .swiftUI)
      journey(&sim, path)
      XCTAssertEqual(lastStepPhases(sim), returning, "\(path)")
    }
  }

  // 8f row 5: the switch of 3 row 8 is about returning from the background only; a connection never reads it, so a
  // cold launch is the same under both values.
  func testAConnectionDoesNotReadTheReturnFromBackgroundSwitch() throws {
    var machine = LifecycleMachine(style: .swiftUI)
    let launch = machine.handle(.tapIcon)
    XCTAssertNil(launch.rejection)
    XCTAssertFalse(launch.consulted.contains(.scenePhaseInactiveOnForeground))
    XCTAssertEqual(launch.notes, [.scenePhaseStartsInactive])
  }

  // 8f row 5: an app that acts on scenePhase .inactive (here: handles the item it kept) does nothing at a cold
  // launch, where no view sees .inactive; it acts only on the way back from the background.
  func testAStrategyActingOnInactiveDoesNotRunAtColdLaunch() throws {
    let app = try strategy(
      [
        .configurationForConnecting: [.store], .windowScenePerformAction: [.store, .completionTrue],
        .scenePhaseInactive: [.consumePending],
      ], lifecycle: .swiftUI)
    var sim = makeSimulator(app, lifecycle: .swiftUI)
    sim.quickAction(searchType)
    XCTAssertEqual(sim.handledTypes, [])
    XCTAssertFalse(lines(of: sim, step: 0).contains(system(.scenePhaseInactive)))
  }

  // The scene and AppDelegate styles have no scenePhase: no notes either.
  func testOnlySwiftUIHasNotes() throws {
    for style in [LifecycleStyle.appDelegate, .scene] {
      var sim = makeSimulator(try idleApp(), lifecycle: style)
      journey(&sim, [.tapIcon, .goHome, .systemTerminate, .backgroundLaunch, .tapIcon])
      XCTAssertFalse(sim.trace.contains { $0.actor == .note }, "\(style)")
    }
  }

  // 8f row 5: the shipped scenario for the correction replays as its file says: the app that acts on .inactive
  // handles nothing at the cold launch and acts late, on the way out.
  func testTheShippedScenarioShowsTheLateItem() throws {
    let file = scenariosDirectory.appendingPathComponent("swiftUIActsOnInactiveAtColdLaunch.json").path
    let loaded = try ScenarioLoader.load(file: file)
    let run = Replay.run(loaded)
    XCTAssertTrue(run.passed, run.mismatch ?? "")
    XCTAssertEqual(run.violationKinds, [.late])
    XCTAssertTrue(run.trace.contains { $0.actor == .note && $0.name == LifecycleNote.scenePhaseStartsInactive.text })
    XCTAssertEqual(run.trace.first { $0.name == "handle" }?.step, 1)
  }
}
