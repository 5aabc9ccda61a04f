import CommandLineKit
import QuickActions
import SceneLifecycle

/// `qa-sim migrate <scenario>`: runs an app-delegate app's roads (cold, warm, restore, reconnect × quick action,
/// custom-scheme link, universal link) before and after a move to the scene lifecycle and prints, per road, what
/// happens in each lifecycle, the verdict, why, and the callback to implement instead (``MigrationReport``).
enum MigrateCommand {
  /// The report's format.
  enum Format: String, Hashable, Sendable, CaseIterable {
    /// A road table for people.
    case text
    /// One JSON document.
    case json
    /// JUnit XML, a test case per road.
    case junit
  }

  /// The `qa-sim migrate` command line, parsed.
  struct Options: CommandOptions, Hashable {
    /// The scenario file whose app is migrated.
    var scenario = ""
    /// The report's format.
    var format = Format.text
    /// The device the roads run on; `nil` means the scenario's.
    var device: Device?
    /// The SDK the app is built with today (`--sdk`); `nil` means the scenario's.
    var sdk: SDK?
    /// Where to write the migrated app as a scenario file (`--write`); `nil` writes nothing.
    var write: String?
    /// Whether to write the migrated app even when exploring it finds a broken invariant (`--force`).
    var force = false
    /// A readiness for every gate in place of each one's own (`--readiness`); `nil` keeps each gate's.
    var readiness: Readiness?
    /// Whether `--help` was given.
    var showHelp = false

    /// `--force` only qualifies `--write`.
    func validate() throws(UsageError) {
      if force, write == nil { throw UsageError(message: "--force only applies with --write <file>") }
    }
  }

  /// What the report names the app and where it came from.
  struct Subject: Sendable {
    /// The file, as given.
    let file: String
    /// The strategy's name.
    let strategy: String
  }

  /// The `qa-sim migrate` command line, declared once: parsing, the help and every usage error come from it.
  static let table = OptionTable<Options>(
    command: "qa-sim migrate",
    overview: [
      "Check what moving to UIScene does to quick actions and links.",
      "Apps built with the iOS 27 SDK must adopt the UIScene lifecycle (TN3187). This command checks what moving an "
        + "AppDelegate-only app there does to its quick actions and links. Every road (cold, warm, a restored session, a reconnect "
        + "after a system disconnect; a quick action, a custom-scheme link, a universal link) is replayed under the "
        + "appDelegate lifecycle (before) and under the scene and SwiftUI lifecycles (after), judged by the "
        + "invariants, and printed as one line: each lifecycle's outcome and the verdict (works in both, breaks after "
        + "migration, broken before migration, fixed by migration, not handled in either), then why and the "
        + "callback to implement instead.",
      "The scenario's app is used (a built-in strategy or a table in app.strategy, with its items); of its steps, "
        + "only the first link of each kind is used, and its expect is ignored. Without links of its own the roads "
        + "open qasim://link1 and https://example.com/link1.",
    ],
    arguments: [
      .value(
        "<scenario>",
        help: "A scenario file whose app is written for the appDelegate lifecycle (its lifecycle, or "
          + "its strategy's)."
      ) { $0.scenario = $1 }
    ],
    options: [
      .choice("--format", placeholder: "<format>", of: Format.self, default: .text, help: "The report format.") {
        $0.format = $1
      },
      .choice(
        "--device", placeholder: "<device>", values: Device.allCases.map(\.rawValue),
        default: "the scenario's, or iPhone", help: "The device the roads run on."
      ) { options, text in options.device = Device(rawValue: text) },
      .sdk(
        help: "The SDK the app is built with today (default: the scenario's, or 26): the appDelegate runs use it. The "
          + "scene and swiftUI runs use the later of it and 27, the SDK that requires the scene lifecycle (at 27 "
          + "or later an appDelegate app crashes at every launch, so every road is broken before the migration)."
      ) { $0.sdk = $1 },
      .text(
        "--write", placeholder: "<file>",
        help: "Also write the migrated app: a scene-lifecycle table that moves each app-delegate list to its scene "
          + "counterpart (launch-option reads to scene(_:willConnectTo:options:), the deprecated callbacks to "
          + "their scene methods), as a scenario file built with the iOS 27 SDK. The migrated app is explored "
          + "first (depth \(writeDepth)) and written only when no invariant breaks; otherwise the counterexample "
          + "is printed."
      ) { $0.write = $1 },
      .flag("--force", help: "With --write, write the migrated app even when exploring it breaks an invariant.") {
        $0.force = true
      },
      .choice(
        "--readiness", placeholder: "<prompt|anytime|afterFirstActivation>", of: Readiness.self,
        help: "When the app's gates open, for every gate in place of its own \"readiness\" (default: each gate's, "
          + "prompt where it declares none). A road is one run: it opens a prompt or anytime gate as soon as the "
          + "process runs code, an afterFirstActivation one once the UI has been active. With --write, the "
          + "exploration assumes it too; the written app keeps its gates' own declarations."
      ) { $0.readiness = $1 },
    ],
    listsOptionsInUsage: true,
    footer: """
      EXIT STATUS:
        0   Every road works after the migration (roads the app handles in no
            lifecycle are reported and do not count).
        1   A road breaks after the migration, or was broken before and still is.
            With --write: the migrated app breaks an invariant (written only
            with --force); the status then follows the migrated app alone.
        64  The command line is wrong.
        65  The scenario file is invalid, or its app is not an appDelegate app.
        66  The scenario file cannot be read, or the --write file cannot be
            written.

      """)

