import Foundation
import QuickActions
import SceneLifecycle
import TestSupport
import XCTest

/// A package outside the repository can depend on qa-sim by path and assert traces from XCTest and Swift Testing: a
/// copy of `Tests/Fixtures/DependentPackage`, with qa-sim next to it as `../qa-sim`, builds and passes its tests; run
/// again with `QA_SIM_EXPECT_FAILURE=1`, its deliberately wrong trace is one Swift Testing issue and one XCTest failure
/// with the command line's diff at the assertion's line, and leaves the trace, the Mermaid file and the SVG.
///
/// Building a second package takes minutes, so the test runs only when `QA_SIM_DEPENDENT_PACKAGE_TEST=1`.
final class DependentPackageTests: XCTestCase {
  /// The environment variable that turns the test on.
  private static let switchVariable = "QA_SIM_DEPENDENT_PACKAGE_TEST"

  func testADependentPackageBuildsAndReplaysAShippedScenario() throws {
    guard ProcessInfo.processInfo.environment[Self.switchVariable] == "1" else {
      throw XCTSkip("builds a second package (minutes); set \(Self.switchVariable)=1 to run it")
    }
    let directory = try makeTemporaryDirectory(self)
    let package = directory.appendingPathComponent("DependentPackage")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Tests/Fixtures/DependentPackage"), to: package)
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("qa-sim"), withDestinationURL: packageRoot)
    let scratch = directory.appendingPathComponent("scratch").path

    let build = try swift(["build", "--build-tests", "--scratch-path", scratch], in: package, log: directory)
    XCTAssertEqual(build.status, 0, build.output)
    guard build.status == 0 else { return }
    let test = try swift(["test", "--skip-build", "--scratch-path", scratch], in: package, log: directory)
    XCTAssertEqual(test.status, 0, test.output)
    // The XCTest failure on purpose is skipped; Swift Testing runs its shipped scenario suite.
    XCTAssertTrue(test.output.contains("Executed 11 tests, with 1 test skipped and 0 failures"), test.output)
    XCTAssertNotNil(
      Self.number(in: test.output, after: "✔ Test run with ", before: " tests in 1 suite passed"), test.output)
    let cases = try XCTUnwrap(
      Self.number(in: test.output, after: "✔ Test replays(_:) with ", before: " test cases passed"))
    XCTAssertEqual(Int(cases), try shippedScenarioFiles().count, "one test case per shipped scenario file")

