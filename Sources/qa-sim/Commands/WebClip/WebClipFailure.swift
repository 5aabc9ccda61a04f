import CommandLineKit

/// A refusal of `qa-sim webclip`: the one line printed after `Error: ` and the exit status.
struct WebClipFailure: Error, Hashable, Sendable {
  /// The line, naming the flag (and the file).
  let message: String
  /// The exit status.
  let status: ExitStatus
}
