import Dispatch
import QuickActions

/// What to explore: one lifecycle style, one or more option combinations, a strategy and the events.
public struct ExplorerConfiguration: Sendable {
  /// The app's lifecycle.
  public var lifecycle: LifecycleStyle
  /// The device the app runs on. On iPhone a quick action while the app is foreground-active is refused, so it
  /// is not a transition (UIKit semantics article, 8a row 2).
  public var device: Device
  /// The SDK the app is built with and its scene manifest (``AppBuild/standard`` unless set).
  public var build: AppBuild = .standard
  /// The option combinations to start from (each is a separate root; at most 64).
  public var optionCombinations: [LifecycleOptions]
  /// The app under test (strategies as data, whose memory lives in `AppContext`).
  public var strategy: TableStrategy
  /// The static items; the user can pick each one the Home Screen shows (at most four).
  public var staticItems: [ShortcutItem]
  /// Links the user can open in any state: custom-scheme URLs (`openURL`) and `https` universal links
  /// (`universalLink`). Items and links together: at most ``maxItems``.
  public var links: [String]
  /// The custom-scheme URLs of ``links`` that the user reaches by tapping a Home Screen web clip: their event is
  /// `webClip` in place of `openURL` (none by default).
  public var webClips: Set<String> = []
  /// The most steps in a sequence.
  public var depth: Int
  /// How many threads expand states; the result does not depend on it.
  public var jobs: Int
  /// Stop (with a partial report) once this many distinct states are stored.
  public var maxStates: Int?
  /// Kinds of events the search leaves out (none by default), so a benchmark can measure what one kind adds.
  public var omittedEvents: Set<LifecycleEventKind> = []
  /// When every gate of the strategy may open relative to the other events, replacing each gate's own declaration
  /// (``Gate/readiness``); `nil`, the default, keeps each gate's (`--readiness` sets it).
  public var readiness: Readiness?
  /// The app's declared scenes when it has several windows (iPad, ``ExplorerConfiguration/setScenes(_:)``); `nil`
  /// for one window. Several windows are explored by ``DirectExplorer`` (a packed state holds one session).
  public var windows: WindowSetup?
  /// How the search remembers states: ``VisitedMode/exact`` unless a bounded mode is asked for, which only the direct
  /// explorer has (the packed explorer's visited set is exact; ``ChosenExplorer`` runs the direct one for it).
  public var visited: VisitedMode = .exact

  /// The most distinct quick-action types and links, together, the explorer tells apart.
  public static let maxItems = ExplorerState.maxItems
  /// The most option combinations one exploration takes.
  public static let maxOptionCombinations = ExplorerState.maxOptionCombinations

  /// Creates a configuration; `itemCount` items named `com.example.item1` … are used when
  /// `staticItems` is empty. The device is an iPhone unless given.
  public init(
    lifecycle: LifecycleStyle, device: Device = .iPhone, optionCombinations: [LifecycleOptions] = [.defaults],
    strategy: TableStrategy, staticItems: [ShortcutItem] = [], itemCount: Int = 2, links: [String] = [],
    depth: Int = 8, jobs: Int = 1, maxStates: Int? = nil
  ) {
    self.lifecycle = lifecycle
    self.device = device
    self.optionCombinations = optionCombinations
    self.strategy = strategy
    self.staticItems =
      staticItems.isEmpty
      ? (0..<max(0, itemCount)).map {
        ShortcutItem(type: "com.example.item\($0 + 1)", localizedTitle: "Item \($0 + 1)")
      } : staticItems
    self.links = links
    self.depth = depth
    self.jobs = max(1, jobs)
    self.maxStates = maxStates
  }

  /// The items and links the search names, items first: counterexamples name their events through it.
  public var catalog: ItemCatalog { ItemCatalog(items: staticItems, links: links) }

  /// The events tried in every state, in a fixed order: user events (each item type the Home Screen shows,
  /// then the links), then system events, then a main-queue turn for a strategy that defers work to the main
  /// queue (``TableStrategy/defersToMainQueue``).
  public var events: [LifecycleEvent] {
    Self.events(
      staticItems: staticItems, links: links, webClips: webClips, gates: strategy.gates,
      defersToMainQueue: strategy.defersToMainQueue, omitting: omittedEvents, scenes: windows?.sceneIDs.count ?? 0)
  }

  /// Checks that every link is a custom-scheme URL or an `https` universal link, and every web clip's link a
  /// custom-scheme URL; both explorers take their links through here.
  static func checkLinks(_ links: [String], webClips: Set<String>) throws(ExplorerError) {
    for link in links {
      guard let url = LinkURL(link), url.isCustomScheme || url.isUniversalLink else { throw .invalidLink(link) }
      guard !webClips.contains(link) || url.isCustomScheme else { throw .webClipNotCustomScheme(link) }
    }
  }

