import QuickActions
import SceneLifecycle

/// What an option's value may be: the one description its parsing, its help line and its error message
/// all read.
package enum OptionValue: Hashable, Sendable {
  /// One of a fixed list of names (`--format text`).
  case choice(placeholder: String, values: [String])
  /// A whole number within a range (`--jobs 4`).
  case wholeNumber(placeholder: String, range: ClosedRange<Int>)
  /// A number of seconds, greater than 0 and at most `maximum`; decimals allowed (`--timeout 2.5`).
  case seconds(placeholder: String, maximum: Double)
  /// A byte count with an optional `K`, `M` or `G` suffix (`--max-file-size 128M`).
  case byteCount(placeholder: String)
  /// Any text: a file or directory name.
  case text(placeholder: String)

  /// The most worker threads `--jobs` accepts, in every subcommand that takes it.
  package static let jobsRange = 1...1024

  /// How the value is written in the help and in `Missing value for '--opt <placeholder>'`.
  package var placeholder: String {
    switch self {
    case .choice(let placeholder, _), .wholeNumber(let placeholder, _), .seconds(let placeholder, _),
      .byteCount(let placeholder), .text(let placeholder):
      placeholder
    }
  }

  /// How the value is written in a usage line: a choice of at most three values lists them (`text|json`).
  package var usageForm: String {
    switch self {
    case .choice(_, let values) where values.count <= 3: values.joined(separator: "|")
    case .choice: placeholder
    case .wholeNumber, .seconds, .byteCount, .text: placeholder
    }
  }

  /// The values a help line lists, for a choice.
  package var listedValues: [String]? {
    switch self {
    case .choice(_, let values): values
    case .wholeNumber, .seconds, .byteCount, .text: nil
    }
  }

  /// What a valid value looks like, after `expected` in an error message.
  package var expectation: String {
    switch self {
    case .choice(_, let values): "one of: " + values.joined(separator: ", ")
    case .wholeNumber(_, let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .seconds(_, let maximum): "a number of seconds greater than 0 and at most \(Int(maximum))"
    case .byteCount: "a number of bytes from 1 to 4G, optionally with a K, M or G suffix (e.g. 128M)"
    case .text: "any text"
    }
  }

  /// `The value 'x' is invalid for '--opt <placeholder>'; expected …`, naming the option as it was written.
  package func invalid(_ text: String, writtenAs name: String) -> UsageError {
    UsageError(
      message:
        "The value '\(Escaping.terminalText(text, limit: 60))' is invalid for '\(name) \(placeholder)'; expected "
        + expectation)
  }

  /// The whole number `text` stands for, if it is one within `range`.
  package static func wholeNumber(_ text: String, in range: ClosedRange<Int>) -> Int? {
    guard let number = Int(text), range.contains(number) else { return nil }
    return number
  }

  /// The seconds `text` stands for, if greater than 0 and at most `maximum`.
  package static func seconds(_ text: String, maximum: Double) -> Double? {
    guard let seconds = Double(text), seconds > 0, seconds <= maximum else { return nil }
    return seconds
  }
}
