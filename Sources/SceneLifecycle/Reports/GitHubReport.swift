import QuickActions

/// The replay's GitHub Actions report (`qa-sim --format github`): one workflow command per problem, which the
/// runner turns into an annotation on the scenario file's line, then the `N passed, N failed` summary.
///
/// - A failing run: an `::error` per ``ExpectationFailure`` at the line of the JSON path it is about
///   (``ExpectationFailure/sourcePath(trace:listedViolations:)``, found with `JSONSourceMap`; the nearest
///   enclosing value the file has when it lacks that one), its message as the text report words it.
/// - A warning-kind violation the file does not expect (``ScenarioRun/unexpectedWarnings``), and each of an
///   input's ``ReplayReport/Outcome/warnings``: a `::warning`.
/// - An input that could not be replayed: an `::error` at its syntax error's line and column, at the line of its
///   JSON path when the file still parses, or on the file as a whole.
///
/// A passing run adds no command. The library reads no file: `source` hands it each file's bytes (`nil` when they
/// cannot be had, and the commands then name only the file).
/// Commands: https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions
public enum GitHubReport {
  /// One workflow command: an annotation on a file (or on the run as a whole) at a line and column.
  public struct Annotation: Hashable, Sendable {
    /// How GitHub shows it.
    public enum Level: String, Hashable, Sendable {
      /// A failure: red, and counted as an error.
      case error
      /// Worth a look, not failing: amber.
      case warning
    }

    /// How GitHub shows it.
    public let level: Level
    /// The file it is on, as given on the command line; `nil` for the run as a whole.
    public let file: String?
    /// Where in the file; `nil` for the file as a whole.
    public let location: JSONSourceLocation?
    /// The short title GitHub shows above the message.
    public let title: String
    /// The message, as many lines as it takes.
    public let message: String

    /// An annotation.
    public init(level: Level, file: String?, location: JSONSourceLocation?, title: String, message: String) {
      self.level = level
      self.file = file
      self.location = location
      self.title = title
      self.message = message
    }

    /// The workflow command, `::error file=…,line=…,col=…,title=…::<message>`, on one line with no line break at
    /// the end; every value escaped for its place (`Escaping.workflowCommandProperty(_:)`,
    /// `Escaping.workflowCommandMessage(_:)`).
    public var command: String {
      var properties: [String] = []
      if let file { properties.append("file=" + Escaping.workflowCommandProperty(file)) }
      if let location { properties += ["line=\(location.line)", "col=\(location.column)"] }
      properties.append("title=" + Escaping.workflowCommandProperty(title))
      return "::\(level.rawValue) \(properties.joined(separator: ","))::" + Escaping.workflowCommandMessage(message)
    }
  }

  /// The commands, one a line, then the summary line (`N passed, N failed`, and how many files could not be
  /// replayed): everything `qa-sim --format github` prints. With `quiet`, inputs' ``ReplayReport/Outcome/warnings``
  /// are left out, as the text report leaves them out; each message names the run's lifecycle when
  /// `showsLifecycle`.
  public static func document(
    _ report: ReplayReport, quiet: Bool, showsLifecycle: Bool, source: (String) -> [UInt8]?
  ) -> String {
    var text = ""
    for annotation in annotations(report, quiet: quiet, showsLifecycle: showsLifecycle, source: source) {
      text += annotation.command + "\n"
    }
    text += "\(report.passed) passed, \(report.failed) failed\n"
    let errors = report.errors.count
    if errors > 0 { text += "\(errors) \(errors == 1 ? "file" : "files") could not be replayed\n" }
    return text
  }

  /// Every annotation of `report`, in input order (see ``GitHubReport``).
  public static func annotations(
    _ report: ReplayReport, quiet: Bool, showsLifecycle: Bool, source: (String) -> [UInt8]?
  ) -> [Annotation] {
    var annotations: [Annotation] = []
    for outcome in report.outcomes {
      let map = source(outcome.file).flatMap { try? JSONSourceMap($0) }
      if !quiet {
        for warning in outcome.warnings { annotations.append(self.warning(warning, file: outcome.file, map: map)) }
      }
      if let error = outcome.error { annotations.append(self.error(error, map: map)) }
      for run in outcome.runs { annotations += self.annotations(run, showsLifecycle: showsLifecycle, map: map) }
    }
    return annotations
  }

  /// `qa-sim: <name>`, or `qa-sim: <name> [<lifecycle>]`.
  public static func title(_ run: ScenarioRun, showsLifecycle: Bool) -> String {
    "qa-sim: " + run.name + (showsLifecycle ? " [\(run.lifecycle.rawValue)]" : "")
  }

  /// One run's annotations: an error per failure, a warning per unexpected warning-kind violation.
  static func annotations(_ run: ScenarioRun, showsLifecycle: Bool, map: JSONSourceMap?) -> [Annotation] {
    let listed = listedViolations(in: map?.document)
    let title = title(run, showsLifecycle: showsLifecycle)
    let prefix = run.name + (showsLifecycle ? " [\(run.lifecycle.rawValue)]" : "") + ": "
    var annotations = run.failures.map { failure in
      Annotation(
        level: .error, file: run.file,
        location: map?.nearestLocation(of: failure.sourcePath(trace: run.trace, listedViolations: listed)),
        title: title, message: prefix + failure.message(run.wording))
    }
    for warning in run.unexpectedWarnings {
      annotations.append(
        Annotation(
          level: .warning, file: run.file, location: map?.nearestLocation(of: JSONPath.index("steps", warning.step)),
          title: title,
          message: prefix + "\(warning.kind.rawValue) at step \(warning.step): \(warning.message) "
            + "(not in expect.violations)"))
    }
    return annotations
  }

  /// A `warning:` line of an input: at the JSON path it names after the file (`<file>: app.strategy: …`) when
  /// the file has it, else on the file.
  static func warning(_ text: String, file: String, map: JSONSourceMap?) -> Annotation {
    var location: JSONSourceLocation?
    if let map, text.hasPrefix(file + ": ") {
      let rest = text.dropFirst(file.count + 2)
      if let end = rest.firstRange(ofText: ": ") { location = map.location(of: String(rest[..<end.lowerBound])) }
    }
    return Annotation(level: .warning, file: file, location: location, title: "qa-sim: warning", message: text)
  }

  /// An input that could not be replayed, at its position, at its JSON path's line when the file parses, or on
  /// the file.
  static func error(_ error: InputError, map: JSONSourceMap?) -> Annotation {
    let location: JSONSourceLocation?
    switch error.location {
    case .file: location = nil
    case .path(let path): location = map?.nearestLocation(of: path)
    case .position(let line, let column): location = JSONSourceLocation(line: line, column: column)
    }
    return Annotation(
      level: .error, file: error.file, location: location, title: "qa-sim: \(error.cause.label)",
      message: error.description)
  }

  /// The strings of the document's `expect.violations`, as written.
  static func listedViolations(in document: JSONValue?) -> [String] {
    guard case .object(let root)? = document, case .object(let expect)? = root["expect"],
      case .array(let kinds)? = expect["violations"]
    else { return [] }
    return kinds.map { kind in
      if case .string(let text) = kind { return text }
      return ""
    }
  }
}
