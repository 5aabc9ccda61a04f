import QuickActions
// Tests internals too: the runner's end-of-event pruning, which the explorer calls.
import SceneLifecycle
import XCTest

/// The invariant monitor and the persistent (UserDefaults) slot (UIKit semantics article, 10c): launches counted from
/// 1 per run, an item handled at a later launch is `stale` with both numbers (not also `late`), and an item the slot
/// holds is not `lost` when the process dies.
final class UserDefaultsMonitorTests: XCTestCase {
  private let search = Delivery(serial: 1, item: searchID)

  /// Parks the warm item in UserDefaults; acts on what it finds there on activation.
  private func parks() throws -> TableStrategy {
    try strategy([
      .windowScenePerformAction: [.storeInUserDefaults, .completionTrue],
      .sceneDidBecomeActive: [.consumePendingInUserDefaults],
    ])
  }

  // 10c row 4: launches are counted from 1 per run, one more after each process death of any kind.
  func testLaunchesAreCountedFromOnePerRun() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    XCTAssertEqual(sim.runner.monitor.launch, 1)
    journey(&sim, [.tapIcon, .goHome, .systemTerminate, .tapIcon, .forceQuit, .tapIcon, .updateApp])
    XCTAssertEqual(sim.runner.monitor.launch, 4)
    // An event that ends no process (updateApp of a dead app) counts nothing.
    journey(&sim, [.updateApp])
    XCTAssertEqual(sim.runner.monitor.launch, 4)
  }

  // 10c rows 1 and 4: on iPad the Dock delivers to the app in front (8a row 4), after its activation; the app parks
  // the item in UserDefaults and is force-quit before the next activation. The next launch handles it: stale, with
  // the launch numbers, in place of late.
  func testAnItemHandledAtTheNextLaunchIsStaleNotLate() throws {
    var sim = makeSimulator(try parks(), lifecycle: .scene, device: .iPad)
    journey(&sim, [.tapIcon, .quickAction(searchID), .forceQuit, .tapIcon])
    XCTAssertEqual(sim.handledTypes, [searchType])
    let expected = Violation(kind: .stale, delivery: search, step: 3, detail: .launches(delivered: 1, handled: 2))
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(
      expected.message { _ in searchType }, "com.example.search was delivered in launch 1 and handled in launch 2")
  }

  // 10c row 4: handled in the same launch, after its first activation ended, the parked item is late as before.
  func testAnItemHandledLaterInTheSameLaunchIsLate() throws {
    var sim = makeSimulator(try parks(), lifecycle: .scene, device: .iPad)
    journey(&sim, [.tapIcon, .quickAction(searchID), .goHome, .tapIcon])
    XCTAssertEqual(sim.violations, [Violation(kind: .late, delivery: search, step: 3, detail: .deliveredAt(step: 1))])
  }

  // 10c row 4: the launch numbers count every death, so the second launch after the delivery is launch 3.
  func testTheMessageNamesTheLaunchesAsCounted() throws {
    var sim = makeSimulator(
      try strategy([
        .windowScenePerformAction: [.storeInUserDefaults, .completionTrue],
        .sceneWillEnterForeground: [.consumePendingInUserDefaults],
      ]), lifecycle: .scene, device: .iPad)
    journey(&sim, [.tapIcon, .quickAction(searchID), .forceQuit, .backgroundLaunch, .systemTerminate, .tapIcon])
    XCTAssertEqual(sim.violations.filter { $0.kind == .stale }.map(\.detail), [.launches(delivered: 1, handled: 3)])
  }

}
