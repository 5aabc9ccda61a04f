import QuickActions
import TestSupport
import XCTest

// White-box: PackedExplorer against its oracle DirectExplorer, run by name, where Explorer chooses between them.
@testable import SceneLifecycle

extension ExplorerEngineChoiceTests {
  // For each limit of packed states, the packed search refuses the configuration with that very problem, and the
  // direct search Explorer chose is the direct explorer run by name, which gives no reason.
  func testExplorerRunsTheDirectExplorerItselfForEachLimit() throws {
    for (configuration, problem, _) in try limitCases() {
      XCTAssertThrowsError(try PackedExplorer(configuration), "\(problem)") { error in
        XCTAssertEqual(error as? ExplorerError, problem)
      }
      let chosen = try Explorer(configuration)
      guard case .direct(let direct, let because) = chosen.engine else { return XCTFail("\(problem): not direct") }
      XCTAssertEqual(because, problem)
      let report = chosen.run()
      let byName = direct.run()
      XCTAssertEqual(byName.distinctStates, report.distinctStates)
      XCTAssertEqual(byName.counterexamples, report.counterexamples)
      XCTAssertEqual(byName.engineSummary, "direct")
    }
  }

  func testExplorerRunsThePackedExplorerItselfWhenStatesPack() throws {
    let configuration = configuration(depth: 5)
    let chosen = try Explorer(configuration)
    guard case .packed = chosen.engine else { return XCTFail("not packed") }
    XCTAssertEqual(chosen.run().violationKinds, try PackedExplorer(configuration).run().violationKinds)
  }
}

/// UIKit semantics article, 8e rows 2 and 7: both explorers find the iOS 27 launch crash at depth 1.
final class LaunchCrashExplorerTests: XCTestCase {
  private func configuration(_ style: LifecycleStyle, _ strategy: TableStrategy, sdk: Int) -> ExplorerConfiguration {
    var configuration = ExplorerConfiguration(lifecycle: style, strategy: strategy, depth: 2)
    configuration.build = AppBuild(sdk: SDK(major: sdk)!)
    return configuration
  }

  // 8e row 2: an AppDelegate app at SDK 27 has a launchCrash counterexample one event long, in the packed and the
  // direct explorer alike; at SDK 26 it has none.
  func testBothExplorersFindTheLaunchCrashAtDepthOne() throws {
    let crashing = configuration(.appDelegate, .appleLegacySample, sdk: 27)
    for report in [try PackedExplorer(crashing).run(), try DirectExplorer(crashing).run()] {
      let counterexample = report.counterexamples.first { $0.kind == .launchCrash }
      XCTAssertEqual(counterexample?.events.count, 1)
    }
    let standard = configuration(.appDelegate, .appleLegacySample, sdk: 26)
    for report in [try PackedExplorer(standard).run(), try DirectExplorer(standard).run()] {
      XCTAssertFalse(report.counterexamples.contains { $0.kind == .launchCrash })
    }
  }

  // 8e row 8: a scene app with a configured manifest whose table lacks configurationForConnecting crashes only when
  // the options tried include manifestAndMethod.
  func testTheSceneSwitchDecidesInTheExplorer() throws {
    let noMethod = try TableStrategy(
      name: "noMethod", nativeLifecycle: .scene, actions: [.sceneWillConnect: [.handle]])
    var configuration = configuration(.scene, noMethod, sdk: 27)
    XCTAssertFalse(try PackedExplorer(configuration).run().counterexamples.contains { $0.kind == .launchCrash })
    configuration.optionCombinations = LifecycleOptions.allCombinations(for: .scene, sdk: SDK(major: 27)!)
    let report = try PackedExplorer(configuration).run()
    let direct = try DirectExplorer(configuration).run()
    for found in [report, direct] {
      let counterexample = found.counterexamples.first { $0.kind == .launchCrash }
      XCTAssertEqual(counterexample?.events.count, 1)
      XCTAssertEqual(counterexample?.options.sceneAdoptionCheck, .manifestAndMethod)
    }
  }
}

/// The packed explorer against its oracle, the direct explorer, on the app of every shipped scenario it packs: the
/// same violation kinds and counterexamples of the same lengths (the direct key may tell apart a few more states,
/// which costs states but never a verdict). The scenarios hold the real apps'
/// and plugins' code (deferred hand-overs, scene delegate slots at a gate, flags), so a packing that loses what one
/// of them keeps cannot pass.
final class ShippedScenarioExplorerTests: XCTestCase {
  func testPackedAndDirectExplorersAgreeOnEveryShippedScenariosApp() throws {
    try OracleSweep.require()
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
