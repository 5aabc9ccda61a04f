import QuickActions
import SceneLifecycle
import XCTest

/// The three report formats: their shape, determinism and what they contain.
final class ReportTests: XCTestCase {
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

  func testTextPrintsOneLinePerScenarioAndTheSummaryCIReads() {
    let result = runInProcess([passing, failing, invalid])
    XCTAssertEqual(result.status, 65)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    XCTAssertEqual(lines.first, "PASS  \(passing)  Test scenario")
    XCTAssertEqual(lines.suffix(3), ["1 passed, 1 failed", "1 file could not be replayed", ""])
    assertGolden(result.stdout, named: "replay/pass-fail-invalid.txt", temporaryDirectories: [directory])
    XCTAssertEqual(
      result.stderr.split(separator: "\n").map(String.init),
      deprecationLines(passing) + ["\(invalid):1:15: unexpected end of file; expected a key"])
  }

  func testAFailureShowsTheTraceGroupedByStepWithItsViolations() {
    let result = runInProcess([failing])
    XCTAssertEqual(result.status, 1)
    assertGolden(result.stdout, named: "replay/failure-trace.txt", temporaryDirectories: [directory])
  }

  func testAnAppReadyStepIsHeadedWithItsGatesName() throws {
    let gated = try write(
      scenarioJSON(
        strategy: #"{"name": "gated", "gates": ["jsBridge"], "on": {"sceneDidBecomeActive(_:)": ["ready(jsBridge)"]}}"#,
        steps: #"[{"event": "tapIcon"}, {"event": "appReady", "gate": "jsBridge"}]"#),
      to: "gated.json", in: directory)
    let result = runInProcess(["--verbose", gated])
    assertGolden(result.stdout, named: "replay/app-ready-step.txt", temporaryDirectories: [directory])
  }

  func testPassingScenariosShowTheirTraceOnlyWhenVerbose() {
    XCTAssertFalse(runInProcess([passing]).stdout.contains("Trace ("))
    assertGolden(
      runInProcess(["--verbose", passing]).stdout, named: "replay/verbose-pass.txt", temporaryDirectories: [directory])
  }

  func testQuietPrintsOnlyFailuresAndTheSummary() {
    let result = runInProcess(["--quiet", passing, failing])
    XCTAssertFalse(result.stdout.contains("PASS"))
    assertGolden(result.stdout, named: "replay/quiet.txt", temporaryDirectories: [directory])
  }

  func testColourOnlyOnATerminalAndNeverWithNoColor() {
    XCTAssertFalse(runInProcess([passing]).stdout.contains("\u{1B}["))
    XCTAssertTrue(runInProcess([passing], terminal: true).stdout.contains("\u{1B}[32mPASS\u{1B}[0m"))
    XCTAssertFalse(runInProcess([passing], environment: ["NO_COLOR": "1"], terminal: true).stdout.contains("\u{1B}["))
    XCTAssertTrue(
      runInProcess([passing], environment: ["NO_COLOR": ""], terminal: true).stdout.contains("\u{1B}[32mPASS"),
      "empty NO_COLOR is unset")
    XCTAssertFalse(runInProcess([passing], environment: ["TERM": "dumb"], terminal: true).stdout.contains("\u{1B}["))
  }

  func testJSONIsOneDeterministicDocumentWithTheDocumentedShape() throws {
    let result = runInProcess(["--format", "json", passing, failing, invalid])
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(runInProcess(["--format", "json", passing, failing, invalid]).stdout, result.stdout)
    let value = try JSONParser.parse(Array(result.stdout.utf8))
    guard case .object(let root) = value else { return XCTFail("not an object") }
    XCTAssertEqual(root.keys, ["version", "scenarios", "errors", "summary"])
    XCTAssertEqual(root["version"], .number(JSONNumber(1)))
    XCTAssertEqual(
      root["summary"],
      .object(
        JSONObject([
          "passed": .number(JSONNumber(1)), "failed": .number(JSONNumber(1)), "errors": .number(JSONNumber(1)),
        ])))
    guard case .array(let scenarios)? = root["scenarios"], case .object(let first) = scenarios[0],
      case .object(let second) = scenarios[1]
    else { return XCTFail("expected two scenarios") }
    XCTAssertEqual(
      first.keys,
      [
        "file", "name", "strategy", "lifecycle", "device", "sdk", "judgedBy", "passed", "recorded", "trace", "handled",
        "violations", "mismatch", "navigation",
      ])
    XCTAssertEqual(first["navigation"], .null, "no routes, no navigation")
    XCTAssertEqual(first["file"], .string(passing), "paths as given")
    XCTAssertEqual(first["passed"], .bool(true))
    XCTAssertEqual(first["mismatch"], .null)
    XCTAssertEqual(first["handled"], .array([.string("com.example.search")]))
    guard case .array(let trace)? = first["trace"], case .object(let entry) = trace[2] else {
      return XCTFail("expected trace objects")
    }
    XCTAssertEqual(entry.keys, ["step", "actor", "name", "item"])
    XCTAssertEqual(entry["step"], .number(JSONNumber(0)), "step is the 0-based index into steps")
    XCTAssertEqual(entry["item"], .string("com.example.search"))
    XCTAssertEqual(second["passed"], .bool(false))
    guard case .string(let mismatch)? = second["mismatch"] else { return XCTFail("expected a mismatch text") }
    XCTAssertTrue(mismatch.hasPrefix("Unexpected violation lost at step 0"))
    guard case .array(let violations)? = second["violations"], case .object(let violation) = violations[0] else {
      return XCTFail("expected violations")
    }
    XCTAssertEqual(violation.keys, ["kind", "item", "step", "message", "warning"])
    XCTAssertEqual(violation["kind"], .string("lost"))
    guard case .array(let errors)? = root["errors"], case .object(let error) = errors[0] else {
      return XCTFail("expected errors")
    }
    XCTAssertEqual(error["file"], .string(invalid))
    XCTAssertEqual(error["line"], .number(JSONNumber(1)))
    XCTAssertEqual(error["column"], .number(JSONNumber(15)))
    XCTAssertEqual(error["path"], .null)
    XCTAssertEqual(error["status"], .number(JSONNumber(65)))
    XCTAssertFalse(result.stdout.contains("\"time"), "no timestamps")
  }

  func testJUnitHasOneTestCasePerScenarioAndAnErrorPerInvalidFile() {
    let result = runInProcess(["--format", "junit", passing, failing, invalid])
    XCTAssertEqual(result.status, 65)
    assertGolden(result.stdout, named: "replay/junit.xml", temporaryDirectories: [directory])
    XCTAssertFalse(result.stdout.contains("timestamp"), "no clock in the report")
  }

  func testJUnitEscapesMarkupAndDropsCharactersXMLCannotHold() {
    XCTAssertEqual(JUnitReport.escape("a<b>&\"c'\u{1}\n"), "a&lt;b&gt;&amp;&quot;c&#39;\u{FFFD}&#10;")
    XCTAssertEqual(JUnitReport.escape("x\ny", inAttribute: false), "x\ny")
    XCTAssertEqual(JUnitReport.className(of: "./Scenarios/sub/cold.json"), "Scenarios.sub.cold")
    XCTAssertEqual(JUnitReport.className(of: "/tmp/x.json"), "tmp.x")
  }

  func testTheMatrixPrintsATableOfLifecycles() {
    let result = runInProcess(["--matrix", passing])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertTrue(lines[0].hasPrefix("scenario"), result.stdout)
    XCTAssertTrue(lines[0].contains("appDelegate") && lines[0].contains("scene") && lines[0].contains("swiftUI"))
    XCTAssertTrue(lines[1].hasPrefix(passing))
    XCTAssertTrue(lines[1].contains("PASS*"), "the file's own lifecycle is marked")
    XCTAssertEqual(result.stdout.split(separator: "\n").last, "3 passed, 0 failed")
  }

  /// A file that cannot be read is a row of its own, with its name and its error: the table is laid out around it
  /// (a name longer than every other once trapped the width computation).
  func testTheMatrixListsAnUnreadableFileInItsOwnRow() {
    let result = runInProcess(["--matrix", invalid])
    XCTAssertEqual(result.status, 65)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first?.hasPrefix("scenario" + String(repeating: " ", count: invalid.count - 8 + 2)), true)
    XCTAssertEqual(lines.dropFirst().first, "\(invalid)  error: invalid scenario")
    XCTAssertEqual(result.stderr, "\(invalid):1:15: unexpected end of file; expected a key\n")
  }

