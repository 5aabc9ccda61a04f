import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// The inputs a hostile or unlucky user gave qa-sim's newer surfaces, each a regression test (issue 40): file names
/// and paths read per Unicode scalar, and every failed write naming its file.
final class HostileInputTests: XCTestCase {
  /// A minimal scenario file without expectations, so `--record` has something to write.
  private let scenario = #"""
    {"version": 1, "name": "n", "lifecycle": "scene", "app": {"strategy": "pendingSlot"},
     "steps": [{"event": "tapIcon"}]}
    """#

  // Input 6: a file whose name starts with a combining mark makes one Character of the `/` before it; the atomic
  // write splits the path by bytes, so `--record dir/` writes the file next to itself.
  func testRecordWritesAFileWhoseNameStartsWithACombiningMark() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent("\u{0301}x.json")
    try Data(scenario.utf8).write(to: file)
    let result = runInProcess(["--record", directory.path + "/"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let written = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(written.contains(#""expect""#), written)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(names, ["\u{0301}x.json"], "no temporary file left, nothing written elsewhere")
  }

  // Input 7: a counterexample or a generated file that cannot be written is named in the one line that says so.
  func testAFailedWriteNamesItsFile() throws {
    let explored = try makeTemporaryDirectory(self)
    let blocked = explored.appendingPathComponent("pendingSlot-scene-lost.json")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    let explore = runInProcess([
      "explore", "--strategy", "pendingSlot", "--lifecycle", "scene", "--no-timing", "--write-counterexamples",
      explored.path,
    ])
    XCTAssertEqual(explore.status, 66, explore.stderr)
    XCTAssertTrue(explore.stderr.contains("\(blocked.path): cannot replace the file: is a directory"), explore.stderr)

    let generated = try makeTemporaryDirectory(self)
    let first = generated.appendingPathComponent("pendingSlot-scene-transitions-01.json")
    try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
    let generate = runInProcess([
      "generate", "--cover", "transitions", "--out", generated.path, "--strategy", "pendingSlot", "--lifecycle",
      "scene",
    ])
    XCTAssertNotEqual(generate.status, 0, generate.stderr)
    XCTAssertTrue(generate.stderr.contains("\(first.path): cannot replace the file: is a directory"), generate.stderr)
  }

  // Input 8: route and migrate take no limit flags, so a file over the step limit gets no hint to raise it with one.
  func testHintsNameOnlyFlagsTheCommandTakes() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent("long.json")
    let steps = Array(repeating: #"{"event": "goHome"}"#, count: InputLimits.defaults.maximumSteps + 1)
    let text =
      #"{"version": 1, "name": "n", "app": {"strategy": "pendingSlot"}, "steps": ["#
      + steps.joined(separator: ",") + "]}"
    try Data(text.utf8).write(to: file)
    for arguments in [["route", file.path, "qasim://x"], ["migrate", file.path]] {
      let result = runInProcess(arguments)
      XCTAssertEqual(result.status, 65, "\(arguments[0]): \(result.stderr)")
      XCTAssertTrue(result.stderr.contains("more than the limit of 10,000"), result.stderr)
      XCTAssertFalse(result.stderr.contains("--max"), "\(arguments[0]) takes no limit flag: \(result.stderr)")
    }
    let replay = runInProcess([file.path])
    XCTAssertTrue(replay.stderr.contains("raise it with --max-steps"), "replay takes the flag: \(replay.stderr)")
  }

  // Input 4: a failing 1,200-step scenario whose item type is 192 characters long has a job summary of over 1 MiB
  // whole; it stays under GitHub's 1 MiB limit and says what it left out: the sequence diagram, then, when even the
  // messages do not fit, the remaining runs. (The long type fills the summary in a fifth of the steps, and time, that
  // 4,000 steps of tapIcon and goHome took.)
  func testTheJobSummaryStaysUnderGitHubsLimit() throws {
    let directory = try makeTemporaryDirectory(self)
    let type = "com.example." + String(repeating: "x", count: 180)
    let steps = (0..<600).map { _ in #"{"event": "quickAction", "type": "\#(type)"}, {"event": "goHome"}"# }
    let file = directory.appendingPathComponent("long.json")
    let text =
      #"{"version": 1, "name": "long", "lifecycle": "scene", "app": {"strategy": "pendingSlot", "shortcutItems": "#
      + #"[{"type": "\#(type)", "title": "Long"}]}, "steps": ["# + steps.joined(separator: ",")
      + #"], "expect": {"handled": ["never"]}}"#
    try Data(text.utf8).write(to: file)
    let summary = directory.appendingPathComponent("summary.md")
    let result = runInProcess(["--format", "github", file.path], environment: ["GITHUB_STEP_SUMMARY": summary.path])
    XCTAssertEqual(result.status, 1, result.stderr)
    let written = try String(contentsOf: summary, encoding: .utf8)
    XCTAssertLessThanOrEqual(written.utf8.count, GitHubReport.jobSummaryLimit)
    XCTAssertTrue(written.contains("long.json` | `long` | scene |"), String(written.prefix(600)))
    XCTAssertTrue(written.contains("expected: [never]"), written)
    XCTAssertTrue(written.contains("is left out to keep the summary under GitHub's limit"), String(written.suffix(600)))

    // A smaller budget cuts runs, then rows, and says how many; the text stays within it.
    let short = directory.appendingPathComponent("short.json")
    let shortText =
      #"{"version": 1, "name": "short", "app": {"strategy": "pendingSlot"}, "#
      + #""steps": [{"event": "tapIcon"}], "expect": {"handled": ["never"]}}"#
    try Data(shortText.utf8).write(to: short)
    let run = Replay.run(try ScenarioLoader.load(file: short.path))
    let outcome = ReplayReport.Outcome(file: short.path, runs: [run], error: nil, warnings: [], recorded: false)
    let report = ReplayReport(outcomes: Array(repeating: outcome, count: 3))
    let whole = GitHubReport.jobSummary(report, showsLifecycle: false)
    let sections = whole.components(separatedBy: "\n### FAIL")
    // Room for the table and one run's section, and the reserve: the other two runs are left out.
    let oneRun = sections[0].utf8.count + sections[1].utf8.count + 20 + 512
    let cut = GitHubReport.jobSummary(report, showsLifecycle: false, limit: oneRun)
    XCTAssertLessThanOrEqual(cut.utf8.count, oneRun)
    XCTAssertTrue(cut.contains("_2 more failing runs are left out to keep the summary under GitHub's limit"), cut)
    let rows = GitHubReport.jobSummary(report, showsLifecycle: false, limit: 400)
    XCTAssertTrue(rows.contains("_2 more rows are left out to keep the summary under GitHub's limit._"), rows)
  }

  // Input 5: the file-name rule works per Unicode scalar and caps bytes, for counterexamples, generated files and
  // attachments alike: a `/` after a mark that merges with it is still replaced, and 60 letters with 300 combining
  // marks each give a name the file system takes.
  func testFileNamesAreSafePerScalarAndShort() {
    XCTAssertEqual(FileNames.safePart("\u{0D4E}/x", maximumBytes: 60), "--x")
    let marked = String(repeating: "a" + String(repeating: "\u{0301}", count: 300), count: 60)
    let part = FileNames.safePart(marked, maximumBytes: 60)
    XCTAssertEqual(part.utf8.count, 60)
    XCTAssertFalse(part.unicodeScalars.contains { $0 == "/" || $0.value > 0x7F })
    XCTAssertEqual(FileNames.safePart("..hidden.v2", maximumBytes: 60), "hidden.v2")
    XCTAssertEqual(FileNames.lastComponent(of: "dir/\u{0301}x.json"), "\u{0301}x.json")
    XCTAssertEqual(FileNames.lastComponent(of: "x.json"), "x.json")
  }

  // Input 2: a 3.2 KB plain log of 40 foreground-active-resign cycles matches more sequences than can be walked; the
  // search stops at its budget of sends with a partial answer (it ran 2,000,000 sends, 20 s and 415 MB before), and
  // counts the sequences beyond the ten it keeps by hash.
  func testAnAmbiguousLogStopsAtTheSearchBudget() throws {
    let cycle = "sceneWillEnterForeground(_:)\nsceneDidBecomeActive(_:)\nsceneWillResignActive(_:)\n"
    let log = try DeviceLog(parsing: Array(String(repeating: cycle, count: 40).utf8), file: "cycles.log")
    let subject = ExplorationSubject(builtIn: .pendingSlot, label: "pendingSlot").adding(namesIn: log)
    let report = ConformanceSearch(
      log: log, subject: subject, lifecycle: .scene, allOptions: false,
      limits: ConformanceSearch.Limits(maximumSends: 5_000)
    ).run()
    XCTAssertEqual(report.verdict, .reproduced, report.text)
    XCTAssertTrue(report.stoppedEarly)
    XCTAssertEqual(report.sends, 5_000)
    XCTAssertTrue(
      report.text.contains("Partial: the search stopped after 5,000 steps; a longer search may find more."),
      report.text)
    // The command line's budget: a quarter to half a second of a release build's work on such logs.
    XCTAssertEqual(ConformanceSearch.Limits.defaults.maximumSends, 100_000)
  }

  // Input 1, route: a parameter decoded from the URL (%0A, %1B, a right-to-left override) is shown escaped in both
  // the route line and the navigation it leads to, on its line.
  func testARoutedParameterIsShownOnItsLine() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent("routes.json")
    let text = #"""
      {"version": 1, "name": "n", "lifecycle": "scene", "app": {"strategy": "pendingSlot", "navigation": {"tab": "home"},
       "routes": [{"name": "item", "pattern": "qasim://item/{id}", "navigate": {"tab": "item", "detail": "{id}"}}]},
       "steps": [{"event": "tapIcon"}]}
      """#
    try Data(text.utf8).write(to: file)
    let result = runInProcess(["route", file.path, "qasim://item/a%0A::error%20title=INJ::x%1B%5B2J%E2%80%AE"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let escaped = #"a\u{A}::error title=INJ::x\u{1B}[2J\u{202E}"#
    XCTAssertEqual(
      result.stdout.split(separator: "\n").dropFirst().map(String.init),
      [
        "  route: item (qasim://item/{id}, app.routes[0]) with id=\(escaped)",
        "  navigation: tab=home → tab=item detail=\(escaped)",
      ])
  }

  // Input 1, its first case: an item type with a line feed and a workflow command, in a run that passes, reached
  // replay's unexpected-warning line raw, so GitHub Actions read an `::error` annotation from it.
  func testAnUnexpectedWarningPrintsTheItemOnItsLine() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent("warned.json")
    let text =
      #"{"version": 1, "name": "n", "app": {"strategy": "handleAndReturnTrue", "shortcutItems": "#
      + #"[{"type": "com.x\n::error title=INJ::x", "title": "X"}]}, "steps": [{"event": "quickAction", "#
      + #""type": "com.x\n::error title=INJ::x"}], "expect": {"violations": ["duplicate"]}}"#
    try Data(text.utf8).write(to: file)
    let result = runInProcess([file.path])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertTrue(result.stdout.contains("warning: handledWhileInactive"), result.stdout)
    XCTAssertTrue(result.stdout.contains(#"com.x\u{A}::error title=INJ::x"#), result.stdout)
    for line in (result.stdout + result.stderr).split(separator: "\n") {
      XCTAssertFalse(line.hasPrefix("::"), "a line starts a workflow command: \(line)")
    }
  }
}
