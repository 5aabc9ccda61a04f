import QuickActions
import SceneLifecycle
import XCTest

/// The slot in a scene session's `userInfo` (`storeOnSession`, …): where it can be used, what keeps it and what
/// takes it away (UIKit semantics article, 12f row 2).
final class SessionSlotTests: XCTestCase {
  private let search = ShortcutItem(type: "com.example.search", localizedTitle: "Search")

  /// Keeps the cold item on its session in willConnectTo and handles it, leaving it there, on every activation.
  private var handlesFromSession: TableStrategy {
    get throws {
      try TableStrategy(
        name: "session",
        actions: [.sceneWillConnect: [.storeOnSession], .sceneDidBecomeActive: [.handlePendingOnSession]])
    }
  }

  func testTheSlotBelongsToTheCallbacksSession() {
    var context = AppContext()
    let delivery = Delivery(serial: 1, item: ItemID(0))
    let first = Callback(.sceneWillConnect, scene: SceneRef(session: 1, generation: 0), delivery: delivery)
    StrategyAction.storeOnSession.perform(for: first, app: &context, gates: [], flags: [])
    XCTAssertEqual(context.sessionSlots, [1: delivery])
    XCTAssertEqual(context.effects, [.store(delivery, .sceneSession(1))])
    // Another session's scene finds nothing in its own slot.
    let other = Callback(.sceneDidBecomeActive, scene: SceneRef(session: 2, generation: 0))
    StrategyAction.consumePendingOnSession.perform(for: other, app: &context, gates: [], flags: [])
    XCTAssertEqual(context.sessionSlots, [1: delivery])
    // A new scene delegate of the same session still reads it.
    let again = Callback(.sceneDidBecomeActive, scene: SceneRef(session: 1, generation: 1))
    StrategyAction.consumePendingOnSession.perform(for: again, app: &context, gates: [], flags: [])
    XCTAssertEqual(context.sessionSlots, [:])
    XCTAssertEqual(
      Array(context.effects.dropFirst()), [.handle(delivery), .reset(.sceneSession(1), delivery)])
  }

  // (UIKit semantics article, 12f row 2): per-scene-delegate storage is lost on disconnect, per-session storage
  // survives.
  func testTheSlotSurvivesAReconnectWithANewSceneDelegate() throws {
    var sim = Simulator(
      lifecycle: .scene, options: LifecycleOptions(newSceneDelegateOnReconnect: true), strategy: try handlesFromSession,
      shortcutItems: [search])
    for step: ScenarioStep in [.quickAction(search.type), .goHome, .systemDisconnectScene, .tapIcon] {
      sim.send(step: step)
    }
    XCTAssertEqual(sim.runner.context.sessionSlots.count, 1)
    XCTAssertEqual(sim.handledTypes, [search.type, search.type])
    XCTAssertEqual(sim.violationKinds, [.duplicate], "handlePending leaves it there: the reconnect handles it again")
  }

  // 12f row 2: the system keeps a session's userInfo with the session, so a new process finds it.
  func testTheSlotSurvivesTheProcessDeath() throws {
    var context = AppContext()
    context.store(Delivery(serial: 1, item: ItemID(0)), in: .sceneSession(3))
    XCTAssertEqual(context.survivingProcessDeath().sessionSlots, [3: Delivery(serial: 1, item: ItemID(0))])
    var sim = Simulator(lifecycle: .scene, strategy: try handlesFromSession, shortcutItems: [search])
    for step: ScenarioStep in [.quickAction(search.type), .goHome, .systemTerminate] { sim.send(step: step) }
    XCTAssertEqual(sim.runner.context.sessionSlots.count, 1)
  }

  // 12f row 2: the slot goes with its session when UIKit discards it (the user closes the window).
  func testTheSlotGoesWhenUIKitDiscardsTheSession() throws {
    var sim = WindowsHarnessTests.simulator(try handlesFromSession)
    for step: ScenarioStep in [.quickAction(search.type), .openWindow(scene: 1)] { sim.send(step: step) }
    XCTAssertEqual(sim.runner.context.sessionSlots.count, 1)
    sim.send(.closeWindow(scene: 0))
    XCTAssertEqual(sim.runner.context.sessionSlots, [:])
    XCTAssertEqual(sim.violations, [])
  }

  func testSessionActionsNeedACallbackWithASession() throws {
    XCTAssertNil(StrategyAction.storeOnSession.problem(in: .configurationForConnecting))
    XCTAssertNil(StrategyAction.consumePendingOnSession.problem(in: .sceneDidBecomeActive))
    XCTAssertEqual(
      StrategyAction.storeOnSession.problem(in: .didFinishLaunching),
      "storeOnSession in application(_:didFinishLaunchingWithOptions:) needs a scene session, which that callback "
        + "does not have")
    XCTAssertNotNil(StrategyAction.resetOnSession.problemWhenGateOpens(gateName: "js"))
    for action in [StrategyAction.storeOnSession, .handlePendingOnSession, .consumePendingOnSession, .resetOnSession] {
      XCTAssertEqual(StrategyAction(name: action.name, gates: []), action)
      XCTAssertTrue(StrategyAction.gatelessCases.contains(action))
    }
  }

  func testSessionSlotsSendTheExplorationToTheDirectSearchWithAReason() throws {
    let configuration = ExplorerConfiguration(
      lifecycle: .scene, strategy: TableStrategy.perSceneSlot, itemCount: 1, depth: 2)
    let problem = try XCTUnwrap(Explorer.packingProblem(configuration))
    XCTAssertEqual(problem, .sessionSlots(.storeOnSession))
    XCTAssertTrue("\(problem)".contains("direct explorer"))
    XCTAssertEqual(try Explorer(configuration).run().engine, .direct)
  }
}
