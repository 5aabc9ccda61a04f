import Foundation
import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

/// `qa-sim --format github` and `qa-sim explore --format github`: workflow commands at the lines of the scenario
/// files, the exit statuses of the other formats, and the job summary appended to `GITHUB_STEP_SUMMARY`.
final class GitHubFormatTests: XCTestCase {
  private var directory = URL(fileURLWithPath: "/")

  /// Step 1 (on line 10) cannot happen: on iPhone a quick action cannot reach the app in front.
  static let failing = """
    {
      "version": 1,
      "name": "Two quick actions, one in front",
      "app": {
        "strategy": "pendingSlot",
        "shortcutItems": [{ "type": "com.example.search", "title": "Search" }, { "type": "com.example.share", "title": "Share" }]
      },
      "steps": [
        { "event": "quickAction", "type": "com.example.search" },
        { "event": "quickAction", "type": "com.example.share" }
      ]
    }

    """

  /// An app-delegate strategy (deprecated APIs: `warning:` lines) whose warning-kind violation is not expected.
  static let warned = """
    {
      "version": 1,
      "name": "Handled on an app delegate",
      "app": {
        "strategy": "handleAndReturnTrue",
        "shortcutItems": [{ "type": "com.example.search", "title": "Search" }]
      },
      "steps": [
        { "event": "quickAction", "type": "com.example.search" }
      ],
      "expect": { "violations": ["duplicate"] }
    }

    """

  /// Step 1's event is unknown.
  static let structural = """
    {
      "version": 1,
      "name": "Unknown event",
      "app": { "strategy": "pendingSlot" },
      "steps": [
        { "event": "quickAction", "type": "com.example.search" },
        { "event": "fly" }
      ]
    }

    """

  /// A trailing comma on line 3, column 15.
  static let syntax = "{\n  \"version\": 1,\n  \"name\": \"x\",,\n}\n"

  override func setUpWithError() throws { directory = try makeTemporaryDirectory(self) }

