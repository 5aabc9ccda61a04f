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
  ///
  /// GitHub shows no summary over 1 MiB, so the summary stays within `limit` bytes (``jobSummaryLimit``): rows past
  /// half of it, and failing runs past the rest, are left out with a line that says how many; a run whose sequence
  /// diagram does not fit keeps its heading and messages, and a line says the diagram is left out.
  public static func jobSummary(_ report: ReplayReport, showsLifecycle: Bool, limit: Int = jobSummaryLimit) -> String {
    var summary = BoundedMarkdown(limit: limit)
    summary.append("## qa-sim replay\n\n| Result | File | Scenario | Lifecycle |\n|---|---|---|---|\n")
    var rows: [String] = []
    for outcome in report.outcomes {
      if let error = outcome.error {
        rows.append(
          "| ERROR | \(Escaping.markdownTableCell(error.file)) | \(Escaping.markdownTableCell(error.cause.label)) | |\n"
        )
      }
      for run in outcome.runs {
        rows.append(
          "| \(run.passed ? "PASS" : "FAIL") | \(Escaping.markdownTableCell(run.file)) | "
            + "\(Escaping.markdownTableCell(run.name)) | \(run.lifecycle.rawValue) |\n")
      }
    }
    for (index, row) in rows.enumerated() where !summary.append(row, within: limit / 2) {
      summary.append("\n_\(rows.count - index) more rows are left out to keep the summary under GitHub's limit._\n")
      break
    }
    var line = "\n\(report.passed) passed, \(report.failed) failed"
    let errors = report.errors.count
    if errors > 0 { line += ", \(errors) \(errors == 1 ? "file" : "files") could not be replayed" }
    summary.append(line + "\n")
    let failing = report.runs.filter { !$0.passed }
    for (index, run) in failing.enumerated() {
      let heading = "\n" + MermaidReport.heading(run, showLifecycle: showsLifecycle) + "\n\n"
      let messages = fenced(run.failures.map { $0.message(run.wording) }.joined(separator: "\n\n"), info: "text")
      let diagram = "\n" + fenced(SequenceDiagram(run: run).mermaid, info: "mermaid")
      if summary.append(heading + messages + diagram, within: limit - BoundedMarkdown.reserve) { continue }
      let leftOut =
        "\n_The sequence diagram (\(diagram.utf8.count) bytes) is left out to keep the summary under GitHub's "
        + "limit._\n"
      if summary.append(heading + messages + leftOut, within: limit - BoundedMarkdown.reserve) { continue }
      summary.append(
        "\n_\(failing.count - index) more failing \(failing.count - index == 1 ? "run is" : "runs are") left out to "
          + "keep the summary under GitHub's limit; the step's log has every failure._\n")
      break
    }
    return summary.text
  }

  /// The most bytes ``jobSummary(_:showsLifecycle:limit:)`` writes: GitHub drops a step summary over 1 MiB
  /// (1,048,576 bytes) entirely.
  public static let jobSummaryLimit = 1_000_000

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

/// Markdown built up to a byte budget.
struct BoundedMarkdown {
  /// What the lines that say what was left out need, kept free until they are written.
  static let reserve = 512
  /// The text so far.
  private(set) var text = ""
  /// Its size in UTF-8 bytes.
  private(set) var bytes = 0
  /// The budget the notes about cuts may use up to.
  let limit: Int

  /// Appends `piece` when the text stays within `bound` bytes with it; returns whether it did.
  @discardableResult
  mutating func append(_ piece: String, within bound: Int) -> Bool {
    let size = piece.utf8.count
    guard bytes + size <= bound else { return false }
    text += piece
    bytes += size
    return true
  }

  /// Appends `piece` whatever its size: the heading, the totals and the notes about cuts, for which the budget keeps
  /// ``reserve`` bytes free.
  mutating func append(_ piece: String) {
    text += piece
    bytes += piece.utf8.count
  }
}
