import QuickActions
import SceneLifecycle
import XCTest

/// The README's Swift examples, so that they keep compiling and doing what the README says.
final class ReadmeExampleTests: XCTestCase {
  func testWarmQuickActionIsHandledOnActivation() {
    var sim = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot,
      shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    sim.drive(to: .background)  // tapIcon, goHome
    sim.quickAction("com.example.search")
    assertTrace(
      sim,
      [
        "system windowScene(_:performActionFor:completionHandler:) com.example.search",
        "system sceneDidBecomeActive(_:)",
        "app handle com.example.search",
      ],
      mode: .subsequence)
    XCTAssertEqual(sim.handledTypes, ["com.example.search"])
    XCTAssertEqual(sim.violationKinds, [])
  }

  func testTheSwiftStrategyExampleHandlesColdAndWarmItemsOnce() {
    let items = [
      ShortcutItem(type: "com.example.search", localizedTitle: "Search"),
      ShortcutItem(type: "com.example.share", localizedTitle: "Share"),
    ]
    var sim = Simulator(lifecycle: .scene, strategy: MyStrategy(), shortcutItems: items)
    sim.quickAction("com.example.search")
    sim.send(.goHome)
    sim.quickAction("com.example.share")
    XCTAssertEqual(sim.handledTypes, ["com.example.search", "com.example.share"])
    XCTAssertEqual(sim.violationKinds, [])
  }

  /// The README's `Explorer` example for a Swift strategy: the Swift strategy, which also parks the item in `sceneWillConnect`, keeps
  /// every item to depth 5, and the message says which search ran.
  func testTheDirectExplorerExampleFindsNothingInTheSwiftStrategy() throws {
    let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, itemCount: 2, depth: 5)) { MyStrategy() }
    let report = explorer.run()
    XCTAssertEqual(report.violationKinds, [], explorer.describe(report))
    XCTAssertEqual(report.engine, .direct)
    XCTAssertEqual(explorer.describe(report), report.engineDescription + "\nNo invariant broken.")
  }

  func testTheHelperReportsAMismatch() {
    var sim = Simulator(lifecycle: .scene, strategy: TableStrategy.pendingSlot)
    sim.tapIcon()
    XCTAssertNotNil(sim.traceMismatch(["system sceneDidBecomeActive(_:)"], mode: .exhaustive))
    XCTAssertNil(sim.traceMismatch(["system sceneDidBecomeActive(_:)"], mode: .subsequence))
  }
}

/// Fails with the diff message when the simulator's trace does not match (the README's helper).
func assertTrace<S: AppStrategy>(
  _ sim: Simulator<S>, _ expected: [String], mode: TraceMatchMode = .exhaustive,
  file: StaticString = #filePath, line: UInt = #line
) {
  if let message = sim.traceMismatch(expected, mode: mode) { XCTFail(message, file: file, line: line) }
}

/// The README's Swift strategy: a pending slot filled on delivery and consumed on activation.
struct MyStrategy: AppStrategy {
  mutating func respond(to callback: Callback, app: inout AppContext) {
    switch callback.kind {
    case .configurationForConnecting, .sceneWillConnect:
      app.store(callback.delivery, in: .appDelegate)
    case .windowScenePerformAction:
      app.store(callback.delivery, in: .appDelegate)
      app.complete(true)
    case .sceneDidBecomeActive:
      app.consumePending(in: .appDelegate)
    default:
      break
    }
  }
}
