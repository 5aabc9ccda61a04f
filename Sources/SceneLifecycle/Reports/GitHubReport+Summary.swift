import QuickActions

extension GitHubReport {
  /// The job summary `qa-sim --format github` appends to the file `GITHUB_STEP_SUMMARY` names, which GitHub shows
  /// on the run's page: a heading, a table of every run (PASS or FAIL, file, name, lifecycle) and of every input
  /// that could not be replayed, the summary line, then for each failing run its heading
  /// (``MermaidReport/heading(_:showLifecycle:)``), its failure messages in a fenced `text` block and its
  /// ``SequenceDiagram`` in a fenced `mermaid` block, which GitHub renders.
  ///
  /// File names, scenario names and messages are text, never Markdown: cells are code spans
  /// (`Escaping.markdownTableCell(_:)`), and each fence is longer than any run of backticks in what it holds.
  public static func jobSummary(_ report: ReplayReport, showsLifecycle: Bool) -> String {
    var markdown = "## qa-sim replay\n\n"
    markdown += "| Result | File | Scenario | Lifecycle |\n|---|---|---|---|\n"
    for outcome in report.outcomes {
      if let error = outcome.error {
        markdown +=
          "| ERROR | \(Escaping.markdownTableCell(error.file)) | \(Escaping.markdownTableCell(error.cause.label)) | |\n"
      }
      for run in outcome.runs {
        markdown +=
          "| \(run.passed ? "PASS" : "FAIL") | \(Escaping.markdownTableCell(run.file)) | "
          + "\(Escaping.markdownTableCell(run.name)) | \(run.lifecycle.rawValue) |\n"
      }
    }
    markdown += "\n\(report.passed) passed, \(report.failed) failed"
    let errors = report.errors.count
    if errors > 0 { markdown += ", \(errors) \(errors == 1 ? "file" : "files") could not be replayed" }
    markdown += "\n"
    for run in report.runs where !run.passed {
      markdown += "\n" + MermaidReport.heading(run, showLifecycle: showsLifecycle) + "\n\n"
      markdown += fenced(run.failures.map { $0.message(run.wording) }.joined(separator: "\n\n"), info: "text")
      markdown += "\n" + fenced(SequenceDiagram(run: run).mermaid, info: "mermaid")
    }
    return markdown
  }

  /// `text` in a fenced code block tagged `info`, its fence one backtick longer than any run of backticks in it
  /// (and at least three), so nothing in it closes the block; its control characters other than tab and line
  /// feed become U+FFFD.
  static func fenced(_ text: String, info: String) -> String {
    var body = String.UnicodeScalarView()
    var longest = 0
    var run = 0
    for scalar in text.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
      switch ControlCharacter(scalar) {
      case .c0(0x09)?, .c0(0x0A)?, nil: body.append(scalar)
      case .c0, .delete, .c1: body.append("\u{FFFD}")
      }
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    let content = String(body)
    return fence + info + "\n" + content + (content.hasSuffix("\n") ? "" : "\n") + fence + "\n"
  }
}
