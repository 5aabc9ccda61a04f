import CommandLineKit
import SceneLifecycle

extension ExploreCommand {
  /// The `qa-sim explore` command line, declared once: parsing, the help and every usage error come from it.
  static let table = OptionTable<ExploreOptions>(
    command: "qa-sim explore",
    overview: [
      "Check a strategy against every event sequence up to a depth.",
      "From a fresh install, every sequence of user and system events up to the depth is tried, and the shortest "
        + "sequence that breaks each invariant is printed. Breadth first over distinct states: each state is stored "
        + "once.",
    ],
    options: [
      ExploreOptions.strategySpec, ExploreOptions.scenarioSpec, ExploreOptions.lifecycleSpec,
      ExploreOptions.deviceSpec, ExploreOptions.sdkSpec, ExploreOptions.itemsSpec, ExploreOptions.urlsSpec,
      ExploreOptions.universalLinksSpec, ExploreOptions.webClipsSpec, ExploreOptions.notificationsSpec,
      ExploreOptions.activitiesSpec, ExploreOptions.handoffsSpec, ExploreOptions.cloudKitSharesSpec,
      ExploreOptions.intentsSpec,
      .wholeNumber(
        "--scenes", in: 1...ExploreOptions.maximumScenes, default: "\(ExploreOptions().scenes)",
        help: "Declared scenes (windows s1 ...) with default activation conditions, 1 to "
          + "\(ExploreOptions.maximumScenes); more than 1 explores on iPad, with openWindow, closeWindow, focus and "
          + "systemDisconnectScene for every scene."
      ) { $0.scenes = $1 },
      .wholeNumber(
        "--depth", placeholder: "<d>", in: 0...ExploreOptions.maximumDepth, default: "\(ExploreOptions().depth)",
        help: "The most steps in a sequence, 0 to \(ExploreOptions.maximumDepth)."
      ) { $0.depth = $1 },
      ExploreOptions.optionsSpec, ExploreOptions.readinessSpec,
      .choice(
        "--format", placeholder: "<format>", of: ExploreFormat.self, default: ExploreOptions().format,
        help: "The report format; github prints a GitHub Actions annotation per counterexample, on the --scenario "
          + "file's app.strategy line."
      ) { $0.format = $1 },
      .text(
        "--write-counterexamples", placeholder: "<dir>",
        help: "Save each shortest counterexample as a scenario file that replays to the same violation and asserts "
          + "its invariant (expect.fixed): it fails until the app is fixed."
      ) { $0.counterexampleDirectory = $1 },
      .flag(
        "--coverage",
        help: "Report which callbacks and phase transitions were reached, and which reachable ones were not."
      ) { $0.coverage = true },
      ExploreOptions.jobsSpec,
      .choice(
        "--visited", placeholder: "<mode>", of: ExploreOptions.VisitedKind.self, default: .exact,
        help: "How stored states are remembered: exact; hashcompact, a 64-bit digest a state; or bitstate, two bits "
          + "a state in a fixed table (--bitstate-mib). The bounded modes, for spaces beyond memory, can omit "
          + "states: the report says PARTIAL with its probability of omission."
      ) { $0.visitedKind = $1 },
      .wholeNumber(
        "--bitstate-mib", in: 1...1024, default: "\(ExploreOptions().bitstateMiB)",
        help: "The bitstate table's size in MiB, 1 to 1024."
      ) { $0.bitstateMiB = $1 },
      .wholeNumber(
        "--max-states", in: 1...1 << 30, help: "Stop after <n> distinct states; the report says it is partial."
      ) { $0.maxStates = $1 },
      .seconds(
        "--timeout", maximum: ExploreOptions.maximumTimeout,
        help: "Stop when the command has run this long (decimals allowed); the report says it is partial."
      ) { $0.timeout = $1 },
      .flag("--no-timing", help: "Leave out the time and rate, for byte-identical output.") { $0.timing = false },
      .choice(
        "--graph", placeholder: "<format>", of: GraphFormat.self,
        help: "Print the explored state graph (dot: Graphviz DOT) instead of the report, for small configurations: "
          + "a node per distinct state (its phase and what the app holds), an edge per event, the states where an "
          + "invariant broke marked and each shortest counterexample bold."
      ) { $0.graph = $1 },
      .text(
        "--graph-out", placeholder: "<file>",
        help: "Write the state graph to <file> (implies --graph dot); the report still goes to standard output."
      ) { $0.graphOut = $1 },
      .wholeNumber(
        "--graph-max-nodes", in: 1...ExploreOptions.maximumGraphNodes, default: "\(ExploreOptions().graphMaxNodes)",
        help: "Refuse to draw a state graph of more states than this, 1 to \(ExploreOptions.maximumGraphNodes)."
      ) { $0.graphMaxNodes = $1 },
      .flag(
        "--quiet", short: "-q",
        help: "No progress line (shown on standard error only when it is a terminal and CI is not set)."
      ) { $0.quiet = true },
    ],
    required: [[ExploreOptions.strategySpec.name, ExploreOptions.scenarioSpec.name]],
    footer: """
      EXIT STATUS:
        0   No invariant was broken.
        1   At least one invariant was broken (warnings do not count).
        64  The command line is wrong.
        65  The scenario file is invalid.
        66  The scenario file cannot be read, or a counterexample or the graph
            (--graph-out) cannot be written.

      """)
}

