import SceneLifecycle

/// A wrong command line: printed as `Error: <message>`, the usage line and a pointer to `--help`; exit 64.
struct UsageError: Error, Hashable, Sendable {
  /// What is wrong, as argument-parser phrases it (`Unknown option '--frmat'`).
  let message: String
}

/// The replay report's format.
enum OutputFormat: String, Hashable, Sendable, CaseIterable {
  /// PASS/FAIL lines, traces and diffs for people.
  case text
  /// One JSON document.
  case json
  /// JUnit XML for CI systems.
  case junit
}

/// The replay command line, parsed. Knows nothing about running.
struct Options: Hashable, Sendable {
  /// Files and directories to replay, in order.
  var inputs: [String] = []
  /// The report's format.
  var format = OutputFormat.text
  /// A lifecycle that overrides every file's.
  var lifecycle: LifecycleStyle?
  /// Whether to replay each scenario under all three lifecycles.
  var matrix = false
  /// Whether to write the actual outcome into each file's `expect`.
  var record = false
  /// How many files to replay at once.
  var jobs = 1
  /// Whether to print every trace.
  var verbose = false
  /// Whether to print only failures and the summary.
  var quiet = false
  /// Whether `--help` was given (everything else is then ignored).
  var showHelp = false
  /// Whether `--version` was given.
  var showVersion = false
  /// The file size, step count and nesting depth allowed (`--max-file-size`, `--max-steps`, `--max-depth`).
  var limits = InputLimits.defaults

  /// The value options, for messages and suggestions.
  static let valueOptions = [
    "--format": "<format>", "--lifecycle": "<style>", "--jobs": "<n>", "-j": "<n>", "--max-file-size": "<bytes>",
    "--max-steps": "<n>", "--max-depth": "<n>",
  ]
  /// Every option name.
  static let allNames = [
    "--format", "--lifecycle", "--matrix", "--record", "--jobs", "-j", "--verbose", "-v", "--quiet", "-q", "--version",
    "--help", "-h", "--max-file-size", "--max-steps", "--max-depth",
  ]

  /// Parses the arguments that follow `qa-sim`.
  ///
  /// Value options take their value as the next argument or after `=` (`--format=json`); later
  /// occurrences win. `--` ends the options. `-h`/`--help` wins over everything else.
  /// - Throws: ``UsageError`` for an unknown option, a missing or invalid value, no inputs, or options that
  ///   cannot be combined.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
      options.showHelp = true
      return options
    }
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        options.inputs += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        options.inputs.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if inlineValue != nil, valueOptions[name] == nil, allNames.contains(name) {
        throw UsageError(message: "The flag '\(name)' does not take a value")
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else {
          throw UsageError(message: "Missing value for '\(name) \(valueOptions[name] ?? "<value>")'")
        }
        index += 1
        return arguments[index - 1]
      }
      switch name {
      case "--format": options.format = try choice(try value(), for: name, lookup: OutputFormat.init(rawValue:))
      case "--lifecycle":
        options.lifecycle = try choice(try value(), for: name, lookup: LifecycleStyle.init(rawValue:))
      case "--jobs", "-j": options.jobs = try positiveInteger(try value(), for: name)
      case "--max-file-size":
        let text = try value()
        guard let bytes = InputLimits.parseByteCount(text) else {
          throw UsageError(
            message: "The value '\(displayText(text, limit: 60))' is invalid for '--max-file-size <bytes>'; expected "
              + "a number of bytes from 1 to 4G, optionally with a K, M or G suffix (e.g. 128M)")
        }
        options.limits.maximumFileSize = bytes
      case "--max-steps":
        options.limits.maximumSteps = try limit(try value(), for: name, ceiling: InputLimits.stepsCeiling)
      case "--max-depth":
        options.limits.maximumDepth = try limit(try value(), for: name, ceiling: InputLimits.depthCeiling)
      case "--matrix": options.matrix = true
      case "--record": options.record = true
      case "--verbose", "-v": options.verbose = true
      case "--quiet", "-q": options.quiet = true
      case "--version": options.showVersion = true
      default:
        throw UsageError(message: "Unknown option '\(displayText(argument, limit: 60))'\(optionSuggestion(name))")
      }
    }
    if options.showVersion { return options }
    try options.validate()
    return options
  }

  private func validate() throws(UsageError) {
    if inputs.isEmpty { throw UsageError(message: "Missing expected argument '<file-or-directory> ...'") }
    if verbose, quiet { throw UsageError(message: "--verbose and --quiet cannot be used together") }
    if matrix, lifecycle != nil {
      throw UsageError(message: "--matrix replays every lifecycle, so it cannot be combined with --lifecycle")
    }
    if record, matrix { throw UsageError(message: "--record cannot be combined with --matrix") }
    if record, lifecycle != nil {
      throw UsageError(
        message: "--record cannot be combined with --lifecycle: the recorded trace would not match the file's lifecycle"
      )
    }
  }

  private static func choice<T: RawRepresentable & CaseIterable>(
    _ text: String, for name: String, lookup: (String) -> T?
  ) throws(UsageError) -> T where T.RawValue == String {
    if let value = lookup(text) { return value }
    let values = T.allCases.map(\.rawValue).joined(separator: ", ")
    throw UsageError(
      message: "The value '\(displayText(text, limit: 60))' is invalid for '\(name) \(valueOptions[name] ?? "")'; "
        + "expected one of: \(values)")
  }

  private static func positiveInteger(_ text: String, for name: String) throws(UsageError) -> Int {
    guard let number = Int(text), number >= 1, number <= 1024 else {
      throw UsageError(
        message: "The value '\(displayText(text, limit: 60))' is invalid for '\(name) <n>'; expected a whole number "
          + "from 1 to 1024")
    }
    return number
  }

  private static func limit(_ text: String, for name: String, ceiling: Int) throws(UsageError) -> Int {
    guard let number = Int(text), number >= 1, number <= ceiling else {
      throw UsageError(
        message: "The value '\(displayText(text, limit: 60))' is invalid for '\(name) <n>'; expected a whole number "
          + "from 1 to \(ceiling)")
    }
    return number
  }

  private static func optionSuggestion(_ name: String) -> String {
    let longNames = allNames.filter { $0.hasPrefix("--") }
    guard name.hasPrefix("--") else { return "" }
    // argument-parser quotes option names with single quotes.
    return String(suggestion(for: name, among: longNames).map { $0 == "\"" ? "'" : $0 })
  }
}
