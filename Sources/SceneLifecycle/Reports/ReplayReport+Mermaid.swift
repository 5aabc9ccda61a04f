import SceneLifecycle

/// The `--format mermaid` report: Markdown that renders where GitHub renders Markdown. Per run (per lifecycle
/// with `--matrix`; failures only with `--quiet`) a heading line with the verdict, the file and the scenario's
/// name, then its ``SequenceDiagram`` in a ```` ```mermaid ```` block; then the `N passed, N failed` summary.
/// Warnings and inputs that could not be replayed go to standard error, as with JSON and JUnit.
enum MermaidReport {
  /// The Markdown document.
  static func document(_ report: Report, options: Options) -> String {
    var markdown = ""
    for outcome in report.outcomes {
      for run in outcome.runs where !(run.passed && options.quiet) {
        markdown += heading(run, showLifecycle: options.matrix || options.lifecycle != nil) + "\n\n"
        markdown += "```mermaid\n" + SequenceDiagram(run: run).mermaid + "```\n\n"
      }
    }
    markdown += "\(report.passed) passed, \(report.failed) failed\n"
    let errors = report.errors.count
    if errors > 0 { markdown += "\n\(errors) \(errors == 1 ? "file" : "files") could not be replayed\n" }
    return markdown
  }

  /// `### FAIL · `Scenarios/x.json` [scene] · `Its name``: the file and name in code spans, so no character
  /// of theirs is Markdown, HTML, a mention or an issue reference.
  static func heading(_ run: ScenarioRun, showLifecycle: Bool) -> String {
    let lifecycle = showLifecycle ? " [\(run.lifecycle.rawValue)]" : ""
    return "### \(run.passed ? "PASS" : "FAIL") · \(codeSpan(run.file))\(lifecycle) · \(codeSpan(run.name))"
  }

  /// `text` as one CommonMark code span on one line: line breaks and other control characters become spaces,
  /// and the fence is one backtick longer than the longest run of backticks in the text. The text is padded
  /// with a space on each side (which CommonMark strips) only when it is empty, starts or ends with a backtick,
  /// or both starts and ends with a space. https://spec.commonmark.org/0.31.2/#code-spans
  static func codeSpan(_ text: String) -> String {
    let flat = String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0 == "\u{7F}" ? " " : $0 }))
    var longest = 0
    var run = 0
    for character in flat {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pads =
      flat.isEmpty || flat.first == "`" || flat.last == "`" || (flat.first == " " && flat.last == " ")
    return pads ? "\(fence) \(flat) \(fence)" : "\(fence)\(flat)\(fence)"
  }
}
