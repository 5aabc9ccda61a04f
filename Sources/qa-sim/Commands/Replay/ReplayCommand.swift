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
    return Report(
      outcomes: Parallel.map(items, jobs: options.jobs) {
        let outcome = process($0, options: options)
        progress?.fileDone()
        return outcome
      })
  }

  /// Loads, replays and possibly records one input.
  static func process(_ item: InputItem, options: Options) -> FileOutcome {
    let file: String
    switch item {
    case .error(let error): return .failed(error)
    case .file(let path): file = path
    }
    let loaded: LoadedScenario
    switch ScenarioLoader.load(file: file, limits: options.limits) {
    case .failure(let error): return .failed(error.withFlagHint)
    case .success(let value): loaded = value
    }
    // The deprecated APIs the strategy relies on depend on the SDK it is built with (8e row 4).
    let deprecations = loaded.deprecationNotes(sdk: options.sdk)
    var outcome = replay(loaded, options: options, warnings: loaded.warnings + deprecations.warnings)
    outcome.usesDeprecatedAPIsOnPurpose = deprecations.onPurpose && outcome.error == nil
    return outcome
  }

  /// Replays one loaded scenario (every lifecycle with `--matrix`) and records it with `--record`.
  private static func replay(_ loaded: LoadedScenario, options: Options, warnings: [String]) -> FileOutcome {
    let file = loaded.file
    if options.matrix {
      return FileOutcome(
        file: file, runs: Replay.matrix(loaded, device: options.device, sdk: options.sdk).map(\.inCommandLineWords),
        error: nil,
        warnings: warnings, recorded: false,
        equivalence: Replay.equivalence(loaded))
    }
    let run = Replay.run(loaded, lifecycle: options.lifecycle, device: options.device, sdk: options.sdk)
      .inCommandLineWords
    guard options.record else {
      return FileOutcome(file: file, runs: [run], error: nil, warnings: warnings, recorded: false)
    }
    do {
      let expect = try Recorder.record(loaded, run: run)
      return FileOutcome(
        file: file, runs: [run.rejudged(against: expect)], error: nil, warnings: warnings, recorded: true)
    } catch {
      let failure = InputError(file: file, message: "cannot record: \(error.message)", cause: error.cause)
      return .failed(failure, warnings: warnings)
    }
  }

  /// Warnings and error lines on standard error, in input order (the JSON, JUnit and Mermaid formats).
  static func writeDiagnostics(_ report: Report, quiet: Bool, context: CommandContext) {
    for outcome in report.outcomes {
      if !quiet { outcome.warnings.forEach(context.warn) }
      if let error = outcome.error { context.diagnostic(error.description) }
    }
  }
}