  /// The events an exploration tries in every state, in ``events``' order, for any strategy: the direct explorer
  /// (``DirectExplorer``) takes its list from here too, so both search the same events in the same order. With
  /// `scenes` declared scenes (several windows), the one `systemDisconnectScene` gives way to, per scene,
  /// `openWindow`, `closeWindow`, `focus` and `systemDisconnectScene`, after the other system events. A link in
  /// `webClips` is reached by `webClip` instead of `openURL`.
  static func events(
    staticItems: [ShortcutItem], links: [String], webClips: Set<String> = [], gates: [Gate], defersToMainQueue: Bool,
    omitting omittedEvents: Set<LifecycleEventKind>, scenes: Int = 0
  ) -> [LifecycleEvent] {
    let catalog = ItemCatalog(items: staticItems, links: links)
    var shown: [ItemID] = []
    for item in staticItems.prefix(HomeScreenMenu<ItemID>.displayLimit) {
      if let id = catalog.id(of: item.type), !shown.contains(id) { shown.append(id) }
    }
    let linkEvents = catalog.links.compactMap { url -> LifecycleEvent? in
      catalog.id(ofLink: url).map { id in
        if webClips.contains(url) { return .webClip(id) }
        return LinkURL(url)?.isUniversalLink == true ? .universalLink(id) : .openURL(id)
      }
    }
    let windowEvents = (0..<UInt8(clamping: scenes)).flatMap { scene -> [LifecycleEvent] in
      [
        .openWindow(scene: scene), .closeWindow(scene: scene), .focus(scene: scene),
        .systemDisconnectScene(scene: scene),
      ]
    }
    let all: [LifecycleEvent] =
      [.tapIcon] + shown.map { .quickAction($0) } + linkEvents + [.goHome, .systemSuspend]
      + (scenes > 0 ? [] : [.systemDisconnectScene])
      + [.systemTerminate, .forceQuit, .backgroundLaunch, .interruption] + windowEvents
      + gates.map { .appReady($0.index) } + (defersToMainQueue ? [.mainQueueTurn] : [])
    return omittedEvents.isEmpty ? all : all.filter { !omittedEvents.contains($0.kind) }
  }
}

/// Breadth-first model checking of a strategy: every sequence of events up to a depth, each distinct
/// state expanded once, every invariant checked on every transition.
///
/// The search is level by level, so the first time a violation kind shows up, its path is a shortest
/// one. States are packed into 64 bits each plus an extension word of app state that is stored only once some
/// state uses it (`ExplorerState`) and kept in a hash set (`VisitedSet`); parents are kept in flat arrays so
/// counterexamples can be rebuilt. With `jobs > 1` each level's expansion is split across threads and
/// merged in order, so numbers and counterexamples are the same for any `jobs`.
public struct Explorer: Sendable {
  /// What to explore.
  public let configuration: ExplorerConfiguration
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
  public init(_ configuration: ExplorerConfiguration) throws(ExplorerError) {
    try self.init(configuration, memoised: true)
  }

  /// Prepares an exploration that may bypass the memo tables.
  init(_ configuration: ExplorerConfiguration, memoised: Bool) throws(ExplorerError) {
    self.memoised = memoised
    guard !configuration.optionCombinations.isEmpty,
      configuration.optionCombinations.count <= ExplorerState.maxOptionCombinations
    else { throw .tooManyOptionCombinations(configuration.optionCombinations.count) }
    guard configuration.staticItems.count + configuration.links.count <= ExplorerState.maxItems else {
      throw .tooManyItems(configuration.staticItems.count + configuration.links.count)
    }
    try ExplorerConfiguration.checkLinks(configuration.links, webClips: configuration.webClips)
    guard configuration.depth >= 0 else { throw .negativeDepth }
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
  /// ``init(_:)`` throws it, and ``ChosenExplorer`` reads it to pick the explorer.
  public static func packingProblem(_ configuration: ExplorerConfiguration) -> ExplorerError? {
    if configuration.windows != nil { return .severalWindows }
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
  public func run(
    shouldStop: (@Sendable () -> Bool)? = nil, progress: (@Sendable (ExplorationProgress) -> Void)? = nil
  ) -> ExplorationReport {
    var search = Search(explorer: self, shouldStop: shouldStop, progress: progress)
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
      coverage: UInt16(
        TransitionCache.coverageKey(
          before: state.bits & ExplorerState.machineMask, eventKind: kind,
          after: next.bits & ExplorerState.machineMask)))
  }

  /// What every step of `counterexample` did, replayed on a fresh app and each event ended as the search ends it
  /// (``Simulator/narrate(_:)``).
  public func narrate(_ counterexample: Counterexample) -> [NarratedStep] {
    var simulator = Simulator(
      lifecycle: configuration.lifecycle, device: configuration.device, options: counterexample.options,
      strategy: configuration.strategy, shortcutItems: configuration.staticItems, links: configuration.links,
      build: configuration.build)
    return simulator.narrate(counterexample.events)
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
      case .tapIcon, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit, .backgroundLaunch,
        .updateApp, .setDynamicItems, .interruption, .appReady, .mainQueueTurn, .openWindow, .closeWindow, .focus:
        break
      }
    }
    return kinds
  }

  /// How many kinds of event there are: the stride of the event kind in coverage keys
  /// (``TransitionCache/coverageKey(before:eventKind:after:)``).
  static let eventKindCount = LifecycleEventKind.allCases.count

  /// How many coverage keys there are: (phase before, event kind, phase after).
  static let coverageKeyCount = AppPhase.allCases.count * eventKindCount * AppPhase.allCases.count

  /// The result of applying one event to one state.
  struct Transition {
    let next: ExplorerState
    let callbacks: UInt64
    let errors: UInt16
    let warnings: UInt16
    /// The phases before and after and the event's kind, as one index
    /// (``TransitionCache/coverageKey(before:eventKind:after:)``).
    let coverage: UInt16
    /// Whether `callbacks` and `coverage` may be new to the search: `false` when the memo table says a
    /// transition with the same machine outcome (so the same callbacks and coverage) was already recorded.
    var mayBeNew = true
  }
}
