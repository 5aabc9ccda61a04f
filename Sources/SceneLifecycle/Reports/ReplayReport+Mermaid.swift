import QuickActions

/// The replay's Mermaid report (`qa-sim --format mermaid`): Markdown that renders where GitHub renders Markdown.
/// Per run (per lifecycle in a matrix; failures only when `quiet`) a heading line with the verdict, the file and the scenario's
/// name, then its ``SequenceDiagram`` in a fenced `mermaid` code block; then the `N passed, N failed` summary.
/// Warnings and why inputs could not be replayed are not part of it (the command line prints them apart).
public enum MermaidReport {
  /// The Markdown document: every run, or with `quiet` only the failing ones; each heading names the run's
  /// lifecycle when `showsLifecycle`.
  public static func document(_ report: ReplayReport, quiet: Bool, showsLifecycle: Bool) -> String {
    var markdown = ""
    for outcome in report.outcomes {
      for run in outcome.runs where !(run.passed && quiet) {
        markdown += heading(run, showLifecycle: showsLifecycle) + "\n\n"
        markdown += codeBlock(SequenceDiagram(run: run)) + "\n"
      }
    }
    markdown += "\(report.passed) passed, \(report.failed) failed\n"
    let errors = report.errors.count
    if errors > 0 { markdown += "\n\(errors) \(errors == 1 ? "file" : "files") could not be replayed\n" }
    return markdown
  }

  /// `diagram` in a fenced `mermaid` code block, which GitHub renders as the picture; ends with a newline.
  public static func codeBlock(_ diagram: SequenceDiagram) -> String {
    "```mermaid\n" + diagram.mermaid + "```\n"
  }

  /// `### FAIL · `Scenarios/x.json` [scene] · `Its name``: the file and name in code spans
  /// (`Escaping.markdownCodeSpan(_:)`), so no character of theirs is Markdown, HTML, a mention or an issue
  /// reference.
  public static func heading(_ run: ScenarioRun, showLifecycle: Bool) -> String {
    let lifecycle = showLifecycle ? " [\(run.lifecycle.rawValue)]" : ""
    return
      "### \(run.passed ? "PASS" : "FAIL") · \(Escaping.markdownCodeSpan(run.file))\(lifecycle) · \(Escaping.markdownCodeSpan(run.name))"
  }
}
