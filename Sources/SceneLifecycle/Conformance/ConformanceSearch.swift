import QuickActions

/// Checks a device's callback log against the model: searches for the step sequences, and the option combinations,
/// under which the app's trace, kept to the callbacks the log records, is the log (<doc:Conformance>).
///
/// The search is depth first over the explorer's events (``ExplorerConfiguration/events``, without the app's own
/// readiness gates and main-queue turns, which UIKit answers with no callback) and the scenario's own steps, and is
/// guided by the log: a step whose recorded callbacks are not the log's next lines ends its path at once. A step the
/// log cannot show (one with no recorded callback, such as the system suspending the app) is an unseen step; the
/// search first looks for sequences with none, then allows one more at a time, up to ``Limits/maximumUnseenSteps``,
/// so the sequences it reports are the ones with the fewest steps nobody saw.
///
/// Switches are branched lazily (``ConformanceSpace``): a path runs under one combination, and only a switch the
/// machine consulted on it is split into its values. Each reported combination set is then exactly the combinations
/// that agree with the path's ``SwitchValues``.
///
/// ```swift
/// let log = try DeviceLog(contentsOf: "swipe-away.log")
/// let search = ConformanceSearch(log: log, subject: subject, lifecycle: .scene, allOptions: true)
/// let report = search.run()
/// print(report.text)
/// ```
///
/// Runs a ``TableStrategy`` (a scenario's app or a built-in one), whose state is a value the search copies.
public struct ConformanceSearch: Sendable {
  /// How far the search goes.
  public struct Limits: Hashable, Sendable {
    /// The most steps a sequence may hold that the log cannot show (no recorded callback).
    public var maximumUnseenSteps = 3
    /// The most matching sequences a report keeps; more are counted, not kept.
    public var maximumSequences = 10
    /// The most steps the search sends before it stops with a partial answer, so an ambiguous log, whose matching
    /// sequences multiply with its length, stops at it rather than run for minutes (issue 40): a quarter to half a
    /// second in a release build, on the 120- and 198-line logs of 40 and 66 foreground-active-resign cycles.
    public var maximumSends = 100_000
    /// For a log that starts mid-run, the most steps taken before its first line.
    public var maximumLeadInSteps = 3

    /// The defaults: 3 unseen steps, 10 sequences, 100,000 sends, 3 lead-in steps.
    public static let defaults = Limits()

    /// Limits with these values.
    public init(
      maximumUnseenSteps: Int = 3, maximumSequences: Int = 10, maximumSends: Int = 100_000,
      maximumLeadInSteps: Int = 3
    ) {
      self.maximumUnseenSteps = maximumUnseenSteps
      self.maximumSequences = maximumSequences
      self.maximumSends = maximumSends
      self.maximumLeadInSteps = maximumLeadInSteps
    }
  }

  /// The log checked.
  public let log: DeviceLog
  /// The combinations the search may choose from.
  public let space: ConformanceSpace
  /// The app's lifecycle.
  public let lifecycle: LifecycleStyle
  /// The steps tried at every point, in order.
  public let steps: [ScenarioStep]
  /// The declared scenes' ids in an app with several windows, else empty.
  public let sceneIDs: [String]
  /// How far the search goes.
  public let limits: Limits
  /// Whether the log starts mid-run (`startsMidRun`, or the log's own `starts mid-run` line): the app may have taken
  /// steps before its first line (up to ``Limits/maximumLeadInSteps``), whose callbacks the log does not show. Fewer
  /// are tried first.
  public let startsMidRun: Bool
  /// The app as freshly installed, under ``ConformanceSpace/base``.
  let start: Simulator<TableStrategy>
  /// The events the search never tries: the app's own work, which UIKit answers with no callback.
  static let omittedEvents: Set<LifecycleEventKind> = [.appReady, .mainQueueTurn]

  /// Prepares a check of `log` against `subject`'s app in `lifecycle`: its items, links, web clips, build, windows
  /// and, for a scenario, its navigation, dynamic items and steps. `allOptions` lets every switch the lifecycle reads
  /// vary; else the subject's options are the only combination.
  public init(
    log: DeviceLog, subject: ExplorationSubject, lifecycle: LifecycleStyle, allOptions: Bool,
    startsMidRun: Bool = false, limits: Limits = .defaults
  ) {
    var configuration = subject.configuration(lifecycle: lifecycle, allOptions: false, depth: 0)
    // The app's own readiness gates and main-queue turns make no UIKit callback, so a log cannot show them.
    configuration.omittedEvents = Self.omittedEvents
    let strategy = subject.readinessOverride.map(subject.strategy.overridingReadiness) ?? subject.strategy
    let space = ConformanceSpace(
      options: subject.options, allOptions: allOptions, lifecycle: lifecycle, device: subject.device,
      deferring: strategy.defersToMainQueue, sdk: subject.build.sdk, notifying: !subject.notifications.isEmpty,
      linking: !subject.links.isEmpty)
    let scenario = subject.scenario?.scenario
    let start = Simulator(
      lifecycle: lifecycle, device: subject.device, options: space.base, strategy: strategy,
      shortcutItems: subject.items, dynamicItemsAfterUpdate: scenario?.dynamicItemsAfterUpdate ?? .keptUntilReplaced,
      navigation: scenario?.navigation, links: subject.links, build: subject.build, windows: configuration.windows)
    let catalog = configuration.catalog
    var steps = configuration.events.map(catalog.step(for:))
    for step in scenario?.steps ?? [] where !steps.contains(step) && !Self.omittedEvents.contains(step.kind) {
      steps.append(step)
    }
    self.log = log
    self.space = space
    self.lifecycle = lifecycle
    self.steps = steps
    self.sceneIDs = configuration.windows?.sceneIDs ?? []
    self.limits = limits
    self.startsMidRun = startsMidRun || log.startsMidRun
    self.start = start
  }

  /// Runs the search: no clock, no output.
  public func run() -> ConformanceReport {
    var walk = ConformanceWalk(search: self)
    let leadIns = startsMidRun ? 0...max(0, limits.maximumLeadInSteps) : 0...0
    passes: for leadIn in leadIns {
      walk.leadIn = leadIn
      for budget in 0...max(0, limits.maximumUnseenSteps) {
        walk.unseenBudget = budget
        walk.walk(from: ConformanceWalk.Path(simulator: start, values: SwitchValues(options: space.base)))
        if !walk.matches.isEmpty || walk.stoppedEarly { break passes }
      }
    }
    return walk.report()
  }
}
