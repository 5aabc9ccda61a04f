import CommandLineKit
import SceneLifecycle

/// The `qa-sim` command: picks a subcommand or replays files. `main.swift` only calls
/// ``main(arguments:stdout:stderr:environment:stdoutIsTerminal:stderrIsTerminal:)``.
enum QASimCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// The subcommands, selected by the first argument. Adding one is one line here; its abstract appears in
  /// the help's SUBCOMMANDS section.
  static let subcommands: [Subcommand] = [
    Subcommand(
      name: "explore", abstract: "Check a strategy against every event sequence.",
      run: ExploreCommand.run),
    Subcommand(
      name: "conform", abstract: "Check a device's callback log against the model.", run: ConformCommand.run),
    Subcommand(
      name: "generate", abstract: "Write scenarios covering every reachable transition.",
      run: GenerateCommand.run),
    Subcommand(
      name: "migrate", abstract: "Compare every road before and after adopting scenes.",
      run: MigrateCommand.run),
    Subcommand(
      name: "route", abstract: "Show which route a URL matches and where it leads.", run: RouteCommand.run),
    Subcommand(
      name: "webclip", abstract: "Write a Home Screen web clip that opens a deep link.",
      run: WebClipCommand.run),
  ]

  /// Runs the command.
  /// - Parameters:
  ///   - arguments: the arguments after the program name.
  ///   - stdout: where results go.
  ///   - stderr: where errors, warnings and usage go.
  ///   - environment: the environment (`NO_COLOR`, `CI`).
  ///   - stdoutIsTerminal: whether standard output is a terminal; colour is used only then.
  ///   - stderrIsTerminal: whether standard error is a terminal; a progress line is drawn only then.
  /// - Returns: the exit status (see ``ExitStatus``).
  static func main(
    arguments: [String], stdout: TextSink, stderr: TextSink, environment: [String: String],
    stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false
  ) -> Int32 {
    let context = CommandContext(
      stdout: stdout, stderr: stderr, environment: environment, stdoutIsTerminal: stdoutIsTerminal,
      stderrIsTerminal: stderrIsTerminal)
    return run(arguments, context: context).rawValue
  }

  /// Dispatches on the first argument: a subcommand's name selects it (to replay a file with such a name,
  /// write `./explore`); anything else is the replay command's.
  static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    if let first = arguments.first, let subcommand = subcommands.first(where: { $0.name == first }) {
      return subcommand.run(Array(arguments.dropFirst()), context)
    }
    return ReplayCommand.run(arguments, context: context)
  }
}

/// A subcommand of `qa-sim`.
struct Subcommand: Sendable {
  /// The first argument that selects it.
  let name: String
  /// One line for the help's SUBCOMMANDS section.
  let abstract: String
  /// Runs it with the arguments after its name.
  let run: @Sendable (_ arguments: [String], _ context: CommandContext) -> ExitStatus
}
