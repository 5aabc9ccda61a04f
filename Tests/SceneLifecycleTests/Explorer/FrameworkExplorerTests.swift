import QuickActions
import SceneLifecycle
import XCTest

/// The explorer finds each framework strategy's reported bug (UIKit semantics article, 10a rows 5 to 9) within
/// depth 8 with each gate's own readiness (none declares any, so ``Readiness/prompt``) and the default options, the
/// shortest path replays to the same violation, and each fixed counterpart breaks no error-kind invariant at depth 10.
final class FrameworkExplorerTests: XCTestCase {
  private func builtIn(_ name: String) throws -> TableStrategy {
    try XCTUnwrap(TableStrategy.builtIn(named: name), name)
  }

  private func explore(_ name: String, _ lifecycle: LifecycleStyle, depth: Int) throws -> ExplorationReport {
    let configuration = ExplorerConfiguration(lifecycle: lifecycle, strategy: try builtIn(name), depth: depth)
    XCTAssertNil(configuration.readiness, "no override: each gate's own readiness")
    XCTAssertTrue(configuration.strategy.gates.allSatisfy { $0.readiness == .prompt }, name)
    return try Explorer(configuration).run()
  }

  /// Replays `counterexample` through the simulator (each step accepted) and returns its violations' messages.
  private func replay(
    _ counterexample: Counterexample, _ name: String, _ lifecycle: LifecycleStyle, then extra: [LifecycleEvent] = []
  ) throws -> [(ViolationKind, String)] {
    var sim = Simulator(
      lifecycle: lifecycle, options: counterexample.options, strategy: try builtIn(name),
      shortcutItems: (1...2).map { ShortcutItem(type: "com.example.item\($0)", localizedTitle: "Item \($0)") })
    for event in counterexample.events + extra { XCTAssertNil(sim.send(event), "\(name): \(event)") }
    return sim.violations.map { ($0.kind, $0.message(itemName: sim.catalog.name(of:))) }
  }

  // 10a rows 6 and 7 (and 1a row 5): the launch item is kept for popInitialAction() and, since didFinishLaunching
  // returns true, also sent as an event that the bridge keeps until the bundle has loaded; both reach JS.
  func testReactNativeQuickActionsHandlesTheColdLaunchItemTwice() throws {
    let report = try explore("reactNativeQuickActions", .appDelegate, depth: 8)
    let duplicate = try XCTUnwrap(report.counterexamples.first { $0.kind == .duplicate })
    XCTAssertEqual(duplicate.events, [.quickAction(ItemID(0)), .appReady(0)])
    let found = try replay(duplicate, "reactNativeQuickActions", .appDelegate)
    XCTAssertEqual(found.map(\.0), [.duplicate])
    XCTAssertEqual(found.map(\.1), ["com.example.item1 delivered at step 0 was handled 2 times"])
  }

  // 10a row 8 (and 2a rows 2 to 4, 7): under scenes the cold-launch item reaches Expo's module only through the
  // forwarded scene(_:willConnectTo:options:), before JS subscribes; launch options are nil, so nothing keeps it.
  func testExpoQuickActionsLosesTheSceneColdLaunchItem() throws {
    let report = try explore("expoQuickActions", .scene, depth: 8)
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertEqual(lost.events, [.quickAction(ItemID(0))])
    let found = try replay(lost, "expoQuickActions", .scene)
    XCTAssertEqual(found.map(\.1), ["com.example.item1 from step 0 was dropped: jsListener was not ready"])
  }

  // 10a rows 2 and 8: a consumer that starts listening only after the item was sent. Road: expoQuickActions in the
  // scene lifecycle, the item sent to the drop gate jsListener from scene(_:willConnectTo:options:) during the
  // quick action that starts the process; the listener subscribes at the next step (appReady jsListener), and the
  // shortest counterexample followed by that step is still lost: a listener that comes later gets nothing back.
  func testAListenerThatStartsAfterTheItemWasSentGetsNothing() throws {
    let report = try explore("expoQuickActions", .scene, depth: 8)
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertLessThanOrEqual(lost.events.count, 8)
    let found = try replay(lost, "expoQuickActions", .scene, then: [.appReady(0)])
    XCTAssertEqual(found.map(\.0), [.lost])
    XCTAssertTrue(found[0].1.hasSuffix("was dropped: jsListener was not ready"), found[0].1)
    // The same listener, when it is there before the item is sent, gets it: the loss is the order alone.
    var sim = simulate(try builtIn("expoQuickActions"), .scene, items: lost.catalog.items)
    for event in [LifecycleEvent.tapIcon, .appReady(0), .goHome, .quickAction(ItemID(0))] {
      XCTAssertNil(sim.send(event), "\(event)")
    }
    XCTAssertEqual(sim.violations.map(\.kind), [])
    XCTAssertEqual(sim.handledTypes, ["com.example.item1"])
  }

  // 10a rows 5 to 8: each fixed counterpart is clean at depth 10 (warnings aside: the handledWhileInactive of a
  // background launch whose consumer was ready before the scene came to the front).
  func testTheFixedCounterpartsBreakNoErrorInvariantAtDepth10() throws {
    for (name, lifecycle) in [
      ("reactNativeQuickActionsFixed", LifecycleStyle.appDelegate), ("expoQuickActionsFixed", .scene),
      ("flutterQuickActions", .scene),
    ] {
      let report = try explore(name, lifecycle, depth: 10)
      XCTAssertTrue(report.exhausted, "\(name): every reachable state seen")
      XCTAssertEqual(report.counterexamples.filter { !$0.kind.isWarning }.map(\.kind), [], name)
    }
  }

  // 10a row 5 (and 2a row 5, 2b row 1): the plugin before its scene migration loses every quick action in a
  // scene app; today's plugin is the fix.
  func testFlutterQuickActionsPreSceneLosesTheItemInAScene() throws {
    let report = try explore("flutterQuickActionsPreScene", .scene, depth: 8)
    let lost = try XCTUnwrap(report.counterexamples.first { $0.kind == .lost })
    XCTAssertEqual(lost.events, [.quickAction(ItemID(0))])
  }

  // 10a row 9: Firefox's queued routes are never lost while restoration can finish; its warm
  // windowScene(_:performActionFor:) never calls the completion handler (8g rows 2 and 3).
  func testFirefoxGatedRouteMissesOnlyTheCompletion() throws {
    let report = try explore("firefoxGatedRoute", .scene, depth: 8)
    XCTAssertEqual(report.counterexamples.filter { !$0.kind.isWarning }.map(\.kind), [.completionMissing])
  }
}
