import QuickActions
import SceneLifecycle

/// The text report: one `PASS`/`FAIL` line per scenario, details for failures (or for every scenario with
/// `--verbose`), and the summary line `N passed, N failed` that CI systems read.
struct TextReport {
  /// The command line (`--verbose`, `--quiet`, `--matrix`).
  let options: Options
  /// The colours.
  let palette: Palette

  /// Writes the report: results to standard output, warnings and errors to standard error, in input order.
  func write(_ report: Report, context: CommandContext) {
    var wroteResults = false
    if options.matrix {
      wroteResults = writeMatrix(report, context: context)
    } else {
      for outcome in report.outcomes {
        writeDiagnostics(of: outcome, context: context)
        for run in outcome.runs {
          let lines = self.lines(for: run, recorded: outcome.recorded)
          lines.forEach { context.stdout.line($0) }
          wroteResults = wroteResults || !lines.isEmpty
        }
      }
    }
    if wroteResults { context.stdout.line() }
    context.stdout.line("\(report.passed) passed, \(report.failed) failed")
    if let roads = Self.equivalenceSummary(report) { context.stdout.line(roads) }
    let errors = report.errors.count
    if errors > 0 { context.stdout.line("\(errors) \(errors == 1 ? "file" : "files") could not be replayed") }
    if report.recorded > 0 { context.stdout.line("\(report.recorded) recorded") }
    let onPurpose = report.deprecatedOnPurpose
    if onPurpose > 0 {
      context.stdout.line(
        "\(onPurpose) \(onPurpose == 1 ? "relies" : "rely") on deprecated APIs on purpose (expect.usesDeprecatedAPIs)")
    }
  }

  /// The lines for one run: its result line, then details when it failed (or always with `--verbose`), then
  /// unexpected warnings. Nothing for a passing run under `--quiet`.
  func lines(for run: ScenarioRun, recorded: Bool = false) -> [String] {
    if run.passed, options.quiet { return [] }
    var label = "\(Escaping.terminalText(run.file, limit: 300))"
    if options.matrix || options.lifecycle != nil { label += " [\(run.lifecycle.rawValue)]" }
    if options.device != nil { label += " [\(run.device.rawValue)]" }
    if options.sdk != nil { label += " [\(run.sdk) SDK]" }
    let status = run.passed ? palette.green("PASS") : palette.red("FAIL")
    var lines = ["\(status)  \(label)  \(Escaping.terminalText(run.name))\(recorded ? " (recorded)" : "")"]
    if !run.passed || options.verbose { lines += details(of: run) }
    if !options.quiet {
      for warning in run.unexpectedWarnings {
        lines.append(
          "  " + palette.yellow("warning:")
            + " \(warning.kind.rawValue) at step \(warning.step): "
            // The message names the scenario's items: one line, its control characters and line breaks escaped, so
            // no item type can start a line of its own (a `::error` workflow command in GitHub Actions).
            + "\(Escaping.terminalText(warning.message, limit: 2_000)) (not in expect.violations)")
      }
    }
    return lines
  }

  /// `, iOS 27 SDK` in a trace header when the run's SDK is not the default or `--sdk` named it; empty otherwise, so
  /// reports of files that name no SDK read as before (UIKit semantics article, 8e row 6).
  static func sdkText(_ run: ScenarioRun, _ options: Options) -> String {
    run.sdk != .standard || options.sdk != nil ? ", \(run.sdk) SDK" : ""
  }

  /// Above a SwiftUI trace, which lines reach which code (UIKit semantics article, 8f row 5); the lines themselves
  /// keep the syntax an expected trace uses, so they can be copied into a scenario.
  static let swiftUILegend =
    "(a view's onChange(of: scenePhase), onOpenURL and onContinueUserActivity get the scenePhase(…), onOpenURL(_:) "
    + "and onContinueUserActivity(_:perform:) lines; scene… and windowScene… lines reach only the custom scene "
    + "delegate; note lines reach no code)"

