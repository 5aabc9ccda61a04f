import QuickActions
import SceneLifecycle
import XCTest

/// The two main-queue scenarios under every placement of the block (UIKit semantics article, 10b row 2), and the
/// errors a misplaced `deferToMainQueue` gives (10b row 1).
final class DeferredBlockScenarioTests: XCTestCase {
  /// Replays a shipped scenario's steps under `placement`, returning its violation kinds and handled types.
  private func replay(
    _ name: String, _ placement: DeferredBlockPlacement, extraSteps: [LifecycleEvent] = []
  ) throws -> (violations: [ViolationKind], handled: [String]) {
    let path = scenariosDirectory.appendingPathComponent(name).path
    let loaded = try ScenarioLoader.load(file: path)
    var options = loaded.scenario.options
    options.deferredBlockRuns = placement
    var sim = Simulator(
      lifecycle: loaded.scenario.fileLifecycle, options: options, strategy: loaded.scenario.strategy,
      shortcutItems: loaded.shortcutItems)
    for step in loaded.scenario.steps { XCTAssertNil(sim.send(step: step), name) }
    for event in extraSteps { _ = sim.send(event) }
    return (sim.violations.map(\.kind), sim.handledTypes)
  }

  // 10b row 2: deferring the willConnectTo handling fixes the too-early handling under afterEvent (the default);
  // beforeNextCallback brings the handledWhileInactive warning back; under atTurn nothing is handled until a turn,
  // and a turn after the activation handles it cleanly.
  func testTheDeferredHandlingUnderEachPlacement() throws {
    let file = "deferredHandlingAfterActivation.json"
    XCTAssertEqual(try replay(file, .afterEvent).violations, [])
    XCTAssertEqual(try replay(file, .afterEvent).handled, [searchType])
    XCTAssertEqual(try replay(file, .beforeNextCallback).violations, [.handledWhileInactive])
    XCTAssertEqual(try replay(file, .atTurn).violations, [.lost])
    XCTAssertEqual(try replay(file, .atTurn, extraSteps: [.mainQueueTurn]).violations, [])
    // A death before the turn drops the block and the item with it.
    XCTAssertEqual(try replay(file, .atTurn, extraSteps: [.forceQuit, .tapIcon, .mainQueueTurn]).violations, [.lost])
  }

  // 10b row 2: the deferred slot check finds the item under afterEvent (the block runs after performActionFor), loses
  // it under beforeNextCallback (the file's setting), and under atTurn handles it at a turn.
  func testTheDeferredSlotCheckUnderEachPlacement() throws {
    let file = "deferredCheckRunsBeforeItemIsStored.json"
    XCTAssertEqual(try replay(file, .afterEvent).violations, [])
    XCTAssertEqual(try replay(file, .afterEvent).handled, [searchType])
    XCTAssertEqual(try replay(file, .beforeNextCallback).violations, [.lost])
    XCTAssertEqual(try replay(file, .atTurn, extraSteps: [.mainQueueTurn]).handled, [searchType])
    XCTAssertEqual(try replay(file, .atTurn, extraSteps: [.forceQuit]).violations, [.lost])
  }

  // 10b row 1: a deferToMainQueue where it cannot run is an error naming the file and the JSON path.
  func testAMisplacedDeferralIsAnErrorAtItsPath() {
    let last = #"{"on": {"sceneDidBecomeActive(_:)": ["consumePending", "deferToMainQueue"]}}"#
    XCTAssertEqual(
      loadError(scenarioJSON(strategy: last))?.description,
      "test.json: app.strategy.on[\"sceneDidBecomeActive(_:)\"][1]: deferToMainQueue in sceneDidBecomeActive(_:) is "
        + "the last action: there is nothing after it to defer")
    let twice = #"{"on": {"sceneDidBecomeActive(_:)": ["deferToMainQueue", "store", "deferToMainQueue", "reset"]}}"#
    let message = loadError(scenarioJSON(strategy: twice))?.description ?? ""
    XCTAssertTrue(message.hasPrefix("test.json: app.strategy.on[\"sceneDidBecomeActive(_:)\"][2]: "), message)
  }

  // 10b row 2: a scenario file sets the placement by name.
  func testTheOptionDecodesByName() throws {
    let loaded = try loadValid(scenarioJSON(extra: #""options": {"deferredBlockRuns": "atTurn"},"#))
    XCTAssertEqual(loaded.scenario.options.deferredBlockRuns, .atTurn)
    XCTAssertNotNil(loadError(scenarioJSON(extra: #""options": {"deferredBlockRuns": "later"},"#)))
  }
}
