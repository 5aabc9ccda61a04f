import QuickActions
import SceneLifecycle
import XCTest

/// The Mermaid text through a real Mermaid 11 renderer (``MermaidCLI``): it parses and renders to SVG, the SVG
/// shows every lifeline, selector and label as the text it stands for, and nothing in it is a script.
final class MermaidRendererTests: XCTestCase {
  /// Renders `run`'s diagram, checks the SVG against the model and returns its texts.
  @discardableResult
  private func assertRenders(
    _ run: ScenarioRun, with cli: MermaidCLI, file: StaticString = #filePath, line: UInt = #line
  )
    throws -> Set<String>
  {
    let diagram = SequenceDiagram(run: run)
    let svg = try cli.svg(diagram.mermaid)
    XCTAssertTrue(svg.contains("aria-roledescription=\"sequence\""), "not a sequence diagram", file: file, line: line)
    XCTAssertFalse(svg.lowercased().contains("<script"), file: file, line: line)
    XCTAssertFalse(svg.lowercased().contains("syntax error"), file: file, line: line)
    let texts = Set(MermaidCLI.texts(ofSVG: svg))
    func shown(_ label: String) -> String { label.replacingEvery("\n", with: " ").trimmingCharacters(in: .whitespaces) }
    var expected = diagram.participants.map(\.label) + [diagram.title]
    for element in diagram.elements {
      switch element {
      case .message(let message): expected.append(message.label)
      case .step(let number, let title): expected.append("#\(number) \(title)")
      case .note, .rejected, .violation: break
      }
    }
    for label in expected {
      XCTAssertTrue(
        texts.contains(shown(label)), "\(shown(label).debugDescription) not in the SVG", file: file, line: line)
    }
    return texts
  }

  func testShippedScenariosRenderWithEverySelector() throws {
    let cli = try MermaidCLI.required()
    for file in [
      "handledTwiceOnColdLaunch.json", "lostOnColdLaunchInScenes.json", "multiwindow/routeByCan.json",
      "webClipWarm.json", "quickActionInFrontOnIPhone.json",
    ] {
      try assertRenders(try MermaidFixtures.run(file), with: cli)
    }
  }

  func testTheHostileScenarioRendersItsNamesAsText() throws {
    let cli = try MermaidCLI.required()
    let texts = try assertRenders(try MermaidFixtures.hostileRun(), with: cli)
    XCTAssertTrue(texts.contains(MermaidFixtures.hostileName.replacingEvery("\n", with: " ")), "\(texts)")
  }

  func testNoPythonOnThePathMeansNoRenderer() {
    XCTAssertNil(MermaidCLI.find(environment: ["PATH": "/nonexistent"]))
  }

  func testTheRendererRejectsABrokenDiagram() throws {
    let cli = try MermaidCLI.required()
    XCTAssertThrowsError(try cli.svg("sequenceDiagram\n  P0->>P1 no colon\n")) { error in
      XCTAssertTrue("\(error)".contains("Parse error"), "\(error)")
    }
  }
}
