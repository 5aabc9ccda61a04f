import QuickActions
import SceneLifecycle
import XCTest

/// How the invariant monitor words an item the app lost to a readiness gate (UIKit semantics article, 10a rows 2
/// and 4).
final class GateMonitorTests: XCTestCase {
  private func message(_ sim: Simulator<TableStrategy>) -> [String] {
    sim.violations.map { "\($0.kind.rawValue): " + $0.message(itemName: sim.catalog.name(of:)) }
  }

  func testADroppedItemIsLostNamingTheGate() throws {
    // 10a row 2: the event had no listener.
    let table = try strategy([.sceneWillConnect: [.send(0)]]).withGates([Gate(name: "jsBridge", index: 0)])
    var sim = simulate(table, .scene)
    sim.send(.quickAction(searchID))
    sim.send(.appReady(0))
    XCTAssertEqual(message(sim), ["lost: com.example.search from step 0 was dropped: jsBridge was not ready"])
  }

  func testAnItemQueuedBehindAGateThatOpensInTimeIsHandledOnce() throws {
    // 10a row 1: the buffer delivers it when the handler is set.
    let table = try strategy([.sceneWillConnect: [.send(0)]]).withGates([
      Gate(name: "dartHandler", index: 0, whenClosed: .queue)
    ])
    var sim = simulate(table, .scene)
    sim.send(.quickAction(searchID))
    sim.send(.appReady(0))
    XCTAssertEqual(message(sim), [])
    XCTAssertEqual(sim.handledTypes, [searchType])
  }

  /// 10a row 14: a consumer of the scene's UI goes when a scene disconnects, one of the process stays.
  func testAGateOfTheScenesUIClosesWhenTheSceneDisconnectsAndOneOfTheProcessStaysOpen() throws {
    for lifetime in GateLifetime.allCases {
      let table = try strategy([.sceneWillConnect: [.send(0)], .sceneOpenURLContexts: [.send(0)]]).withGates([
        Gate(name: "jsListener", index: 0, lifetime: lifetime)
      ])
      var sim = simulate(table, .scene)
      sim.send(.tapIcon)
      sim.send(.appReady(0))
      sim.send(.goHome)
      sim.send(.systemDisconnectScene)
      sim.send(.quickAction(searchID))
      let closed = sim.traceLines.contains("app closeGate jsListener")
      switch lifetime {
      case .process:
        XCTAssertFalse(closed, "\(lifetime)")
        XCTAssertEqual(sim.handledTypes, [searchType], "\(lifetime)")
        XCTAssertFalse(sim.violationKinds.contains(.lost), "\(lifetime)")
      case .scene:
        XCTAssertTrue(closed, "\(lifetime): " + sim.traceLines.joined(separator: "\n"))
        XCTAssertEqual(sim.handledTypes, [], "\(lifetime)")
        XCTAssertEqual(
          message(sim), ["lost: com.example.search from step 4 was dropped: jsListener was not ready"], "\(lifetime)")
        XCTAssertNil(sim.send(.appReady(0)), "\(lifetime): the reconnected UI can open it again")
        XCTAssertFalse(sim.traceLines.contains("app ready jsListener (already open)"), "\(lifetime)")
      }
    }
  }

  func testAQueuedItemDiesWithTheProcess() throws {
    let table = try strategy([.sceneWillConnect: [.send(0)]]).withGates([
      Gate(name: "dartHandler", index: 0, whenClosed: .queue)
    ])
    var sim = simulate(table, .scene)
    sim.send(.quickAction(searchID))
    sim.send(.forceQuit)
    XCTAssertEqual(message(sim), ["lost: com.example.search delivered at step 0 was never handled"])
  }

  func testASlotResetAfterAFailedHandlingNamesTheResetStep() throws {
    // 10a row 4: clear on attempt.
    let table = try strategy([
      .sceneWillConnect: [.store], .sceneWillEnterForeground: [.sendPending(0)], .sceneDidBecomeActive: [.reset],
    ]).withGates([Gate(name: "router", index: 0)])
    var sim = simulate(table, .scene)
    sim.send(.quickAction(searchID))
    XCTAssertEqual(
      message(sim), ["lost: com.example.search from step 0 was cleared from the slot at step 0 while handling failed"])
  }

  func testAResetAfterTheItemWasHandledLosesNothing() throws {
    let table = try strategy([
      .sceneWillConnect: [.store, .sendPending(0)], .sceneDidBecomeActive: [.ready(0), .handlePending, .reset],
    ]).withGates([Gate(name: "router", index: 0)])
    var sim = simulate(table, .scene)
    sim.send(.quickAction(searchID))
    XCTAssertEqual(message(sim), [])
  }
}
