import CommandLineKit
import QuickActions
import SceneLifecycle

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The job summary of a GitHub Actions step: Markdown appended to the file the runner names in
/// `GITHUB_STEP_SUMMARY`, which GitHub shows on the run's page.
enum StepSummary {
  /// The environment variable that names the file.
  static let variable = "GITHUB_STEP_SUMMARY"

  /// Appends `markdown` to the file `GITHUB_STEP_SUMMARY` names, in one write (created if missing, as the shell's
  /// `>>` would); does nothing when the variable is unset or empty. A file that cannot be opened or written is one
  /// `qa-sim: GITHUB_STEP_SUMMARY: <path>: <reason>` line on standard error and nothing else: the summary is an
  /// extra, so the exit status stays the verdict's.
  static func append(_ markdown: String, context: CommandContext) {
    guard let path = context.environment[variable], !path.isEmpty else { return }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      context.diagnostic(
        "qa-sim: \(variable): \(Escaping.terminalText(path, limit: 300)): \(FileIO.errorMessage(errno))")
      return
    }
    defer { close(descriptor) }
    if let code = FileIO.writeAll(Array(markdown.utf8), to: descriptor) {
      context.diagnostic(
        "qa-sim: \(variable): \(Escaping.terminalText(path, limit: 300)): \(code == 0 ? "nothing written" : FileIO.errorMessage(code))"
      )
    }
  }
}
