import QuickActions
import SceneLifecycle

/// `qa-sim explore`: model checking of a strategy with the explorer that can explore it (``Explorer``).
enum ExploreCommand {
  /// The app under test and where it came from.
  struct Subject: Sendable {
    /// The strategy.
    let strategy: TableStrategy
    /// The static items.
    let items: [ShortcutItem]
    /// The links the user can open: custom-scheme URLs and universal links.
    let links: [String]
    /// The custom-scheme URLs of ``links`` the user reaches by tapping a Home Screen web clip.
    var webClips: Set<String> = []
    /// The lifecycle when none is asked for.
    let lifecycle: LifecycleStyle
    /// The device explored: `--device`, else the scenario's, else an iPhone; an iPad with `--scenes`.
    var device: Device
    /// The options when `--options all` is not given.
    let options: LifecycleOptions
    /// The scenario file's `app` object, copied into written counterexamples (`nil` for a built-in).
    let appDocument: JSONValue?
    /// What the report calls it.
    let label: String
    /// The SDK the app is built with (`--sdk`, else the scenario's, else 26) and its scene manifest.
    var build: AppBuild = .standard
    /// The declared scenes' ids when the app has several windows (`--scenes`, or a scenario's `app.scenes`), else
    /// empty.
    var sceneIDs: [String] = []
    /// The scenario's own windows (its scenes' activation conditions and routing switches), when it declares
    /// several on iPad; `nil` for generated scenes (`--scenes`) or one window.
    var windows: ScenarioWindows? = nil
    /// `--readiness`, which written files declare where a gate's own declaration would refuse a path found under it.
    var readinessOverride: Readiness? = nil
  }

  /// One lifecycle's exploration and what the report shows of it.
  struct Section: Sendable {
    let lifecycle: LifecycleStyle
    let combinations: Int
    let report: ExplorationReport
    let seconds: Double
    let findings: [Finding]
    /// The exhaustive run coverage is measured against (`nil` without `--coverage`).
    let reachable: ExplorationReport?
  }

  /// One counterexample with its narration and, when written, its file.
  struct Finding: Sendable {
    let counterexample: Counterexample
    let steps: [NarratedStep]
    let file: String?
  }

