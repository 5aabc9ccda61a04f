import Foundation
import SceneLifecycle
import XCTest

// Internal: bench's several-window workload and its console line: ExploreBench.
@testable import qa_sim

/// `qa-sim bench explore`'s several-window workload (issue 15): what it explores, and its one line in the report.
final class WindowsBenchTests: XCTestCase {
  func testTheWorkloadIsPendingSlotOnThreeDefaultScenesToDepthTwelve() throws {
    let configuration = ExploreBench.windowConfiguration(jobs: 2)
    XCTAssertEqual(configuration.strategy.name, "pendingSlot")
    XCTAssertEqual(configuration.lifecycle, .scene)
    XCTAssertEqual(configuration.device, .iPad)
    XCTAssertEqual(configuration.windows?.sceneIDs, ["s1", "s2", "s3"])
    XCTAssertEqual(configuration.windows?.routing, .defaults)
    XCTAssertEqual(configuration.optionCombinations, [.defaults])
    XCTAssertEqual(configuration.staticItems.count, 3)
    XCTAssertEqual(configuration.depth, 12)
    XCTAssertEqual(configuration.jobs, 2)
    XCTAssertNoThrow(try Explorer(configuration))
  }

  func testTheReportLineGivesStatesRateBytesAndSpeedUpAgainstTheTargets() {
    let stdout = StringSink()
    let context = CommandContext(stdout: stdout, stderr: StringSink(), environment: [:], stdoutIsTerminal: false)
    let found = ExploreBench(runs: 1).runWindows(context: context)
    XCTAssertGreaterThan(found, 0)
    let line = stdout.text
    XCTAssertTrue(line.hasPrefix("  several windows, pendingSlot (scene, iPad), 3 scenes, 3 items, depth 12"), line)
    for piece in [
      "states,", "transitions,", "M states/s (target ≥ 3 M:", "B/state (target ≤ 16:", "--jobs 2:",
      "× speed-up (target ≥ 1.6:",
    ] {
      XCTAssertTrue(line.contains(piece), "\(piece) missing: \(line)")
    }
  }
}
