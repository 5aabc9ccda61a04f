import Foundation
import SceneLifecycle

/// `qa-sim bench`: measures replay speed (files per second through the command's own code path) and the
/// lifecycle model's speed (events per second). Numbers mean something only in a release build.
enum BenchCommand {
  /// What to measure.
  enum Target: String, Hashable, Sendable, CaseIterable {
    /// Replaying generated scenario files.
    case replay
    /// `LifecycleMachine.handle` driving `AppRunner<TableStrategy>`.
    case core
    /// The explorer: distinct states per second, bytes per state, `--jobs` speed-up.
    case explore
    /// All of them.
    case all
  }

  /// The bench command line.
  struct Options: Hashable, Sendable {
    /// What to measure.
    var target = Target.all
    /// How many scenario files `replay` generates.
    var files = 1000
    /// How many timed runs; medians are reported.
    var runs = 5
    /// Whether `--help` was given.
    var showHelp = false

    /// Parses the arguments after `bench`.
    /// - Throws: ``UsageError`` for an unknown option or target, a bad number, or a second target.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var sawTarget = false
      var index = 0
      while index < arguments.count {
        let argument = arguments[index]
        index += 1
        switch argument {
        case "-h", "--help":
          options.showHelp = true
          return options
        case "--files", "--runs":
          guard index < arguments.count else { throw UsageError(message: "Missing value for '\(argument) <n>'") }
          let text = arguments[index]
          index += 1
          let limit = argument == "--files" ? 100_000 : 1000
          guard let number = Int(text), number >= 1, number <= limit else {
            throw UsageError(
              message: "The value '\(displayText(text, limit: 60))' is invalid for '\(argument) <n>'; expected a whole "
                + "number from 1 to \(limit)")
          }
          if argument == "--files" { options.files = number } else { options.runs = number }
        default:
          if argument.hasPrefix("-") {
            throw UsageError(message: "Unknown option '\(displayText(argument, limit: 60))'")
          }
          guard let target = Target(rawValue: argument) else {
            throw UsageError(
              message:
                "Unknown benchmark '\(displayText(argument, limit: 60))'; expected one of: replay, core, explore, all")
          }
          guard !sawTarget else { throw UsageError(message: "Only one benchmark can be named") }
          sawTarget = true
          options.target = target
        }
      }
      return options
    }
  }

  /// The line shown after a usage error.
  static let usage = "Usage: qa-sim bench [replay|core|explore|all] [--files <n>] [--runs <n>]"

  /// `qa-sim bench --help`.
  static let help = """
    OVERVIEW: Measure how fast qa-sim replays scenario files and how fast the
    lifecycle model runs. Use a release build: swift run -c release qa-sim bench

    USAGE: qa-sim bench [replay|core|explore|all] [--files <n>] [--runs <n>]

    ARGUMENTS:
      replay|core|explore|all What to measure. (default: all)
                              replay: writes <n> scenario files to a temporary
                              directory and replays the directory in-process
                              through the command's own code path; also times
                              one file in-process and in a new process.
                              core: lifecycle events per second through
                              LifecycleMachine.handle and AppRunner, one core.
                              explore: distinct states per second of exhaustive
                              explorations on one core, visited-set bytes per
                              state, and the speed-up with one thread per core.

    OPTIONS:
      --files <n>             How many scenario files replay generates.
                              (default: 1000)
      --runs <n>              How many timed runs; medians are reported.
                              (default: 5)
      -h, --help              Show help information.

    """

  /// Runs the benchmark.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      return QASimCommand.usageError(
        error.message, usage: usage, helpCommand: "qa-sim bench --help", context: context)
    }
    if options.showHelp {
      context.stdout.write(help)
      return .success
    }
    #if DEBUG
      context.warn("this is a debug build; for meaningful numbers run: swift run -c release qa-sim bench")
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
    return status
  }

  /// The median of `values` (the mean of the middle two for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Wall time of `body` in seconds.
  static func time(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// `12.3 ms`, `456 µs`, `1.23 s`.
  static func formatDuration(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.1f µs", seconds * 1e6)
  }
}
