import QuickActions
import SceneLifecycle
import XCTest

/// The `appReady` step: the app's own code runs only in a process that runs code, and UIKit makes no callback
/// for it (UIKit semantics article, 10a row 3).
final class AppWorkTests: XCTestCase {
  private func gated() throws -> TableStrategy {
    try TableStrategy(name: "gated", triggers: [:]).withGates([Gate(name: "jsBridge", index: 0)])
  }

  func testAppReadyIsRejectedWhenTheProcessIsNotRunningOrSuspended() throws {
    var sim = simulate(try gated(), .scene)
    XCTAssertEqual(sim.send(.appReady(0))?.reason, .processNotRunning)
    sim.send(.tapIcon)
    sim.send(.goHome)
    sim.send(.systemSuspend)
    let rejection = sim.send(.appReady(0))
    XCTAssertEqual(rejection?.reason, .processSuspended)
    XCTAssertEqual(
      rejection?.message(itemName: { _ in "" }),
      "appReady cannot happen: the app is suspended, its process is suspended and runs no code")
  }

  func testAppReadyOpensTheGateWithoutACallbackAndProcessDeathClosesIt() throws {
    var sim = simulate(try gated(), .scene)
    sim.send(.tapIcon)
    XCTAssertNil(sim.send(.appReady(0)))
    XCTAssertEqual(lines(of: sim, step: 1), ["app ready jsBridge"])
    XCTAssertEqual(sim.runner.context.gatesOpen, 1)
    sim.send(.goHome)
    sim.send(.systemTerminate)
    XCTAssertEqual(sim.runner.context.gatesOpen, 0, "a process death closes every gate")
    sim.send(.tapIcon)
    sim.send(.appReady(0))
    XCTAssertEqual(lines(of: sim, step: 5), ["app ready jsBridge"])
  }

  func testSuspensionKeepsGatesAndQueue() throws {
    let queued = try TableStrategy(
      name: "queued", triggers: [StrategyTrigger(.windowScenePerformAction): [.send(0), .completionTrue]]
    ).withGates([Gate(name: "dartHandler", index: 0, whenClosed: .queue)])
    var sim = simulate(queued, .scene)
    sim.send(.tapIcon)
    sim.send(.goHome)
    sim.send(.quickAction(searchID))
    sim.send(.goHome)
    sim.send(.systemSuspend)
    XCTAssertEqual(sim.runner.context.queued.count, 1)
    sim.send(.tapIcon)
    sim.send(.appReady(0))
    XCTAssertEqual(sim.runner.handled.map(\.item), [searchID])
  }
}
