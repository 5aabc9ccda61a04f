import CommandLineKit
import Foundation
import SceneLifecycle
import TestSupport
import XCTest

// Internal: the benchmark's options, workloads and console report: BenchCommand, ReplayBench, CoreBench,
// ExploreBench.
@testable import qa_sim_bench

/// What a run of the benchmark printed, and its status.
private struct BenchResult {
  let status: ExitStatus
  let stdout: String
  let stderr: String
}

/// Runs the benchmark in this process with `arguments`, its output captured; no `qa-sim` executable is known.
private func runBench(_ arguments: [String]) -> BenchResult {
  let stdout = StringSink()
  let stderr = StringSink()
  let context = CommandContext(stdout: stdout, stderr: stderr, environment: [:], stdoutIsTerminal: false)
  let status = BenchCommand.run(arguments, context: context)
  return BenchResult(status: status, stdout: stdout.text, stderr: stderr.text)
}

/// `qa-sim-bench`: its options, help, medians and generated scenarios.
final class BenchTests: XCTestCase {
  func testBenchOptionsParse() throws {
    XCTAssertEqual(try BenchCommand.Options.parse([]), BenchCommand.Options())
    let options = try BenchCommand.Options.parse(["core", "--runs", "3", "--files", "10"])
    XCTAssertEqual(options.target, .core)
    XCTAssertEqual(options.runs, 3)
    XCTAssertEqual(options.files, 10)
    XCTAssertThrowsError(try BenchCommand.Options.parse(["core", "replay"]))
    XCTAssertThrowsError(try BenchCommand.Options.parse(["--files", "0"]))
    XCTAssertThrowsError(try BenchCommand.Options.parse(["--runs"]))
    for (option, range) in [("--files", 1...100_000), ("--runs", 1...1000)] {
      XCTAssertThrowsError(try BenchCommand.Options.parse([option, "\(range.lowerBound - 1)"]), option)
      XCTAssertThrowsError(try BenchCommand.Options.parse([option, "\(range.upperBound + 1)"]), option)
      XCTAssertNoThrow(try BenchCommand.Options.parse(["\(option)=\(range.upperBound)"]), option)
    }
  }

  func testTheMedianIsTheMiddleValue() {
    XCTAssertEqual(BenchCommand.median([3, 1, 2]), 2)
    XCTAssertEqual(BenchCommand.median([4, 1, 3, 2]), 2.5)
    XCTAssertEqual(BenchCommand.median([]), 0)
  }

  func testGeneratedBenchScenariosAreValidAndPass() throws {
    for index in 0..<(TableStrategy.builtInNames.count * ReplayBench.stepPatterns.count) {
      let loaded = try loadValid(ReplayBench.scenarioText(index))
      XCTAssertNotNil(loaded.scenario.expect?.trace)
      XCTAssertTrue(Replay.run(loaded).passed, "generated scenario \(index)")
    }
  }

  func testTheReplayBenchRunsThroughTheBatchReplayAndReportsMedians() {
    let result = runBench(["replay", "--files", "16", "--runs", "1"])
    XCTAssertEqual(result.status, .success, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("replay: 16 generated scenario files, 1 runs\n"), result.stdout)
    XCTAssertTrue(result.stdout.contains("  directory, in-process     median "), result.stdout)
    XCTAssertTrue(result.stdout.contains("  one file, in-process      median "), result.stdout)
    XCTAssertTrue(
      result.stdout.hasSuffix(
        "  one file, new process     not measured: no qa-sim executable beside qa-sim-bench (swift build -c release)\n"),
      result.stdout)
  }

