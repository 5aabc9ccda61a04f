import CommandLineKit
import QuickActions
import SceneLifecycle

/// `qa-sim explore`: model checking of a strategy through the library's ``Explorer``: option parsing, console output
/// and exit statuses here, the subject, configuration, findings and JSON report in the library.
enum ExploreCommand {
  /// The app under test and where it came from.
  typealias Subject = ExplorationSubject
  /// One lifecycle's exploration and what the report shows of it.
  typealias Section = ExplorationSection
  /// One counterexample with its narration, replayed scenario and, when written, its file.
  typealias Finding = ExplorationFinding

  /// Runs the command.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let options: ExploreOptions
    switch table.read(arguments, context: context) {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    let subject: Subject
    do {
      subject = try makeSubject(options)
    } catch {
      context.diagnostic(error.description)
      return error.status
    }
    let lifecycles = options.lifecycles ?? [subject.lifecycle]
    if options.scenes > 1, lifecycles.contains(.appDelegate) {
      context.diagnostic(
        "qa-sim explore: --scenes \(options.scenes) needs a scene lifecycle; \(subject.label) uses the appDelegate "
          + "style, which has one window (give --lifecycle scene or swiftUI)")
      return .usage
    }
    var graph: String?
    if let format = graphFormat(options) {
      switch stateGraph(subject, lifecycles: lifecycles, options: options, format: format) {
      case .success(let text): graph = text
      case .failure(let refusal):
        context.diagnostic("Error: " + refusal.message)
        return refusal.status
      }
    }
    var sections: [Section] = []
    var status = ExitStatus.success
    let shouldStop = stopCheck(timeout: options.timeout)
    let progressLine = ProgressLine.make(context: context, quiet: options.quiet)
    for lifecycle in lifecycles {
      let result = explore(
        subject, lifecycle: lifecycle, options: options, shouldStop: shouldStop,
        progress: progressLine.map { searchProgress(on: $0, lifecycle: lifecycle) })
      progressLine?.clear()
      switch result {
      case .success(let section):
        sections.append(section)
        if section.findings.contains(where: { !$0.counterexample.kind.isWarning }) {
          status = status.merged(with: .failure)
        }
      case .failure(let error):
        context.diagnostic(error.message)
        status = status.merged(with: error.status)
      }
    }
    if let graph {
      guard let path = options.graphOut else {
        context.stdout.write(graph)
        return status
      }
      if case .failure(let error) = writeGraph(graph, to: path) {
        context.diagnostic("Error: --graph-out \(Escaping.terminalText(path, limit: 300)): \(error.message)")
        status = status.merged(with: error.status)
      }
    }
    switch options.format {
    case .text:
      context.stdout.text(
        Section.text(
          sections, subject: subject, depth: options.depth, namesSDK: options.sdk != nil, timing: options.timing,
          jobs: options.jobs, stopDescription: { stopReason($0, options: options) ?? "" }))
    case .json:
      context.stdout.write(
        JSONSerializer().document(
          Section.jsonDocument(sections, subject: subject, depth: options.depth, timing: options.timing)))
    case .html:
      context.stdout.write(
        HTMLReport.exploration(
          sections, subject: subject, depth: options.depth,
          stopDescription: { stopReason($0, options: options) ?? "" }))
    case .github:
      let source = options.scenario.flatMap { try? FileIO.read($0, limit: InputLimits.defaults.maximumFileSize) }
      for annotation in GitHubReport.exploration(sections, file: options.scenario, source: source) {
        context.stdout.write(annotation.command + "\n")
      }
    }
    return status
  }

