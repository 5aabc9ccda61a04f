import QuickActions
import XCTest

@testable import SceneLifecycle

/// The packed explorer against its oracle, the direct explorer, on the app of every shipped scenario it packs: the
/// same violation kinds and counterexamples of the same lengths (the direct key may tell apart a few more states,
/// which costs states but never a verdict). The scenarios hold the real apps'
/// and plugins' code (deferred hand-overs, scene delegate slots at a gate, flags), so a packing that loses what one
/// of them keeps cannot pass.
final class ShippedScenarioExplorerTests: XCTestCase {
  func testPackedAndDirectExplorersAgreeOnEveryShippedScenariosApp() throws {
    var compared = 0
    for loaded in try loadShippedScenarios() where loaded.scenario.windows == nil {
      let scenario = loaded.scenario
      var configuration = ExplorerConfiguration(
        lifecycle: scenario.fileLifecycle, device: scenario.device ?? .iPhone, strategy: scenario.strategy,
        itemCount: 1,
        links: scenario.exploredLinks, depth: 5)
      configuration.build = scenario.fileBuild
      configuration.webClips = scenario.exploredWebClips
      guard let packed = try? Explorer(configuration) else { continue }
      let packedReport = packed.run()
      let directReport = try DirectExplorer(configuration).run()
      let name = URL(fileURLWithPath: loaded.file).lastPathComponent
      XCTAssertEqual(packedReport.violationKinds, directReport.violationKinds, name)
      XCTAssertEqual(
        packedReport.counterexamples.map { $0.events.count }, directReport.counterexamples.map { $0.events.count },
        "\(name) lengths")
      compared += 1
    }
    XCTAssertGreaterThan(compared, 40)
  }
}
