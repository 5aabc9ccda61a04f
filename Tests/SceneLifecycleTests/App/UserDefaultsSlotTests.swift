import QuickActions
import SceneLifecycle
import XCTest

/// The persistent (UserDefaults) slot on the app's side (UIKit semantics article, 10c): its four actions, their trace
/// lines, and a process death that wipes every other memory but keeps it.
final class UserDefaultsSlotTests: XCTestCase {
  /// Parks the cold item on the app delegate and in UserDefaults, and does nothing else.
  private func parksTwice() throws -> Simulator<TableStrategy> {
    var sim = makeSimulator(
      try strategy([.sceneWillConnect: [.store, .storeInUserDefaults]]), lifecycle: .scene)
    journey(&sim, [.quickAction(searchID), .goHome])
    return sim
  }

  // 10c rows 1–3: systemTerminate, forceQuit and updateApp all end the process; none is a deletion. Each wipes the app delegate's
  // slot and keeps UserDefaults, which the next launch finds.
  func testUserDefaultsSurvivesEveryProcessDeath() throws {
    for death in [LifecycleEvent.systemTerminate, .forceQuit, .updateApp] {
      var sim = try parksTwice()
      journey(&sim, [death])
      XCTAssertNil(sim.runner.context.appSlot.item, "\(death)")
      XCTAssertEqual(sim.runner.context.persistentSlot.item?.item, searchID, "\(death)")
      XCTAssertEqual(sim.runner.context.pending(in: .userDefaults)?.item, searchID, "\(death)")
      sim.tapIcon()
      XCTAssertEqual(sim.runner.context.persistentSlot.item?.item, searchID, "\(death): the next launch lost it")
    }
  }

  // 10c row 1: everything but UserDefaults starts empty in the next process.
  func testSurvivingProcessDeathKeepsOnlyUserDefaults() throws {
    let context = try parksTwice().runner.context
    XCTAssertNotNil(context.appSlot.item)
    let next = context.survivingProcessDeath()
    XCTAssertEqual(next.persistentSlot, context.persistentSlot)
    XCTAssertNil(next.appSlot.item)
    XCTAssertEqual(next.sceneDelegateSlots, [:])
    XCTAssertEqual(next.effects, [])
    XCTAssertNil(next.keptCompletion)
    XCTAssertEqual(AppContext().survivingProcessDeath(), AppContext())
  }

  // 10c row 1: the four actions act on UserDefaults as store, handlePending, consumePending and reset act on the app
  // delegate, and the trace names the store and the reset by where they went.
  func testTheFourActionsAndTheirTraceLines() throws {
    var sim = makeSimulator(
      try strategy([
        .sceneWillConnect: [.storeInUserDefaults],
        .sceneDidBecomeActive: [.handlePendingInUserDefaults],
        .sceneWillResignActive: [.consumePendingInUserDefaults, .handlePendingInUserDefaults],
        .sceneDidEnterBackground: [.resetInUserDefaults],
        .windowScenePerformAction: [.storeInUserDefaults, .completionTrue],
      ]), lifecycle: .scene)
    journey(&sim, [.quickAction(searchID), .goHome, .quickAction(shareID), .goHome])
    XCTAssertEqual(
      sim.trace.filter { $0.actor == .app }.map { $0.line(in: sim.catalog) },
      [
        "app storeInUserDefaults com.example.search", "app handle com.example.search",
        "app handle com.example.search", "app resetInUserDefaults com.example.search", "app resetInUserDefaults",
        "app storeInUserDefaults com.example.share", "app completion(true) com.example.share",
        "app handle com.example.share", "app handle com.example.share", "app resetInUserDefaults com.example.share",
        "app resetInUserDefaults",
      ])
    XCTAssertNil(sim.runner.context.persistentSlot.item)
  }

  // 10c row 1: UserDefaults is there in every callback, so no action of the four is misplaced anywhere.
  func testTheActionsRunInEveryCallback() {
    let actions: [StrategyAction] = [
      .storeInUserDefaults, .handlePendingInUserDefaults, .consumePendingInUserDefaults, .resetInUserDefaults,
    ]
    for action in actions {
      for callback in CallbackKind.allCases {
        XCTAssertNil(action.problem(in: callback), "\(action) in \(callback)")
        XCTAssertNil(action.problemWithoutKeptCompletion(in: callback), "\(action) in \(callback)")
      }
    }
  }
}
