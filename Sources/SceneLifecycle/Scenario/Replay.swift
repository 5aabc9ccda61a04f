import QuickActions

/// How a run is judged.
public enum Judgement: String, Hashable, Sendable {
  /// Against the file's `expect` (or, without one, "no error-kind violations").
  case expectations
  /// In a `--matrix` column other than the file's own lifecycle: no error-kind violations beyond those the
  /// file expects, and no rejected step. The expected trace belongs to the file's lifecycle, so it is not
  /// compared.
  case invariants
}

/// One trace line of a run, with what reports need.
public struct TraceRecord: Hashable, Sendable {
  /// The 0-based step index.
  public let step: Int
  /// `system`, `app`, `rejected` or `note`.
  public let actor: TraceEntry.Actor
  /// The callback selector, app action or refused event.
  public let name: String
  /// What follows the name: the item type or URL, or a navigation step's route or state; `nil` when nothing.
  public let item: String?
  /// The `<actor> <name>[ <item>]` line.
  public let line: String
  /// For a refused step, why it was refused.
  public let rejection: String?
  /// For a refused step, the model's reason (which decides the hint); `nil` otherwise.
  public let rejectionReason: Rejection.Reason?
  /// In a run with several windows, the id of the declared scene a scene callback goes to; `nil` otherwise.
  public var scene: String? = nil
  /// The type of the item, or the URL of the link, the line concerns, without what ``item`` adds to tell items of
  /// one type apart: what the app's own code reads (`shortcutItem.type`), and so what a device log shows.
  public var itemType: String? = nil

  /// A record of these fields, as replay makes them from the model's entries (``init(_:catalog:sceneIDs:)``).
  package init(
    step: Int, actor: TraceEntry.Actor, name: String, item: String?, line: String, rejection: String?,
    rejectionReason: Rejection.Reason?, scene: String? = nil, itemType: String? = nil
  ) {
    self.step = step
    self.actor = actor
    self.name = name
    self.item = item
    self.line = line
    self.rejection = rejection
    self.rejectionReason = rejectionReason
    self.scene = scene
    self.itemType = itemType
  }
}

/// One broken invariant, with the item's type and a message.
public struct ViolationRecord: Hashable, Sendable {
  /// Which invariant.
  public let kind: ViolationKind
  /// The item type concerned.
  public let item: String
  /// The 0-based step at which it was detected.
  public let step: Int
  /// A one-line explanation.
  public let message: String

  /// A broken invariant `kind` for the item type `item`, detected at `step`, explained by `message`.
  public init(kind: ViolationKind, item: String, step: Int, message: String) {
    self.kind = kind
    self.item = item
    self.step = step
    self.message = message
  }
}

/// The outcome of replaying one scenario under one lifecycle.
public struct ScenarioRun: Hashable, Sendable {
  /// The file, as given.
  public let file: String
  /// The scenario's name.
  public let name: String
  /// The strategy's name.
  public let strategy: String
  /// The lifecycle it ran under.
  public let lifecycle: LifecycleStyle
  /// The device it ran on.
  public let device: Device
  /// The SDK the app was built with.
  public var sdk: SDK = .standard
  /// How it was judged.
  public let judgement: Judgement
  /// The steps, for trace headers.
  public let steps: [ScenarioStep]
  /// Every trace line.
  public let trace: [TraceRecord]
  /// The handled items, in order, each by its type (told apart by ``ItemCatalog/name(of:)`` when items share one).
  public let handled: [String]
  /// Every violation, warnings included.
  public let violations: [ViolationRecord]
  /// Why it failed, if it did.
  public let failures: [ExpectationFailure]
  /// Warning-kind violations the file does not expect: reported, not failing.
  public let unexpectedWarnings: [ViolationRecord]
  /// Where the app's navigation ended; `nil` when the app has no routes.
  public var navigation: NavigationState? = nil
  /// The strategy's readiness gates, which name the gates of `appReady` steps in trace headers.
  public var gates: [Gate] = []
  /// The declared scenes' ids, which name the scenes of window steps in trace headers; empty with one window.
  public var scenes: [String] = []