  /// The subject from `--strategy` or `--scenario`, with the items, links, web clips and scenes the options generate
  /// for an app that brings none.
  /// - Throws: the scenario file's ``InputError``, as ``ScenarioLoader/load(file:limits:)`` throws it.
  static func makeSubject(_ options: ExploreOptions) throws(InputError) -> Subject {
    let generated = ExplorationSubject.Generated(
      items: options.items, urls: options.urls, universalLinks: options.universalLinks, webClips: options.webClips,
      notifications: options.notifications, activities: options.activities, handoffs: options.handoffs,
      cloudKitShares: options.cloudKitShares, intents: options.intents, scenes: options.scenes)
    if let path = options.scenario {
      let loaded = try ScenarioLoader.load(file: path)
      return Subject(
        scenario: loaded, label: "\(loaded.scenario.strategy.name) from \(path)", generated: generated,
        device: options.device, sdk: options.sdk, readiness: options.readiness)
    }
    let name = options.strategy ?? "pendingSlot"
    return Subject(
      builtIn: TableStrategy.builtIn(named: name) ?? .pendingSlot, label: name, generated: generated,
      device: options.device, sdk: options.sdk, readiness: options.readiness)
  }

  /// `--timeout`: a check that turns true once `timeout` seconds have passed since this call, on a
  /// monotonic clock; `nil` without a timeout. The explorer itself never reads a clock.
  static func stopCheck(timeout: Double?) -> (@Sendable () -> Bool)? {
    guard let timeout else { return nil }
    let deadline = MonotonicInstant.now + .nanoseconds(Int64(timeout * 1e9))
    return { MonotonicInstant.now >= deadline }
  }

  /// What exploring `lifecycle` of `subject` means under `options` (``ExplorationSubject/configuration(lifecycle:allOptions:depth:jobs:maxStates:visited:)``):
  /// the events, options and limits the engine and the state graph share.
  static func configuration(
    _ subject: Subject, lifecycle: LifecycleStyle, options: ExploreOptions
  ) -> ExplorerConfiguration {
    subject.configuration(
      lifecycle: lifecycle, allOptions: options.allOptions, depth: options.depth, jobs: options.jobs,
      maxStates: options.maxStates, visited: options.visited)
  }

  /// Explores one lifecycle, narrates, replays and (optionally) writes each counterexample.
  /// - Parameter progress: told how far the search has come (the progress line, `nil` without one).
  static func explore(
    _ subject: Subject, lifecycle: LifecycleStyle, options: ExploreOptions, shouldStop: (@Sendable () -> Bool)? = nil,
    progress: (@Sendable (ExplorationProgress) -> Void)? = nil
  ) -> Result<Section, FileIOError> {
    let configuration = configuration(subject, lifecycle: lifecycle, options: options)
    let engine: Explorer
    do {
      engine = try Explorer(configuration)
    } catch {
      return .failure(FileIOError(message: "qa-sim explore: \(error)", cause: .invalid))
    }
    var report: ExplorationReport?
    let seconds = TimeSpan.measuring { report = engine.run(shouldStop: shouldStop, progress: progress) }.inSeconds
    guard let report else { return .failure(FileIOError(message: "qa-sim explore: no report", cause: .invalid)) }
    let directory = options.counterexampleDirectory
    var findings = Finding.findings(
      of: report, explorer: engine, subject: subject, lifecycle: lifecycle,
      fileName: directory.map { directory in
        { found in
          // A written file's run is named by its path, as the HTML report shows it; a warning is not written.
          let name = subject.fileName(for: found, lifecycle: lifecycle)
          return found.kind.isWarning ? name : path(in: directory, fileName: name)
        }
      })
    if let directory {
      for index in findings.indices where !findings[index].counterexample.kind.isWarning {
        switch writeCounterexample(findings[index], subject: subject, lifecycle: lifecycle, directory: directory) {
        case .success(let written): findings[index].file = written
        case .failure(let error): return .failure(error)
        }
      }
    }
    let reachable =
      options.coverage
      ? Section.reachable(for: report, configuration: configuration, shouldStop: shouldStop) : nil
    return .success(
      Section(
        lifecycle: lifecycle, combinations: configuration.optionCombinations.count, report: report, seconds: seconds,
        findings: findings, reachable: reachable))
  }
}
