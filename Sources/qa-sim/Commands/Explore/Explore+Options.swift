import CommandLineKit
import SceneLifecycle

/// The `qa-sim explore` command line, parsed. Knows nothing about running.
struct ExploreOptions: CommandOptions, Hashable {
  /// Which lifecycles to explore: one, or all three.
  var lifecycles: [LifecycleStyle]?
  /// A built-in strategy's name.
  var strategy: String?
  /// The device to explore on (`--device`); `nil` means the scenario's, or an iPhone.
  var device: Device?
  /// The SDK the app is built with (`--sdk`); `nil` means the scenario's, or 26.
  var sdk: SDK?
  /// A scenario file whose app, lifecycle and options are explored.
  var scenario: String?
  /// How many distinct quick-action types (when the scenario does not bring its own items); `nil` for the
  /// library's default (``ExplorationSubject/Generated/itemCount(withLinks:)``).
  var items: Int?
  /// How many custom-scheme URLs the user can open (when the scenario's steps open none).
  var urls = 0
  /// How many universal links the user can tap (when the scenario's steps open none).
  var universalLinks = 0
  /// How many Home Screen web clips, each redirecting to a custom-scheme URL, the user can tap (when the
  /// scenario's steps open no link).
  var webClips = 0
  /// How many notifications, each carrying a custom-scheme URL, the user can tap (when the scenario's steps open
  /// no link).
  var notifications = 0
  /// How many user activities, continued whole, the user can open the app with (when the scenario's steps open no
  /// link).
  var activities = 0
  /// How many Handoffs the user can continue (when the scenario's steps open no link).
  var handoffs = 0
  /// How many CloudKit shares the user can accept (when the scenario's steps open no link).
  var cloudKitShares = 0
  /// How many App Intents the system can run, each in every mode (when the scenario's steps open no link).
  var intents = 0
  /// The most steps in a sequence.
  var depth = 8
  /// Whether to vary every inferred-ordering switch.
  var allOptions = false
  /// When every readiness gate may open relative to the other events (`--readiness`), replacing each gate's own
  /// declaration; `nil` keeps each gate's.
  var readiness: Readiness?
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
  /// How many declared scenes (windows) the app has, each with default activation conditions (`--scenes`); 1 is
  /// the one-window app. More than one explores on iPad in a scene lifecycle.
  var scenes = 1
  /// `--visited`: how the search remembers states.
  var visitedKind = VisitedKind.exact
  /// `--bitstate-mib`: the bitstate table's size in MiB.
  var bitstateMiB = 16
  /// How the search remembers states: `exact`, or a bounded mode whose report is partial.
  var visited: VisitedMode {
    switch visitedKind {
    case .exact: .exact
    case .hashcompact: .hashCompaction
    case .bitstate: .bitstate(bits: bitstateMiB * (8 << 20))
    }
  }

  /// The values of `--visited`.
  enum VisitedKind: String, CaseIterable, Sendable {
    /// Every state's 128-bit digest.
    case exact
    /// A 64-bit digest a state (hash compaction).
    case hashcompact
    /// Two bits a state in a fixed table (bitstate hashing).
    case bitstate
  }
  /// Whether `--help` was given.
  var showHelp = false
  /// `--graph`: draw the explored state graph in this format instead of printing the report.
  var graph: GraphFormat?
  /// `--graph-out`: the file the state graph goes to (the report then goes to standard output).
  var graphOut: String?
  /// `--graph-max-nodes`: the most states a drawn graph may have.
  var graphMaxNodes = 200
  /// `--quiet`: no progress line on standard error.
  var quiet = false

  /// The most items the Home Screen shows, so the most the user can pick.
  static let maximumItems = 4
  /// The most links of each kind.
  static let maximumLinks = Scenario.maximumExploredLinks
  /// The most declared scenes `--scenes` takes.
  static let maximumScenes = 4
  /// The deepest search accepted.
  static let maximumDepth = ExplorationSubject.maximumDepth
  /// The longest `--timeout` accepted: a week.
  static let maximumTimeout: Double = 7 * 24 * 3600
  /// The largest `--graph-max-nodes` accepted: beyond it Graphviz takes minutes and nobody reads the picture.
  static let maximumGraphNodes = 10_000

  /// Several windows need an iPad and a scene lifecycle: `--scenes` with `--device iPhone` or with the appDelegate
  /// style is a usage error that names the flag.
  func validate() throws(UsageError) {
    guard scenes > 1 else { return }
    if device == .iPhone {
      throw UsageError(message: "--scenes \(scenes) needs an iPad (several windows); leave out --device iPhone")
    }
    if lifecycles?.contains(.appDelegate) == true {
      throw UsageError(
        message: "--scenes \(scenes) needs a scene lifecycle; the appDelegate style has one window")
    }
  }

  /// Parses the arguments after `explore` with ``ExploreCommand/table``.
  /// - Throws: ``UsageError`` for anything unknown, missing or out of range.
  static func parse(_ arguments: [String]) throws(UsageError) -> ExploreOptions {
    try ExploreCommand.table.parse(arguments)
  }
}

/// The formats of `--graph`.
enum GraphFormat: String, Hashable, Sendable, CaseIterable {
  /// Graphviz DOT (https://graphviz.org/doc/info/lang.html).
  case dot
}

/// The explore report's format.
enum ExploreFormat: String, Hashable, Sendable, CaseIterable {
  /// Numbered counterexamples for people.
  case text
  /// One JSON document.
  case json
  /// One self-contained HTML page with a sequence diagram per counterexample.
  case html
  /// GitHub Actions workflow commands: one annotation per counterexample on the explored scenario file.
  case github
}