  /// The 1-based line of the first line of `text` containing `fragment`, found apart from the parser.
  private func line(of fragment: String, in text: String) throws -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return try XCTUnwrap(lines.firstIndex { $0.contains(fragment) }) + 1
  }

  /// The `line=` of each workflow command in `output` whose level is `level`: the digits of the command's first
  /// `,line=<digits>,`.
  private func lines(_ level: String, in output: String) -> [Int] {
    output.split(separator: "\n").filter { $0.hasPrefix("::\(level) ") }.compactMap { command in
      var rest = command[...]
      while let key = rest.firstRange(ofText: ",line=") {
        rest = rest[key.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, rest[digits.endIndex...].first == "," { return Int(digits) }
      }
      return nil
    }
  }

  func testAFailingStepIsAnErrorAtItsLine() throws {
    let file = try write(Self.failing, to: "failing.json", in: directory)
    let result = runInProcess(["--format", "github", file])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "")
    XCTAssertEqual(
      lines("error", in: result.stdout), [try line(of: #""type": "com.example.share" }"#, in: Self.failing)])
    XCTAssertTrue(
      result.stdout.hasPrefix(
        "::error file=\(file),line=10,col=5,title=qa-sim%3A Two quick actions%2C one in front::Two quick actions, one in front: Step 1 "
      ), result.stdout)
    XCTAssertTrue(result.stdout.hasSuffix("\n0 passed, 1 failed\n"))
  }

  func testEveryKindOfProblemMatchesItsGoldenFile() throws {
    let files = try [
      ("failing.json", Self.failing), ("warned.json", Self.warned), ("structural.json", Self.structural),
      ("syntax.json", Self.syntax),
    ].map { try write($0.1, to: $0.0, in: directory) }
    let result = runInProcess(["--format", "github"] + files)
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(result.stderr, "", "every problem is a workflow command on standard output")
    assertGolden(result.stdout, named: "replay/github/every-problem.txt", temporaryDirectories: [directory])
    XCTAssertEqual(
      lines("warning", in: result.stdout).filter { $0 == 5 }.count, 6, "the warning: lines, at app.strategy")
    XCTAssertTrue(lines("warning", in: result.stdout).contains(try line(of: "\"quickAction\"", in: Self.warned)))
    XCTAssertTrue(result.stdout.contains("::error file=\(files[2]),line=\(try line(of: "fly", in: Self.structural)),"))
    XCTAssertTrue(result.stdout.contains("::error file=\(files[3]),line=3,col=15,title=qa-sim%3A invalid scenario::"))
    let quiet = runInProcess(["--format", "github", "--quiet", files[1]])
    XCTAssertFalse(quiet.stdout.contains("deprecated"), "--quiet leaves the warning: lines out")
  }

  func testAPassingRunPrintsOnlyTheSummaryLine() {
    let passing = scenariosDirectory.appendingPathComponent("coldLaunch.json").path
    let result = runInProcess(["--format", "github", passing])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout, "1 passed, 0 failed\n")
    XCTAssertEqual(result.stderr, "")
  }

  func testTheJobSummaryIsAppendedAndItsDiagramsRender() throws {
    let file = try write(Self.failing, to: "failing.json", in: directory)
    let passing = scenariosDirectory.appendingPathComponent("coldLaunch.json").path
    let summary = directory.appendingPathComponent("summary.md")
    try Data("earlier step\n".utf8).write(to: summary)
    let result = runInProcess(
      ["--format", "github", passing, file], environment: ["GITHUB_STEP_SUMMARY": summary.path])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "")
    let text = try String(contentsOf: summary, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("earlier step\n## qa-sim replay\n"), text)
    XCTAssertTrue(text.contains("| PASS | `\(passing)` | `Cold launch from a quick action` | scene |"), text)
    assertGolden(
      String(text.dropFirst("earlier step\n".count)), named: "replay/github/summary.md",
      temporaryDirectories: [directory])
    let blocks = MermaidReportTests.mermaidBlocks(text)
    XCTAssertEqual(blocks.count, 1)
    let cli = try MermaidCLI.required()
    for block in blocks {
      let svg = try cli.svg(block)
      XCTAssertTrue(svg.contains("aria-roledescription=\"sequence\""))
    }
    XCTAssertEqual(
      runInProcess(["--format", "text", file], environment: ["GITHUB_STEP_SUMMARY": summary.path]).status, 1)
    XCTAssertEqual(try String(contentsOf: summary, encoding: .utf8), text, "only --format github writes a summary")
  }

  func testAnUnwritableSummaryIsOneLineAndKeepsTheVerdict() throws {
    let file = try write(Self.failing, to: "failing.json", in: directory)
    let path = directory.appendingPathComponent("missing/summary.md").path
    let result = runInProcess(["--format", "github", file], environment: ["GITHUB_STEP_SUMMARY": path])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "qa-sim: GITHUB_STEP_SUMMARY: \(path): no such file or directory\n")
  }

  func testExploreAnnotatesTheScenarioFilesStrategy() throws {
    let file = scenariosDirectory.appendingPathComponent("handledTwiceOnColdLaunch.json").path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let result = runInProcess(["explore", "--format", "github", "--scenario", file, "--depth", "2"])
    XCTAssertEqual(result.status, 1)
    let commands = result.stdout.split(separator: "\n")
    XCTAssertTrue(
      commands.contains {
        $0.hasPrefix("::error file=\(file),line=\(try! line(of: "\"strategy\"", in: text)),")
          && $0.contains("title=qa-sim explore%3A duplicate [appDelegate]::")
      }, result.stdout)
    XCTAssertTrue(
      commands.contains { $0.hasPrefix("::warning ") && $0.contains("handledWhileInactive") }, result.stdout)
    XCTAssertTrue(commands.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") }, result.stdout)
    let flagsOnly = runInProcess(["explore", "--format", "github", "--strategy", "pendingSlot", "--depth", "2"])
    XCTAssertEqual(flagsOnly.status, 0)
    XCTAssertEqual(flagsOnly.stdout, "", "no counterexample, no command")
    let broken = runInProcess(["explore", "--format", "github", "--strategy", "pendingSlot", "--depth", "3"])
    XCTAssertEqual(broken.status, 1)
    XCTAssertTrue(
      broken.stdout.hasPrefix("::error title=qa-sim explore%3A lost [scene]::"), "no file=: \(broken.stdout)")
  }

  /// The ready workflow of the ReplayingScenarios article: its `qa-sim` step replays the shipped folder green, and
  /// every `swift` subcommand and flag it uses is one this toolchain's `swift` knows.
  func testTheArticlesWorkflowRunsCommandsThatWork() throws {
    let article = try articleText("ReplayingScenarios")
    let start = try XCTUnwrap(article.range(of: "```yaml\nname: Scenarios\n"), "the article's workflow")
    let end = try XCTUnwrap(article[start.upperBound...].range(of: "```"))
    let runs = article[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line -> String? in
      let text = line.trimmingCharacters(in: .whitespaces)
      return text.hasPrefix("- run: ") ? String(text.dropFirst("- run: ".count)) : nil
    }
    XCTAssertEqual(runs.count, 3, "\(runs)")

    let replay = try XCTUnwrap(runs.first { $0.hasPrefix("swift run qa-sim ") })
    var arguments = replay.split(separator: " ").dropFirst(3).map(String.init)
    XCTAssertEqual(arguments.last, "Scenarios/")
    arguments[arguments.count - 1] = scenariosDirectory.path
    let result = runInProcess(arguments)
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertFalse(result.stdout.contains("::error"), result.stdout)

    let test = try XCTUnwrap(runs.first { $0.contains("swift test") })
    let help = try ExternalTool.run(
      try XCTUnwrap(ExternalTool.find(["swift"], override: "QA_SIM_SWIFT")), ["test", "--help"],
      name: "swift-test-help",
      timeout: 120)
    let helpText = String(decoding: help.stdout, as: UTF8.self)
    for flag in test.split(separator: " ").filter({ $0.hasPrefix("--") }) {
      XCTAssertTrue(helpText.contains(flag), "swift test has no \(flag)")
    }
  }
}
