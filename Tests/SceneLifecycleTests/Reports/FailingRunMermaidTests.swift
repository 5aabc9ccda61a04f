import SceneLifecycle
import XCTest

/// `SequenceDiagram(run:).mermaid` of a failing run, from a plain import: the violation is drawn as a red block in
/// the step where it happened, and the text follows the grammar the renderer promises.
final class FailingRunMermaidTests: XCTestCase {
  func testAFailingRunDrawsItsViolationInItsStep() throws {
    let run = try ScenarioReplay.run(
      json: scenarioJSON(
        strategy: #""performActionOnly""#,
        steps: #"[{"event": "quickAction", "type": "com.example.search"}, {"event": "goHome"}]"#),
      file: "failing.json")
    XCTAssertFalse(run.passed)
    let mermaid = SequenceDiagram(run: run).mermaid
    XCTAssertEqual(MermaidGrammar.problems(mermaid), [])
    let lines = mermaid.split(separator: "\n").map(String.init)
    let violation = try XCTUnwrap(lines.firstIndex { $0.contains("lost: com.example.search") })
    XCTAssertEqual(lines[violation - 1], "    rect rgba(255, 0, 0, 0.25)")
    let goHome = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("#35;1 goHome") })
    XCTAssertLessThan(violation, goHome, "drawn in step 0, where the item was lost")
  }
}
