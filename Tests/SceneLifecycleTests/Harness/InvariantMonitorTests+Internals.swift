import QuickActions
import XCTest

// White-box: the monitor's hooks, fed one callback at a time, to see it between the callbacks of one step.
@testable import SceneLifecycle

extension InvariantMonitorTests {
  // The monitor on its own: a delivery made while inactive waits for the next activation; one made while
  // active is in its first activation at once; resigning active ends both.
  func testTheMonitorTracksEachDeliverysFirstActivation() {
    var monitor = InvariantMonitor()
    let search = Delivery(serial: 1, item: searchID)
    let share = Delivery(serial: 2, item: shareID)
    monitor.willDeliver(Callback(.sceneWillConnect, delivery: search), step: 0)
    XCTAssertEqual(monitor.tracked.map(\.activation), [.awaitingFirst])
    monitor.willDeliver(Callback(.sceneDidBecomeActive), step: 0)
    monitor.willDeliver(Callback(.windowScenePerformAction, delivery: share), step: 1)
    monitor.saw(.completion(true), step: 1)
    monitor.didDeliver(Callback(.windowScenePerformAction, delivery: share), step: 1)
    XCTAssertEqual(monitor.tracked.map(\.activation), [.inFirst, .inFirst])
    monitor.willDeliver(Callback(.sceneWillResignActive), step: 2)
    XCTAssertEqual(monitor.tracked.map(\.activation), [.pastFirst, .pastFirst])
    XCTAssertFalse(monitor.active)
    XCTAssertEqual(monitor.violations, [])
    XCTAssertEqual(monitor.finish().map(\.kind), [.lost, .lost])
  }
}