  /// How the failures' hints phrase their remedies: the library's own unless a tool sets its own before
  /// rendering (the command line names its flags).
  public var wording: RemedyWording = .library

  /// Whether it passed.
  public var passed: Bool { failures.isEmpty }

  /// The kinds that occurred, each once, in declaration order.
  public var violationKinds: [ViolationKind] { Array(Set(violations.map(\.kind))).sorted() }

  /// Every failure's text in ``wording``, or `nil` when it passed (the JSON report's `mismatch`).
  public var mismatch: String? {
    failures.isEmpty ? nil : failures.map { $0.message(wording) }.joined(separator: "\n\n")
  }
}

/// Runs scenarios through the lifecycle model (`Simulator<TableStrategy>`) and judges the outcome.
package enum Replay {
  /// Replays `loaded` once.
  /// - Parameters:
  ///   - loaded: the scenario.
  ///   - lifecycle: the lifecycle to run under; `nil` means the file's.
  ///   - device: the device to run on; `nil` means the file's.
  ///   - sdk: the SDK the app is built with; `nil` means the file's (``Scenario/fileSDK``).
  ///   - judgement: how to judge the run.
  package static func run(
    _ loaded: LoadedScenario, lifecycle: LifecycleStyle? = nil, device: Device? = nil, sdk: SDK? = nil,
    judgement: Judgement = .expectations
  ) -> ScenarioRun {
    run(
      loaded.scenario, shortcutItems: loaded.shortcutItems, file: loaded.file, lifecycle: lifecycle, device: device,
      sdk: sdk, judgement: judgement)
  }

  /// Replays a scenario value once, as ``run(_:lifecycle:device:sdk:judgement:)`` replays a loaded file.
  /// - Parameters:
  ///   - scenario: the scenario.
  ///   - shortcutItems: its static quick actions; `nil` means its inline ones (``StaticItemsSource/inline(_:)``),
  ///     none for an Info.plist, which only a loaded file has read.
  ///   - file: the name the run carries for reports.
  ///   - lifecycle: the lifecycle to run under; `nil` means the scenario's.
  ///   - device: the device to run on; `nil` means the scenario's.
  ///   - sdk: the SDK the app is built with; `nil` means the scenario's (``Scenario/fileSDK``).
  ///   - judgement: how to judge the run.
  package static func run(
    _ scenario: Scenario, shortcutItems: [ShortcutItem]? = nil, file: String, lifecycle: LifecycleStyle? = nil,
    device: Device? = nil, sdk: SDK? = nil, judgement: Judgement = .expectations
  ) -> ScenarioRun {
    run(
      scenario, app: scenario.strategy, shortcutItems: shortcutItems, file: file, lifecycle: lifecycle,
      device: device, sdk: sdk, judgement: judgement)
  }

  /// Replays a scenario's steps against `app`, an app's own strategy (a ``DelegateApp`` of its delegate classes, say),
  /// in place of the scenario's table strategy, and judges it by the scenario's expectations (or, without any, by the
  /// invariants): a counterexample found exploring the app (``Explorer/scenario(for:name:app:)``), kept as a file,
  /// replays against the same classes.
  /// - Parameters: as ``run(_:shortcutItems:file:lifecycle:device:sdk:judgement:)``, and `app`, the strategy that
  ///   receives the callbacks.
  package static func run<Strategy: AppStrategy>(
    _ scenario: Scenario, app: Strategy, shortcutItems: [ShortcutItem]? = nil, file: String,
    lifecycle: LifecycleStyle? = nil, device: Device? = nil, sdk: SDK? = nil, judgement: Judgement = .expectations
  ) -> ScenarioRun {
    let shortcutItems = shortcutItems ?? scenario.inlineItems
    let style = lifecycle ?? scenario.fileLifecycle
    let device = device ?? scenario.fileDevice
    var build = scenario.fileBuild
    if let sdk { build.sdk = sdk }
    var simulator = Simulator(
      lifecycle: style, device: device, options: scenario.options, strategy: app,
      shortcutItems: shortcutItems,
      dynamicItemsAfterUpdate: scenario.dynamicItemsAfterUpdate, navigation: scenario.navigation, build: build,
      windows: scenario.windowSetup(lifecycle: style, device: device, targets: []))
    for step in scenario.steps { simulator.send(step: step, of: scenario) }
    // The file's scene ids name window steps even where the run has one window (another device or lifecycle).
    let sceneIDs = scenario.windows?.ids ?? []
    let trace = simulator.traceRecords(sceneIDs: sceneIDs)
    let violations = simulator.violationRecords(sceneIDs: sceneIDs)
    let handled = simulator.handledNames
    let navigation = scenario.navigation == nil ? nil : simulator.navigationState
    let verdict = Verdict(
      expect: scenario.expect, judgement: judgement, steps: scenario.steps, trace: trace, handled: handled,
      violations: violations, navigation: navigation, gates: app.gates, scenes: sceneIDs)
    var run = ScenarioRun(
      file: file, name: scenario.name,
      strategy: (app as? TableStrategy)?.name ?? scenario.delegates ?? "\(Strategy.self)", lifecycle: style,
      device: device,
      sdk: build.sdk, judgement: judgement, steps: scenario.steps, trace: trace, handled: handled,
      violations: violations,
      failures: verdict.failures, unexpectedWarnings: verdict.unexpectedWarnings, navigation: navigation)
    run.gates = app.gates
    run.scenes = sceneIDs
    return run
  }

  /// For an app with routes, every road to each destination its triggers lead to (`--matrix`): each static quick
  /// action with a target, each URL a target names, and each link the steps open, cold and warm, in every
  /// lifecycle. `nil` for an app without routes.
  package static func equivalence(_ loaded: LoadedScenario) -> [DeliveryEquivalence.Destination]? {
    let scenario = loaded.scenario
    guard let navigation = scenario.navigation else { return nil }
    var triggers: [ScenarioStep] = []
    for item in loaded.shortcutItems {
      guard let target = navigation.shortcutTargets[item.type] else { continue }
      triggers.append(.quickAction(item.type))
      if case .url(let url) = target { triggers.append(.link(url)) }
    }
    // Every step that opens the app with a link or an activity (an intent's names the intent, not a road).
    for step in scenario.steps {
      if case .link = step.payload, step.appIntentRun == nil { triggers.append(step) }
    }
    return DeliveryEquivalence.check(
      strategy: scenario.strategy, navigation: navigation, triggers: triggers, shortcutItems: loaded.shortcutItems,
      options: scenario.options)
  }

  /// Replays `loaded` under every lifecycle (`--matrix`) on `device` (`nil`: the file's): the file's own
  /// lifecycle on the file's own device is judged by its expectations, every other run by the invariants, since
  /// the expected trace belongs to the file's lifecycle and device.
  /// An app with several windows runs only in the lifecycles that have scenes, on iPad.
  package static func matrix(_ loaded: LoadedScenario, device: Device? = nil, sdk: SDK? = nil) -> [ScenarioRun] {
    let scenario = loaded.scenario
    let device = device ?? scenario.fileDevice
    let sdk = sdk ?? scenario.fileSDK
    // An app with several windows has them only in a scene lifecycle on iPad (12d row 2): its steps name windows, so
    // a lifecycle without scenes has no run to compare.
    let styles = LifecycleStyle.allCases.filter { scenario.windows == nil || ($0.usesScenes && device == .iPad) }
    return styles.map { style in
      let own = style == scenario.fileLifecycle && device == scenario.fileDevice && sdk == scenario.fileSDK
      return run(loaded, lifecycle: style, device: device, sdk: sdk, judgement: own ? .expectations : .invariants)
    }
  }
}
