import CommandLineKit
import SceneLifecycle

/// The `qa-sim conform` command line, parsed. Knows nothing about running.
struct ConformOptions: CommandOptions, Hashable {
  /// The device log.
  var log = ""
  /// The app, lifecycle, device and items: the same flags as `explore`'s.
  var app = ExploreOptions()
  /// The report's format.
  var format = ConformFormat.text
  /// `--write <file>`: save the inferred steps as a regression scenario.
  var write: String?
  /// `--max-unseen-steps`: the most steps the log cannot show.
  var maximumUnseenSteps = ConformanceSearch.Limits.defaults.maximumUnseenSteps
  /// `--max-sequences`: the most matching sequences listed.
  var maximumSequences = ConformanceSearch.Limits.defaults.maximumSequences
  /// `--mid-run`: the log starts after the app has taken steps it does not show.
  var startsMidRun = false
  /// Whether `--help` was given.
  var showHelp = false

  /// The search's limits.
  var limits: ConformanceSearch.Limits {
    ConformanceSearch.Limits(maximumUnseenSteps: maximumUnseenSteps, maximumSequences: maximumSequences)
  }

  /// A lifecycle list of more than one is a usage error: a log comes from one app.
  func validate() throws(UsageError) {
    if let lifecycles = app.lifecycles, lifecycles.count > 1 {
      throw UsageError(message: "--lifecycle all: a device log comes from one lifecycle; name it")
    }
    try app.validate()
  }
}

/// The conform report's format.
enum ConformFormat: String, Hashable, Sendable, CaseIterable {
  /// The verdict, a numbered narrative and the switch values, for people.
  case text
  /// One JSON document with the same content.
  case json
}

extension ConformCommand {
  /// The `qa-sim conform` command line, declared once: parsing, the help and every usage error come from it.
  static let table = OptionTable<ConformOptions>(
    command: "qa-sim conform",
    overview: [
      "Check a device's log of lifecycle callbacks against the model.",
      "It finds the steps (launches, quick actions, links, Home, swipe-aways) and the switch values under which the app's trace, kept to the callbacks the "
        + "log records, is the log; or the first line where the device and the model part.",
      "The log is a file of `[qa-sim] <selector> [<item or URL>] [@<scene>]` lines anywhere in a larger log "
        + "(Xcode's console, log stream), or a plain list of selectors. See the Conformance article.",
    ],
    arguments: [
      .value("<log>", help: "The device log, or a plain list of callbacks.") { $0.log = $1 }
    ],
    options: [
      ExploreOptions.strategySpec.lifted(\.app),
      OptionSpec<ExploreOptions>.text(
        "--scenario", placeholder: "<file>",
        help: "Take the app (strategy and items), lifecycle, device and options from a scenario file; its steps "
          + "are tried too."
      ) { $0.scenario = $1 }.lifted(\.app),
      OptionSpec<ExploreOptions>.choice(
        "--lifecycle", placeholder: "<style>", values: LifecycleStyle.allCases.map(\.rawValue),
        default: "the scenario's, or the strategy's own", help: "The app's lifecycle."
      ) { options, text in options.lifecycles = LifecycleStyle(rawValue: text).map { [$0] } }.lifted(\.app),
      ExploreOptions.deviceSpec.lifted(\.app), ExploreOptions.sdkSpec.lifted(\.app),
      OptionSpec<ExploreOptions>.wholeNumber(
        "--items", in: 0...ExploreOptions.maximumItems, default: "0, or the scenario's own",
        help: "Quick-action types com.example.item1 ... besides the ones the log's performActionFor lines name, 0 to "
          + "\(ExploreOptions.maximumItems)."
      ) { $0.items = $1 }.lifted(\.app),
      ExploreOptions.urlsSpec.lifted(\.app),
      ExploreOptions.universalLinksSpec.lifted(\.app), ExploreOptions.webClipsSpec.lifted(\.app),
      ExploreOptions.notificationsSpec.lifted(\.app), ExploreOptions.activitiesSpec.lifted(\.app),
      ExploreOptions.handoffsSpec.lifted(\.app), ExploreOptions.cloudKitSharesSpec.lifted(\.app),
      ExploreOptions.intentsSpec.lifted(\.app),
      OptionSpec<ExploreOptions>.wholeNumber(
        "--scenes", in: 1...ExploreOptions.maximumScenes, default: "1",
        help: "Declared scenes (windows s1 ...), 1 to \(ExploreOptions.maximumScenes); more than 1 is an iPad app "
          + "with several windows."
      ) { $0.scenes = $1 }.lifted(\.app),
      OptionSpec<ExploreOptions>.choice(
        "--options", placeholder: "<all|defaults>", values: ["all", "defaults"], default: "defaults",
        help: "all: let every inferred-ordering switch the lifecycle reads take any value, and report which values "
          + "reproduce the log."
      ) { $0.allOptions = $1 == "all" }.lifted(\.app),
      .choice(
        "--format", placeholder: "<format>", of: ConformFormat.self, default: .text, help: "The report format."
      ) { $0.format = $1 },
      .text(
        "--write", placeholder: "<file>",
        help: "Save the inferred steps, their switch values and the device's callbacks (as expect.trace) as a "
          + "regression scenario that replays green; when the run breaks an invariant, expect.fixed names it "
          + "(a warning says so) and the file fails until the app is fixed."
      ) { $0.write = $1 },
      .flag(
        "--mid-run",
        help: "The log starts mid-run (the app was already running or in the background): allow up to 3 steps "
          + "before its first line, fewest first, whose callbacks it does not show."
      ) { $0.startsMidRun = true },
      .wholeNumber(
        "--max-unseen-steps", in: 0...8, default: "\(ConformanceSearch.Limits.defaults.maximumUnseenSteps)",
        help: "The most steps a sequence may hold that call no callback the log records (the system suspending "
          + "the app, say), 0 to 8. Sequences with fewer are tried first."
      ) { $0.maximumUnseenSteps = $1 },
      .wholeNumber(
        "--max-sequences", in: 1...1000, default: "\(ConformanceSearch.Limits.defaults.maximumSequences)",
        help: "The most matching step sequences listed when the log cannot tell them apart, 1 to 1000."
      ) { $0.maximumSequences = $1 },
    ],
    listsOptionsInUsage: false,
    footer: """
      EXIT STATUS:
        0   The model reproduces the log under the defaults (or the scenario's
            options).
        1   No step sequence reproduces the log under any combination tried.
        2   The model reproduces the log only with other switch values.
        64  The command line is wrong.
        65  The log or the scenario file is invalid: not text, over a limit, an
            unknown callback, or no callback at all.
        66  The log or the scenario file cannot be read, or --write cannot write.

      """)
}
