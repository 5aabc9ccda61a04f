import QuickActions
import SceneLifecycle
import XCTest

/// The GitHub Actions report: each failure at the line of what it is about, warnings and unusable inputs as
/// their own commands, nothing for a passing run, and a job summary whose diagrams a real renderer draws.
final class GitHubReportTests: XCTestCase {
  /// A scenario whose only step is on line 4, whose trace differs from the expected one there, and which
  /// expects a violation (`lost`, on line 9) that does not occur.
  private let failing = """
    {
      "version": 1, "name": "Cold launch", "app": { "strategy": "pendingSlot", "shortcutItems": [{ "type": "com.example.search", "title": "Search" }] },
      "steps": [
        { "event": "quickAction", "type": "com.example.search" }
      ],
      "expect": {
        "trace": ["system application(_:didFinishLaunchingWithOptions:)"],
        "violations": [
          "lost"
        ]
      }
    }
    """

  private func report(_ text: String, file: String = "Scenarios/a.json") throws -> ReplayReport {
    do {
      let loaded = try ScenarioLoader.decode(Array(text.utf8), file: file)
      return ReplayReport(outcomes: [
        .init(file: file, runs: [Replay.run(loaded)], error: nil, warnings: loaded.warnings, recorded: false)
      ])
    } catch {
      return ReplayReport(outcomes: [.failed(error)])
    }
  }

  /// The 1-based line of the first line of `text` that contains `fragment`, found apart from the parser.
  private func line(of fragment: String, in text: String) -> Int? {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
  }

  func testEveryFailureNamesThePathItIsAbout() {
    let record = { (step: Int, line: String) in
      TraceRecord(
        step: step, actor: .system, name: line, item: nil, line: line, rejection: nil, rejectionReason: nil)
    }
    let trace = [record(0, "a"), record(1, "b"), record(2, "c")]
    let violation = ViolationRecord(kind: .lost, item: "x", step: 2, message: "lost")
    let cases: [(ExpectationFailure, String)] = [
      (.traceMismatch(expected: ["a", "x", "c"], actual: ["a", "b", "c"], mode: .exhaustive), "steps[1]"),
      (.traceMismatch(expected: ["a", "b", "c", "d"], actual: ["a", "b", "c"], mode: .exhaustive), "expect.trace[3]"),
      (.traceMismatch(expected: ["a", "z"], actual: ["a", "b", "c"], mode: .subsequence), "expect.trace[1]"),
      (.handledMismatch(expected: ["x"], actual: []), "expect.handled"),
      (.unexpectedViolation(violation), "steps[2]"),
      (.missingViolation(.duplicate), "expect.violations[1]"),
      (.missingViolation(.late), "expect.violations"),
      (.stillBroken(.lost, [violation]), "steps[2]"),
      (.rejectedStep(step: 1, event: "tapIcon", line: "rejected tapIcon", reason: "no"), "steps[1]"),
      (.navigationMismatch(expected: NavigationState(tab: "a"), actual: nil), "expect.navigation"),
    ]
    var walked: Set<String> = []
    for (failure, path) in cases {
      XCTAssertEqual(failure.sourcePath(trace: trace, listedViolations: ["lost", "duplicate"]), path, "\(failure)")
      switch failure {
      case .traceMismatch: walked.insert("trace")
      case .handledMismatch: walked.insert("handled")
      case .unexpectedViolation: walked.insert("unexpected")
      case .missingViolation: walked.insert("missing")
      case .stillBroken: walked.insert("stillBroken")
      case .rejectedStep: walked.insert("rejected")
      case .navigationMismatch: walked.insert("navigation")
      }
    }
    XCTAssertEqual(walked.count, 7)
  }

