import QuickActions

// MARK: - The --matrix table

extension ReplayTextReport {
  /// The `--matrix` table (scenario × lifecycle), then the details of failing cells; the inputs' warnings and
  /// errors come first, in input order.
  func matrixLines(_ report: ReplayReport) -> [Line] {
    let styles = LifecycleStyle.allCases
    var rows: [[String]] = []
    var lines: [Line] = []
    for outcome in report.outcomes {
      lines += diagnostics(of: outcome)
      if let error = outcome.error {
        rows.append([Escaping.terminalText(outcome.file, limit: 300), "error: \(error.cause.label)"])
        continue
      }
      let cells = styles.map { style -> String in
        guard let run = outcome.runs.first(where: { $0.lifecycle == style }) else { return "n/a" }
        var cell = (run.passed ? "PASS" : "FAIL") + (run.judgement == .expectations ? "*" : "")
        let kinds = run.violationKinds.map(\.rawValue)
        if !kinds.isEmpty { cell += " " + kinds.joined(separator: ",") }
        if run.trace.contains(where: { $0.actor == .rejected }) { cell += " rejected" }
        return cell
      }
      rows.append([Escaping.terminalText(outcome.file, limit: 300)] + cells)
    }
    guard !rows.isEmpty else { return lines }
    var table = columns(header: ["scenario"] + styles.map(\.rawValue), rows: rows) { cell, padded in
      if cell.hasPrefix("PASS") { return palette.green(padded) }
      if cell.hasPrefix("FAIL") || cell.hasPrefix("error") { return palette.red(padded) }
      return padded
    }
    table.append(
      palette.dim(
        "* the file's own lifecycle, checked against its expectations; the other columns are checked for "
          + "unexpected error-kind violations and rejected steps."))
    if rows.contains(where: { $0.contains("n/a") }) {
      table.append(palette.dim("n/a: several windows need a scene lifecycle on iPad, so the file is not run there."))
    }
    for outcome in report.outcomes where outcome.equivalence != nil {
      table.append("")
      table += equivalenceLines(outcome)
    }
    let detailed = report.runs.filter { !$0.passed || style.verbose }
    if !detailed.isEmpty { table.append("") }
    for run in detailed { table += self.lines(for: run) }
    return lines + table.map(Line.output)
  }
}
