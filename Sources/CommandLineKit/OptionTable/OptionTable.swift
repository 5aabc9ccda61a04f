import QuickActions
import SceneLifecycle

/// A wrong command line: printed as `Error: <message>`, the usage line and a pointer to `--help`; exit 64.
package struct UsageError: Error, Hashable, Sendable {
  /// What is wrong, as argument-parser phrases it (`Unknown option '--frmat'`).
  package let message: String

  /// An error that says `message`.
  package init(message: String) { self.message = message }
}

/// A subcommand's parsed command line, which its ``OptionTable`` fills in.
package protocol CommandOptions: Sendable {
  /// Every option at its default.
  init()
  /// Whether `-h`/`--help` was given (everything else is then ignored).
  var showHelp: Bool { get set }
  /// Whether the command line asks only for information (help, version), so that missing arguments and
  /// the cross-option rules are not checked.
  var asksOnlyForInformation: Bool { get }
  /// Checks the rules between options that no single row of the table can state.
  /// - Throws: ``UsageError`` naming the rule broken.
  func validate() throws(UsageError)
}

extension CommandOptions {
  /// Only `--help`, by default.
  package var asksOnlyForInformation: Bool { showHelp }
  /// No rules, by default.
  package func validate() throws(UsageError) {}
}

/// A subcommand's declarative command line: its positional arguments, its options and which options are
/// required. It alone parses the command line, writes the usage line and the help's ARGUMENTS and OPTIONS
/// sections, and phrases every usage error, so they cannot drift apart.
///
/// The rules, the same for every subcommand: `--opt value` and `--opt=value` both work; a later occurrence
/// wins; `--` ends the options; a lone `-` is an argument; `-h`/`--help` before `--` wins over everything
/// else; an option the table does not hold is a usage error, with a suggestion when a long name is close.
package struct OptionTable<Parsed: CommandOptions>: Sendable {
  /// The command as typed: `qa-sim`, `qa-sim explore`.
  package let command: String
  /// The help's overview paragraphs, each on one line (the help wraps them), without the `OVERVIEW: ` that
  /// starts the first.
  package let overview: [String]
  /// Usage lines shown after the generated one in the help (`qa-sim <subcommand> [<arguments>]`).
  package var extraUsageLines: [String] = []
  /// The positional arguments, in order.
  package var arguments: [ArgumentSpec<Parsed>] = []
  /// The options, in the order the help lists them (`-h, --help` is added last).
  package let options: [OptionSpec<Parsed>]
  /// Groups of long option names of which exactly one must be given (`[["--strategy", "--scenario"]]`).
  package var required: [[String]] = []
  /// Whether the usage line lists every optional option (`[--files <n>] [--runs <n>]`) or says `[<options>]`.
  package var listsOptionsInUsage = false
  /// The help's sections after OPTIONS (SUBCOMMANDS, EXIT STATUS, ...), written out.
  package var footer = ""

  /// A table: the command's name, its overview lines, its arguments and options, and how the help shows them.
  package init(
    command: String, overview: [String], extraUsageLines: [String] = [], arguments: [ArgumentSpec<Parsed>] = [],
    options: [OptionSpec<Parsed>], required: [[String]] = [], listsOptionsInUsage: Bool = false, footer: String = ""
  ) {
    self.command = command
    self.overview = overview
    self.extraUsageLines = extraUsageLines
    self.arguments = arguments
    self.options = options
    self.required = required
    self.listsOptionsInUsage = listsOptionsInUsage
    self.footer = footer
  }

  /// The names that ask for help.
  package static var helpNames: [String] { ["-h", "--help"] }

  /// The row whose name (long or short) is `name`.
  package func option(named name: String) -> OptionSpec<Parsed>? {
    options.first { $0.name == name || $0.shortName == name }
  }

  /// Parses the arguments that follow the command.
  /// - Throws: ``UsageError`` for an unknown option, a missing or invalid value, a missing or unexpected
  ///   argument, a missing required option, or options the subcommand's rules do not allow together.
  package func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
    var parsed = Parsed()
    if arguments.prefix(while: { $0 != "--" }).contains(where: Self.helpNames.contains) {
      parsed.showHelp = true
      return parsed
    }
    var positional: [String] = []
    var given: Set<String> = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positional += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        positional.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = option(named: name) else {
        throw UsageError(
          message: "Unknown option '\(Escaping.terminalText(argument, limit: 60))'\(optionSuggestion(name))")
      }
      given.insert(spec.name)
      guard let value = spec.value else {
        if inlineValue != nil { throw UsageError(message: "The flag '\(name)' does not take a value") }
        try spec.store(&parsed, "", name)
        continue
      }
      let text: String
      if let inlineValue {
        text = inlineValue
      } else {
        guard index < arguments.count else {
          throw UsageError(message: "Missing value for '\(name) \(value.placeholder)'")
        }
        text = arguments[index]
        index += 1
      }
      try spec.store(&parsed, text, name)
    }
    if parsed.asksOnlyForInformation { return parsed }
    try bind(positional, into: &parsed)
    try checkRequired(given)
    try parsed.validate()
    return parsed
  }

  /// Gives each argument spec its share of the positional arguments.
  private func bind(_ positional: [String], into parsed: inout Parsed) throws(UsageError) {
    var remaining = positional[...]
    for argument in arguments {
      switch argument.arity {
      case .one:
        guard let first = remaining.popFirst() else {
          throw UsageError(message: "Missing expected argument '\(argument.label)'")
        }
        try argument.store(&parsed, first)
      case .optional:
        if let first = remaining.popFirst() { try argument.store(&parsed, first) }
      case .oneOrMore:
        guard !remaining.isEmpty else {
          throw UsageError(message: "Missing expected argument '\(argument.usageForm)'")
        }
        for text in remaining { try argument.store(&parsed, text) }
        remaining = []
      }
    }
    if let extra = remaining.first {
      throw UsageError(message: "Unexpected argument '\(Escaping.terminalText(extra, limit: 60))'")
    }
  }

  /// Checks that exactly one option of each ``required`` group was given.
  private func checkRequired(_ given: Set<String>) throws(UsageError) {
    for group in required {
      let present = group.filter(given.contains)
      if present.isEmpty {
        let forms = group.map { name in option(named: name)?.usageForm ?? name }
        throw UsageError(message: "Missing " + forms.map { "'\($0)'" }.joined(separator: " or "))
      }
      if present.count > 1 {
        throw UsageError(
          message: present.count == 2
            ? "Give either \(present[0]) or \(present[1]), not both"
            : "Give only one of " + present.joined(separator: ", "))
      }
    }
  }

  /// `; did you mean '--format'?` for a long name close to one of the table's, or an empty string.
  private func optionSuggestion(_ name: String) -> String {
    guard name.hasPrefix("--") else { return "" }
    let longNames = options.map(\.name) + ["--help"]
    // argument-parser quotes option names with single quotes.
    return String(suggestion(for: name, among: longNames).map { $0 == "\"" ? "'" : $0 })
  }
}
