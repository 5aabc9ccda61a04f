import CommandLineKit
import XCTest

/// Runs the built `qa-sim` binary and checks every exit status, end to end.
final class ProcessExitStatusTests: XCTestCase {
  func testAPassingScenarioExitsZero() throws {
    let path = scenariosDirectory.appendingPathComponent("coldLaunch.json").path
    let result = try BinaryRunner.run([path])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertTrue(result.stdout.hasSuffix("\n1 passed, 0 failed\n"), result.stdout)
    // pendingSlot's app-delegate callbacks and launch-option reads are deprecated in the iOS 26 SDK, the default
    // (UIKit semantics article, 8e rows 4 and 6): warnings only, the scenario passes.
    XCTAssertEqual(result.stderrLines, deprecationLines(path))
  }

  func testTheShippedScenariosAllPassWithRelativePaths() throws {
    let result = try BinaryRunner.run(["Scenarios/"], directory: packageRoot)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("PASS  Scenarios/appleLegacySample.json  "), result.stdout)
    XCTAssertFalse(result.stdout.contains("FAIL"), result.stdout)
    // The shipped files that rely on deprecated APIs do so on purpose and say so (expect.usesDeprecatedAPIs): one
    // summary line, and nothing on standard error.
    XCTAssertTrue(
      result.stdout.hasSuffix(" passed, 0 failed\n22 rely on deprecated APIs on purpose (expect.usesDeprecatedAPIs)\n"),
      result.stdout)
    XCTAssertEqual(result.stderr, "")
  }

  func testAFailingScenarioExitsOne() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(scenarioJSON(strategy: #""performActionOnly""#), to: "f.json", in: directory)
    let result = try BinaryRunner.run([path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stdout.hasPrefix("FAIL  \(path)  Test scenario\n"), result.stdout)
    XCTAssertTrue(result.stdout.hasSuffix("\n0 passed, 1 failed\n"), result.stdout)
  }

  func testUsageErrorsExitSixtyFour() throws {
    let unknown = try BinaryRunner.run(["--bogus", "x.json"])
    XCTAssertEqual(unknown.status, 64)
    XCTAssertEqual(
      unknown.stderr,
      "Error: Unknown option '--bogus'\nUsage: qa-sim [<options>] <file-or-directory> ...\n"
        + "  See 'qa-sim --help' for more information.\n")
    XCTAssertEqual(try BinaryRunner.run([]).status, 64)
    XCTAssertEqual(try BinaryRunner.run(["bench", "--runs", "0"]).status, 64)
    XCTAssertEqual(try BinaryRunner.run(["explore", "--strategy=pendingSlot", "--bogus"]).status, 64)
    XCTAssertEqual(try BinaryRunner.run(["generate", "--cover=transitions", "--depth=3"]).status, 64)
  }

  func testRecordingOnCIExitsSixtyFour() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(scenarioJSON(), to: "s.json", in: directory)
    let result = try BinaryRunner.run(["--record", path], environment: ["CI": "1"])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(result.stderrLines.first?.hasPrefix("Error: --record is refused because CI is set"), true)
  }

  func testAnInvalidScenarioExitsSixtyFive() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(#"{"version": 2}"#, to: "v.json", in: directory)
    let result = try BinaryRunner.run([path])
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(
      result.stderr,
      "\(path): version: unsupported format version 2; this qa-sim reads version 1 (a newer qa-sim may read this "
        + "file)\n")
  }

  func testAMissingFileExitsSixtySix() throws {
    let result = try BinaryRunner.run(["does-not-exist.json"])
    XCTAssertEqual(result.status, 66)
    XCTAssertEqual(result.stderr, "does-not-exist.json: no such file or directory\n")
  }

  func testTheHighestStatusWinsAndEveryFileIsStillReported() throws {
    let directory = try makeTemporaryDirectory(self)
    let failing = try write(scenarioJSON(strategy: #""performActionOnly""#), to: "1.json", in: directory)
    let invalid = try write("[", to: "2.json", in: directory)
    let passing = try write(scenarioJSON(), to: "3.json", in: directory)
    let result = try BinaryRunner.run([failing, invalid, "missing.json", passing])
    XCTAssertEqual(result.status, 66)
    XCTAssertEqual(
      result.stderrLines,
      ["\(invalid):1:2: unexpected end of file; expected a value", "missing.json: no such file or directory"]
        + deprecationLines(passing))
    XCTAssertTrue(result.stdout.contains("FAIL  \(failing)"))
    XCTAssertTrue(result.stdout.contains("PASS  \(passing)"))
    XCTAssertTrue(result.stdout.hasSuffix("\n1 passed, 1 failed\n2 files could not be replayed\n"), result.stdout)
    let withoutMissing = try BinaryRunner.run([failing, invalid, passing])
    XCTAssertEqual(withoutMissing.status, 65)
    XCTAssertEqual(try BinaryRunner.run([failing, passing]).status, 1)
  }

  func testRecordingThroughTheBinaryRewritesTheFile() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(scenarioJSON(), to: "r.json", in: directory)
    let result = try BinaryRunner.run(["--record", path])
    XCTAssertEqual(result.status, 0, result.stderr)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(text.contains(#""handled": ["com.example.search"]"#), text)
    XCTAssertEqual(try BinaryRunner.run([path]).status, 0)
  }

  func testHelpAndVersionExitZero() throws {
    let help = try BinaryRunner.run(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: qa-sim "))
    XCTAssertEqual(help.stderr, "")
    XCTAssertEqual(try BinaryRunner.run(["--version"]).status, 0)
  }
}
