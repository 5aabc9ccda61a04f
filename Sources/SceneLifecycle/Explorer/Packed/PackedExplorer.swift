import QuickActions

/// Breadth-first model checking of a strategy: every sequence of events up to a depth, each distinct
/// state expanded once, every invariant checked on every transition.
///
/// The search is level by level, so the first time a violation kind shows up, its path is a shortest
/// one. States are packed into 64 bits each plus an extension word of app state that is stored only once some
/// state uses it (`ExplorerState`) and kept in a hash set (`VisitedSet`); parents are kept in flat arrays so
/// counterexamples can be rebuilt. With `jobs > 1` each level's expansion is split across threads and
/// merged in order, so numbers and counterexamples are the same for any `jobs`.
struct PackedExplorer: Sendable {
  /// What to explore.
  let configuration: ExplorerConfiguration
  private let templates: [LifecycleMachine]
  private let events: [LifecycleEvent]
  /// The `appReady` steps among `events` and the readiness of each (``Readiness``).
  let readinessRule: ReadinessRule
  /// ``optionsKinds(of:)`` of the events, built once.
  let optionsKinds: [DeliveryKind]
  /// The configuration's catalog, built once: every path and counterexample carries it.
  let catalog: ItemCatalog
  /// Whether transitions go through the memo tables (``TransitionCache``); the direct path exists to
  /// check them.
  let memoised: Bool

  /// Prepares an exploration.
  /// - Throws: ``ExplorerError`` when the configuration cannot be packed into explorer states.
  init(_ configuration: ExplorerConfiguration) throws(ExplorerError) {
    try self.init(configuration, memoised: true)
  }

  /// Prepares an exploration that may bypass the memo tables.
  init(_ configuration: ExplorerConfiguration, memoised: Bool) throws(ExplorerError) {
    self.memoised = memoised
    try configuration.check()
    if let problem = Self.packingProblem(configuration) { throw problem }
    self.configuration = configuration
    let catalog = configuration.catalog
    self.catalog = catalog
    let ids = configuration.staticItems.compactMap { catalog.id(of: $0.type) }
    templates = configuration.optionCombinations.map {
      LifecycleMachine(
        style: configuration.lifecycle, device: configuration.device, options: $0, staticItems: ids,
        build: configuration.build)
    }
    events = configuration.events
    readinessRule = ReadinessRule(
      events: events, gates: configuration.strategy.gates, override: configuration.readiness)
    optionsKinds = Self.optionsKinds(of: events)
  }

  /// What keeps packed states from holding `configuration`, which ``DirectExplorer`` explores instead: several
  /// windows (``ExplorerError/severalWindows``), a bounded visited set (``ExplorerError/boundedVisitedSet(_:)``),
  /// items kept in scene sessions' `userInfo` (``ExplorerError/sessionSlots(_:)``), or one delivery held in two
  /// places a packed state does not link (``ExplorerError/unlinkedHoldingPlaces(_:_:)``); `nil` when it packs.
  /// ``init(_:)`` throws it, and ``Explorer`` reads it to pick the search.
  static func packingProblem(_ configuration: ExplorerConfiguration) -> ExplorerError? {
    if configuration.windows != nil { return .severalWindows }
    if !configuration.notifications.isEmpty { return .notificationTaps }
    if !configuration.appIntents.isEmpty { return .appIntents }
    if configuration.links.contains(where: { LinkURL($0) == nil }) { return .userActivities }
    if !configuration.cloudKitShares.isEmpty { return .cloudKitShares }
    if configuration.visited.isPartial { return .boundedVisitedSet(configuration.visited) }
    if let (first, second) = configuration.strategy.unlinkedHoldingPlaces {
      return .unlinkedHoldingPlaces(first, second)
    }
    if let action = configuration.strategy.sessionSlotAction { return .sessionSlots(action) }
    return nil
  }

  /// Runs the search. Pure: no clock, no output; the caller times it.
  /// - Parameter shouldStop: asked before each level and every few thousand states (from worker threads
  ///   when `jobs > 1`); once it returns `true` the search stops and the report is partial
  ///   (``ExplorationReport/Stop/stopRequested``). The command line passes a deadline check (`--timeout`).
  /// - Parameter progress: told the counts so far (``ExplorationProgress``) before each level and, on one thread,
  ///   every few thousand states; always from the thread that called `run`. The command line draws its progress
  ///   line from it.
  func run(
    shouldStop: (@Sendable () -> Bool)? = nil, progress: (@Sendable (ExplorationProgress) -> Void)? = nil
  ) -> ExplorationReport {
    memoised
      ? search(PackedSpace(self, source: TransitionCache(explorer: self)), shouldStop: shouldStop, progress: progress)
      : search(PackedSpace(self, source: DirectSuccessors(explorer: self)), shouldStop: shouldStop, progress: progress)
  }

