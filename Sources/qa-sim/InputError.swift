/// A problem with one input file, printed as one line on standard error and mapped to an exit status.
///
/// The line reads `<file>: <json path>: <message>` for structural errors, `<file>:<line>:<column>: <message>`
/// for syntax errors, and `<file>: <message>` for the file as a whole.
struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where in the file the problem is.
  enum Location: Hashable, Sendable {
    /// The whole file.
    case file
    /// A JSON path, e.g. `steps[2].event`.
    case path(String)
    /// A 1-based line and column (syntax errors).
    case position(line: Int, column: Int)
  }

  /// The file, as given on the command line (or as found below a directory argument).
  let file: String
  /// Where in the file.
  let location: Location
  /// What is wrong, lower case without a final period.
  let message: String
  /// The exit status it leads to: ``ExitStatus/dataError`` or ``ExitStatus/noInput``.
  let status: ExitStatus

  /// Creates an error.
  init(file: String, location: Location = .file, message: String, status: ExitStatus) {
    self.file = file
    self.location = location
    self.message = message
    self.status = status
  }

  /// An invalid-scenario error (65) at a JSON path.
  init(file: String, decoding error: ScenarioDecodingError) {
    self.init(
      file: file, location: error.path.isEmpty ? .file : .path(error.path), message: error.message,
      status: .dataError)
  }

  /// An invalid-scenario error (65) at a syntax error's position; for the nesting-depth limit, at the JSON
  /// path of the value that nests too deep, naming the flag that raises the limit.
  init(file: String, syntax error: JSONSyntaxError) {
    if let path = error.path {
      self.init(
        file: file, location: path.isEmpty ? .file : .path(path),
        message: "\(error.message), at line \(error.line), column \(error.column); raise the limit with --max-depth",
        status: .dataError)
      return
    }
    self.init(
      file: file, location: .position(line: error.line, column: error.column), message: error.message,
      status: .dataError)
  }

  /// The JSON path, when there is one.
  var path: String? {
    if case .path(let path) = location { return path }
    return nil
  }

  /// The one line printed on standard error.
  /// Every part is made safe for a terminal and cut to a readable length, whatever the file holds.
  var description: String {
    let file = displayText(self.file, limit: 300)
    let message = displayText(self.message, limit: 600)
    switch location {
    case .file: return "\(file): \(message)"
    case .path(let path): return "\(file): \(displayText(path, limit: 300)): \(message)"
    case .position(let line, let column): return "\(file):\(line):\(column): \(message)"
    }
  }
}
