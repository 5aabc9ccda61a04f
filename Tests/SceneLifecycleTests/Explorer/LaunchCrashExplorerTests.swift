import XCTest

// Compares the two internal searches, PackedExplorer and DirectExplorer.
@testable import SceneLifecycle

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