  /// Runs the search over `space`.
  private func search<Source>(
    _ space: PackedSpace<Source>, shouldStop: (@Sendable () -> Bool)?,
    progress: (@Sendable (ExplorationProgress) -> Void)?
  ) -> ExplorationReport {
    var search = BreadthFirstSearch(space, observer: NoObserver(), shouldStop: shouldStop, progress: progress)
    return search.run()
  }

  /// One transition: the successor of `state` under `event`, or `nil` when the event is refused. Not
  /// inlined: it is the slow path that checks the memo tables, and stays out of the search's hot loop.
  @inline(never)
  func successor(of state: ExplorerState, event: LifecycleEvent) -> Transition? {
    var world = ExplorerWorld(
      state, templates: templates, strategy: configuration.strategy, optionsKinds: optionsKinds)
    if world.machine.handle(event, receiver: &world.runner) != nil { return nil }
    world.runner.eventDidEnd()
    let (errors, warnings) = world.violationBits()
    let next = world.encode()
    let kind = event.kind.ordinal
    return Transition(
      next: next, callbacks: world.runner.callbacksSeen, errors: errors, warnings: warnings,
      coverageKey: UInt16(
        TransitionCache.coverageKey(
          before: state.bits & ExplorerState.machineMask, eventKind: kind,
          after: next.bits & ExplorerState.machineMask)))
  }

  /// The state of a freshly installed app under each option combination.
  /// Every template is the same fresh machine under other options, so the roots differ only in their
  /// options index: the first is encoded, the rest take its bits.
  var roots: [ExplorerState] {
    guard let first = templates.first else { return [] }
    let fresh = ExplorerWorld(
      machine: first, runner: AppRunner(strategy: configuration.strategy, recordsTrace: false), optionsIndex: 0
    ).encode()
    return templates.indices.map { fresh.withOptionsIndex($0) }
  }

  /// The events, in the order tried.
  var eventList: [LifecycleEvent] { events }

  /// The fresh machine of each option combination.
  var templateMachines: [LifecycleMachine] { templates }

  /// Per item id, how launch and connection options hand over the item of `events`: a quick action as a shortcut
  /// item, a custom-scheme URL as a URL, a universal link as a user activity (decodes a deferred block's callback).
  static func optionsKinds(of events: [LifecycleEvent]) -> [DeliveryKind] {
    var kinds = Array(repeating: DeliveryKind.shortcutItem, count: ExplorerState.maxItems)
    for event in events {
      switch event {
      case .quickAction(let id): kinds[Int(id.index) % kinds.count] = .shortcutItem
      case .openURL(let id), .webClip(let id): kinds[Int(id.index) % kinds.count] = .url
      case .universalLink(let id): kinds[Int(id.index) % kinds.count] = .userActivity
      case .notificationTap(let id): kinds[Int(id.index) % kinds.count] = .notificationResponse
      case .userActivity(let id): kinds[Int(id.index) % kinds.count] = .userActivity
      case .handoff(let id): kinds[Int(id.index) % kinds.count] = .activityType
      case .cloudKitShare(let id): kinds[Int(id.index) % kinds.count] = .cloudKitShareMetadata
      case .appIntent(let id, _): kinds[Int(id.index) % kinds.count] = .appIntent
      case .tapIcon, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit, .backgroundLaunch,
        .updateApp, .setDynamicItems, .interruption, .appReady, .mainQueueTurn, .openWindow, .closeWindow, .focus:
        break
      }
    }
    return kinds
  }

  /// The result of applying one event to one state.
  struct Transition {
    let next: ExplorerState
    let callbacks: UInt64
    let errors: UInt16
    let warnings: UInt16
    /// The phases before and after and the event's kind, as one index
    /// (``TransitionCache/coverageKey(before:eventKind:after:)``).
    let coverageKey: UInt16
    /// Whether `callbacks` and `coverageKey` may be new to the search: `false` when the memo table says a
    /// transition with the same machine outcome (so the same callbacks and coverage) was already recorded.
    var mayBeNew = true
  }
}