  func testTheMatrixShowsViolationKindsPerLifecycle() throws {
    let path = try write(
      scenarioJSON(strategy: #""legacyGuideInSceneApp""#, expect: #"{"violations": ["lost"]}"#), to: "legacy.json",
      in: directory)
    let result = runInProcess(["--matrix", path])
    let row = result.stdout.split(separator: "\n").map(String.init).first { $0.hasPrefix(path) } ?? ""
    let cells = row.dropFirst(path.count).split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    XCTAssertEqual(cells, ["PASS", "handledWhileInactive", "PASS*", "lost", "PASS", "lost"], row)
    XCTAssertEqual(result.status, 0, result.stdout)
  }

  func testOutputIsTheSameWithParallelJobs() {
    let sequential = runInProcess(["--format", "json", directory.path])
    let parallel = runInProcess(["--format", "json", "--jobs", "4", directory.path])
    XCTAssertEqual(sequential.stdout, parallel.stdout)
    XCTAssertEqual(sequential.stderr, parallel.stderr)
    XCTAssertEqual(sequential.status, parallel.status)
  }

  func testDisplayTextNeutralisesControlCharactersAndLength() {
    XCTAssertEqual(Escaping.terminalText("a\u{1B}[31mb\n"), "a\\u{1B}[31mb\\u{A}")
    XCTAssertEqual(Escaping.terminalText(String(repeating: "x", count: 10), limit: 4), "xxxx…")
  }

  // UIKit semantics article, 8f row 5: a SwiftUI cold launch has a note where the scene connects; every report
  // format carries it as a line of its own kind, the text report dims it, and --record writes it back.
  func testANoteLineReachesEveryReportAndTheRecorder() throws {
    let noteLine =
      "note scenePhase starts at .inactive; onChange(of: scenePhase) is not called for the initial value"
    let file = try write(
      scenarioJSON(
        strategy: #""swiftUIAdaptor""#, steps: #"[{"event": "tapIcon"}]"#, extra: #""lifecycle": "swiftUI","#),
      to: "note.json", in: directory)
    let text = runInProcess(["--verbose", file])
    // The note sits between the foreground notification and sceneDidBecomeActive(_:), and the SwiftUI trace says
    // who gets which line; no scenePhase(.inactive) change is traced.
    assertGolden(text.stdout, named: "replay/swiftui-note-verbose.txt", temporaryDirectories: [directory])
    XCTAssertFalse(text.stdout.contains("scenePhase(.inactive)"), text.stdout)
    XCTAssertFalse(runInProcess(["--verbose", passing]).stdout.contains("onChange"), "only above a SwiftUI trace")
    XCTAssertTrue(
      runInProcess(["--verbose", file], terminal: true).stdout.contains("\u{1B}[2m\(noteLine)\u{1B}[0m"),
      "dimmed on a terminal")
    let json = try JSONParser.parse(Array(runInProcess(["--format", "json", file]).stdout.utf8))
    guard case .object(let root) = json, case .array(let scenarios)? = root["scenarios"],
      case .object(let run) = scenarios[0], case .array(let trace)? = run["trace"]
    else { return XCTFail("expected a scenario with a trace") }
    let notes = trace.filter { entry in
      guard case .object(let object) = entry else { return false }
      return object["actor"] == .string("note")
    }
    XCTAssertEqual(notes.count, 1)
    guard case .object(let noteEntry) = notes[0] else { return XCTFail("expected an object") }
    XCTAssertEqual(noteEntry["name"], .string(String(noteLine.dropFirst("note ".count))))
    XCTAssertEqual(noteEntry["item"], .null)
    let failing = try write(
      scenarioJSON(
        strategy: #""swiftUIAdaptor""#, steps: #"[{"event": "tapIcon"}]"#, extra: #""lifecycle": "swiftUI","#,
        expect: #"{"handled": ["com.example.search"]}"#),
      to: "note-fail.json", in: directory)
    XCTAssertTrue(runInProcess(["--format", "junit", failing]).stdout.contains(noteLine), "a failure's trace")
    XCTAssertEqual(runInProcess(["--record", file]).status, 0)
    let recorded = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(recorded.contains("\"\(noteLine)\""), recorded)
    let replay = runInProcess([file])
    XCTAssertEqual(replay.status, 0, replay.stdout)
  }
}
