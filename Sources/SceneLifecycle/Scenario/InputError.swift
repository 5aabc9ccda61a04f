import QuickActions

/// A problem with one scenario file: where it is (the file, a JSON path or a line and column) and what is wrong.
/// The command line prints it as one line on standard error and maps its ``cause`` to an exit status.
///
/// The line reads `<file>: <json path>: <message>` for structural errors, `<file>:<line>:<column>: <message>`
/// for syntax errors, and `<file>: <message>` for the file as a whole.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where in the file the problem is.
  public enum Location: Hashable, Sendable {
    /// The whole file.
    case file
    /// A JSON path, e.g. `steps[2].event`.
    case path(String)
    /// A 1-based line and column (syntax errors).
    case position(line: Int, column: Int)
  }

  /// Why the file cannot be replayed.
  public enum Cause: Hashable, Sendable {
    /// The file (or the Info.plist it names) cannot be read: missing, unreadable or not a regular file.
    case unreadable
    /// The file is not a valid scenario: syntax, structure, an unknown name, or beyond a limit.
    case invalid
  }

  /// The file, as given on the command line (or as found below a directory argument).
  public let file: String
  /// Where in the file.
  public let location: Location
  /// What is wrong, lower case without a final period.
  public let message: String
  /// Why the file cannot be replayed; the command line exits with 66 for ``Cause/unreadable`` and 65 for
  /// ``Cause/invalid``.
  public let cause: Cause
  /// The limit the file is beyond, when that is what is wrong (the cause is then ``Cause/invalid``); the message
  /// says what the limit is, and a tool around the library may add how to raise it (``appending(_:)``).
  public let limit: InputLimit?

  /// Creates an error.
  public init(file: String, location: Location = .file, message: String, cause: Cause, limit: InputLimit? = nil) {
    self.file = file
    self.location = location
    self.message = message
    self.cause = cause
    self.limit = limit
  }

  /// The same error with `text` added to the end of its message, e.g. a tool's hint on how to raise
  /// ``limit``.
  public func appending(_ text: String) -> InputError {
    InputError(file: file, location: location, message: message + text, cause: cause, limit: limit)
  }

  /// An invalid-scenario error at a JSON path.
  package init(file: String, decoding error: ScenarioDecodingError) {
    self.init(
      file: file, location: error.path.isEmpty ? .file : .path(error.path), message: error.message,
      cause: .invalid)
  }

  /// An invalid-scenario error at a syntax error's position; for the nesting-depth limit, at the JSON
  /// path of the value that nests too deep, with the position in the message and ``InputLimit/depth`` as its
  /// ``limit``.
  package init(file: String, syntax error: JSONSyntaxError) {
    if let path = error.path {
      self.init(
        file: file, location: path.isEmpty ? .file : .path(path),
        message: "\(error.message), at line \(error.line), column \(error.column)", cause: .invalid, limit: .depth)
      return
    }
    self.init(
      file: file, location: .position(line: error.line, column: error.column), message: error.message,
      cause: .invalid)
  }

  /// The JSON path, when there is one.
  public var path: String? {
    if case .path(let path) = location { return path }
    return nil
  }

  /// The one line printed on standard error.
  /// Every part is made safe for a terminal and cut to a readable length, whatever the file holds.
  public var description: String {
    let file = Escaping.terminalText(self.file, limit: 300)
    let message = Escaping.terminalText(self.message, limit: 600)
    switch location {
    case .file: return "\(file): \(message)"
    case .path(let path): return "\(file): \(Escaping.terminalText(path, limit: 300)): \(message)"
    case .position(let line, let column): return "\(file):\(line):\(column): \(message)"
    }
  }
}
