import SceneLifecycle
import XCTest

/// The simulator's steps for the app's own timing, as an XCTest drives them: a gate opened by its name and a
/// main-queue turn (UIKit semantics article, 10a row 3 and 10b row 1).
final class SimulatorAppTimingTests: XCTestCase {
  func testAppReadyOpensAGateByItsNameAndHandlesWhatWaitedBehindIt() throws {
    let app = try strategy([.sceneWillConnect: [.send(0)]], name: "buffered")
      .withGates([Gate(name: "dartHandler", index: 0, whenClosed: .queue)])
    var sim = simulate(app, .scene)
    sim.quickAction("com.example.search")
    XCTAssertNil(sim.appReady("dartHandler"))
    XCTAssertEqual(sim.runner.handled.count, 1)
    XCTAssertTrue(sim.traceLines.contains("app ready dartHandler"), "\(sim.traceLines)")
    XCTAssertEqual(sim.violations, [])
  }

  func testAnUndeclaredGateIsARefusedStepNamingIt() throws {
    let app = try strategy([.sceneWillConnect: [.send(0)]], name: "gated").withGates([Gate(name: "jsBridge", index: 0)])
    var sim = simulate(app, .scene)
    sim.tapIcon()
    let refused = try XCTUnwrap(sim.appReady("router"))
    XCTAssertEqual(refused.reason, .undeclaredGate("router"))
    XCTAssertEqual(
      refused.message(itemName: { _ in "" }),
      "appReady router cannot happen: the strategy declares no gate named router")
  }

  func testAMainQueueTurnRunsTheDeferredBlockAndIsRefusedWithoutAProcess() throws {
    let app = try strategy([.sceneWillConnect: [.deferToMainQueue, .handle]], name: "deferring")
    var options = LifecycleOptions.defaults
    options.deferredBlockRuns = .atTurn
    var sim = simulate(app, .scene, options: options)
    XCTAssertEqual(sim.mainQueueTurn()?.reason, .processNotRunning)
    sim.quickAction("com.example.search")
    XCTAssertEqual(sim.runner.handled.count, 0)
    XCTAssertNil(sim.mainQueueTurn())
    XCTAssertEqual(sim.runner.handled.count, 1)
  }
}
