import SceneLifecycle

/// The `qa-sim explore` command line, parsed. Knows nothing about running.
struct ExploreOptions: Hashable, Sendable {
  /// Which lifecycles to explore: one, or all three.
  var lifecycles: [LifecycleStyle]?
  /// A built-in strategy's name.
  var strategy: String?
  /// A scenario file whose app, lifecycle and options are explored.
  var scenario: String?
  /// How many distinct quick-action types (when the scenario does not bring its own items); `nil` for the
  /// default, ``itemCount(withLinks:)``.
  var items: Int?
  /// How many custom-scheme URLs the user can open (when the scenario's steps open none).
  var urls = 0
  /// How many universal links the user can tap (when the scenario's steps open none).
  var universalLinks = 0
  /// The most steps in a sequence.
  var depth = 8
  /// Whether to vary every inferred-ordering switch.
  var allOptions = false
  /// The report's format.
  var format = ExploreFormat.text
  /// Where to write counterexamples as scenario files.
  var counterexampleDirectory: String?
  /// Whether to report coverage.
  var coverage = false
  /// Worker threads.
  var jobs = 1
  /// Stop after this many distinct states, with a partial report.
  var maxStates: Int?
  /// Stop after this many seconds (for the whole command), with a partial report.
  var timeout: Double?
  /// Whether to leave the clock-dependent line (time, states per second) out, for byte-identical output.
  var timing = true
  /// Whether `--help` was given.
  var showHelp = false

  /// The most items the Home Screen shows, so the most the user can pick.
  static let maximumItems = 4
  /// The most links of each kind.
  static let maximumLinks = 4
  /// The deepest search accepted.
  static let maximumDepth = 64
  /// The longest `--timeout` accepted: a week.
  static let maximumTimeout: Double = 7 * 24 * 3600

  /// How many generated quick actions to explore: `--items`, or 2 (0 when links are explored, so that a
  /// link's own counterexample is not hidden behind a quick action's).
  func itemCount(withLinks: Bool) -> Int { items ?? (withLinks ? 0 : 2) }

  /// Parses the arguments after `explore`.
  /// - Throws: ``UsageError`` for anything unknown, missing or out of range.
  static func parse(_ arguments: [String]) throws(UsageError) -> ExploreOptions {
    var options = ExploreOptions()
    var index = 0
    func value(for name: String) throws(UsageError) -> String {
      guard index < arguments.count else { throw UsageError(message: "Missing value for '\(name)'") }
      index += 1
      return arguments[index - 1]
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "-h", "--help":
        options.showHelp = true
        return options
      case "--lifecycle":
        let text = try value(for: "--lifecycle <style|all>")
        if text == "all" {
          options.lifecycles = LifecycleStyle.allCases
        } else if let style = LifecycleStyle(rawValue: text) {
          options.lifecycles = [style]
        } else {
          throw UsageError(
            message: "The value '\(displayText(text, limit: 60))' is invalid for '--lifecycle <style|all>'; expected "
              + "one of: appDelegate, scene, swiftUI, all")
        }
      case "--strategy":
        let name = try value(for: "--strategy <name>")
        guard TableStrategy.builtIn(named: name) != nil else {
          throw UsageError(
            message: "Unknown strategy '\(displayText(name, limit: 60))'; expected one of: "
              + TableStrategy.builtInNames.joined(separator: ", ") + " (or --scenario <file> for a custom one)")
        }
        options.strategy = name
      case "--scenario": options.scenario = try value(for: "--scenario <file>")
      case "--items":
        options.items = try number(try value(for: "--items <n>"), for: "--items <n>", in: 0...maximumItems)
      case "--urls":
        options.urls = try number(try value(for: "--urls <n>"), for: "--urls <n>", in: 0...maximumLinks)
      case "--universal-links":
        options.universalLinks = try number(
          try value(for: "--universal-links <n>"), for: "--universal-links <n>", in: 0...maximumLinks)
      case "--depth":
        options.depth = try number(try value(for: "--depth <d>"), for: "--depth <d>", in: 0...maximumDepth)
      case "--options":
        let text = try value(for: "--options <all|defaults>")
        guard text == "all" || text == "defaults" else {
          throw UsageError(
            message: "The value '\(displayText(text, limit: 60))' is invalid for '--options'; expected all or defaults")
        }
        options.allOptions = text == "all"
      case "--format":
        let text = try value(for: "--format <format>")
        guard let format = ExploreFormat(rawValue: text) else {
          throw UsageError(
            message: "The value '\(displayText(text, limit: 60))' is invalid for '--format <format>'; expected one "
              + "of: text, json")
        }
        options.format = format
      case "--write-counterexamples": options.counterexampleDirectory = try value(for: "--write-counterexamples <dir>")
      case "--coverage": options.coverage = true
      case "--jobs", "-j": options.jobs = try number(try value(for: "--jobs <n>"), for: "--jobs <n>", in: 1...256)
      case "--max-states":
        options.maxStates = try number(try value(for: "--max-states <n>"), for: "--max-states <n>", in: 1...1 << 30)
      case "--timeout":
        let text = try value(for: "--timeout <seconds>")
        guard let seconds = Double(text), seconds > 0, seconds <= maximumTimeout else {
          throw UsageError(
            message: "The value '\(displayText(text, limit: 60))' is invalid for '--timeout <seconds>'; expected a "
              + "number of seconds greater than 0 and at most \(Int(maximumTimeout))")
        }
        options.timeout = seconds
      case "--no-timing": options.timing = false
      default:
        throw UsageError(
          message: argument.hasPrefix("-")
            ? "Unknown option '\(displayText(argument, limit: 60))'"
            : "Unexpected argument '\(displayText(argument, limit: 60))'")
      }
    }
    if options.strategy != nil && options.scenario != nil {
      throw UsageError(message: "Give either --strategy or --scenario, not both")
    }
    if options.strategy == nil && options.scenario == nil {
      throw UsageError(message: "Missing '--strategy <name>' or '--scenario <file>'")
    }
    return options
  }

  private static func number(_ text: String, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        message: "The value '\(displayText(text, limit: 60))' is invalid for '\(name)'; expected a whole number from "
          + "\(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }
}

