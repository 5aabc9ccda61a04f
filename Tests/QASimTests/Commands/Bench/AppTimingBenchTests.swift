import Foundation
import SceneLifecycle
import XCTest

// Internal: bench's app-timing workloads and their console lines: ExploreBench.
@testable import qa_sim

/// `qa-sim bench explore`'s workloads with the app's own timing: what they are, and one line each in the report.
final class AppTimingBenchTests: XCTestCase {
  // The gated workload is the React Native pattern under both readiness assumptions; the deferring one defers; the
  // last one keeps its slot in UserDefaults (UIKit semantics article, 10c row 1).
  func testTheWorkloadsCoverGatesDeferralAndUserDefaults() {
    let workloads = ExploreBench.appTimingWorkloads
    XCTAssertEqual(
      workloads.map(\.label),
      [
        "reactNativeQuickActions (appDelegate, readiness prompt)",
        "reactNativeQuickActions (appDelegate, readiness anytime)", "deferFromWillConnect (scene)",
        "pendingSlotInUserDefaults (scene)",
      ])
    let gated = ExploreBench.gatedStrategy
    XCTAssertEqual(gated.gates.map(\.name), ["jsBridge"])
    XCTAssertEqual(gated.nativeLifecycle, .appDelegate)
    XCTAssertTrue(ExploreBench.deferringStrategy.defersToMainQueue)
    XCTAssertTrue(ExploreBench.deferringStrategy.gates.isEmpty)
    XCTAssertTrue(ExploreBench.userDefaultsStrategy.gates.isEmpty)
    XCTAssertFalse(ExploreBench.userDefaultsStrategy.defersToMainQueue)
  }

  // 10b row 2: the deferring workload is the strategy of Scenarios/deferredHandlingAfterActivation.json: both
  // explore to the same states, transitions and findings, in every placement of the deferred block.
  func testTheDeferringWorkloadIsTheScenariosStrategy() throws {
    let path = scenariosDirectory.appendingPathComponent("deferredHandlingAfterActivation.json").path
    let scenario: Scenario
    switch ScenarioLoader.load(file: path) {
    case .success(let loaded): scenario = loaded.scenario
    case .failure(let error): return XCTFail("\(error)")
    }
    func report(_ strategy: TableStrategy) throws -> ExplorationReport {
      try Explorer(
        ExplorerConfiguration(
          lifecycle: .scene,
          optionCombinations: LifecycleOptions.allCombinations(for: .scene, on: .iPhone, deferring: true),
          strategy: strategy, itemCount: 2, depth: 6)
      ).run()
    }
    let fromFile = try report(scenario.strategy)
    let bench = try report(ExploreBench.deferringStrategy)
    XCTAssertEqual(bench.distinctStates, fromFile.distinctStates)
    XCTAssertEqual(bench.transitions, fromFile.transitions)
    XCTAssertEqual(bench.counterexamples.map(\.events), fromFile.counterexamples.map(\.events))
    XCTAssertEqual(bench.violationKinds, fromFile.violationKinds)
  }

  // The section prints one line per workload with states, transitions, states/s and bytes per state; prompt
  // explores fewer states than anytime (the race of leaving before the bridge is up is left out).
  func testTheSectionReportsEveryWorkload() {
    let stdout = StringSink()
    let context = CommandContext(stdout: stdout, stderr: StringSink(), environment: [:], stdoutIsTerminal: false)
    let found = ExploreBench(runs: 1).runAppTiming(context: context)
    let lines = stdout.text.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "  the app's own timing (gates, deferral, UserDefaults), one core:")
    XCTAssertEqual(lines.count, 1 + ExploreBench.appTimingWorkloads.count, stdout.text)
    var states: [Int] = []
    for (line, workload) in zip(lines.dropFirst(), ExploreBench.appTimingWorkloads) {
      XCTAssertTrue(line.hasPrefix("    \(workload.label): "), line)
      XCTAssertTrue(line.contains(" M states/s, ") && line.contains(" B/state, "), line)
      let count = line.split(separator: ":")[1].split(separator: " ").first.flatMap { Int($0) }
      states.append(count ?? 0)
    }
    XCTAssertEqual(found, states.reduce(0, +))
    XCTAssertLessThan(states[0], states[1], "prompt explores less than anytime")
    XCTAssertTrue(states.allSatisfy { $0 > 0 }, "\(states)")
  }
}
