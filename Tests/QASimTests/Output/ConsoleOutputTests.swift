import CommandLineKit
import Foundation
import SceneLifecycle
import XCTest

// Internal: console output: ProgressLine on a CommandContext's standard error; ExitStatus from each report.
@testable import qa_sim

/// The progress line on long runs (issue 17): one line on standard error, rewritten in place with `\r`, at most ten
/// times a second, wiped at the end; only on a terminal, never under CI or with `--quiet`.
final class ProgressLineTests: XCTestCase {
  /// A clock the test moves by hand.
  private final class FakeClock: @unchecked Sendable {
    var now = TimeSpan.zero
  }

  /// Runs the command in-process with standard error as a terminal or not.
  private func run(
    _ arguments: [String], stderrIsTerminal: Bool, environment: [String: String] = [:]
  ) -> (status: Int32, stdout: String, stderr: String) {
    let stdout = StringSink()
    let stderr = StringSink()
    let status = QASimCommand.main(
      arguments: arguments, stdout: stdout, stderr: stderr, environment: environment, stderrIsTerminal: stderrIsTerminal
    )
    return (status, stdout.text, stderr.text)
  }

  func testTheLineIsRewrittenInPlaceAtMostTenTimesASecondAndBlankedAtTheEnd() {
    let sink = StringSink()
    let clock = FakeClock()
    let line = ProgressLine(sink: sink, elapsed: { clock.now })
    line.update { _ in "first line" }
    XCTAssertEqual(sink.text, "\rfirst line")
    clock.now = .milliseconds(50)
    line.update { _ in
      XCTFail("not drawn within 0.1 s of the last drawing"); return ""
    }
    XCTAssertEqual(sink.text, "\rfirst line")
    clock.now = .milliseconds(150)
    line.update { "second, \(ProgressLine.seconds($0))" }
    XCTAssertEqual(sink.text, "\rfirst line\rsecond, 0.1 s", "the same width: nothing to blank")
    clock.now = .milliseconds(300)
    line.update { _ in "third" }
    XCTAssertEqual(sink.text, "\rfirst line\rsecond, 0.1 s\rthird        ", "the rest of the longer line blanked")
    line.clear()
    XCTAssertTrue(sink.text.hasSuffix("\rthird        \r     \r"), sink.text.debugDescription)
    XCTAssertFalse(sink.text.contains("\n"))
  }

  func testClearingALineNeverDrawnWritesNothing() {
    let sink = StringSink()
    ProgressLine(sink: sink).clear()
    XCTAssertEqual(sink.text, "")
  }

  func testThereIsNoLineWithoutATerminalUnderCIOrWithQuiet() {
    func context(terminal: Bool, environment: [String: String] = [:]) -> CommandContext {
      CommandContext(
        stdout: StringSink(), stderr: StringSink(), environment: environment, stdoutIsTerminal: terminal,
        stderrIsTerminal: terminal)
    }
    XCTAssertNotNil(ProgressLine.make(context: context(terminal: true), quiet: false))
    XCTAssertNotNil(ProgressLine.make(context: context(terminal: true, environment: ["CI": ""]), quiet: false))
    XCTAssertNil(ProgressLine.make(context: context(terminal: false), quiet: false))
    XCTAssertNil(ProgressLine.make(context: context(terminal: true, environment: ["CI": "true"]), quiet: false))
    XCTAssertNil(ProgressLine.make(context: context(terminal: true), quiet: true))
  }

  func testExploreOnATerminalShowsStatesAndDepthOnStandardErrorThenWipesThem() {
    let arguments = ["explore", "--strategy", "pendingSlot", "--depth", "4", "--no-timing"]
    let terminal = run(arguments, stderrIsTerminal: true)
    XCTAssertTrue(terminal.stderr.hasPrefix("\rexplore scene: 1 states, depth 1, "), terminal.stderr.debugDescription)
    XCTAssertTrue(terminal.stderr.hasSuffix(" \r"), terminal.stderr.debugDescription)
    XCTAssertFalse(terminal.stderr.contains("\n"), terminal.stderr.debugDescription)
    let piped = run(arguments, stderrIsTerminal: false)
    XCTAssertEqual(piped.stderr, "", "no progress into a pipe")
    XCTAssertEqual(terminal.stdout, piped.stdout, "the report does not change")
    XCTAssertEqual(terminal.status, piped.status)
    XCTAssertEqual(run(arguments + ["--quiet"], stderrIsTerminal: true).stderr, "")
    XCTAssertEqual(run(arguments, stderrIsTerminal: true, environment: ["CI": "true"]).stderr, "")
  }

  func testReplayOfSeveralFilesOnATerminalShowsTheFilesDone() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-sim-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["a.json", "b.json"] {
      try FileManager.default.copyItem(
        at: scenariosDirectory.appendingPathComponent("coldLaunch.json"), to: directory.appendingPathComponent(name))
    }
    let terminal = run([directory.path], stderrIsTerminal: true)
    XCTAssertEqual(terminal.status, 0, terminal.stderr)
    XCTAssertTrue(terminal.stderr.hasPrefix("\rreplay: 1/2 files, "), terminal.stderr.debugDescription)
    XCTAssertTrue(terminal.stderr.hasSuffix(" \r"), terminal.stderr.debugDescription)
    XCTAssertFalse(terminal.stderr.contains("\n"), terminal.stderr.debugDescription)
    let piped = run([directory.path], stderrIsTerminal: false)
    XCTAssertEqual(piped.stderr, "")
    XCTAssertEqual(terminal.stdout, piped.stdout)
    XCTAssertEqual(run([directory.path, "--quiet"], stderrIsTerminal: true).stderr, "")
    let one = run([directory.appendingPathComponent("a.json").path], stderrIsTerminal: true)
    XCTAssertEqual(one.stderr, "", "one file needs no progress")
  }
}

/// The exit statuses and how they merge.
final class ExitStatusTests: XCTestCase {
  func testEveryInputErrorCauseReportsTheStatusTheCommandExitsWith() {
    for cause in [InputError.Cause.unreadable, .invalid] {
      XCTAssertEqual(cause.exitStatusCode, cause.exitStatus.rawValue, "\(cause)")
      XCTAssertEqual(cause.label, cause.exitStatus.label, "\(cause)")
    }
  }

  func testTheStatusesHaveTheirSysexitsValues() {
    XCTAssertEqual(ExitStatus.allCases.map(\.rawValue), [0, 1, 2, 64, 65, 66, 69])
  }

  func testMergingKeepsTheHighestStatus() {
    XCTAssertEqual(ExitStatus.success.merged(with: .failure), .failure)
    XCTAssertEqual(ExitStatus.noInput.merged(with: .failure), .noInput)
    XCTAssertEqual(ExitStatus.dataError.merged(with: .noInput), .noInput)
    XCTAssertEqual(ExitStatus.merging([.failure, .dataError, .success]), .dataError)
    XCTAssertEqual(ExitStatus.merging([]), .success)
  }

  func testAReportFailsWithTheHighestErrorStatusOverFailures() {
    let error65 = InputError(file: "a.json", message: "bad", cause: .invalid)
    let error66 = InputError(file: "b.json", message: "missing", cause: .unreadable)
    XCTAssertEqual(Report(outcomes: [.failed(error65)]).exitStatus, .dataError)
    XCTAssertEqual(Report(outcomes: [.failed(error65), .failed(error66)]).exitStatus, .noInput)
    XCTAssertEqual(Report(outcomes: []).exitStatus, .success)
  }
}
