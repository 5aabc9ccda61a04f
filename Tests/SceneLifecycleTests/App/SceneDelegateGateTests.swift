import QuickActions
import SceneLifecycle
import XCTest

/// The gate actions on a scene delegate's slot and on a scene session's `userInfo`, and the `gateOpened` list that
/// runs for each connected scene's delegate (UIKit semantics article, 10a rows 10 and 11).
final class SceneDelegateGateTests: XCTestCase {
  private let scene = SceneRef(session: 1, generation: 0)
  private let item = Delivery(serial: 1, item: ItemID(0))

  // 10a rows 4 and 10: every slot-sending action, in each place it reads, against an open gate, a closed dropping gate and a closed
  // queueing one: the item goes where the gate's state says, and the slot keeps it unless the action clears on
  // success and the gate took it.
  func testEverySlotSendingActionSendsTheItemItsPlaceHolds() throws {
    let sends: [(action: (UInt8) -> StrategyAction, slot: SlotLocation?, clearsOnSuccess: Bool)] = [
      (StrategyAction.sendPending, .appDelegate, false), (StrategyAction.consumePendingVia, .appDelegate, true),
      (StrategyAction.sendPendingOnSceneDelegate, .sceneDelegate(scene), false),
      (StrategyAction.consumePendingOnSceneDelegateVia, .sceneDelegate(scene), true),
      (StrategyAction.sendPendingOnSession, .sceneSession(scene.session), false),
      (StrategyAction.consumePendingOnSessionVia, .sceneSession(scene.session), true),
      (StrategyAction.send, nil, false),
    ]
    // Each gate action but ready is here: a new one must say what it sends.
    XCTAssertEqual(
      Set(sends.map { $0.action(0) }), Set(StrategyAction.gateCases(0)).subtracting([.ready(0)]))
    let gates = [
      Gate(name: "open", index: 0), Gate(name: "drops", index: 1), Gate(name: "queues", index: 2, whenClosed: .queue),
    ]
    for send in sends {
      for gate in gates {
        var app = AppContext()
        app.gatesOpen = 1
        if let slot = send.slot { app.store(item, in: slot) }
        app.effects = []
        let callback = Callback(.sceneDidBecomeActive, scene: scene, delivery: send.slot == nil ? item : nil)
        send.action(gate.index).perform(for: callback, app: &app, gates: gates, flags: [])
        let name = "\(send.action(gate.index).name(gates: gates))"
        let taken: Bool
        switch gate.index {
        case 0:
          XCTAssertEqual(Array(app.effects.prefix(2)), [.send(item, gate), .handle(item)], name)
          taken = true
        case 1:
          XCTAssertEqual(app.effects, [.drop(item, gate, .notReady)], name)
          taken = false
        default:
          XCTAssertEqual(Array(app.effects.prefix(1)), [.queue(item, gate)], name)
          XCTAssertEqual(app.queued, [QueuedItem(delivery: item, gate: gate)], name)
          taken = true
        }
        if let slot = send.slot {
          XCTAssertEqual(app.pending(in: slot), taken && send.clearsOnSuccess ? nil : item, name)
        }
      }
    }
  }

  // The scene delegate and session forms need a scene callback, and in a gateOpened list the [eachScene] one.
  func testSceneFormsNeedASceneDelegate() throws {
    let actions: [StrategyAction] = [
      .sendPendingOnSceneDelegate(0), .consumePendingOnSceneDelegateVia(0), .sendPendingOnSession(0),
      .consumePendingOnSessionVia(0),
    ]
    for action in actions {
      XCTAssertNotNil(action.problem(in: .applicationDidBecomeActive), action.name)
      XCTAssertNil(action.problem(in: .sceneDidBecomeActive), action.name)
      let refused = try XCTUnwrap(action.problemWhenGateOpens(gateName: "router"), action.name)
      XCTAssertTrue(refused.contains("gateOpened(router)[eachScene]"), refused)
      XCTAssertNil(action.problemWhenGateOpens(gateName: "router", eachScene: true), action.name)
    }
  }

  /// Two windows that each park their own launch item on their scene delegate, and hand it over once the router is
  /// ready; the app delegate's own list runs first.
  private func twoWindows() throws -> Simulator<TableStrategy> {
    let table = try strategy(
      [
        .sceneWillConnect: [.storeOnSceneDelegate],
        .windowScenePerformAction: [.storeOnSceneDelegate, .completionTrue],
      ],
      name: "eachScene"
    ).withGates(
      [Gate(name: "router", index: 0)], gateOpened: [0: [.handlePending]],
      gateOpenedEachScene: [0: [.consumePendingOnSceneDelegateVia(0)]])
    return Simulator(
      lifecycle: .scene, device: .iPad, strategy: table,
      shortcutItems: [WindowsHarnessTests.compose, WindowsHarnessTests.search],
      windows: WindowSetup(sceneIDs: ["a", "b"], matches: []))
  }

  // 10a row 11: the [eachScene] list runs once per connected scene, in the order of their sessions, each with its own
  // delegate's slot, and each handling counts as its scene's.
  func testTheEachSceneListRunsForEveryConnectedSceneInSessionOrder() throws {
    var sim = try twoWindows()
    sim.quickAction(WindowsHarnessTests.compose.type)
    sim.send(.openWindow(scene: 1))
    sim.send(.goHome)
    sim.quickAction(WindowsHarnessTests.search.type)
    sim.send(step: .appReady(0))
    let opened = sim.traceLines.drop { !$0.hasPrefix("app ready router") }
    XCTAssertEqual(
      Array(opened),
      [
        "app ready router", "app gateOpened router",
        "app gateOpened router for the scene delegate @a",
        "app send router com.example.compose", "app handle com.example.compose",
        "app resetOnSceneDelegate com.example.compose",
        "app gateOpened router for the scene delegate @b",
        "app send router com.example.search", "app handle com.example.search",
        "app resetOnSceneDelegate com.example.search",
      ], sim.traceLines.joined(separator: "\n"))
    // Each item is handled by the scene UIKit routed it to (late and stale: the router was ready only after both).
    XCTAssertFalse(
      WindowsHarnessTests.errors(sim).contains { $0.hasPrefix("wrongScene") }, sim.traceLines.joined(separator: "\n"))
  }

  // A scene that disconnected is not among them; one that never connected, neither.
  func testADisconnectedSceneIsNotAskedAgain() throws {
    var sim = try twoWindows()
    sim.quickAction(WindowsHarnessTests.compose.type)
    sim.send(.openWindow(scene: 1))
    sim.send(.goHome)
    sim.send(.systemDisconnectScene(scene: 0))
    XCTAssertEqual(sim.runner.context.connectedScenes.map(\.session), [2])
    sim.send(step: .appReady(0))
    XCTAssertEqual(
      sim.traceLines.filter { $0.hasPrefix("app gateOpened") },
      ["app gateOpened router", "app gateOpened router for the scene delegate @b"])
  }
}
