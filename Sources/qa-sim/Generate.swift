import SceneLifecycle

/// `qa-sim generate --cover transitions --out <dir>`: a small regression suite whose steps together take
/// every reachable phase transition, built from shortest paths (as XState's test model generates them).
enum GenerateCommand {
  /// The line shown after a usage error.
  static let usage =
    "Usage: qa-sim generate --cover transitions --out <dir> (--strategy <name> | --scenario <file>) "
    + "[--lifecycle <style|all>] [--items <n>] [--options all]"

  /// `qa-sim generate --help`.
  static let help = """
    OVERVIEW: Write a small set of scenario files whose steps together take every
    reachable (phase, event, phase) transition at least once. Each file is a
    shortest path from a fresh install and records its current trace, handled
    items and violations as its expectation, so the set is a regression suite.

    USAGE: qa-sim generate --cover transitions --out <dir> (--strategy <name> | --scenario <file>) [<options>]

    OPTIONS:
      --cover transitions     What the set must cover (transitions is the only choice).
      --out <dir>             Where to write the files (created if missing).
      --strategy <name>, --scenario <file>, --lifecycle <style|all>, --items <n>,
      --options <all|defaults>
                              As for qa-sim explore.
      -h, --help              Show help information.

    EXIT STATUS:
      0   The files were written.
      64  The command line is wrong.
      65  The scenario file is invalid.
      66  The scenario file cannot be read, or a file cannot be written.

    """

  /// Runs the command.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    var rest: [String] = []
    var cover: String?
    var output: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "-h" || argument == "--help" {
        context.stdout.write(help)
        return .success
      }
      if argument == "--cover" || argument == "--out" {
        guard index < arguments.count else {
          return usageError("Missing value for '\(argument)'", context: context)
        }
        if argument == "--cover" { cover = arguments[index] } else { output = arguments[index] }
        index += 1
      } else {
        rest.append(argument)
      }
    }
    guard let cover else { return usageError("Missing '--cover transitions'", context: context) }
    guard cover == "transitions" else {
      return usageError(
        "The value '\(displayText(cover, limit: 60))' is invalid for '--cover'; expected transitions", context: context)
    }
    guard let output else { return usageError("Missing '--out <dir>'", context: context) }
    let options: ExploreOptions
    do {
      options = try ExploreOptions.parse(rest)
    } catch {
      return usageError(error.message, context: context)
    }
    let subject: ExploreCommand.Subject
    switch ExploreCommand.makeSubject(options) {
    case .success(let made): subject = made
    case .failure(let error):
      context.diagnostic(error.description)
      return error.status
    }
    var status = ExitStatus.success
    for lifecycle in options.lifecycles ?? [subject.lifecycle] {
      switch generate(subject, lifecycle: lifecycle, allOptions: options.allOptions, directory: output) {
      case .success(let (files, covered)):
        context.stdout.line(
          "\(subject.strategy.name) (\(lifecycle.rawValue)): \(files.count) scenarios cover \(covered) transitions")
        for file in files { context.stdout.line("  \(file)") }
      case .failure(let error):
        context.diagnostic(error.message)
        status = status.merged(with: error.status)
      }
    }
    return status
  }

  private static func usageError(_ message: String, context: CommandContext) -> ExitStatus {
    QASimCommand.usageError(message, usage: usage, helpCommand: "qa-sim generate --help", context: context)
  }

  /// Explores every reachable state, then covers the transitions greedily, longest shortest-path first.
  static func generate(
    _ subject: ExploreCommand.Subject, lifecycle: LifecycleStyle, allOptions: Bool, directory: String
  ) -> Result<([String], Int), FileIOError> {
    let combinations =
      allOptions ? LifecycleOptions.allCombinations(for: lifecycle) : [subject.options.relevant(to: lifecycle)]
    let configuration = ExplorerConfiguration(
      lifecycle: lifecycle, optionCombinations: combinations, strategy: subject.strategy, staticItems: subject.items,
      itemCount: subject.items.count, links: subject.links, depth: ExploreOptions.maximumDepth)
    let report: ExplorationReport
    do {
      report = try Explorer(configuration).run()
    } catch {
      return .failure(FileIOError(message: "qa-sim generate: \(error)", cause: .invalid))
    }
    let keys = report.transitionsTaken.keys.sorted { lhs, rhs in
      let (left, right) = (
        report.transitionsTaken[lhs]?.events.count ?? 0, report.transitionsTaken[rhs]?.events.count ?? 0
      )
      return left != right ? left > right : lhs < rhs
    }
    var covered = Set<ExplorationReport.TransitionKey>()
    var files: [String] = []
    for key in keys where !covered.contains(key) {
      guard let path = report.transitionsTaken[key] else { continue }
      let taken = transitions(along: path, subject: subject, lifecycle: lifecycle)
      covered.formUnion(taken)
      let number = files.count + 1
      let fileName =
        "\(ExploreCommand.fileNamePart(subject.strategy.name))-\(lifecycle.rawValue)-transitions-"
        + (number < 10 ? "0\(number)" : "\(number)") + ".json"
      let description =
        "Generated by qa-sim generate --cover transitions; takes: "
        + taken.sorted().map { "\($0.from.rawValue) --\($0.event.rawValue)--> \($0.to.rawValue)" }.joined(
          separator: "; ")
      let document = ExploreCommand.scenarioDocument(
        name: "\(subject.strategy.name) (\(lifecycle.rawValue)): transitions \(number)", description: description,
        events: path.events, options: path.options, subject: subject, lifecycle: lifecycle)
      switch ExploreCommand.recorded(document, file: fileName) {
      case .failure(let error):
        return .failure(FileIOError(message: "\(fileName): internal error: \(error.description)", cause: .invalid))
      case .success(let (expected, _)):
        switch ExploreCommand.write(expected, directory: directory, fileName: fileName) {
        case .success(let written): files.append(written)
        case .failure(let error): return .failure(error)
        }
      }
    }
    return .success((files, covered.count))
  }

  /// The (phase, event, phase) transitions a path takes.
  static func transitions(along path: Path, subject: ExploreCommand.Subject, lifecycle: LifecycleStyle)
    -> Set<ExplorationReport.TransitionKey>
  {
    var simulator = Simulator(
      lifecycle: lifecycle, options: path.options, strategy: subject.strategy, shortcutItems: subject.items,
      links: subject.links)
    var taken = Set<ExplorationReport.TransitionKey>()
    for event in path.events {
      let before = simulator.phase
      guard simulator.send(event) == nil else { continue }
      taken.insert(ExplorationReport.TransitionKey(from: before, event: event.kind, to: simulator.phase))
    }
    return taken
  }
}
