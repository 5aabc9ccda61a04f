import SceneLifecycle

/// One row of a subcommand's option table: its names, its value, its default and its help line, and how a
/// value is stored into the subcommand's parsed options. Parsing, the help and error messages all read it.
package struct OptionSpec<Parsed: CommandOptions>: Sendable {
  /// The long name (`--jobs`).
  package let name: String
  /// The one-letter alias (`-j`), if any.
  package let shortName: String?
  /// The value it takes; `nil` for a flag.
  package let value: OptionValue?
  /// The default the help shows, if any.
  package let defaultText: String?
  /// The help line (paragraphs separated by `\n`); the help appends the values and the default.
  package let help: String
  /// Checks `text` (empty for a flag) and stores it; `writtenAs` is the name as the user wrote it.
  package let store: @Sendable (_ parsed: inout Parsed, _ text: String, _ writtenAs: String) throws(UsageError) -> Void

  /// An option: its names, the value it takes (`nil` for a flag), its default and help, and how it sets `Parsed`.
  package init(
    name: String, shortName: String?, value: OptionValue?, defaultText: String?, help: String,
    store: @escaping @Sendable (_ parsed: inout Parsed, _ text: String, _ writtenAs: String) throws(UsageError) -> Void
  ) {
    self.name = name
    self.shortName = shortName
    self.value = value
    self.defaultText = defaultText
    self.help = help
    self.store = store
  }

  /// Every spelling, as the help lists them: `-j, --jobs`.
  package var names: [String] { [shortName, name].compactMap { $0 } }

  /// How the option is written in a usage line: `--format text|json`, `--out <dir>`, `--matrix`.
  package var usageForm: String { value.map { name + " " + $0.usageForm } ?? name }

  /// A flag: an option without a value.
  package static func flag(
    _ name: String, short shortName: String? = nil, help: String, set: @escaping @Sendable (inout Parsed) -> Void
  ) -> OptionSpec {
    OptionSpec(name: name, shortName: shortName, value: nil, defaultText: nil, help: help) { parsed, _, _ in
      set(&parsed)
    }
  }

  /// An option whose value is one of `Choice`'s cases, listed in the help from `Choice.allCases`.
  package static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, placeholder: String, of _: Choice.Type, default defaultValue: Choice? = nil, help: String,
    set: @escaping @Sendable (inout Parsed, Choice) -> Void
  ) -> OptionSpec where Choice.RawValue == String {
    converting(
      name, value: .choice(placeholder: placeholder, values: Choice.allCases.map(\.rawValue)),
      default: defaultValue?.rawValue, help: help, Choice.init(rawValue:), set: set)
  }

  /// An option whose value is one of `values` (names computed by the code, such as the built-in strategies).
  package static func choice(
    _ name: String, placeholder: String, values: [String], default defaultText: String? = nil, help: String,
    set: @escaping @Sendable (inout Parsed, String) -> Void
  ) -> OptionSpec {
    converting(
      name, value: .choice(placeholder: placeholder, values: values), default: defaultText, help: help,
      { values.contains($0) ? $0 : nil }, set: set)
  }

  /// An option whose value is a whole number in `range`.
  package static func wholeNumber(
    _ name: String, short shortName: String? = nil, placeholder: String = "<n>", in range: ClosedRange<Int>,
    default defaultText: String? = nil, help: String, set: @escaping @Sendable (inout Parsed, Int) -> Void
  ) -> OptionSpec {
    converting(
      name, short: shortName, value: .wholeNumber(placeholder: placeholder, range: range), default: defaultText,
      help: help, { OptionValue.wholeNumber($0, in: range) }, set: set)
  }

  /// An option whose value is a number of seconds, greater than 0 and at most `maximum`.
  package static func seconds(
    _ name: String, placeholder: String = "<seconds>", maximum: Double, help: String,
    set: @escaping @Sendable (inout Parsed, Double) -> Void
  ) -> OptionSpec {
    converting(
      name, value: .seconds(placeholder: placeholder, maximum: maximum), help: help,
      { OptionValue.seconds($0, maximum: maximum) }, set: set)
  }

  /// An option whose value is a byte count (``InputLimits/parseByteCount(_:)``).
  package static func byteCount(
    _ name: String, placeholder: String = "<bytes>", default defaultText: String? = nil, help: String,
    set: @escaping @Sendable (inout Parsed, Int) -> Void
  ) -> OptionSpec {
    converting(
      name, value: .byteCount(placeholder: placeholder), default: defaultText, help: help,
      InputLimits.parseByteCount, set: set)
  }

  /// An option whose value is any text, such as a file or directory name.
  package static func text(
    _ name: String, placeholder: String, help: String, set: @escaping @Sendable (inout Parsed, String) -> Void
  ) -> OptionSpec {
    converting(name, value: .text(placeholder: placeholder), help: help, { $0 }, set: set)
  }

  /// An option whose text `convert` turns into a value, or rejects with `value`'s error message.
  private static func converting<Converted>(
    _ name: String, short shortName: String? = nil, value: OptionValue, default defaultText: String? = nil,
    help: String, _ convert: @escaping @Sendable (String) -> Converted?,
    set: @escaping @Sendable (inout Parsed, Converted) -> Void
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: shortName, value: value, defaultText: defaultText, help: help
    ) { parsed, text, writtenAs throws(UsageError) in
      guard let converted = convert(text) else { throw value.invalid(text, writtenAs: writtenAs) }
      set(&parsed, converted)
    }
  }

  /// The same option, storing into the `Parsed` held at `path` inside a larger `Outer` (so `generate` can
  /// take `explore`'s options without a second copy of them).
  package func lifted<Outer: CommandOptions>(_ path: WritableKeyPath<Outer, Parsed> & Sendable) -> OptionSpec<Outer> {
    let store = self.store
    return OptionSpec<Outer>(
      name: name, shortName: shortName, value: value, defaultText: defaultText, help: help
    ) { outer, text, writtenAs throws(UsageError) in
      try store(&outer[keyPath: path], text, writtenAs)
    }
  }
}