  func testTheBuiltBenchmarkTimesTheQASimBesideItInANewProcess() throws {
    // `swift build` puts both executables beside the test bundle (`.build/debug`).
    let candidates =
      [
        Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
        URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
      ]
      + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
    let directory = try XCTUnwrap(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("qa-sim-bench").path) },
      "qa-sim-bench was not found; run swift build")
    let bench = directory.appendingPathComponent("qa-sim-bench")
    XCTAssertTrue(FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("qa-sim").path))
    let process = Process()
    process.executableURL = bench
    process.arguments = ["replay", "--files", "8", "--runs", "1"]
    // Under --sanitize=address, LeakSanitizer reports at exit the values Swift keeps behind tagged pointers as leaked
    // (Tests/QASimTests/Helpers/LeakSanitizer.swift), which would fail the run; this test checks its output and
    // status, and the address checks stay on.
    var environment = ProcessInfo.processInfo.environment
    environment["LSAN_OPTIONS"] = "detect_leaks=0" + (environment["LSAN_OPTIONS"].map { ":" + $0 } ?? "")
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-sim-bench-\(ProcessInfo.processInfo.processIdentifier).stderr")
    XCTAssertTrue(FileManager.default.createFile(atPath: errors.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: errors) }
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    XCTAssertEqual(process.terminationStatus, 0, stdout + stderr)
    XCTAssertTrue(stdout.contains("  one file, new process     median "), stdout)
  }

  func testTheBenchmarkHasItsOwnHelpAndUsage() {
    let help = runBench(["--help"])
    XCTAssertEqual(help.status, .success)
    XCTAssertEqual(help.stdout, BenchCommand.table.help)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: qa-sim-bench [replay|core|explore|conform|all]"), help.stdout)
    for target in BenchCommand.Target.allCases {
      XCTAssertTrue(
        BenchCommand.table.help.contains("\n                          \(target.rawValue): "), target.rawValue)
    }
    for line in help.stdout.split(separator: "\n") where !line.hasPrefix("USAGE: ") {
      XCTAssertLessThanOrEqual(line.count, 80, String(line))
    }
    let wrong = runBench(["speed"])
    XCTAssertEqual(wrong.status, .usage)
    XCTAssertEqual(
      wrong.stderr,
      """
      Error: Unknown benchmark 'speed'; expected one of: replay, core, explore, conform, all
      Usage: qa-sim-bench [replay|core|explore|conform|all] [--files <n>] [--runs <n>]
        See 'qa-sim-bench --help' for more information.

      """)
  }

  func testTheCoreBenchReportsEventsPerSecond() {
    XCTAssertEqual(CoreBench.cycle.count, 5)
  }
}

/// `qa-sim-bench explore`'s workloads with the app's own timing: what they are, and one line each in the report.
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
    let scenario = try ScenarioLoader.load(file: path).scenario
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

/// `qa-sim-bench explore`'s several-window workloads (issues 15 and 29): what they explore, and their lines in the
/// report.
final class WindowsBenchTests: XCTestCase {
  // Issue 29's table, in its order: the three `explore` commands it measured.
  func testTheWorkloadsAreTheIssuesThreeCommands() throws {
    XCTAssertEqual(
      ExploreBench.windowWorkloads.map(\.command),
      [
        "explore --strategy pendingSlot --scenes 3 --items 3 --depth 12",
        "explore --strategy pendingSlot --scenes 4 --items 4 --depth 16",
        "explore --strategy pendingSlot --scenes 3 --items 2 --depth 10 --options all",
      ])
    let everyOption = ExploreBench.windowConfiguration(ExploreBench.windowWorkloads[2], jobs: 1)
    XCTAssertEqual(
      everyOption.optionCombinations, LifecycleOptions.allCombinations(for: .scene, on: .iPad, deferring: false))
    XCTAssertEqual(everyOption.windows?.sceneIDs.count, 3)
  }

  func testTheWorkloadIsPendingSlotOnThreeDefaultScenesToDepthTwelve() throws {
    let configuration = ExploreBench.windowConfiguration(ExploreBench.windowWorkloads[0], jobs: 2)
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
    // The first workload's targets on a shallower search, so that the debug build measures it quickly.
    let first = ExploreBench.windowWorkloads[0]
    let workload = ExploreBench.WindowWorkload(
      scenes: first.scenes, items: first.items, depth: 6, statesPerSecond: first.statesPerSecond,
      bytesPerState: first.bytesPerState, speedUp: first.speedUp)
    let found = ExploreBench(runs: 1).runWindows(context: context, workloads: [workload])
    XCTAssertGreaterThan(found, 0)
    let line = stdout.text
    XCTAssertTrue(
      line.hasPrefix(
        "  several windows, pendingSlot (scene, iPad), 3 scenes, 3 items, depth 6 "
          + "(`explore --strategy pendingSlot --scenes 3 --items 3 --depth 6`): "), line)
    for piece in [
      "states,", "transitions,", "M states/s (target ≥ 3 M:", "B/state (target ≤ 16:", "--jobs 2:",
      "× speed-up (target ≥ 1.6:",
    ] {
      XCTAssertTrue(line.contains(piece), "\(piece) missing: \(line)")
    }
  }
}