  /// Runs the command.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let options: ExploreOptions
    switch table.read(arguments, context: context) {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    let subject: Subject
    switch makeSubject(options) {
    case .success(let made): subject = made
    case .failure(let error):
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
        context.diagnostic("Error: --graph-out \(path): \(error.message)")
        status = status.merged(with: error.status)
      }
    }
    switch options.format {
    case .text: context.stdout.write(renderText(sections, subject: subject, options: options))
    case .json:
      context.stdout.write(JSONSerializer().document(renderJSON(sections, subject: subject, options: options)))
    case .html: context.stdout.write(HTMLReport.exploration(sections, subject: subject, options: options))
    }
    return status
  }

  /// The subject from `--strategy` or `--scenario`.
  static func makeSubject(_ options: ExploreOptions) -> Result<Subject, InputError> {
    makeSubjectOnOneWindow(options).map { made in
      var subject = made
      subject.readinessOverride = options.readiness
      guard options.scenes > 1 || subject.windows != nil else { return subject }
      // A scenario's own scenes, with their conditions, win over generated ones.
      if let windows = subject.windows {
        var windowed = subject
        windowed.sceneIDs = windows.ids
        return windowed
      }
      var windowed = subject
      windowed.device = .iPad
      windowed.sceneIDs = ExplorerConfiguration.generatedSceneIDs(options.scenes)
      return windowed
    }
  }

  /// The subject from `--strategy` or `--scenario`, before `--scenes`.
  private static func makeSubjectOnOneWindow(_ options: ExploreOptions) -> Result<Subject, InputError> {
    if let path = options.scenario {
      switch ScenarioLoader.load(file: path) {
      case .failure(let error): return .failure(error)
      case .success(let loaded):
        let scenario = loaded.scenario
        var appDocument: JSONValue?
        if case .object(let root) = loaded.document { appDocument = root["app"] }
        var links = scenarioLinks(scenario)
        var webClips = scenario.exploredWebClips
        if links.isEmpty {
          links = generatedLinks(options)
          webClips = generatedWebClips(options)
        }
        let items =
          loaded.shortcutItems.isEmpty
          ? generatedItems(options.itemCount(withLinks: !links.isEmpty)) : Array(loaded.shortcutItems.prefix(4))
        var build = scenario.fileBuild
        if let sdk = options.sdk { build.sdk = sdk }
        var subject = Subject(
          strategy: scenario.strategy, items: items, links: links, lifecycle: scenario.fileLifecycle,
          device: options.device ?? scenario.fileDevice, options: scenario.options, appDocument: appDocument,
          label: "\(scenario.strategy.name) from \(path)", build: build)
        subject.webClips = webClips
        // The file's windows, where the explored app has them (a scene lifecycle on iPad, 12d row 2).
        if let windows = scenario.windows, subject.device == .iPad, scenario.fileLifecycle.usesScenes {
          subject.windows = windows
        }
        return .success(subject)
      }
    }
    let name = options.strategy ?? "pendingSlot"
    let strategy = TableStrategy.builtIn(named: name) ?? .pendingSlot
    var subject = Subject(
      strategy: strategy, items: generatedItems(options.itemCount(withLinks: !generatedLinks(options).isEmpty)),
      links: generatedLinks(options), lifecycle: strategy.nativeLifecycle, device: options.device ?? .iPhone,
      options: .defaults, appDocument: nil, label: name, build: AppBuild(sdk: options.sdk ?? .standard))
    subject.webClips = generatedWebClips(options)
    return .success(subject)
  }

  /// The distinct links a scenario's steps open, in order: at most ``ExploreOptions/maximumLinks`` of each kind.
  static func scenarioLinks(_ scenario: Scenario) -> [String] { scenario.exploredLinks }

  /// `qasim://link1` … for `--urls`, `qasim://webclip1` … for `--web-clips`, then `https://example.com/link1` …
  /// for `--universal-links`.
  static func generatedLinks(_ options: ExploreOptions) -> [String] {
    (0..<options.urls).map { "qasim://link\($0 + 1)" } + generatedWebClips(options).sorted()
      + (0..<options.universalLinks).map { "https://example.com/link\($0 + 1)" }
  }

  /// `qasim://webclip1` … for `--web-clips`: custom-scheme URLs reached by tapping a Home Screen web clip.
  static func generatedWebClips(_ options: ExploreOptions) -> Set<String> {
    Set((0..<options.webClips).map { "qasim://webclip\($0 + 1)" })
  }

  /// `com.example.item1` … `com.example.itemN`.
  static func generatedItems(_ count: Int) -> [ShortcutItem] { ShortcutItem.generated(count: count) }

  /// `--timeout`: a check that turns true once `timeout` seconds have passed since this call, on a
  /// monotonic clock; `nil` without a timeout. The explorer itself never reads a clock.
  static func stopCheck(timeout: Double?) -> (@Sendable () -> Bool)? {
    guard let timeout else { return nil }
    let deadline = ContinuousClock.now.advanced(by: .nanoseconds(Int64(timeout * 1e9)))
    return { ContinuousClock.now >= deadline }
  }

  /// What exploring `lifecycle` of `subject` means under `options`: the events, options and limits the engine and the
  /// state graph share.
  static func configuration(
    _ subject: Subject, lifecycle: LifecycleStyle, options: ExploreOptions
  ) -> ExplorerConfiguration {
    let combinations =
      options.allOptions
      ? LifecycleOptions.allCombinations(
        for: lifecycle, on: subject.device, deferring: subject.strategy.defersToMainQueue, sdk: subject.build.sdk)
      : [
        subject.options.relevant(
          to: lifecycle, on: subject.device, deferring: subject.strategy.defersToMainQueue, sdk: subject.build.sdk)
      ]
    var configuration = ExplorerConfiguration(
      lifecycle: lifecycle, device: subject.device, optionCombinations: combinations, strategy: subject.strategy,
      staticItems: subject.items,
      itemCount: subject.items.count, links: subject.links, depth: options.depth, jobs: options.jobs,
      maxStates: options.maxStates)
    configuration.readiness = options.readiness
    configuration.build = subject.build
    configuration.webClips = subject.webClips
    configuration.visited = options.visited
    if let windows = subject.windows {
      configuration.setWindows(windows.scenes, routing: windows.routing)
    } else {
      configuration.setScenes(subject.sceneIDs.count)
    }
    return configuration
  }

  /// Explores one lifecycle, narrates and (optionally) writes each counterexample.
  /// - Parameter progress: told how far the search has come (the progress line, `nil` without one).
  static func explore(
    _ subject: Subject, lifecycle: LifecycleStyle, options: ExploreOptions, shouldStop: (@Sendable () -> Bool)? = nil,
    progress: (@Sendable (ExplorationProgress) -> Void)? = nil
  ) -> Result<Section, FileIOError> {
    let configuration = configuration(subject, lifecycle: lifecycle, options: options)
    let combinations = configuration.optionCombinations
    let engine: Explorer
    do {
      engine = try Explorer(configuration)
    } catch {
      return .failure(FileIOError(message: "qa-sim explore: \(error)", cause: .invalid))
    }
    var report: ExplorationReport?
    let seconds = BenchCommand.time { report = engine.run(shouldStop: shouldStop, progress: progress) }
    guard let report else { return .failure(FileIOError(message: "qa-sim explore: no report", cause: .invalid)) }
    var findings: [Finding] = []
    for counterexample in report.counterexamples {
      let steps = engine.narrate(counterexample)
      var file: String?
      if let directory = options.counterexampleDirectory, !counterexample.kind.isWarning {
        switch writeCounterexample(counterexample, subject: subject, lifecycle: lifecycle, directory: directory) {
        case .success(let written): file = written
        case .failure(let error): return .failure(error)
        }
      }
      findings.append(Finding(counterexample: counterexample, steps: steps, file: file))
    }
    var reachable: ExplorationReport?
    if options.coverage {
      if report.exhausted {
        reachable = report
      } else {
        var unbounded = configuration
        unbounded.depth = ExploreOptions.maximumDepth
        unbounded.maxStates = nil
        reachable = try? Explorer(unbounded).run(shouldStop: shouldStop)
      }
    }
    return .success(
      Section(
        lifecycle: lifecycle, combinations: combinations.count, report: report, seconds: seconds, findings: findings,
        reachable: reachable))
  }
}
