import QuickActions
import SceneLifecycle
import XCTest

/// Every kind of screen change a delegate app's code makes reaches every picture of a trace as the text trace names
/// it: an action arrow towards the app's logic, or, for a presentation UIKit refused, an arrow ending in a cross
/// (UIKit semantics article, 11e rows 1 and 2). The expectations are spelled out kind by kind, so a new kind must be
/// given its line and its arrow here before the suite passes.
final class SequenceDiagramScreenChangeTests: XCTestCase {
  /// The trace line's name and the diagram's arrow each kind must get.
  private func expected(_ kind: ScreenChange.Kind) -> (name: String, arrow: SequenceDiagram.Message.Origin) {
    switch kind {
    case .present: ("present", .action)
    case .dismiss: ("dismiss", .action)
    case .push: ("push", .action)
    case .pop: ("pop", .action)
    case .stay: ("stay", .action)
    case .setRoot: ("setRoot", .action)
    case .replaceRoot: ("replaceRoot", .action)
    case .selectTab: ("selectTab", .action)
    case .presentWhilePresenting: ("present refused:", .refused)
    case .presentAlreadyPresented: ("present raises NSInvalidArgumentException:", .refused)
    }
  }

  /// The diagram of one step whose scene delegate makes `change`, drawn from the records Replay would make.
  private func diagram(of change: ScreenChange) -> (line: String, diagram: SequenceDiagram) {
    let entries = [
      TraceEntry(step: 0, what: .callback(.sceneDidBecomeActive), item: nil),
      TraceEntry(step: 0, what: .effect(.screen(change)), item: nil),
    ]
    let records = entries.map { TraceRecord($0, catalog: ItemCatalog(), sceneIDs: []) }
    let diagram = SequenceDiagram(
      title: "Screen changes", steps: [.tapIcon], trace: records, violations: [], gates: [], scenes: [])
    return (records[1].line, diagram)
  }

  func testEveryScreenChangeKindReachesTheTextTheDiagramTheMermaidAndTheSVG() throws {
    for kind in ScreenChange.Kind.allCases {
      let (name, arrow) = expected(kind)
      let subject = "ComposeViewController #\(kind.rawValue)"
      let (line, diagram) = diagram(of: ScreenChange(kind, subject))
      XCTAssertEqual(line, "app \(name) \(subject)", "\(kind)")
      XCTAssertEqual(ScreenChange.Kind(traceName: name), kind)

      let messages = diagram.elements.compactMap { element -> SequenceDiagram.Message? in
        guard case .message(let message) = element else { return nil }
        return message
      }
      XCTAssertEqual(messages.map(\.kind), [.callback, arrow], "\(kind)")
      let action = try XCTUnwrap(messages.last)
      XCTAssertEqual(action.label, "\(name) \(subject)", "\(kind)")
      XCTAssertEqual(diagram.participants[action.from].label, "SceneDelegate", "\(kind)")
      XCTAssertEqual(diagram.participants[action.to].label, "App logic", "\(kind)")

      let mermaidArrow = arrow == .refused ? "--x" : "-->>"
      let statement = "P\(action.from)\(mermaidArrow)P\(action.to): \(Escaping.mermaidLabel(action.label))"
      XCTAssertTrue(diagram.mermaid.contains("\n    \(statement)\n"), "\(kind): \(diagram.mermaid)")

      let svg = diagram.svg
      let group = try XCTUnwrap(
        svg.components(separatedBy: "<g class=\"sd-message sd-\(arrow == .refused ? "refused-" : "")action\">")
          .dropFirst().first, "\(kind): \(svg)")
      let drawn = group.components(separatedBy: "</g>").first ?? ""
      XCTAssertTrue(drawn.contains("stroke-dasharray=\"6 4\""), "\(kind): \(drawn)")
      XCTAssertEqual(drawn.contains("class=\"sd-cross\""), arrow == .refused, "\(kind)")
      XCTAssertEqual(drawn.contains("class=\"sd-head-tip\""), arrow == .action, "\(kind)")
      let texts = drawn.components(separatedBy: "</text>").dropLast().compactMap {
        $0.components(separatedBy: ">").last
      }
      XCTAssertEqual(texts.joined(separator: " "), Escaping.xmlText(action.label, breaks: .spaces), "\(kind): \(drawn)")
    }
  }

  /// A real Mermaid 11 renderer draws the refusal's `--x` as a line ending in its cross marker.
  func testARefusedPresentationRendersAsAnArrowEndingInACross() throws {
    let cli = try MermaidCLI.required()
    let refusal = ScreenChange.refusal(
      presenting: "ComposeViewController", on: "RootViewController", alreadyPresenting: "SearchViewController")
    let svg = try cli.svg(diagram(of: refusal).diagram.mermaid)
    XCTAssertTrue(svg.contains("crosshead"), svg)
    XCTAssertTrue(
      MermaidCLI.texts(ofSVG: svg).contains(
        "present refused: Attempt to present ComposeViewController on RootViewController which is already "
          + "presenting SearchViewController"))
  }
}
