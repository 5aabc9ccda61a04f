import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// The sequence diagram as SVG: lifelines, one arrow per callback under its selector, dashed app actions, step
/// bands, and violations named in words.
final class SequenceDiagramSVGTests: XCTestCase {
  /// The run of a shipped scenario.
  static func run(_ name: String) throws -> ScenarioRun {
    let loaded = try ScenarioLoader.load(file: scenariosDirectory.appendingPathComponent(name).path)
    return Replay.run(loaded)
  }

  func testEveryCallbackIsOneSolidArrowLabelledWithItsSelectorAndItsItem() throws {
    let run = try Self.run("handledTwiceOnColdLaunch.json")
    let svg = SequenceDiagram(run: run).svg
    let document = MarkupDocument.parse(svg)
    let callbacks = run.trace.filter { $0.actor == .system }
    XCTAssertEqual(callbacks.count, 5)
    let groups = document.elements(named: "g").filter { $0.attributes["class"] == "sd-message sd-callback" }
    XCTAssertEqual(groups.count, callbacks.count)
    let lines = document.elements(named: "line").filter { $0.attributes["class"] == "sd-arrow" }
    XCTAssertEqual(lines.count, callbacks.count + run.trace.count { $0.actor == .app })
    for callback in callbacks {
      // A label too wide for one line puts the item on the next.
      let label = callback.item.map { "\(callback.name) \($0)" } ?? callback.name
      let oneLine = svg.contains(">\(label)</text>")
      let twoLines =
        svg.contains(">\(callback.name)</text>") && callback.item.map { svg.contains(">\($0)</text>") } == true
      XCTAssertTrue(oneLine || twoLines, label)
    }
    XCTAssertTrue(svg.contains(">application(_:performActionFor:completionHandler:)</text>"))
    XCTAssertTrue(svg.contains(">com.example.search</text>"))
  }

  func testAppActionsAreDashedArrowsTowardsTheAppLogic() throws {
    let run = try Self.run("handledTwiceOnColdLaunch.json")
    let svg = SequenceDiagram(run: run).svg
    let actions = svg.components(separatedBy: "<g class=\"sd-message sd-action\">").dropFirst()
    XCTAssertEqual(actions.count, 3)
    for action in actions { XCTAssertTrue(action.contains("stroke-dasharray=\"6 4\"")) }
    XCTAssertTrue(svg.contains(">completion(true) com.example.search</text>"))
    XCTAssertTrue(svg.contains(">App logic</text>"))
  }

  func testEachLifelineHasAHeaderAndADashedLine() throws {
    let diagram = SequenceDiagram(run: try Self.run("coldLaunch.json"))
    let document = MarkupDocument.parse(diagram.svg)
    XCTAssertEqual(document.elements(named: "rect").count { $0.attributes["class"] == "sd-head" }, 5)
    XCTAssertEqual(document.elements(named: "line").count { $0.attributes["class"] == "sd-lifeline" }, 5)
    for participant in diagram.participants { XCTAssertTrue(diagram.svg.contains(">\(participant.label)</text>")) }
  }

  func testEachStepBeginsALabelledBand() throws {
    let svg = SequenceDiagram(run: try Self.run("coldLaunch.json")).svg
    XCTAssertTrue(svg.contains(">#0 quickAction com.example.search</text>"))
    XCTAssertTrue(svg.contains(">#1 goHome</text>"))
    XCTAssertTrue(svg.contains(">#2 tapIcon</text>"))
  }

  func testViolationsAreNamedInTextAndMarkedErrorOrWarning() throws {
    let svg = SequenceDiagram(run: try Self.run("handledTwiceOnColdLaunch.json")).svg
    let error = try XCTUnwrap(svg.components(separatedBy: "<g class=\"sd-box sd-error\">").dropFirst().first)
    XCTAssertTrue(error.contains(">violation duplicate: "))
    let warning = try XCTUnwrap(svg.components(separatedBy: "<g class=\"sd-box sd-warning\">").dropFirst().first)
    XCTAssertTrue(warning.contains(">warning handledWhileInactive: "))
  }

  func testRefusedStepsAndNotesAreBoxesWithTheirText() throws {
    let refused = SequenceDiagram(run: try Self.run("quickActionInFrontOnIPhone.json")).svg
    let box = try XCTUnwrap(refused.components(separatedBy: "<g class=\"sd-box sd-refused\">").dropFirst().first)
    XCTAssertTrue(box.contains(">refused: "))
    let noted = SequenceDiagram(run: try Self.run("webClipCold.json")).svg
    XCTAssertTrue(noted.contains("<g class=\"sd-box sd-note\">"))
    XCTAssertTrue(noted.contains(">a Home Screen web clip opens standalone"))
  }

  func testThePictureHasNoScriptNoIDAndNoExternalReference() throws {
    let svg = SequenceDiagram(run: try Self.run("coldLaunch.json")).svg
    for forbidden in ["<script", " id=", "href", "url(", "@import", "<image", "<foreignObject"] {
      XCTAssertFalse(svg.contains(forbidden), forbidden)
    }
  }

  func testTheSamePictureEveryTime() throws {
    let run = try Self.run("coldLaunch.json")
    XCTAssertEqual(SequenceDiagram(run: run).svg, SequenceDiagram(run: run).svg)
  }

  func testLongLabelsAreShortenedAndNotesWrapped() {
    XCTAssertEqual(SequenceDiagramLayout.shortened("abcdefghij", to: 6), "abcde…")
    XCTAssertEqual(SequenceDiagramLayout.shortened("a\nb", to: 6), "a b")
    XCTAssertEqual(SequenceDiagramLayout.wrapped("one two three four", width: 9), ["one two", "three", "four"])
    XCTAssertEqual(SequenceDiagramLayout.wrapped("abcdefghijkl", width: 5), ["abcde", "fghij", "kl"])
    XCTAssertEqual(SequenceDiagramLayout.wrapped(String(repeating: "x ", count: 100), width: 3).count, 6)
    XCTAssertEqual(SVGWriter.number(12), "12")
    XCTAssertEqual(SVGWriter.number(12.25), "12.3")
    XCTAssertEqual(SVGWriter.number(-0.5), "-0.5")
  }
}