    try checkDeliberateFailure(package: package, scratch: scratch, directory: directory)
  }

  /// Every scenario file under `Scenarios/`, as the fixture's suite finds them.
  private func shippedScenarioFiles() throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: scenariosDirectory.path).filter {
      $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")
    }
  }

  /// Runs the fixture's deliberately failing tests and checks what they report and attach.
  private func checkDeliberateFailure(package: URL, scratch: String, directory: URL) throws {
    let attachments = directory.appendingPathComponent("attachments")
    try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    let events = directory.appendingPathComponent("events.jsonl")
    let run = try swift(
      [
        "test", "--skip-build", "--scratch-path", scratch, "--filter",
        "deliberatelyWrongTrace|DeliberateFailureXCTests",
        "--attachments-path", attachments.path, "--event-stream-output-path", events.path,
        "--event-stream-version", "0",
      ], in: package, log: directory, environment: ["QA_SIM_EXPECT_FAILURE": "1"])
    XCTAssertNotEqual(run.status, 0, run.output)

    // The text is the command line's diff of the same run, computed here; the line is the fixture's assertion.
    var simulator = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot,
      shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    simulator.quickAction("com.example.search")
    let expected = try XCTUnwrap(
      simulator.traceMismatch(["system sceneDidBecomeActive(_:)", "app handle com.example.share"]))
    let source = try String(
      contentsOf: package.appendingPathComponent("Tests/SwiftTestingTests/DeliberateFailureTests.swift"),
      encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let assertionLines = lines.indices.filter { lines[$0].contains("expectTrace(DeliberateFailure.coldLaunch") }
      .map { $0 + 1 }
    XCTAssertEqual(assertionLines.count, 2, "one assertion in the @Test, one in the XCTestCase")
    guard assertionLines.count == 2 else { return }

    let issues = try String(contentsOf: events, encoding: .utf8).split(separator: "\n").compactMap { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }.compactMap { $0["payload"] as? [String: Any] }.filter { $0["kind"] as? String == "issueRecorded" }
    XCTAssertEqual(issues.count, 1, run.output)
    let issue = try XCTUnwrap(issues.first)
    let details = (issue["messages"] as? [[String: Any]])?.first { $0["symbol"] as? String == "details" }
    XCTAssertEqual(details?["text"] as? String, expected)
    let location = (issue["issue"] as? [String: Any])?["sourceLocation"] as? [String: Any]
    XCTAssertEqual(location?["fileID"] as? String, "SwiftTestingTests/DeliberateFailureTests.swift")
    XCTAssertEqual(location?["line"] as? Int, assertionLines[0])

    // XCTest: one failure, at the other assertion, with the same text after XCTFail's own prefix.
    let xcFailures = run.output.components(separatedBy: "DeliberateFailureTests.swift:").dropFirst()
      .filter { $0.contains(": error: DeliberateFailureXCTests.testDeliberatelyWrongTrace : failed - ") }
    XCTAssertEqual(xcFailures.count, 1, run.output)
    XCTAssertTrue(
      run.output.contains(
        "DeliberateFailureTests.swift:\(assertionLines[1]): error: DeliberateFailureXCTests.testDeliberatelyWrongTrace"
          + " : failed - " + expected + "\n"), run.output)

    // The attachments: the trace, the Mermaid file the real renderer draws, and an SVG that parses.
    let names = try FileManager.default.contentsOfDirectory(atPath: attachments.path).sorted()
    XCTAssertEqual(
      names,
      ["deliberatelyWrongTrace-sequence.md", "deliberatelyWrongTrace-sequence.svg", "deliberatelyWrongTrace-trace.txt"])
    let read = { (name: String) in
      try String(contentsOf: attachments.appendingPathComponent("deliberatelyWrongTrace-" + name), encoding: .utf8)
    }
    XCTAssertEqual(try read("trace.txt"), simulator.traceLines.map { $0 + "\n" }.joined())
    let svg = MarkupDocument.parse(try read("sequence.svg"))
    XCTAssertNil(svg.error)
    XCTAssertEqual(svg.elements.first?.name, "svg")
    XCTAssertTrue(svg.text.contains("sceneDidBecomeActive(_:)"))
    let markdown = try read("sequence.md")
    let opening = try XCTUnwrap(markdown.firstRange(ofText: "```mermaid\n"))
    let closing = try XCTUnwrap(markdown[opening.upperBound...].firstRange(ofText: "```"))
    let mermaid = markdown[opening.upperBound..<closing.lowerBound]
    let rendered = try MermaidCLI.required().svg(String(mermaid))
    XCTAssertTrue(MermaidCLI.texts(ofSVG: rendered).contains("sceneDidBecomeActive(_:)"), rendered)
  }

  /// The numerals (characters that are numbers, as a regex's `\d` takes them) between the first `prefix` in `text`
  /// that they follow and `suffix`, which follows them; `nil` when no `prefix` has any. (Plain string code: `Regex`
  /// needs macOS 13 and iOS 16.)
  private static func number(in text: String, after prefix: String, before suffix: String) -> Substring? {
    var rest = text[...]
    while let start = rest.firstRange(ofText: prefix) {
      let digits = rest[start.upperBound...].prefix(while: \.isNumber)
      if !digits.isEmpty, rest[digits.endIndex...].hasPrefix(suffix) { return digits }
      rest = rest[rest.index(after: start.lowerBound)...]
    }
    return nil
  }

  /// Runs `swift arguments` in `directory` (``SwiftCommand/run(_:in:log:environment:)``).
  private func swift(
    _ arguments: [String], in directory: URL, log: URL, environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    try SwiftCommand.run(arguments, in: directory, log: log, environment: environment)
  }
}