  /// Runs the command.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let options: Options
    switch table.read(arguments, context: context) {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    let loaded: LoadedScenario
    switch context.loadScenario(options.scenario) {
    case .loaded(let value): loaded = value
    case .exit(let status): return status
    }
    let scenario = loaded.scenario
    guard scenario.fileLifecycle == MigrationReport.beforeLifecycle else {
      context.diagnostic(
        "\(Escaping.terminalText(options.scenario, limit: 300)): lifecycle: qa-sim migrate takes an app written for the "
          + "appDelegate lifecycle; this one uses \(scenario.fileLifecycle.rawValue)")
      return .dataError
    }
    let report = makeReport(loaded, device: options.device, sdk: options.sdk, readiness: options.readiness)
    let subject = Subject(file: options.scenario, strategy: scenario.strategy.name)
    switch options.format {
    case .text:
      context.stdout.text(report.text(strategy: subject.strategy, file: subject.file, palette: context.palette))
    case .json:
      context.stdout.write(
        JSONSerializer().document(report.jsonDocument(file: subject.file, strategy: subject.strategy)))
    case .junit: context.stdout.write(report.junit(file: subject.file))
    }
    guard let destination = options.write else { return report.isClean ? .success : .failure }
    return writeMigrated(
      loaded, to: destination, force: options.force, context: context, format: options.format,
      readiness: options.readiness)
  }

  /// The report for the scenario's app, items and first links, built with `sdk` (the scenario's when `nil`) and the
  /// scenario's scene manifest, every gate ready as `readiness` says when it is given.
  static func makeReport(
    _ loaded: LoadedScenario, device: Device?, sdk: SDK? = nil, readiness: Readiness? = nil
  ) -> MigrationReport {
    let scenario = loaded.scenario
    var customScheme = "qasim://link1"
    var universal = "https://example.com/link1"
    if let url = scenario.steps.lazy.compactMap({ if case .openURL(let url) = $0 { url } else { nil } }).first {
      customScheme = url
    }
    if let url = scenario.steps.lazy.compactMap({ if case .universalLink(let url) = $0 { url } else { nil } }).first {
      universal = url
    }
    return MigrationReport.make(
      strategy: { _ in readiness.map(scenario.strategy.withGateReadiness) ?? scenario.strategy },
      device: device ?? scenario.fileDevice, options: scenario.options,
      shortcutItems: loaded.shortcutItems, customSchemeLink: customScheme, universalLink: universal,
      build: AppBuild(sdk: sdk ?? scenario.fileSDK, sceneManifest: scenario.sceneManifest ?? .configured))
  }
}
