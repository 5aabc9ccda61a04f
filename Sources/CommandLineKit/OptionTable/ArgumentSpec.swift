import QuickActions
import SceneLifecycle

/// One positional argument of a subcommand's table: its label, how many it takes, its help line, and how
/// it is stored.
package struct ArgumentSpec<Parsed: CommandOptions>: Sendable {
  /// How many values the argument takes.
  package enum Arity: Hashable, Sendable {
    /// Exactly one.
    case one
    /// None or one.
    case optional
    /// One or more: every remaining positional argument.
    case oneOrMore
  }

  /// The label in the help and in `Missing expected argument '<label>'`.
  package let label: String
  /// How many values it takes.
  package let arity: Arity
  /// The default the help shows, if any.
  package let defaultText: String?
  /// The help line (paragraphs separated by `\n`).
  package let help: String
  /// Checks and stores one value.
  package let store: @Sendable (_ parsed: inout Parsed, _ text: String) throws(UsageError) -> Void

  /// How the argument is written in a usage line: `<scenario>`, `[a|b]`, `<file> ...`.
  package var usageForm: String {
    switch arity {
    case .one: label
    case .optional: "[\(label)]"
    case .oneOrMore: label + " ..."
    }
  }

  /// A free-form argument, such as a file name.
  package static func value(
    _ label: String, arity: Arity = .one, help: String, set: @escaping @Sendable (inout Parsed, String) -> Void
  ) -> ArgumentSpec {
    ArgumentSpec(label: label, arity: arity, defaultText: nil, help: help) { parsed, text in set(&parsed, text) }
  }

  /// An argument naming one of `Choice`'s cases; its label lists them (`replay|core|explore|all`) and a
  /// wrong one is `Unknown <noun> 'x'; expected one of: …`.
  package static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _: Choice.Type, noun: String, arity: Arity, default defaultValue: Choice? = nil, help: String,
    set: @escaping @Sendable (inout Parsed, Choice) -> Void
  ) -> ArgumentSpec where Choice.RawValue == String {
    let names = Choice.allCases.map(\.rawValue)
    return ArgumentSpec(
      label: names.joined(separator: "|"), arity: arity, defaultText: defaultValue?.rawValue, help: help
    ) { parsed, text throws(UsageError) in
      guard let choice = Choice(rawValue: text) else {
        throw UsageError(
          message: "Unknown \(noun) '\(Escaping.terminalText(text, limit: 60))'; expected one of: "
            + names.joined(separator: ", "))
      }
      set(&parsed, choice)
    }
  }
}
