import QuickActions
import SceneLifecycle
import XCTest

/// The sequence diagram model: which lifelines a run gets under each lifecycle, where each arrow starts and
/// ends, and where refusals and violations appear.
final class SequenceDiagramTests: XCTestCase {
  private func labels(_ diagram: SequenceDiagram) -> [String] { diagram.participants.map(\.label) }

  /// The arrows of `diagram`, as `from -> to: label` with lifeline names, in order.
  private func arrows(_ diagram: SequenceDiagram, kind: SequenceDiagram.Message.Origin) -> [String] {
    diagram.elements.compactMap { element in
      guard case .message(let message) = element, message.kind == kind else { return nil }
      return
        "\(diagram.participants[message.from].label) -> \(diagram.participants[message.to].label): \(message.label)"
    }
  }

  /// The step number each element falls under (0 before the first step).
  private func stepOf(_ diagram: SequenceDiagram) -> [(step: Int, element: SequenceDiagram.Element)] {
    var step = 0
    return diagram.elements.map { element in
      if case .step(let number, _) = element { step = number }
      return (step, element)
    }
  }

  func testAnAppDelegateAppHasUIKitTheAppDelegateTheObserversAndTheAppLogic() throws {
    let diagram = SequenceDiagram(run: try MermaidFixtures.run("handledTwiceOnColdLaunch.json"))
    XCTAssertEqual(labels(diagram), ["UIKit", "AppDelegate", "Observers", "App logic"])
    XCTAssertEqual(diagram.title, "Handled twice on cold launch (AppDelegate)")
  }

  func testASceneAppAddsASceneDelegateLifeline() throws {
    let diagram = SequenceDiagram(run: try MermaidFixtures.run("lostOnColdLaunchInScenes.json"))
    XCTAssertEqual(labels(diagram), ["UIKit", "AppDelegate", "SceneDelegate", "Observers", "App logic"])
  }

  func testASwiftUIAppHasItsViewsLifelineAndOnOpenURLHandlesFromThere() throws {
    let diagram = SequenceDiagram(run: try MermaidFixtures.run("webClipWarm.json"))
    XCTAssertEqual(
      labels(diagram), ["UIKit", "AppDelegate", "SceneDelegate", "SwiftUI views", "Observers", "App logic"])
    XCTAssertTrue(
      arrows(diagram, kind: .callback).contains("UIKit -> SwiftUI views: onOpenURL(_:) pariscafe://search"),
      "\(arrows(diagram, kind: .callback))")
    XCTAssertTrue(arrows(diagram, kind: .callback).contains("UIKit -> SwiftUI views: scenePhase(.active)"))
    XCTAssertTrue(
      arrows(diagram, kind: .action).contains("SwiftUI views -> App logic: handle pariscafe://search"),
      "\(arrows(diagram, kind: .action))")
  }

  func testSeveralWindowsGetASceneDelegateLifelineEach() throws {
    let diagram = SequenceDiagram(run: try MermaidFixtures.run("multiwindow/routeByCan.json"))
    XCTAssertEqual(
      labels(diagram),
      ["UIKit", "AppDelegate", "SceneDelegate @main", "SceneDelegate @viewer", "Observers", "App logic"])
    let callbacks = arrows(diagram, kind: .callback)
    XCTAssertTrue(callbacks.contains { $0.hasPrefix("UIKit -> SceneDelegate @viewer: scene(_:openURLContexts:) ") })
    XCTAssertTrue(callbacks.contains("UIKit -> SceneDelegate @main: scene(_:willConnectTo:options:)"), "\(callbacks)")
    XCTAssertEqual(
      arrows(diagram, kind: .action), ["SceneDelegate @viewer -> App logic: handle pariscafe://files/Report.PDF"])
  }

  func testAnActionArrowStartsAtTheLifelineOfTheCallbackItRanIn() throws {
    let appDelegate = SequenceDiagram(run: try MermaidFixtures.run("handledTwiceOnColdLaunch.json"))
    XCTAssertEqual(
      arrows(appDelegate, kind: .action),
      [
        "AppDelegate -> App logic: handle com.example.search", "AppDelegate -> App logic: handle com.example.search",
        "AppDelegate -> App logic: completion(true) com.example.search",
      ])
    let scene = SequenceDiagram(run: try MermaidFixtures.run("lostOnColdLaunchInScenes.json"))
    XCTAssertEqual(
      arrows(scene, kind: .action),
      [
        "SceneDelegate -> App logic: handle com.example.share",
        "SceneDelegate -> App logic: completion(true) com.example.share",
      ])
  }

  func testEachStepOpensASectionNamedByItsEvent() throws {
    let diagram = SequenceDiagram(run: try MermaidFixtures.run("lostOnColdLaunchInScenes.json"))
    let steps = diagram.elements.compactMap { element -> String? in
      guard case .step(let number, let title) = element else { return nil }
      return "#\(number) \(title)"
    }
    XCTAssertEqual(steps, ["#0 quickAction com.example.search", "#1 goHome", "#2 quickAction com.example.share"])
  }

  func testAViolationAppearsInTheStepWhereItWasDetected() throws {
    let diagram = SequenceDiagram(run: try MermaidFixtures.run("lostOnColdLaunchInScenes.json"))
    let violations = stepOf(diagram).compactMap { entry -> String? in
      guard case .violation(let kind, let isWarning, let message) = entry.element else { return nil }
      return "\(entry.step) \(kind.rawValue) \(isWarning) \(message)"
    }
    XCTAssertEqual(violations, ["0 lost false com.example.search delivered at step 0 was never handled"])
  }

  func testARefusedStepIsMarkedAtItsStep() throws {
    let run = try MermaidFixtures.run("quickActionInFrontOnIPhone.json")
    let refused = stepOf(SequenceDiagram(run: run)).compactMap { entry -> Int? in
      guard case .rejected = entry.element else { return nil }
      return entry.step
    }
    XCTAssertEqual(refused, run.trace.filter { $0.actor == .rejected }.map { $0.step })
    XCTAssertFalse(refused.isEmpty)
  }

  /// Every shipped scenario: one arrow per callback, in trace order, under its selector and the item or link it carries, inside its step's
  /// section; every violation inside the section of the step it was detected at.
  func testEveryShippedScenarioHasAnArrowPerCallbackAndEachViolationAtItsStep() throws {
    var laterViolations = 0
    for file in try MermaidFixtures.shippedScenarios() {
      let run = try MermaidFixtures.run(file)
      let placed = stepOf(SequenceDiagram(run: run))
      let callbacks = placed.compactMap { entry -> String? in
        guard case .message(let message) = entry.element, message.kind == .callback else { return nil }
        return "\(entry.step) \(message.label)"
      }
      let expected = run.trace.filter { $0.actor == .system }.map { record in
        "\(record.step) \(record.name)" + (record.item.map { " \($0)" } ?? "")
      }
      XCTAssertEqual(callbacks, expected, file)
      let violations = placed.compactMap { entry -> String? in
        guard case .violation(let kind, _, let message) = entry.element else { return nil }
        return "\(entry.step) \(kind.rawValue) \(message)"
      }
      XCTAssertEqual(
        violations.sorted(), run.violations.map { "\($0.step) \($0.kind.rawValue) \($0.message)" }.sorted(), file)
      laterViolations += run.violations.count { $0.step > 0 }
    }
    XCTAssertGreaterThan(laterViolations, 0, "some shipped scenario breaks an invariant after its first step")
  }
}
