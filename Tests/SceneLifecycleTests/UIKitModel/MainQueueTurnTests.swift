import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, 10b: a block the app queues on the main queue inside a callback, when it runs
/// (``LifecycleOptions/deferredBlockRuns``), and the ``Event/mainQueueTurn`` step.
final class MainQueueTurnTests: XCTestCase {
  private let willConnect = system(.sceneWillConnect, searchType)
  private let deferLine = app("defer \(CallbackKind.sceneWillConnect.selector)", searchType)
  private let turnLine = app("mainQueueTurn \(CallbackKind.sceneWillConnect.selector)", searchType)

  /// Defers the handling of the cold item from `scene(_:willConnectTo:options:)`.
  func deferring() throws -> TableStrategy {
    try strategy([
      .sceneWillConnect: [.deferToMainQueue, .handle], .windowScenePerformAction: [.handle, .completionTrue],
    ])
  }

  private func options(_ placement: DeferredBlockPlacement) -> LifecycleOptions {
    var options = LifecycleOptions.defaults
    options.deferredBlockRuns = placement
    return options
  }

  // 10b row 2 (afterEvent, the default): the block runs after UIKit's callbacks for the launch, once the scene is
  // active, so the handling is no longer handledWhileInactive.
  func testAfterEventRunsTheBlockAfterTheLaunchCallbacks() throws {
    var sim = makeSimulator(try deferring())
    journey(&sim, [.quickAction(searchID)])
    assertStep(
      sim, 0,
      [
        system(.willFinishLaunching), system(.didFinishLaunching), system(.configurationForConnecting, searchType),
        willConnect, deferLine, system(.sceneWillEnterForeground), system(.willEnterForegroundNotification),
        system(.sceneDidBecomeActive), system(.didBecomeActiveNotification), turnLine, app("handle", searchType),
      ])
    XCTAssertEqual(sim.violations.map(\.kind), [])
    XCTAssertEqual(sim.handledTypes, [searchType])
  }

  // 10b row 2 (beforeNextCallback): the block runs as soon as willConnectTo returns, before the scene is active:
  // the handling is as early as without the deferral.
  func testBeforeNextCallbackRunsTheBlockBeforeUIKitGoesOn() throws {
    var sim = makeSimulator(try deferring(), options: options(.beforeNextCallback))
    journey(&sim, [.quickAction(searchID)])
    let lines = lines(of: sim, step: 0)
    XCTAssertEqual(Array(lines[3...6]), [willConnect, deferLine, turnLine, app("handle", searchType)])
    XCTAssertEqual(sim.violations.map(\.kind), [.handledWhileInactive])
  }

  // 10b row 2 (atTurn): the block waits for an explicit mainQueueTurn step, and runs there.
  func testAtTurnWaitsForTheTurnStep() throws {
    var sim = makeSimulator(try deferring(), options: options(.atTurn))
    journey(&sim, [.quickAction(searchID)])
    XCTAssertFalse(lines(of: sim, step: 0).contains(turnLine))
    XCTAssertEqual(sim.handledTypes, [])
    journey(&sim, [.mainQueueTurn])
    assertStep(sim, 1, [turnLine, app("handle", searchType)])
    XCTAssertEqual(sim.violations.map(\.kind), [])
  }

  // 10b row 1: a process death drops the queued block with the rest of the app's memory; the item is lost.
  func testAProcessDeathDropsThePendingBlock() throws {
    var sim = makeSimulator(try deferring(), options: options(.atTurn))
    journey(&sim, [.quickAction(searchID), .forceQuit, .tapIcon, .mainQueueTurn])
    XCTAssertEqual(sim.handledTypes, [])
    XCTAssertFalse(lines(of: sim, step: 3).contains(turnLine))
    XCTAssertEqual(sim.violations.map(\.kind), [.lost])
  }

  // 10b row 1: a suspended process keeps its block but runs no code: the turn is refused until it runs again, and
  // resuming the app (afterEvent would run it) leaves it to the turn under atTurn.
  func testASuspendedProcessKeepsTheBlockAndRunsItOnlyOnceItRunsCode() throws {
    var sim = makeSimulator(try deferring(), options: options(.atTurn))
    journey(&sim, [.quickAction(searchID), .goHome, .systemSuspend])
    let refused = sim.send(.mainQueueTurn)
    XCTAssertEqual(refused?.reason, .processSuspended)
    journey(&sim, [.tapIcon, .mainQueueTurn])
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertEqual(sim.violations.map(\.kind), [.late])
  }

