import QuickActions
import SceneLifecycle
import XCTest

/// Where ``StrategyAction/deferToMainQueue`` may stand in a table, and what the deferred block runs
/// (UIKit semantics article, 10b).
final class TableStrategyDeferralTests: XCTestCase {
  private func error(_ triggers: [StrategyTrigger: [StrategyAction]]) -> TableStrategyError? {
    do {
      _ = try TableStrategy(name: "t", triggers: triggers)
      return nil
    } catch {
      return error
    }
  }

  // 10b row 1: a deferral with nothing after it defers nothing: refused, naming the callback and the position.
  func testADeferralAsTheLastActionIsRefused() throws {
    let refused = try XCTUnwrap(error([StrategyTrigger(.sceneDidBecomeActive): [.store, .deferToMainQueue]]))
    XCTAssertEqual(refused.index, 1)
    XCTAssertEqual(
      refused.message,
      "deferToMainQueue in sceneDidBecomeActive(_:) is the last action: there is nothing after it to defer")
    // The plain list may end with it when a list for a kind of delivery follows: that list is what it defers.
    XCTAssertNil(
      error([
        StrategyTrigger(.sceneWillConnect): [.deferToMainQueue],
        StrategyTrigger(.sceneWillConnect, carrying: .url): [.handle],
      ]))
  }

  // 10b row 1: the first deferral already defers the rest of the callback's actions, so a second one in the same
  // callback is refused, in the same list or in the list for a kind of delivery.
  func testASecondDeferralInOneCallbackIsRefused() throws {
    let twice = try XCTUnwrap(
      error([StrategyTrigger(.sceneWillConnect): [.deferToMainQueue, .store, .deferToMainQueue, .handle]]))
    XCTAssertEqual(twice.index, 2)
    XCTAssertTrue(twice.message.contains("one deferral per callback"), twice.message)
    let acrossLists = try XCTUnwrap(
      error([
        StrategyTrigger(.sceneWillConnect): [.deferToMainQueue, .store],
        StrategyTrigger(.sceneWillConnect, carrying: .shortcutItem): [.deferToMainQueue, .handle],
      ]))
    XCTAssertEqual(acrossLists.carrying, .shortcutItem)
    XCTAssertEqual(acrossLists.index, 0)
    // Deferrals in two callbacks are two blocks, one after the other.
    XCTAssertNil(
      error([
        StrategyTrigger(.sceneWillConnect): [.deferToMainQueue, .store],
        StrategyTrigger(.sceneDidBecomeActive): [.deferToMainQueue, .consumePending],
      ]))
  }

  // The block's position must fit the explorer's packed state: a deferral after 15 actions is refused.
  func testADeferralPastFifteenActionsIsRefused() throws {
    let long = Array(repeating: StrategyAction.store, count: 15) + [.deferToMainQueue, .handle]
    let refused = try XCTUnwrap(error([StrategyTrigger(.sceneDidBecomeActive): long]))
    XCTAssertEqual(refused.index, 15)
    XCTAssertNil(error([StrategyTrigger(.sceneDidBecomeActive): Array(long.dropFirst())]))
  }

  // 10b row 1: the block runs after the launch method returned, so an action that picks its return value cannot
  // stand in it, in the deferring list or in a list for a kind of delivery that follows.
  func testReturningFalseFromADeferredBlockIsRefused() throws {
    let refused = try XCTUnwrap(
      error([StrategyTrigger(.didFinishLaunching): [.store, .deferToMainQueue, .returnFalse]]))
    XCTAssertEqual(refused.index, 2)
    XCTAssertEqual(
      refused.message,
      "returnFalse in application(_:didFinishLaunchingWithOptions:) comes after deferToMainQueue: the block runs "
        + "after the launch method has returned, so it cannot choose the return value; return false before the "
        + "deferral")
    let inKindList = try XCTUnwrap(
      error([
        StrategyTrigger(.didFinishLaunching): [.deferToMainQueue],
        StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.store, .returnFalseIfItem],
      ]))
    XCTAssertEqual(inKindList.carrying, .shortcutItem)
    XCTAssertEqual(inKindList.index, 1)
    XCTAssertNil(error([StrategyTrigger(.didFinishLaunching): [.returnFalseIfItem, .deferToMainQueue, .store]]))
  }

  // 10b row 1: the block runs the rest of the plain list, then the list for the kind of delivery, with the
  // callback's delivery and scene.
  func testTheBlockRunsTheRestOfBothLists() throws {
    let table = try TableStrategy(
      name: "t",
      triggers: [
        StrategyTrigger(.sceneWillConnect): [.store, .deferToMainQueue, .storeOnSceneDelegate],
        StrategyTrigger(.sceneWillConnect, carrying: .shortcutItem): [.handle],
      ])
    XCTAssertTrue(table.defersToMainQueue)
    let scene = SceneRef(session: 1, generation: 0)
    let delivery = Delivery(serial: 1, item: searchID)
    let callback = Callback(.sceneWillConnect, scene: scene, delivery: delivery)
    var app = AppContext()
    table.respond(to: callback, app: &app)
    XCTAssertEqual(app.effects, [.store(delivery, .appDelegate), .deferToMainQueue(.sceneWillConnect, delivery)])
    let block = try XCTUnwrap(app.deferredBlock)
    XCTAssertEqual(block.resumeAt, 2)
    XCTAssertFalse(block.capturesCompletion)
    let taken = try XCTUnwrap(app.takeDeferredBlock())
    table.runDeferred(taken, app: &app)
    XCTAssertNil(app.deferredBlock)
    XCTAssertEqual(
      Array(app.effects.dropFirst(2)),
      [
        .runDeferred(.sceneWillConnect, delivery), .store(delivery, .sceneDelegate(scene)), .handle(delivery),
      ])
  }

  // 10b row 1: a table that never defers says so, and the explorer offers it no main-queue turn.
  func testATableWithoutADeferralDoesNotDefer() throws {
    XCTAssertFalse(TableStrategy.pendingSlot.defersToMainQueue)
    XCTAssertFalse(try strategy([.sceneWillConnect: [.handle]]).defersToMainQueue)
  }
}