/// The rows `explore` shares with `generate`: what is explored, and how many threads explore it.
extension ExploreOptions {
  /// `--strategy <name>`, one of ``TableStrategy/builtInNames``.
  static let strategySpec = OptionSpec<ExploreOptions>.choice(
    "--strategy", placeholder: "<name>", values: TableStrategy.builtInNames,
    help: "A built-in strategy (or --scenario for your own)."
  ) { $0.strategy = $1 }

  /// `--scenario <file>`.
  static let scenarioSpec = OptionSpec<ExploreOptions>.text(
    "--scenario", placeholder: "<file>",
    help: "Take the app (strategy and items), lifecycle and options from a scenario file; of its steps, only the "
      + "links they open are used."
  ) { $0.scenario = $1 }

  /// `--lifecycle <style|all>`: one of ``LifecycleStyle``, or all of them.
  static let lifecycleSpec = OptionSpec<ExploreOptions>.choice(
    "--lifecycle", placeholder: "<style|all>", values: LifecycleStyle.allCases.map(\.rawValue) + ["all"],
    default: "the scenario's, or the strategy's own", help: "One lifecycle, or all of them."
  ) { options, text in
    options.lifecycles = text == "all" ? LifecycleStyle.allCases : LifecycleStyle(rawValue: text).map { [$0] }
  }

  /// `--sdk <major>`: the SDK the app is built with (UIKit semantics article, 8e rows 2 and 6).
  static let sdkSpec = OptionSpec<ExploreOptions>.sdk(
    help: "The major version of the SDK the app is built with (the scenario's, else 26). From 27 an app that has not "
      + "adopted the scene lifecycle crashes at launch (launchCrash); --options all then also tries "
      + "sceneAdoptionCheck for a scene app."
  ) { $0.sdk = $1 }

  /// `--device <device>`: one of ``Device``.
  static let deviceSpec = OptionSpec<ExploreOptions>.choice(
    "--device", placeholder: "<device>", values: Device.allCases.map(\.rawValue),
    default: "the scenario's, or iPhone",
    help: "The device. On iPhone a quick action cannot reach the app in front (the Home Screen replaces it); on "
      + "iPad the Dock's menu can."
  ) { options, text in options.device = Device(rawValue: text) }

