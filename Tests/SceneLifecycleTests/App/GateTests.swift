import QuickActions
import SceneLifecycle
import XCTest

/// Readiness gates on the app's side: what sending to a closed gate does under each policy, opening one, and the
/// gate actions' names (UIKit semantics article, section 10a).
final class GateTests: XCTestCase {
  private let bridge = Gate(name: "jsBridge", index: 0)
  private let channel = Gate(name: "dartHandler", index: 1, whenClosed: .queue)

  private func delivery(_ serial: UInt32) -> Delivery { Delivery(serial: serial, item: ItemID(UInt8(serial % 4))) }

  func testAClosedDropGateDropsTheItemAndAnOpenOneHandlesIt() {
    // 10a row 2: an event sent with no listener is gone.
    var app = AppContext()
    XCTAssertFalse(app.send(delivery(1), to: bridge))
    XCTAssertEqual(app.effects, [.drop(delivery(1), bridge, .notReady)])
    app.effects.removeAll()
    XCTAssertTrue(app.open(bridge))
    XCTAssertTrue(app.send(delivery(2), to: bridge))
    XCTAssertEqual(app.effects, [.ready(bridge, wasOpen: false), .send(delivery(2), bridge), .handle(delivery(2))])
  }

  func testAQueueGateKeepsTwoItemsOldestFirstAndHandlesThemWhenItOpens() {
    // 10a row 1: the channel buffer keeps messages until the handler is set, dropping the oldest when full.
    var app = AppContext()
    for serial in 1...3 { XCTAssertTrue(app.send(delivery(UInt32(serial)), to: channel)) }
    XCTAssertEqual(app.queued.map(\.delivery), [delivery(2), delivery(3)])
    XCTAssertTrue(app.effects.contains(.drop(delivery(1), channel, .queueFull)))
    app.effects.removeAll()
    XCTAssertTrue(app.open(channel))
    XCTAssertEqual(
      app.effects,
      [
        .ready(channel, wasOpen: false), .send(delivery(2), channel), .handle(delivery(2)), .send(delivery(3), channel),
        .handle(delivery(3)),
      ])
    XCTAssertEqual(app.queued, [])
  }

  func testOpeningAnOpenGateChangesNothing() {
    var app = AppContext()
    XCTAssertTrue(app.open(bridge))
    app.effects.removeAll()
    XCTAssertFalse(app.open(bridge))
    XCTAssertEqual(app.effects, [.ready(bridge, wasOpen: true)])
  }

  func testClearOnSuccessKeepsTheSlotWhenTheGateDropsAndClearOnAttemptMarksTheResetAsAfterAFailure() {
    // 10a row 4.
    var app = AppContext()
    app.store(delivery(1), in: .appDelegate)
    app.sendPending(to: bridge, clearOnSuccess: true)
    XCTAssertEqual(app.appSlot.item, delivery(1))
    XCTAssertTrue(app.appSlotHandlingFailed)
    app.effects.removeAll()
    app.reset(.appDelegate)
    XCTAssertEqual(app.effects, [.resetAfterFailedHandling(delivery(1))])
    XCTAssertFalse(app.appSlotHandlingFailed)
  }

  func testGateActionsReadAndWriteTheirGateByName() {
    let gates = [bridge, channel]
    for action in StrategyAction.gateCases(0) + StrategyAction.gateCases(1) {
      XCTAssertEqual(StrategyAction(name: action.name(gates: gates), gates: gates), action)
    }
    XCTAssertEqual(StrategyAction.send(1).name(gates: gates), "send(dartHandler)")
    XCTAssertNil(StrategyAction(name: "send(router)", gates: gates))
    XCTAssertNil(StrategyAction(name: "send(jsBridge)", gates: []))
    XCTAssertEqual(StrategyAction(name: "completion(true)", gates: gates), .completionTrue)
    XCTAssertEqual(
      StrategyAction.names(gates: [bridge]).suffix(8),
      [
        "send(jsBridge)", "sendPending(jsBridge)", "consumePendingVia(jsBridge)",
        "sendPendingOnSceneDelegate(jsBridge)", "consumePendingOnSceneDelegateVia(jsBridge)",
        "sendPendingOnSession(jsBridge)", "consumePendingOnSessionVia(jsBridge)", "ready(jsBridge)",
      ])
  }

  func testGateDeclarationsAreChecked() throws {
    let table = try strategy([.sceneDidBecomeActive: [.send(1)]])
    XCTAssertThrowsError(try table.withGates([bridge])) { error in
      XCTAssertEqual((error as? GateDeclarationError)?.place, .trigger(StrategyTrigger(.sceneDidBecomeActive), 0))
    }
    let five = (0..<5).map { Gate(name: "g\($0)", index: UInt8($0)) }
    XCTAssertThrowsError(try idleApp().withGates(five)) { error in
      XCTAssertEqual((error as? GateDeclarationError)?.place, .gates(4))
    }
    XCTAssertThrowsError(try idleApp().withGates([bridge, Gate(name: "jsBridge", index: 1)])) { error in
      XCTAssertEqual((error as? GateDeclarationError)?.message, "gate jsBridge is declared twice")
    }
    XCTAssertThrowsError(try idleApp().withGates([bridge], gateOpened: [0: [.keepCompletion]])) { error in
      XCTAssertEqual((error as? GateDeclarationError)?.place, .gateOpened(0, 0))
    }
  }

  func testAReadyActionRunsTheGateOpenedListOnce() throws {
    let table = try strategy([.sceneWillConnect: [.store], .sceneDidBecomeActive: [.ready(0), .ready(0)]]).withGates(
      [bridge], gateOpened: [0: [.consumePending]])
    var sim = simulate(table, .scene)
    sim.send(.quickAction(searchID))
    XCTAssertEqual(
      lines(of: sim, step: 0).filter { $0.hasPrefix("app") },
      [
        "app store com.example.search", "app ready jsBridge", "app gateOpened jsBridge",
        "app handle com.example.search", "app reset com.example.search", "app ready jsBridge (already open)",
      ])
    XCTAssertEqual(sim.violations, [])
  }
}
