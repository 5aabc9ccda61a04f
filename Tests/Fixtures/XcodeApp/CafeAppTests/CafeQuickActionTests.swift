import Foundation
import SceneLifecycle
import SceneLifecycleTesting
import Testing

// The app's Xcode unit test target, which runs on the iOS Simulator: qa-sim's model, scenario files and table
// strategies work there; the app's own delegate classes run in the side package (QASimDelegates) on the Mac.

/// The `Scenarios/` folder next to this file (the Simulator reads the Mac's file system).
let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenarios")

@Suite struct CafeQuickActionTests {
  /// Every scenario file of the folder, as `qa-sim Scenarios/` would replay it.
  @Test(arguments: try FileIO.scenarioFiles(in: scenarios))
  func replays(_ file: URL) {
    expectScenario(contentsOf: file)
  }

  /// The app's pattern, a slot the scene fills and empties once active, keeps every invariant to depth 6.
  @Test func thePerSceneSlotKeepsEveryInvariant() throws {
    let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, strategy: .perSceneSlot, depth: 6))
    expectNoViolations(explorer.run(), of: explorer)
  }
}
