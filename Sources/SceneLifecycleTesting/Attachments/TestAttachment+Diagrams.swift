import SceneLifecycle

extension TestAttachment {
  /// The three files that show a run: `<base>-trace.txt` (one line per entry, as `expect.trace` writes them),
  /// `<base>-sequence.md` (`markdown`, holding the Mermaid diagram) and `<base>-sequence.svg`.
  static func run(base: String, traceLines: [String], diagram: SequenceDiagram, markdown: String) -> [TestAttachment] {
    [
      TestAttachment(base: base + "-trace", kind: .text, text: traceLines.map { $0 + "\n" }.joined()),
      TestAttachment(base: base + "-sequence", kind: .markdown, text: markdown),
      TestAttachment(base: base + "-sequence", kind: .svg, text: diagram.svg),
    ]
  }

  /// What a failed ``expectTrace(_:_:mode:fileID:filePath:line:column:function:)`` attaches: the simulator's
  /// trace and its diagram, titled `test`, as `<test>-trace.txt`, `<test>-sequence.md` and `<test>-sequence.svg`.
  static func attachments<Strategy: AppStrategy>(for simulator: Simulator<Strategy>, test: String)
    -> [TestAttachment]
  {
    let diagram = SequenceDiagram(simulator: simulator, title: test)
    return run(
      base: test, traceLines: simulator.traceLines, diagram: diagram,
      markdown: MermaidReport.codeBlock(diagram))
  }

  /// What a failed scenario attaches: its trace and diagram as `<test>-<scenario>-trace.txt`, `-sequence.md` (the
  /// `--format mermaid` report's heading and diagram) and `-sequence.svg`, `<scenario>` the file's base name.
  static func attachments(for run: ScenarioRun, test: String) -> [TestAttachment] {
    let diagram = SequenceDiagram(run: run)
    let markdown = MermaidReport.heading(run, showLifecycle: false) + "\n\n" + MermaidReport.codeBlock(diagram)
    return Self.run(
      base: test + "-" + AttachmentName.scenarioName(run.file), traceLines: run.traceLines, diagram: diagram,
      markdown: markdown)
  }

  /// What a failed exploration attaches, per counterexample `n` (from 1, ``ExplorationReport/everyCounterexample``):
  /// its scenario file (``Explorer/scenario(for:name:app:)``) as `<test>-counterexample-<n>.json`, and that scenario
  /// replayed against the explored app by `replay`, as `-<n>.md` and `-<n>.svg`; `replay` is `nil` when there is
  /// nothing to replay it against, which leaves the diagrams out.
  static func attachments(
    for report: ExplorationReport, of explorer: Explorer, test: String, replay: (Scenario) -> ScenarioRun
  ) -> [TestAttachment] {
    var files: [TestAttachment] = []
    for (index, counterexample) in report.everyCounterexample.enumerated() {
      let base = "\(test)-counterexample-\(index + 1)"
      let scenario = explorer.scenario(for: counterexample)
      files.append(TestAttachment(base: base, kind: .json, text: scenario.jsonText))
      let run = replay(scenario)
      let diagram = SequenceDiagram(run: run)
      let markdown = MermaidReport.heading(run, showLifecycle: false) + "\n\n" + MermaidReport.codeBlock(diagram)
      files.append(TestAttachment(base: base, kind: .markdown, text: markdown))
      files.append(TestAttachment(base: base, kind: .svg, text: diagram.svg))
    }
    return files
  }
}
