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
    let header = ["scenario"] + styles.map(\.rawValue)
    var widths = header.map(\.count)
    // Every padded cell sets its column's width: a file that could not be read has only its name and its error,
    // and its name must fit the first column too.
    for row in rows {
      for (column, cell) in row.enumerated() where column < row.count - 1 || row.count == header.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    func render(_ row: [String], colour: Bool) -> String {
      row.enumerated().map { column, cell in
        let padded =
          column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
        guard colour, column > 0 else { return padded }
        if cell.hasPrefix("PASS") { return palette.green(padded) }
        if cell.hasPrefix("FAIL") || cell.hasPrefix("error") { return palette.red(padded) }
        return padded
      }.joined()
    }
    var table = [palette.bold(render(header, colour: false))] + rows.map { render($0, colour: true) }
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
