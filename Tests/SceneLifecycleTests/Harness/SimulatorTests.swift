import QuickActions
import SceneLifecycle
import XCTest

/// The Simulator API: driving to a phase, rejected steps in the trace, and the Home Screen menu.
final class SimulatorTests: XCTestCase {
  // MARK: - drive(to:)

  func testDriveToSuspendedTakesTheShortestPathAndRecordsIt() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    XCTAssertEqual(sim.drive(to: .suspended), [.tapIcon, .goHome, .systemSuspend])
    XCTAssertEqual(sim.phase, .suspended)
    XCTAssertEqual(sim.stepCount, 3)
    XCTAssertEqual(Set(sim.trace.map(\.step)), [0, 1])  // suspension makes no callback
  }

  func testDriveFindsTheShortestPathToEveryReachablePhase() throws {
    let scenePaths: [AppPhase: [LifecycleEvent]] = [
      .notRunning: [], .foregroundActive: [.tapIcon], .background: [.tapIcon, .goHome],
      .suspended: [.tapIcon, .goHome, .systemSuspend], .unattached: [.tapIcon, .goHome, .systemDisconnectScene],
      .notRunningWithSavedSession: [.tapIcon, .goHome, .systemTerminate],
    ]
    for style in LifecycleStyle.allCases {
      for (phase, path) in scenePaths {
        var sim = makeSimulator(try idleApp(), lifecycle: style)
        // The AppDelegate style has no scene to disconnect, but keeps its card after a system termination
        // (UIKit semantics article, 8d row 5).
        let reachable = style.usesScenes || phase != .unattached
        XCTAssertEqual(sim.drive(to: phase), reachable ? path : nil, "\(style) → \(phase)")
        XCTAssertEqual(sim.phase, reachable ? phase : .notRunning, "\(style) → \(phase)")
      }
    }
  }

  func testDriveStartsFromWhereTheAppIs() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    sim.drive(to: .suspended)
    XCTAssertEqual(sim.drive(to: .suspended), [])
    XCTAssertEqual(sim.stepCount, 3)
    XCTAssertEqual(sim.drive(to: .notRunning), [.forceQuit])
    XCTAssertEqual(sim.drive(to: .foregroundActive), [.tapIcon])
  }

  // Scene styles are left out: there the search for an unreachable phase visits the whole state space
  // (session numbers and delegate generations count up), which takes many seconds.
  func testDriveToTheTransientInactivePhaseFindsNoPathAndSendsNothing() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .appDelegate)
    XCTAssertNil(sim.drive(to: .foregroundInactive))
    XCTAssertEqual(sim.stepCount, 0)
    XCTAssertEqual(sim.trace, [])
  }

  // MARK: - Rejected steps

  func testARejectedStepAppearsInTheTraceAndChangesNothing() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    let before = sim.machine
    let rejection = try XCTUnwrap(sim.send(.goHome))
    XCTAssertEqual(rejection, Rejection(event: .goHome, phase: .notRunning, reason: .notInForeground))
    XCTAssertEqual(sim.traceLines, ["rejected goHome"])
    XCTAssertEqual(sim.machine, before)
    XCTAssertEqual(sim.stepCount, 1)
    XCTAssertEqual(rejection.message { _ in "" }, "goHome cannot happen: the app is notRunning, not in the foreground")
    sim.tapIcon()
    XCTAssertEqual(sim.trace.first { $0.step == 1 }?.line(in: sim.catalog), system(.willFinishLaunching))
  }

  func testTappingTheIconOfAForegroundAppIsRejected() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .appDelegate)
    sim.tapIcon()
    XCTAssertEqual(sim.tapIcon()?.reason, .alreadyInForeground)
    XCTAssertEqual(lines(of: sim, step: 1), ["rejected tapIcon"])
  }

  func testAQuickActionForAnItemNotInTheMenuIsRejected() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    let rejection = try XCTUnwrap(sim.quickAction("com.example.unknown"))
    guard case .notInMenu(let id) = rejection.reason else { return XCTFail("\(rejection.reason)") }
    XCTAssertEqual(sim.catalog.type(of: id), "com.example.unknown")
    XCTAssertEqual(sim.traceLines, ["rejected quickAction com.example.unknown"])
    XCTAssertEqual(
      rejection.message { sim.catalog.type(of: $0) },
      "quickAction com.example.unknown cannot happen: the item is not in the Home Screen menu")
    XCTAssertEqual(sim.phase, .notRunning)
    XCTAssertEqual(sim.machine.deliveriesMade, 0)
  }

  // MARK: - Dynamic items and the display limit (UIKit semantics article, 5d)

  private let compose = ShortcutItem(type: "com.example.compose", localizedTitle: "Compose")

  func testDynamicItemsCanOnlyBeSetByARunningApp() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    XCTAssertEqual(sim.setDynamicItems([compose])?.reason, .processNotRunning)
    XCTAssertEqual(sim.quickAction(compose.type)?.reason, .notInMenu(try XCTUnwrap(sim.catalog.id(of: compose.type))))
    XCTAssertEqual(sim.traceLines, ["rejected setDynamicItems", "rejected quickAction com.example.compose"])
  }

  func testDynamicItemsAppearInTheMenuOnceSetWhileRunningAndOutliveTheProcess() throws {
    // On iPad, so the Dock can pick an item while the app is in front (UIKit semantics article, 8a row 3).
    var sim = makeSimulator(try idleApp(), lifecycle: .scene, device: .iPad)
    sim.tapIcon()
    XCTAssertNotNil(sim.quickAction(compose.type))
    XCTAssertNil(sim.setDynamicItems([compose]))
    XCTAssertEqual(sim.machine.menu.shownItems.map { sim.catalog.type(of: $0) }, [searchType, shareType, compose.type])
    XCTAssertNil(sim.quickAction(compose.type))
    journey(&sim, [.goHome, .forceQuit])
    XCTAssertNil(sim.quickAction(compose.type), "the system keeps dynamic items when the app dies")
    XCTAssertTrue(lines(of: sim, step: sim.stepCount - 1).contains(system(.sceneWillConnect, compose.type)))
  }

  // UIKit semantics article, 5d row 6: an app that refreshes its dynamic items as it leaves the foreground
  // (sceneWillResignActive or entering the background) has them in the menu the user opens next, on iPhone too.
  func testItemsSetOnTheWayToTheBackgroundAreInTheNextMenu() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    journey(&sim, [.tapIcon, .goHome])
    XCTAssertNil(sim.setDynamicItems([compose]))
    XCTAssertNil(sim.quickAction(compose.type))
    XCTAssertTrue(lines(of: sim, step: sim.stepCount - 1).contains(system(.windowScenePerformAction, compose.type)))
  }

  func testOnlyTheFirstFourItemsCanBePicked() throws {
    let extra = ["a", "b", "c"].map { ShortcutItem(type: "com.example.\($0)", localizedTitle: $0) }
    var sim = makeSimulator(try idleApp(), lifecycle: .scene, device: .iPad)
    sim.tapIcon()
    sim.setDynamicItems(extra)
    XCTAssertEqual(sim.machine.menu.shownItems.count, HomeScreenMenu<ItemID>.displayLimit)
    XCTAssertNil(sim.quickAction("com.example.b"), "the fourth item is shown")
    let fifth = try XCTUnwrap(sim.quickAction("com.example.c"))
    XCTAssertEqual(fifth.reason, .notInMenu(try XCTUnwrap(sim.catalog.id(of: "com.example.c"))))
    var crowded = simulate(try idleApp(), .scene, items: standardItems + extra)
    XCTAssertNotNil(crowded.quickAction("com.example.c"), "a fifth static item is not shown either")
    XCTAssertNil(crowded.quickAction("com.example.b"))
  }
}
