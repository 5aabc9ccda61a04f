import Foundation
import SceneLifecycle
import SceneLifecycleTesting
import Testing

/// `../qa-sim/Scenarios`, next to this package.
let shippedScenarios = URL(fileURLWithPath: #filePath)  // Tests/SwiftTestingTests/ShippedScenarioTests.swift
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("qa-sim/Scenarios")

/// Every scenario shipped with qa-sim replays and meets its expectations, one test case per file, as an app team's
/// suite would replay its own: the files `qa-sim Scenarios/` replays, subfolders included. A missing or empty folder
/// fails the test rather than leave it with no case.
@Suite struct ShippedScenarioTests {
  @Test(arguments: try FileIO.scenarioFiles(in: shippedScenarios))
  func replays(_ file: URL) {
    expectScenario(contentsOf: file)
  }
}