  // 10b rows 1 and 2: a background process still runs code, so under afterEvent a block queued in
  // sceneDidEnterBackground runs at the end of goHome (here late: the activation is over).
  func testAfterEventRunsABlockQueuedOnTheWayToTheBackground() throws {
    let table = try strategy([
      .sceneDidEnterBackground: [.deferToMainQueue, .handlePending], .sceneWillConnect: [.store],
    ])
    var sim = makeSimulator(table)
    journey(&sim, [.quickAction(searchID), .goHome])
    XCTAssertEqual(
      Array(lines(of: sim, step: 1).suffix(2)),
      [app("mainQueueTurn \(CallbackKind.sceneDidEnterBackground.selector)"), app("handle", searchType)])
    XCTAssertEqual(sim.violations.map(\.kind), [.late])
  }

  // 10b row 1: a main-queue turn in a process that is not running is refused with a reason, never a trap; a turn
  // with nothing queued changes nothing.
  func testTheTurnIsRefusedWithoutAProcessAndIsANoOpWithNothingQueued() throws {
    var sim = makeSimulator(try deferring())
    XCTAssertEqual(sim.send(.mainQueueTurn)?.reason, .processNotRunning)
    journey(&sim, [.tapIcon, .mainQueueTurn])
    XCTAssertEqual(lines(of: sim, step: 2), [])
  }

  // 8g row 1 and 10b row 3: a block queued in performActionFor that calls the completion handler keeps it until it
  // runs, then calls and releases it: no completionMissing, in every placement.
  func testABlockThatCallsTheCompletionHandlerKeepsItUntilItRuns() throws {
    let table = try strategy([.windowScenePerformAction: [.deferToMainQueue, .handle, .completionTrue]])
    for placement in DeferredBlockPlacement.allCases {
      var sim = makeSimulator(table, options: options(placement))
      journey(&sim, [.tapIcon, .goHome, .quickAction(searchID)] + (placement == .atTurn ? [.mainQueueTurn] : []))
      let all = sim.trace.map { $0.line(in: sim.catalog) }
      XCTAssertTrue(all.contains(app("keepCompletion", searchType)), "\(placement)")
      XCTAssertTrue(all.contains(app("releaseCompletion", searchType)), "\(placement)")
      XCTAssertEqual(sim.violations.map(\.kind), [], "\(placement)")
    }
  }

  // 8g row 3 and 10b row 3: under atTurn a suspension before the turn leaves the captured handler uncalled, and the
  // item, waiting in the block, is never handled.
  func testASuspensionBeforeTheTurnLeavesTheCapturedHandlerUncalled() throws {
    let table = try strategy([.windowScenePerformAction: [.deferToMainQueue, .handle, .completionTrue]])
    var sim = makeSimulator(table, options: options(.atTurn))
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID), .goHome, .systemSuspend])
    XCTAssertEqual(sim.violations.map(\.kind), [.completionMissing, .lost])
  }
}

extension MainQueueTurnTests {
  // 10b row 4: one pending block per app; a second deferral while one is pending (atTurn) runs the pending one
  // first, right there, and keeps the new one for the turn.
  func testASecondDeferralRunsThePendingBlockFirst() throws {
    let table = try strategy([
      .sceneWillConnect: [.deferToMainQueue, .handle],
      .sceneDidBecomeActive: [.deferToMainQueue, .consumePending],
    ])
    var options = LifecycleOptions.defaults
    options.deferredBlockRuns = .atTurn
    var sim = makeSimulator(table, options: options)
    journey(&sim, [.quickAction(searchID)])
    let active = CallbackKind.sceneDidBecomeActive.selector
    XCTAssertEqual(
      Array(lines(of: sim, step: 0).suffix(5)),
      [
        system(.sceneDidBecomeActive), app("mainQueueTurn \(CallbackKind.sceneWillConnect.selector)", searchType),
        app("handle", searchType), app("defer \(active)"), system(.didBecomeActiveNotification),
      ])
    journey(&sim, [.mainQueueTurn])
    XCTAssertEqual(lines(of: sim, step: 1), [app("mainQueueTurn \(active)")])
  }
}
