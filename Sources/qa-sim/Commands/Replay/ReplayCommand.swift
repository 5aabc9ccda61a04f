import CommandLineKit
import SceneLifecycle

/// The default command: replay files and report.
enum ReplayCommand {
  /// Parses `arguments`, replays every input and prints the report.
  static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let options: Options
    switch Options.table.read(arguments, context: context) {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    if options.showVersion {
      context.stdout.line(QASimCommand.version)
      return .success
    }
    if options.record, let ci = context.environment["CI"], !ci.isEmpty {
      return Options.table.usageError(
        "--record is refused because CI is set: recording on CI would hide regressions. Record locally and commit "
          + "the changed files.", context: context)
    }
    let progressLine = ProgressLine.make(context: context, quiet: options.quiet)
    let report = replay(options, progressLine: progressLine)
    progressLine?.clear()
    switch options.format {
    case .text:
      for line in ReplayTextReport(style: options.textStyle, palette: context.palette).lines(report) {
        switch line {
        case .output(let text): context.stdout.line(text)
        case .warning(let text): context.warn(text)
        case .diagnostic(let text): context.diagnostic(text)
        }
      }
    case .json:
      writeDiagnostics(report, quiet: options.quiet, context: context)
      context.stdout.write(JSONReport.document(report))
    case .junit:
      writeDiagnostics(report, quiet: options.quiet, context: context)
      context.stdout.write(JUnitReport.document(report))
    case .html:
      writeDiagnostics(report, quiet: options.quiet, context: context)
      context.stdout.write(HTMLReport.document(report))
    case .mermaid:
      writeDiagnostics(report, quiet: options.quiet, context: context)
      context.stdout.write(MermaidReport.document(report, options: options))
    case .github:
      let showsLifecycle = options.matrix || options.lifecycle != nil
      context.stdout.write(
        GitHubReport.document(
          report, quiet: options.quiet, showsLifecycle: showsLifecycle,
          source: { try? FileIO.read($0, limit: options.limits.maximumFileSize) }))
      StepSummary.append(GitHubReport.jobSummary(report, showsLifecycle: showsLifecycle), context: context)
    }
    return report.exitStatus
  }

  /// Expands the inputs and replays every file (on `options.jobs` threads), recording when asked; with several
  /// files, `progressLine` shows how many are done.
  static func replay(_ options: Options, progressLine: ProgressLine? = nil) -> Report {
    let items = FileIO.expand(options.inputs)
    let progress = items.count > 1 ? progressLine.map { FileProgress(line: $0, total: items.count) } : nil
    return options.batch.replay(items) { progress?.fileDone() }
  }

  /// Warnings and error lines on standard error, in input order (the JSON, JUnit and Mermaid formats).
  static func writeDiagnostics(_ report: Report, quiet: Bool, context: CommandContext) {
    for outcome in report.outcomes {
      if !quiet { outcome.warnings.forEach(context.warn) }
      if let error = outcome.error { context.diagnostic(error.description) }
    }
  }
}
