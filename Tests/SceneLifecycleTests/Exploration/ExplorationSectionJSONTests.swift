import SceneLifecycle
import XCTest

/// The JSON exploration report from Swift (what `qa-sim explore --format json` prints): a section per lifecycle
/// with its counts and engine, and each counterexample's kind, steps and narrative.
final class ExplorationSectionJSONTests: XCTestCase {
  func testASectionWithACounterexampleListsItsKindStepsAndNarrative() throws {
    let subject = ExplorationSubject(builtIn: .legacyGuideInSceneApp, label: "legacyGuideInSceneApp")
    let configuration = subject.configuration(lifecycle: .scene, allOptions: false, depth: 4)
    let explorer = try Explorer(configuration)
    let report = explorer.run()
    let findings = ExplorationFinding.findings(of: report, explorer: explorer, subject: subject, lifecycle: .scene)
    XCTAssertFalse(findings.isEmpty, explorer.describe(report))
    let section = ExplorationSection(
      lifecycle: .scene, combinations: 1, report: report, seconds: 0, findings: findings, reachable: nil)
    let text = JSONSerializer().document(
      ExplorationSection.jsonDocument([section], subject: subject, depth: 4, timing: false))
    let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    let sections = try XCTUnwrap(root["explorations"] as? [[String: Any]], text)
    XCTAssertEqual(sections.count, 1, text)
    let first = try XCTUnwrap(sections.first)
    XCTAssertEqual(first["distinctStates"] as? Int, report.distinctStates, text)
    XCTAssertNil(first["seconds"], "no timing was asked for")
    let counterexamples = try XCTUnwrap(first["counterexamples"] as? [[String: Any]], text)
    XCTAssertEqual(counterexamples.count, findings.count)
    for (entry, finding) in zip(counterexamples, findings) {
      XCTAssertEqual(entry["kind"] as? String, finding.counterexample.kind.rawValue)
      XCTAssertEqual((entry["steps"] as? [Any])?.count, finding.counterexample.events.count)
      XCTAssertEqual((entry["narrative"] as? [Any])?.count, finding.steps.count)
    }
  }
}
