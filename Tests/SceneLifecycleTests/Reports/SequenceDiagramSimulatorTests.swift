import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

/// A simulator driven step by step draws the diagram a replay of the same steps draws.
final class SequenceDiagramSimulatorTests: XCTestCase {
  func testEveryShippedScenarioDrawsTheSameFromItsSimulator() throws {
    for loaded in try loadShippedScenarios() {
      let scenario = loaded.scenario
      let run = Replay.run(loaded)
      let lifecycle = scenario.fileLifecycle
      let device = scenario.fileDevice
      var simulator = Simulator(
        lifecycle: lifecycle, device: device, options: scenario.options, strategy: scenario.strategy,
        shortcutItems: loaded.shortcutItems, dynamicItemsAfterUpdate: scenario.dynamicItemsAfterUpdate,
        navigation: scenario.navigation, build: scenario.fileBuild,
        windows: scenario.windowSetup(lifecycle: lifecycle, device: device, targets: []))
      for step in scenario.steps { simulator.send(step: step) }
      XCTAssertEqual(simulator.sentEvents.count, scenario.steps.count, loaded.file)
      XCTAssertEqual(SequenceDiagram(simulator: simulator, title: run.name), SequenceDiagram(run: run), loaded.file)
    }
  }

  func testTheEventsSentAreKeptInOrderARefusedOneToo() {
    var simulator = Simulator(lifecycle: .scene, strategy: TableStrategy.pendingSlot)
    simulator.tapIcon()
    XCTAssertNotNil(simulator.send(.tapIcon))  // already in front
    simulator.send(.goHome)
    XCTAssertEqual(simulator.sentEvents, [.tapIcon, .tapIcon, .goHome])
  }
}
