import SceneLifecycle
import XCTest

// Internal: bench's options and console report: BenchCommand, ReplayBench, CoreBench.
@testable import qa_sim

/// `qa-sim bench`: its options, medians and generated scenarios.
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

  func testTheReplayBenchRunsThroughTheCommandAndReportsMedians() {
    let result = runInProcess(["bench", "replay", "--files", "16", "--runs", "1"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("replay: 16 generated scenario files, 1 runs\n"), result.stdout)
    XCTAssertTrue(result.stdout.contains("  directory, in-process     median "), result.stdout)
    XCTAssertTrue(result.stdout.contains("  one file, in-process      median "), result.stdout)
    XCTAssertTrue(
      result.stdout.hasSuffix("  one file, new process     not measured: not running as the qa-sim executable\n"),
      result.stdout)
  }

  func testTheBinaryAlsoTimesOneFileInANewProcess() throws {
    let result = try BinaryRunner.run(["bench", "replay", "--files", "8", "--runs", "1"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("  one file, new process     median "), result.stdout)
  }

  func testTheCoreBenchReportsEventsPerSecond() {
    XCTAssertEqual(CoreBench.cycle.count, 5)
    XCTAssertEqual(BenchCommand.formatDuration(0.5), "500.00 ms")
    XCTAssertEqual(BenchCommand.formatDuration(2), "2.00 s")
    XCTAssertEqual(BenchCommand.formatDuration(0.000_25), "250.0 µs")
  }
}