  /// `--items <n>`.
  static let itemsSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--items", in: 0...maximumItems, default: "2, or 0 when links are explored",
    help: "Distinct quick-action types, 0 to \(maximumItems)."
  ) { $0.items = $1 }

  /// `--urls <n>`.
  static let urlsSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--urls", in: 0...maximumLinks, default: "0, or the scenario's own openURL steps",
    help: "Custom-scheme URLs the user can open in any state (qasim://link1 ...), 0 to \(maximumLinks)."
  ) { $0.urls = $1 }

  /// `--universal-links <n>`.
  static let universalLinksSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--universal-links", in: 0...maximumLinks, default: "0, or the scenario's own",
    help: "Universal links (https://example.com/link1 ...), 0 to \(maximumLinks)."
  ) { $0.universalLinks = $1 }

  /// `--web-clips <n>`.
  static let webClipsSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--web-clips", in: 0...maximumLinks, default: "0, or the scenario's own webClip steps",
    help: "Home Screen web clips the user can tap in any state, each redirecting to a custom-scheme URL "
      + "(qasim://webclip1 ...), 0 to \(maximumLinks)."
  ) { $0.webClips = $1 }

  /// `--notifications <n>`.
  static let notificationsSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--notifications", in: 0...maximumLinks, default: "0, or the scenario's own notificationTap steps",
    help: "Notifications the user can tap in any state, each carrying a custom-scheme URL "
      + "(qasim://notification1 ...), 0 to \(maximumLinks)."
  ) { $0.notifications = $1 }

  /// `--activities <n>`.
  static let activitiesSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--activities", in: 0...maximumLinks, default: "0, or the scenario's own userActivity steps",
    help: "User activities the app can be opened with in any state, continued whole as a Spotlight result, a Siri "
      + "suggestion or a widget without a URL are (com.example.activity1 ...), 0 to \(maximumLinks)."
  ) { $0.activities = $1 }

  /// `--handoffs <n>`.
  static let handoffsSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--handoffs", in: 0...maximumLinks, default: "0, or the scenario's own handoff steps",
    help: "Activities the user can hand off from another device in any state (com.example.handoff1 ...), 0 to "
      + "\(maximumLinks)."
  ) { $0.handoffs = $1 }

  /// `--cloudkit-shares <n>`.
  static let cloudKitSharesSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--cloudkit-shares", in: 0...maximumLinks, default: "0, or the scenario's own cloudKitShare steps",
    help: "CloudKit share invitations the user can accept in any state (https://www.icloud.com/share/share1 ...), 0 "
      + "to \(maximumLinks)."
  ) { $0.cloudKitShares = $1 }

  /// `--intents <n>`.
  static let intentsSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--intents", in: 0...maximumLinks, default: "0, or the scenario's own appIntent steps",
    help: "App Intents the system can run in any state, each in the foreground, deferred and background modes "
      + "(Intent1 ...), 0 to \(maximumLinks)."
  ) { $0.intents = $1 }

  /// `--options <all|defaults>`.
  static let optionsSpec = OptionSpec<ExploreOptions>.choice(
    "--options", placeholder: "<all|defaults>", values: ["all", "defaults"], default: "defaults",
    help: "all: also vary every inferred-ordering switch the lifecycle reads."
  ) { $0.allOptions = $1 == "all" }

  /// `--readiness <prompt|anytime|afterFirstActivation>`: a ``Readiness`` for every gate, over each one's own.
  static let readinessSpec = OptionSpec<ExploreOptions>.choice(
    "--readiness", placeholder: "<prompt|anytime|afterFirstActivation>", of: Readiness.self,
    help: "When the strategy's gates open (appReady), for every gate in place of its own \"readiness\" (default: "
      + "each gate's, prompt where it declares none). prompt: as soon as the process can run code, so items sent "
      + "during the launch meet the closed gate but the user cannot leave before it opens. anytime: every "
      + "interleaving, the unwinnable race of leaving during the load included. afterFirstActivation: not before "
      + "the UI has been active in this process, then prompt. No effect without gates."
  ) { $0.readiness = $1 }

  /// `-j, --jobs <n>`, within ``OptionValue/jobsRange``.
  static let jobsSpec = OptionSpec<ExploreOptions>.wholeNumber(
    "--jobs", short: "-j", in: OptionValue.jobsRange, default: "\(ExploreOptions().jobs)",
    help:
      "Worker threads; results do not depend on it. --scenes and scene-session slots run on one thread under the "
      + "exact --visited mode, which threads only slowed down."
  ) { $0.jobs = $1 }
}
