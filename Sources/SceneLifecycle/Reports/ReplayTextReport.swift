import QuickActions

/// The replay's text report: one `PASS`/`FAIL` line per scenario, details for failures (or for every scenario when
/// ``Style/verbose``), and the summary line `N passed, N failed` that CI systems read; with ``Style/matrix``, a table of
/// scenario × lifecycle first. `qa-sim` prints it; the other formats are ``JSONReport``, ``JUnitReport``,
/// ``HTMLReport`` and ``MermaidReport``.
public struct ReplayTextReport: Sendable {
  /// What the report shows, as the command line's flags choose it.
  public struct Style: Hashable, Sendable {
    /// Details for passing runs too (`--verbose`).
    public var verbose = false
    /// No line for a passing run, and no warnings (`--quiet`).
    public var quiet = false
    /// The scenario × lifecycle table (`--matrix`).
    public var matrix = false
    /// Whether the lifecycle was chosen for every file (`--lifecycle`): each run's label then names it.
    public var namesLifecycle = false
    /// Whether the device was chosen for every file (`--device`): each run's label then names it.
    public var namesDevice = false
    /// Whether the SDK was chosen for every file (`--sdk`): each run's label and trace header then name it.
    public var namesSDK = false

    /// The default style: a line per run, details for failures.
    public init() {}
  }

  /// One line of the report and where it goes.
  public enum Line: Hashable, Sendable {
    /// A result line, for standard output.
    case output(String)
    /// A warning, for standard error after `warning: `.
    case warning(String)
    /// An error line, for standard error as it is.
    case diagnostic(String)
  }

  /// What the report shows.
  public let style: Style
  /// The colours.
  public let palette: Palette

  /// A report in `style`, coloured with `palette`.
  public init(style: Style = Style(), palette: Palette = .plain) {
    self.style = style
    self.palette = palette
  }

  /// The report's lines in order: each input's warnings and error, then its results, then the summary.
  public func lines(_ report: ReplayReport) -> [Line] {
    var lines: [Line] = []
    var wroteResults = false
    if style.matrix {
      let matrix = matrixLines(report)
      lines += matrix
      wroteResults = matrix.contains { if case .output = $0 { true } else { false } }
    } else {
      for outcome in report.outcomes {
        lines += diagnostics(of: outcome)
        for run in outcome.runs {
          let runLines = self.lines(for: run, recorded: outcome.recorded)
          lines += runLines.map(Line.output)
          wroteResults = wroteResults || !runLines.isEmpty
        }
      }
    }
    if wroteResults { lines.append(.output("")) }
    lines.append(.output("\(report.passed) passed, \(report.failed) failed"))
    if let roads = Self.equivalenceSummary(report) { lines.append(.output(roads)) }
    let errors = report.errors.count
    if errors > 0 { lines.append(.output("\(errors) \(errors == 1 ? "file" : "files") could not be replayed")) }
    if report.recorded > 0 { lines.append(.output("\(report.recorded) recorded")) }
    let onPurpose = report.deprecatedOnPurpose
    if onPurpose > 0 {
      lines.append(
        .output(
          "\(onPurpose) \(onPurpose == 1 ? "relies" : "rely") on deprecated APIs on purpose (expect.usesDeprecatedAPIs)"
        ))
    }
    return lines
  }

  /// The lines for one run: its result line, then details when it failed (or always with `--verbose`), then
  /// unexpected warnings. Nothing for a passing run under `--quiet`.
  public func lines(for run: ScenarioRun, recorded: Bool = false) -> [String] {
    if run.passed, style.quiet { return [] }
    var label = "\(Escaping.terminalText(run.file, limit: 300))"
    if style.matrix || style.namesLifecycle { label += " [\(run.lifecycle.rawValue)]" }
    if style.namesDevice { label += " [\(run.device.rawValue)]" }
    if style.namesSDK { label += " [\(run.sdk) SDK]" }
    let status = run.passed ? palette.green("PASS") : palette.red("FAIL")
    var lines = ["\(status)  \(label)  \(Escaping.terminalText(run.name))\(recorded ? " (recorded)" : "")"]
    if !run.passed || style.verbose { lines += details(of: run) }
    if !style.quiet {
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
  static func sdkText(_ run: ScenarioRun, _ style: Style) -> String {
    run.sdk != .standard || style.namesSDK ? ", \(run.sdk) SDK" : ""
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
        + " (\(run.lifecycle.rawValue), \(run.device.rawValue)\(Self.sdkText(run, style)), "
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

  /// An input's warnings (unless ``Style/quiet``) and its error, if any.
  func diagnostics(of outcome: ReplayReport.Outcome) -> [Line] {
    (style.quiet ? [] : outcome.warnings.map(Line.warning))
      + (outcome.error.map { [.diagnostic($0.description)] } ?? [])
  }
}
