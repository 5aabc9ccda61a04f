import QuickActions
import SceneLifecycle
import XCTest

/// `qa-sim --format mermaid`: a Markdown heading and a ```` ```mermaid ```` block per run, the summary, the exit
/// statuses of the other formats; and the diagram in a failing JUnit case's output.
final class MermaidReportTests: XCTestCase {
  private var directory = URL(fileURLWithPath: "/")
  private var passing = ""
  private var failing = ""
  private var invalid = ""

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory(self)
    passing = try write(scenarioJSON(expect: #"{"handled": ["com.example.search"]}"#), to: "a-pass.json", in: directory)
    failing = try write(
      scenarioJSON(
        strategy: #""performActionOnly""#,
        steps: #"[{"event": "quickAction", "type": "com.example.search"}, {"event": "goHome"}, {"event": "tapIcon"}]"#),
      to: "b-fail.json", in: directory)
    invalid = try write("{\"version\": 1,", to: "c-invalid.json", in: directory)
  }

  /// The ```` ```mermaid ```` blocks of `markdown`, without their fences.
  static func mermaidBlocks(_ markdown: String) -> [String] {
    markdown.components(separatedBy: "```mermaid\n").dropFirst().compactMap {
      $0.components(separatedBy: "```\n").first
    }
  }

  func testEachRunGetsAHeadingAndAMermaidBlockThenTheSummary() throws {
    let result = runInProcess(["--format", "mermaid", passing, failing])
    XCTAssertEqual(result.status, 1)
    let passed = try MermaidFixtures.run(passing)
    let expected =
      "### PASS · `\(passing)` · `Test scenario`\n\n```mermaid\n\(SequenceDiagram(run: passed).mermaid)```\n\n"
    XCTAssertTrue(result.stdout.hasPrefix(expected), result.stdout)
    assertGolden(result.stdout, named: "replay/mermaid/pass-and-fail.md", temporaryDirectories: [directory])
    XCTAssertTrue(result.stdout.hasSuffix("```\n\n1 passed, 1 failed\n"), result.stdout)
    XCTAssertEqual(Self.mermaidBlocks(result.stdout).count, 2)
  }

  func testAllPassingExitsZeroAndAnInvalidFileIsAnErrorOnStandardError() {
    XCTAssertEqual(runInProcess(["--format", "mermaid", passing]).status, 0)
    let result = runInProcess(["--format", "mermaid", "--quiet", passing, invalid])
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(result.stdout, "1 passed, 0 failed\n\n1 file could not be replayed\n", "--quiet: failures only")
    XCTAssertEqual(result.stderr, "\(invalid):1:15: unexpected end of file; expected a key\n")
  }

  func testMatrixDrawsEveryLifecycle() {
    let result = runInProcess(["--format", "mermaid", "--matrix", failing])
    let headings = result.stdout.split(separator: "\n").filter { $0.hasPrefix("### ") }
    XCTAssertEqual(headings.count, 3, result.stdout)
    for style in LifecycleStyle.allCases {
      XCTAssertTrue(headings.contains { $0.contains("` [\(style.rawValue)] · ") }, "\(style) in \(headings)")
    }
    XCTAssertEqual(Self.mermaidBlocks(result.stdout).count, 3)
    assertGolden(result.stdout, named: "replay/mermaid/matrix.md", temporaryDirectories: [directory])
  }

  func testHostileFileNamesAndScenarioNamesStayInCodeSpans() throws {
    let hostile = try MermaidFixtures.writeHostile(in: directory)
    let result = runInProcess(["--format", "mermaid", hostile])
    let heading = try XCTUnwrap(result.stdout.split(separator: "\n").first)
    let name = MermaidFixtures.hostileName.replacingEvery("\n", with: " ")
    XCTAssertEqual(heading, "### FAIL · `\(hostile)` · ``\(name)``")
    let blocks = Self.mermaidBlocks(result.stdout)
    XCTAssertEqual(blocks.count, 1)
    XCTAssertEqual(MermaidGrammar.problems(try XCTUnwrap(blocks.first)), [])
    XCTAssertEqual(Escaping.markdownCodeSpan("a`b``c\nd"), "```a`b``c d```")
    XCTAssertEqual(Escaping.markdownCodeSpan("`x"), "`` `x ``")
    XCTAssertEqual(Escaping.markdownCodeSpan(" x "), "`  x  `")
    XCTAssertEqual(Escaping.markdownCodeSpan(""), "`  `")
  }

  // MARK: - JUnit

  func testAFailingJUnitCaseCarriesItsDiagramInSystemOut() throws {
    let hostile = try MermaidFixtures.writeHostile(in: directory)
    let result = runInProcess(["--format", "junit", passing, hostile])
    XCTAssertEqual(result.status, 1)
    let outputs = result.stdout.components(separatedBy: "<system-out>").dropFirst().compactMap {
      $0.components(separatedBy: "</system-out>").first
    }
    XCTAssertEqual(outputs.count, 1, "only the failing case: \(result.stdout)")
    let text = try XCTUnwrap(outputs.first)
    XCTAssertFalse(text.contains("<"), "the diagram is XML-escaped")
    let unescaped = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
    let run = try MermaidFixtures.run(hostile)
    XCTAssertTrue(
      unescaped.hasSuffix("Sequence diagram:\n\n```mermaid\n" + SequenceDiagram(run: run).mermaid + "```"), unescaped)
  }
}
