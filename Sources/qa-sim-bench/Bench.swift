import CommandLineKit
import Foundation
import SceneLifecycle

/// `qa-sim-bench`: measures replay speed (files per second through the code path `qa-sim` runs) and the lifecycle
/// model's speed (events per second). Numbers mean something only in a release build. An executable of its own, so
/// the product binary carries no benchmark.
enum BenchCommand {
  /// What to measure.
  enum Target: String, Hashable, Sendable, CaseIterable {
    /// Replaying generated scenario files.
    case replay
    /// `LifecycleMachine.handle` driving `AppRunner<TableStrategy>`.
    case core
    /// The explorer: distinct states per second, bytes per state, `--jobs` speed-up.
    case explore
    /// `conform`'s search on a 10-step log with 4 items and every switch free.
    case conform
    /// All of them.
    case all
  }

  /// What each target measures, for the help.
  static func summary(of target: Target) -> String {
    switch target {
    case .replay:
      "writes <n> scenario files to a temporary directory and replays them in-process through the batch replay "
        + "and text report qa-sim runs; also times one file in-process, and qa-sim on one file in a new process."
    case .core: "lifecycle events per second through LifecycleMachine.handle and AppRunner, one core."
    case .explore:
      "distinct states per second of exhaustive explorations on one core, visited-set bytes per state, and the "
        + "speed-up with one thread per core; then the states, transitions and time that interruption, "
        + "backgroundLaunch, systemTerminate with forceQuit, and the iPad's Dock road each add."
    case .conform:
      "seconds per conformance search of a 10-step log with 4 items and --options all on one core: every callback "
        + "recorded, the scene delegate's only, and each with one callback moved."
    case .all: "each of the above."
    }
  }

  /// The bench command line.
  struct Options: CommandOptions, Hashable {
    /// What to measure.
    var target = Target.all
    /// How many scenario files `replay` generates.
    var files = 1000
    /// How many timed runs; medians are reported.
    var runs = 5
    /// Whether `--help` was given.
    var showHelp = false

    /// Parses the arguments after `bench` with ``BenchCommand/table``.
    /// - Throws: ``UsageError`` for an unknown option or target, a bad number, or a second target.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options { try table.parse(arguments) }
  }

  /// The `qa-sim-bench` command line, declared once: parsing, the help and every usage error come from it.
  static let table = OptionTable<Options>(
    command: "qa-sim-bench",
    overview: [
      "Measure how fast qa-sim replays scenarios and runs its model.",
      "It times scenario replay and the lifecycle model. Use a release build: swift build -c release, then "
        + ".build/release/qa-sim-bench",
    ],
    arguments: [
      .choice(
        Target.self, noun: "benchmark", arity: .optional, default: Options().target,
        help: (["What to measure."] + Target.allCases.map { "\($0.rawValue): \(summary(of: $0))" }).joined(
          separator: "\n")
      ) { $0.target = $1 }
    ],
    options: [
      .wholeNumber(
        "--files", in: 1...100_000, default: "\(Options().files)", help: "How many scenario files replay generates."
      ) {
        $0.files = $1
      },
      .wholeNumber(
        "--runs", in: 1...1000, default: "\(Options().runs)", help: "How many timed runs; medians are reported."
      ) {
        $0.runs = $1
      },
    ],
    listsOptionsInUsage: true)

  /// Runs the benchmark.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let options: Options
    switch table.read(arguments, context: context) {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    #if DEBUG
      context.warn(
        "this is a debug build; for meaningful numbers run: swift build -c release && .build/release/qa-sim-bench")
    #endif
    var status = ExitStatus.success
    if options.target == .replay || options.target == .all {
      status = status.merged(with: ReplayBench(files: options.files, runs: options.runs).run(context: context))
    }
    if options.target == .core || options.target == .all {
      status = status.merged(with: CoreBench(runs: options.runs).run(context: context))
    }
    if options.target == .explore || options.target == .all {
      status = status.merged(with: ExploreBench(runs: options.runs).run(context: context))
    }
    if options.target == .conform || options.target == .all {
      status = status.merged(with: ConformBench(runs: options.runs).run(context: context))
    }
    return status
  }

  /// The median of `values` (the mean of the middle two for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

}