  /// The failures, the trace grouped by step, and the violations.
  func details(of run: ScenarioRun) -> [String] {
    var lines: [String] = []
    for failure in run.failures {
      for line in failure.message(run.wording).split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append("    " + colouredDiffLine(String(line)))
      }
      lines.append("")
    }
    lines.append(
      "  " + palette.bold("Trace")
        + " (\(run.lifecycle.rawValue), \(run.device.rawValue)\(Self.sdkText(run, options)), "
        + "strategy \(Escaping.terminalText(run.strategy))):")
    if run.lifecycle == .swiftUI { lines.append("    " + palette.dim(Self.swiftUILegend)) }
    lines += traceLines(of: run)
    if !run.violations.isEmpty {
      lines.append("  " + palette.bold("Violations") + ":")
      for violation in run.violations {
        let kind =
          violation.kind.isWarning ? palette.yellow(violation.kind.rawValue) : palette.red(violation.kind.rawValue)
        lines.append("    \(kind) at step \(violation.step): \(Escaping.terminalText(violation.message))")
      }
    }
    return lines
  }

  /// The trace, one header per step (`#2 tapIcon`) with its lines under it.
  func traceLines(of run: ScenarioRun) -> [String] {
    var byStep = [[TraceRecord]](repeating: [], count: run.steps.count)
    for record in run.trace where byStep.indices.contains(record.step) { byStep[record.step].append(record) }
    var lines: [String] = []
    for (index, step) in run.steps.enumerated() {
      lines.append(
        "    " + palette.bold("#\(index) \(Escaping.terminalText(step.summary(gates: run.gates, scenes: run.scenes)))"))
      if byStep[index].isEmpty { lines.append("      " + palette.dim("(no callbacks)")) }
      for record in byStep[index] {
        let text = Escaping.terminalText(record.line, limit: 300)
        switch record.actor {
        case .rejected: lines.append("      " + palette.red(text))
        // A note is the model's comment, not a callback: shown dimmed.
        case .note: lines.append("      " + palette.dim(text))
        case .system, .app: lines.append("      " + text)
        }
      }
    }
    if run.steps.isEmpty { lines.append("    " + palette.dim("(no steps)")) }
    return lines
  }

  private func colouredDiffLine(_ line: String) -> String {
    let text = Escaping.terminalText(line, limit: 400)
    if line.hasPrefix("  - ") { return palette.red(text) }
    if line.hasPrefix("  + ") { return palette.green(text) }
    if line.hasPrefix("  ~ ") { return palette.yellow(text) }
    return text
  }

  private func writeDiagnostics(of outcome: FileOutcome, context: CommandContext) {
    if !options.quiet { outcome.warnings.forEach(context.warn) }
    if let error = outcome.error { context.diagnostic(error.description) }
  }

  // MARK: - Matrix

  /// The `--matrix` table (scenario × lifecycle), then the details of failing cells.
  private func writeMatrix(_ report: Report, context: CommandContext) -> Bool {
    let styles = LifecycleStyle.allCases
    var rows: [[String]] = []
    for outcome in report.outcomes {
      writeDiagnostics(of: outcome, context: context)
      if let error = outcome.error {
        rows.append([Escaping.terminalText(outcome.file, limit: 300), "error: \(error.status.label)"])
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
    guard !rows.isEmpty else { return false }
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
    context.stdout.line(palette.bold(render(header, colour: false)))
    rows.forEach { context.stdout.line(render($0, colour: true)) }
    context.stdout.line(
      palette.dim(
        "* the file's own lifecycle, checked against its expectations; the other columns are checked for "
          + "unexpected error-kind violations and rejected steps."))
    if rows.contains(where: { $0.contains("n/a") }) {
      context.stdout.line(
        palette.dim("n/a: several windows need a scene lifecycle on iPad, so the file is not run there."))
    }
    for outcome in report.outcomes where outcome.equivalence != nil {
      context.stdout.line()
      equivalenceLines(outcome).forEach { context.stdout.line($0) }
    }
    let detailed = report.runs.filter { !$0.passed || options.verbose }
    if !detailed.isEmpty { context.stdout.line() }
    for run in detailed { lines(for: run).forEach { context.stdout.line($0) } }
    return true
  }
}
