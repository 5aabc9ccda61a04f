/// The usage line and the help, written from the table in argument-parser's layout: sections in capitals,
/// labels indented two spaces, descriptions from column 26, lines within 80 columns.
extension OptionTable {
  /// The command line's shape: `(--strategy <name> | --scenario <file>) [<options>]`,
  /// `<scenario> <url-or-item-type> [--format text|json]`.
  package var synopsis: String {
    let requiredParts = required.map { group in
      let forms = group.map { name in option(named: name)?.usageForm ?? name }
      return forms.count == 1 ? forms[0] : "(" + forms.joined(separator: " | ") + ")"
    }
    let argumentParts = arguments.map(\.usageForm)
    let requiredNames = Set(required.joined())
    let optionalParts = options.filter { !requiredNames.contains($0.name) }.map { "[\($0.usageForm)]" }
    let parts =
      listsOptionsInUsage
      ? requiredParts + argumentParts + optionalParts : requiredParts + ["[<options>]"] + argumentParts
    return ([command] + parts).joined(separator: " ")
  }

  /// The line shown after a usage error.
  package var usage: String { "Usage: " + synopsis }

  /// The command that shows this help.
  package var helpCommand: String { command + " --help" }

  /// `<command> --help`: the usage lines and the overview's first paragraph first, so a reader sees how to call the
  /// command before anything else; then the arguments and options; then the overview's other paragraphs, under
  /// DISCUSSION, and the footer.
  package var help: String {
    var sections = [
      "USAGE: " + ([synopsis] + extraUsageLines).joined(separator: "\n       ") + "\n"
    ]
    if let first = overview.first {
      sections.append(Self.wrapped("OVERVIEW: " + first, width: Self.lineWidth).joined(separator: "\n") + "\n")
    }
    if !arguments.isEmpty {
      sections.append(
        "ARGUMENTS:\n"
          + arguments.map { argument in
            Self.row(argument.label, Self.described(argument.help, values: nil, defaultText: argument.defaultText))
          }.joined())
    }
    sections.append(
      "OPTIONS:\n"
        + options.map { option in
          let label = option.names.joined(separator: ", ") + (option.value.map { " " + $0.placeholder } ?? "")
          return Self.row(
            label, Self.described(option.help, values: option.value?.listedValues, defaultText: option.defaultText))
        }.joined()
        + Self.row(Self.helpNames.joined(separator: ", "), "Show help information."))
    let discussion = overview.dropFirst()
    if !discussion.isEmpty {
      sections.append(
        "DISCUSSION:\n"
          + discussion.map { paragraph in
            Self.wrapped(paragraph, width: Self.lineWidth - 2).map { "  " + $0 }.joined(separator: "\n") + "\n"
          }.joined(separator: "\n"))
    }
    if !footer.isEmpty { sections.append(footer) }
    return sections.joined(separator: "\n")
  }

  /// The column descriptions start at.
  package static var descriptionColumn: Int { 26 }
  /// The widest line.
  package static var lineWidth: Int { 80 }

  /// A space the wrapping does not break at, printed as a space.
  package static var noBreakSpace: String { "\u{A0}" }

  /// `help` with `(values: …; default: …)` after its first paragraph.
  package static func described(_ help: String, values: [String]?, defaultText: String?) -> String {
    var notes: [String] = []
    if let values { notes.append("values: " + values.joined(separator: ", ")) }
    // A no-break space keeps `default:` and its value's first word on one line.
    if let defaultText { notes.append("default:" + noBreakSpace + defaultText) }
    guard !notes.isEmpty else { return help }
    var paragraphs = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let suffix = "(" + notes.joined(separator: "; ") + ")"
    paragraphs[0] = paragraphs[0].isEmpty ? suffix : paragraphs[0] + " " + suffix
    return paragraphs.joined(separator: "\n")
  }

  /// A label and its description, wrapped word by word from ``descriptionColumn`` to ``lineWidth``; a
  /// label too long to leave a space before the column gets a line of its own.
  package static func row(_ label: String, _ description: String) -> String {
    let indent = String(repeating: " ", count: descriptionColumn)
    let lines = description.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      wrapped(String($0), width: lineWidth - descriptionColumn)
    }
    let head = "  " + label
    guard let first = lines.first else { return head + "\n" }
    let start =
      head.count < descriptionColumn
      ? head + String(repeating: " ", count: descriptionColumn - head.count) + first : head + "\n" + indent + first
    let text = ([start] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n") + "\n"
    return String(text.map { String($0) == noBreakSpace ? " " : $0 })
  }

  /// `text` cut into lines of at most `width` characters between words (a longer word has its own line).
  package static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