  func testAFailingRunIsAnnotatedAtTheLineOfWhatFailed() throws {
    let report = try report(failing)
    let annotations = GitHubReport.annotations(
      report, quiet: false, showsLifecycle: false, source: { $0 == "Scenarios/a.json" ? Array(self.failing.utf8) : nil }
    )
    let errors = annotations.filter { $0.level == .error }
    XCTAssertEqual(errors.count, 2, "\(annotations)")
    XCTAssertEqual(
      errors.map(\.location?.line),
      [line(of: #""event": "quickAction""#, in: failing), line(of: #""lost""#, in: failing)])
    XCTAssertEqual(errors.first?.location?.column, 5)
    XCTAssertTrue(errors.allSatisfy { $0.file == "Scenarios/a.json" && $0.title == "qa-sim: Cold launch" })
    XCTAssertEqual(
      errors.first?.message, "Cold launch: " + (report.runs[0].failures[0].message(report.runs[0].wording)))
    let document = GitHubReport.document(
      report, quiet: false, showsLifecycle: false, source: { _ in Array(self.failing.utf8) })
    XCTAssertTrue(
      document.hasPrefix("::error file=Scenarios/a.json,line=4,col=5,title=qa-sim%3A Cold launch::Cold launch: "),
      document)
    XCTAssertTrue(document.hasSuffix("\n0 passed, 1 failed\n"), document)
    XCTAssertEqual(document.split(separator: "\n").count, annotations.count + 1)
  }

  func testWithoutTheFilesBytesTheAnnotationsNameOnlyTheFile() throws {
    let annotations = GitHubReport.annotations(
      try report(failing), quiet: false, showsLifecycle: true, source: { _ in nil })
    XCTAssertFalse(annotations.isEmpty)
    XCTAssertTrue(annotations.allSatisfy { $0.location == nil && $0.title == "qa-sim: Cold launch [scene]" })
    XCTAssertTrue(
      annotations[0].command.hasPrefix(
        "::error file=Scenarios/a.json,title=qa-sim%3A Cold launch [scene]::Cold launch [scene]: "))
  }

  func testAPassingRunPrintsNoCommand() throws {
    let passing = try String(contentsOf: scenariosDirectory.appendingPathComponent("coldLaunch.json"), encoding: .utf8)
    let report = try report(passing)
    XCTAssertEqual(report.failed, 0)
    XCTAssertEqual(
      GitHubReport.document(report, quiet: false, showsLifecycle: false, source: { _ in Array(passing.utf8) }),
      "1 passed, 0 failed\n")
  }

  func testEachKindOfUnusableInputIsAnnotatedWhereItIs() throws {
    let syntax = "{\n  \"version\": 1,,\n}"
    let structural =
      "{\n  \"version\": 1, \"name\": \"x\", \"app\": { \"strategy\": \"pendingSlot\" },\n  \"steps\": [\n    { \"event\": \"fly\" }\n  ]\n}"
    let sources = ["syntax.json": syntax, "structural.json": structural]
    func annotation(_ text: String, _ file: String) throws -> GitHubReport.Annotation? {
      GitHubReport.annotations(
        try report(text, file: file), quiet: false, showsLifecycle: false,
        source: { sources[$0].map { Array($0.utf8) } }
      ).first
    }
    let syntaxError = try XCTUnwrap(annotation(syntax, "syntax.json"))
    XCTAssertEqual(syntaxError.location, JSONSourceLocation(line: 2, column: 16))
    XCTAssertEqual(syntaxError.title, "qa-sim: invalid scenario")
    XCTAssertTrue(
      syntaxError.command.hasPrefix(
        "::error file=syntax.json,line=2,col=16,title=qa-sim%3A invalid scenario::syntax.json:2:16: "),
      syntaxError.command)
    let structuralError = try XCTUnwrap(annotation(structural, "structural.json"))
    XCTAssertEqual(structuralError.location?.line, line(of: "fly", in: structural))
    XCTAssertTrue(structuralError.message.hasPrefix("structural.json: steps[0]"), structuralError.message)
    let unreadable = InputError(file: "gone.json", message: "no such file or directory", cause: .unreadable)
    let whole = GitHubReport.annotations(
      ReplayReport(outcomes: [.failed(unreadable)]), quiet: false, showsLifecycle: false, source: { _ in nil })
    XCTAssertEqual(
      whole.map(\.command),
      ["::error file=gone.json,title=qa-sim%3A unreadable input::gone.json: no such file or directory"])
  }

  func testWarningLinesAndUnexpectedWarningKindsAreWarnings() throws {
    let text = try String(
      contentsOf: scenariosDirectory.appendingPathComponent("handledTwiceOnColdLaunch.json"), encoding: .utf8)
    // Without its listed violations, the warning kind handledWhileInactive is unexpected and reported, not failing.
    let trimmed = text.replacingEvery(
      #""violations": ["duplicate", "handledWhileInactive"]"#, with: #""violations": ["duplicate"]"#)
    XCTAssertNotEqual(trimmed, text)
    var report = try report(trimmed)
    let warning = "Scenarios/a.json: app.strategy: this strategy is deprecated"
    report = ReplayReport(outcomes: [
      .init(file: "Scenarios/a.json", runs: report.runs, error: nil, warnings: [warning], recorded: false)
    ])
    XCTAssertEqual(report.failed, 0)
    let annotations = GitHubReport.annotations(
      report, quiet: false, showsLifecycle: false, source: { _ in Array(trimmed.utf8) })
    XCTAssertTrue(annotations.allSatisfy { $0.level == .warning }, "\(annotations)")
    XCTAssertEqual(annotations.first?.message, warning)
    XCTAssertEqual(annotations.first?.location?.line, line(of: #""strategy""#, in: trimmed))
    XCTAssertTrue(
      annotations.dropFirst().contains {
        $0.message.contains("handledWhileInactive at step 0:")
          && $0.location?.line == line(of: #""steps""#, in: trimmed)
      })
    XCTAssertEqual(
      GitHubReport.annotations(report, quiet: true, showsLifecycle: false, source: { _ in nil }).count,
      annotations.count - 1)
  }

  /// The body of each ```` ```mermaid ```` block of `markdown`, left to right: what lies between a "```mermaid\n"
  /// and the next "```\n", when it holds no line break but `\n` (as the regex `` ```mermaid\n((?:.|\n)*?)```\n ``
  /// found them; plain string code, since `Regex` needs macOS 13 and iOS 16).
  private static func mermaidBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var rest = markdown[...]
    while let opening = rest.firstRange(ofText: "```mermaid\n") {
      var end = opening.upperBound
      while end < rest.endIndex, !rest[end...].hasPrefix("```\n"), !rest[end].isNewline || rest[end] == "\n" {
        end = rest.index(after: end)
      }
      guard rest[end...].hasPrefix("```\n") else {
        rest = rest[rest.index(after: opening.lowerBound)...]
        continue
      }
      blocks.append(String(rest[opening.upperBound..<end]))
      rest = rest[end...].dropFirst(4)
    }
    return blocks
  }

  func testTheJobSummaryTablesEveryRunAndItsDiagramsRender() throws {
    let hostile = try MermaidFixtures.hostileRun()
    let failing = try report(failing).runs
    let report = ReplayReport(outcomes: [
      .init(file: "Scenarios/a.json", runs: failing, error: nil, warnings: [], recorded: false),
      .init(file: hostile.file, runs: [hostile], error: nil, warnings: [], recorded: false),
      .failed(InputError(file: "a|b.json", message: "gone", cause: .unreadable)),
    ])
    let summary = GitHubReport.jobSummary(report, showsLifecycle: false)
    XCTAssertTrue(summary.contains("| FAIL | `Scenarios/a.json` | `Cold launch` | scene |\n"), summary)
    XCTAssertTrue(summary.contains("| ERROR | `a\\|b.json` | `unreadable input` | |\n"), summary)
    let blocks = Self.mermaidBlocks(in: summary)
    XCTAssertEqual(blocks.count, report.failed)
    XCTAssertEqual(blocks.first, SequenceDiagram(run: failing[0]).mermaid)
    let cli = try MermaidCLI.required()
    for block in blocks {
      let svg = try cli.svg(block)
      XCTAssertTrue(svg.contains("aria-roledescription=\"sequence\""))
      XCTAssertFalse(svg.lowercased().contains("syntax error"))
    }
  }
}
