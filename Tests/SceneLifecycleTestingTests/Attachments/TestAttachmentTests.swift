import Foundation
import QuickActions
import SceneLifecycle
import TestSupport
import Testing

// White-box: TestAttachment, the attachment before Swift Testing or XCTest records it, is internal.
@testable import SceneLifecycleTesting

/// What a failed assertion attaches: the trace, the Mermaid diagram in Markdown and the SVG, named after the test,
/// and for an exploration each counterexample's scenario file and diagram.
@Suite struct TestAttachmentTests {
  @Test(arguments: TestAttachment.Kind.allCases)
  func eachKindHasItsExtensionAndUniformType(_ kind: TestAttachment.Kind) {
    let expected: (String, String) =
      switch kind {
      case .text: ("txt", "public.plain-text")
      case .markdown: ("md", "net.daringfireball.markdown")
      case .svg: ("svg", "public.svg-image")
      case .json: ("json", "public.json")
      }
    #expect((kind.fileExtension, kind.uniformType) == expected)
    #expect(TestAttachment(base: "x", kind: kind, text: "é").name == "x." + expected.0)
  }

  @Test func aSimulatorsAttachmentsAreItsTraceAndDiagram() {
    var simulator = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot,
      shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    simulator.quickAction("com.example.search")
    simulator.send(.goHome)
    let files = TestAttachment.attachments(for: simulator, test: "coldLaunch")
    #expect(files.map(\.name) == ["coldLaunch-trace.txt", "coldLaunch-sequence.md", "coldLaunch-sequence.svg"])
    #expect(files.map(\.kind) == [.text, .markdown, .svg])
    #expect(files[0].text == simulator.traceLines.joined(separator: "\n") + "\n")
    let diagram = SequenceDiagram(simulator: simulator, title: "coldLaunch")
    #expect(files[1].text == "```mermaid\n" + diagram.mermaid + "```\n")
    #expect(files[2].text == diagram.svg)
    let svg = MarkupDocument.parse(files[2].text)
    #expect(svg.error == nil)
    #expect(svg.text.contains("sceneDidBecomeActive(_:)"))
  }

  @Test func aScenarioRunsAttachmentsAreNamedAfterTheTestAndTheFile() throws {
    let run = try ScenarioReplay.run(contentsOf: scenariosDirectory.appendingPathComponent("coldLaunch.json"))
    let files = TestAttachment.attachments(for: run, test: "replays")
    #expect(
      files.map(\.name) == [
        "replays-coldLaunch-trace.txt", "replays-coldLaunch-sequence.md", "replays-coldLaunch-sequence.svg",
      ])
    #expect(files[0].text == run.traceLines.map { $0 + "\n" }.joined())
    let diagram = SequenceDiagram(run: run)
    #expect(
      files[1].text == MermaidReport.heading(run, showLifecycle: false) + "\n\n" + MermaidReport.codeBlock(diagram))
    #expect(files[2].text == diagram.svg)
  }

  @Test func anExplorationAttachesEachCounterexamplesScenarioAndDiagram() throws {
    let explorer = try Explorations.seedArticle()
    let report = explorer.run()
    #expect(report.counterexamples.count >= 2)
    let replayed = TestAttachment.attachments(
      for: report, of: explorer, test: "explores", replay: { Replay.run($0, file: "counterexample.json") })
    var expected: [String] = []
    for index in report.counterexamples.indices {
      expected += ["json", "md", "svg"].map { "explores-counterexample-\(index + 1).\($0)" }
    }
    #expect(replayed.map(\.name) == expected)
    for (index, counterexample) in report.counterexamples.enumerated() {
      let scenario = explorer.scenario(for: counterexample)
      #expect(replayed[3 * index].text == scenario.jsonText)
      let run = try ScenarioReplay.run(json: replayed[3 * index].text, file: "counterexample.json")
      #expect(run.violationKinds.contains(counterexample.kind))
      #expect(replayed[3 * index + 2].text == SequenceDiagram(run: run).svg)
    }
  }

  #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
    /// An exploration of an app's own delegate classes attaches the diagrams too, each counterexample's scenario
    /// replayed against a fresh app from the explorer's factory (`Explorer.replay(_:file:)`), the further
    /// counterexamples included: a scene delegate that ignores quick actions loses each of the two items in one step.
    @Test func anExplorationOfDelegateClassesAttachesTheirDiagramsToo() throws {
      let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, itemCount: 2, depth: 1)) {
        DelegateApp(appDelegate: PlainAppDelegate.init, sceneDelegate: QuickActionBlindSceneDelegate.init)
      }
      let report = explorer.run()
      #expect(report.everyCounterexample.map(\.kind) == [.lost, .lost])
      let files = TestAttachment.attachments(
        for: report, of: explorer, test: "explores", replay: { explorer.replay($0) })
      #expect(
        files.map(\.name)
          == [1, 2].flatMap { index in ["json", "md", "svg"].map { "explores-counterexample-\(index).\($0)" } })
      for (index, counterexample) in report.everyCounterexample.enumerated() {
        let run = explorer.replay(explorer.scenario(for: counterexample))
        #expect(run.violationKinds == [.lost])
        #expect(run.traceLines.contains("system scene(_:willConnectTo:options:) com.example.item\(index + 1)"))
        #expect(files[3 * index + 2].text == SequenceDiagram(run: run).svg)
      }
    }
  #endif
}

#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  /// An app delegate that implements no optional method.
  final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

  /// A scene delegate that connects without reading the quick action it was opened with: each one is lost.
  final class QuickActionBlindSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
  }
#endif