/// The explore report's format.
enum ExploreFormat: String, Hashable, Sendable {
  /// Numbered counterexamples for people.
  case text
  /// One JSON document.
  case json
}

extension ExploreCommand {
  /// The line shown after a usage error.
  static let usage =
    "Usage: qa-sim explore (--strategy <name> | --scenario <file>) [--lifecycle <style|all>] [--items <n>] "
    + "[--urls <n>] [--universal-links <n>] [--depth <d>] [--options all] [--format text|json] [--write-counterexamples <dir>] [--coverage] [--jobs <n>] "
    + "[--max-states <n>] [--timeout <seconds>]"

  /// `qa-sim explore --help`.
  static let help = """
    OVERVIEW: Check a strategy against every sequence of user and system events up
    to a depth, from a fresh install, and print the shortest sequence that breaks
    each invariant. Breadth first over distinct states: each state is stored once.

    USAGE: qa-sim explore (--strategy <name> | --scenario <file>) [<options>]

    OPTIONS:
      --strategy <name>       A built-in strategy: pendingSlot, seedArticle,
                              appleSceneSample, appleLegacySample,
                              legacyGuideInSceneApp, handleAndReturnTrue,
                              performActionOnly, swiftUIAdaptor,
                              openURLContextsOnly, forwardConnectionURLs,
                              onOpenURLOnly.
      --scenario <file>       Take the app (strategy and items), lifecycle and
                              options from a scenario file; of its steps, only
                              the links they open are used.
      --lifecycle <style|all> appDelegate, scene, swiftUI, or all three.
                              (default: the scenario's, or the strategy's own)
      --items <n>             Distinct quick-action types, 0 to 4. (default: 2, or
                              0 when links are explored)
      --urls <n>              Custom-scheme URLs the user can open in any state
                              (qasim://link1 ...), 0 to 4. (default: 0, or the
                              scenario's own openURL steps)
      --universal-links <n>   Universal links (https://example.com/link1 ...),
                              0 to 4. (default: 0, or the scenario's own)
      --depth <d>             The most steps in a sequence, 0 to 64. (default: 8)
      --options <all|defaults>
                              all: also vary every inferred-ordering switch the
                              lifecycle reads. (default: defaults)
      --format <format>       text or json. (default: text)
      --write-counterexamples <dir>
                              Save each shortest counterexample as a scenario file
                              that replays to the same violation.
      --coverage              Report which callbacks and phase transitions were
                              reached, and which reachable ones were not.
      -j, --jobs <n>          Worker threads; results do not depend on it.
      --max-states <n>        Stop after <n> distinct states; the report says it
                              is partial.
      --timeout <seconds>     Stop when the command has run this long (decimals
                              allowed); the report says it is partial.
      --no-timing             Leave out the time and rate, for byte-identical
                              output.
      -h, --help              Show help information.

    EXIT STATUS:
      0   No invariant was broken.
      1   At least one invariant was broken (warnings do not count).
      64  The command line is wrong.
      65  The scenario file is invalid.
      66  The scenario file cannot be read, or a counterexample cannot be written.

    """
}
