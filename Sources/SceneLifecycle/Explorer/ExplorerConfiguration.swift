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
  /// Links the user can open in any state: custom-scheme URLs (`openURL`), `https` universal links
  /// (`universalLink`) and other user activities (`userActivity`, ``UserActivityReference/text``). Items and links
  /// together: at most ``maxItems``.
  public var links: [String]
  /// The custom-scheme URLs of ``links`` that the user reaches by tapping a Home Screen web clip: their event is
  /// `webClip` in place of `openURL` (none by default).
  public var webClips: Set<String> = []
  /// The URLs of ``links`` that the user reaches by tapping a notification that carries them: their event is
  /// `notificationTap` in place of `openURL` or `universalLink` (none by default). Packed states hold no notification
  /// tap, so ``Explorer`` explores them with its direct search (``ExplorerError/notificationTaps``).
  public var notifications: Set<String> = []
  /// The user activities of ``links`` (written as ``UserActivityReference/text``) that are handed off from another
  /// device: their event is `handoff` in place of `userActivity` (none by default).
  public var handoffs: Set<String> = []
  /// The `https` URLs of ``links`` that are CloudKit shares the user accepts: their event is `cloudKitShare` in place
  /// of `universalLink` (none by default).
  public var cloudKitShares: Set<String> = []
  /// The App Intents of ``links`` (written as ``AppIntentReference/text``), each with the runs explored: an
  /// `appIntent` event per run in place of `userActivity` (none by default).
  public var appIntents: [String: [AppIntentRun]] = [:]
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
  /// for one window. ``Explorer`` explores several windows with its direct search (a packed state holds one session).
  public var windows: WindowSetup?
  /// How the search remembers states: ``VisitedMode/exact`` unless a bounded mode is asked for, which only the direct
  /// search has (the packed search's visited set is exact, so ``Explorer`` runs the direct one for it). Every search
  /// honours it, for a table strategy or an app's own (``Explorer/init(_:makeStrategy:)``).
  public var visited: VisitedMode = .exact

  /// The most distinct quick-action types and links, together, the explorer tells apart.
  public static let maxItems = ExplorerState.maxItems
  /// The most option combinations one exploration takes.
  public static let maxOptionCombinations = ExplorerState.maxOptionCombinations
  /// How many generated quick actions an exploration tries when nothing says otherwise: two, the fewest that show
  /// a stale or a wrong item.
  public static let defaultItemCount = 2

  /// How many generated quick actions an exploration tries when nothing says otherwise: ``defaultItemCount``, or
  /// none when links are explored, so that a link's own counterexample is not hidden behind a quick action's.
  public static func defaultItemCount(withLinks: Bool) -> Int { withLinks ? 0 : defaultItemCount }

  /// Creates a configuration; `itemCount` items named `com.example.item1` … (`ShortcutItem.generated(count:)`) are
  /// used when `staticItems` is empty. The device is an iPhone unless given.
  public init(
    lifecycle: LifecycleStyle, device: Device = .iPhone, optionCombinations: [LifecycleOptions] = [.defaults],
    strategy: TableStrategy, staticItems: [ShortcutItem] = [], itemCount: Int = defaultItemCount, links: [String] = [],
    depth: Int = 8, jobs: Int = 1, maxStates: Int? = nil
  ) {
    self.lifecycle = lifecycle
    self.device = device
    self.optionCombinations = optionCombinations
    self.strategy = strategy
    self.staticItems = staticItems.isEmpty ? ShortcutItem.generated(count: itemCount) : staticItems
    self.links = links
    self.depth = depth
    self.jobs = max(1, jobs)
    self.maxStates = maxStates
  }

  /// Creates a configuration for an app's own strategy, which ``Explorer/init(_:makeStrategy:)`` takes from its
  /// factory: ``strategy`` is an empty table here, never explored. Items, links and the device as in
  /// ``init(lifecycle:device:optionCombinations:strategy:staticItems:itemCount:links:depth:jobs:maxStates:)``.
  public init(
    lifecycle: LifecycleStyle, device: Device = .iPhone, optionCombinations: [LifecycleOptions] = [.defaults],
    staticItems: [ShortcutItem] = [], itemCount: Int = defaultItemCount, links: [String] = [], depth: Int = 8,
    jobs: Int = 1,
    maxStates: Int? = nil
  ) {
    self.init(
      lifecycle: lifecycle, device: device, optionCombinations: optionCombinations,
      strategy: .ownAppStandIn(lifecycle),
      staticItems: staticItems, itemCount: itemCount, links: links, depth: depth, jobs: jobs, maxStates: maxStates)
  }

  /// The items and links the search names, items first: counterexamples name their events through it.
  public var catalog: ItemCatalog { ItemCatalog(items: staticItems, links: links) }

  /// The events tried in every state, in a fixed order: user events (each item type the Home Screen shows,
  /// then the links), then system events, then a main-queue turn for a strategy that defers work to the main
  /// queue (``TableStrategy/defersToMainQueue``).
  public var events: [LifecycleEvent] {
    Self.events(
      staticItems: staticItems, links: links, webClips: webClips, notifications: notifications, handoffs: handoffs,
      cloudKitShares: cloudKitShares, appIntents: appIntents, gates: strategy.gates,
      defersToMainQueue: strategy.defersToMainQueue, omitting: omittedEvents, scenes: windows?.sceneIDs.count ?? 0)
  }

  /// Checks that a search can take the configuration: one to ``maxOptionCombinations`` option combinations, at most
  /// ``maxItems`` items and links together, links each of a kind (``checkLinks(_:webClips:)``), a depth not negative,
  /// and one to ``WindowSetup/maxScenes`` declared scenes (a state key packs a session's scene in 3 bits). Every
  /// search checks here.
  func check() throws(ExplorerError) {
    guard !optionCombinations.isEmpty, optionCombinations.count <= Self.maxOptionCombinations else {
      throw .tooManyOptionCombinations(optionCombinations.count)
    }
    guard staticItems.count + links.count <= Self.maxItems else { throw .tooManyItems(staticItems.count + links.count) }
    try Self.checkLinks(links, webClips: webClips)
    guard depth >= 0 else { throw .negativeDepth }
    if let windows, !(1...WindowSetup.maxScenes).contains(windows.sceneIDs.count) {
      throw .sceneCount(windows.sceneIDs.count)
    }
  }

  /// Checks that every link is a custom-scheme URL, an `https` universal link or a user activity, and every web
  /// clip's link a custom-scheme URL.
  static func checkLinks(_ links: [String], webClips: Set<String>) throws(ExplorerError) {
    for link in links {
      guard let url = LinkURL(link) else {
        guard UserActivityReference(link) != nil, !webClips.contains(link) else { throw .invalidLink(link) }
        continue
      }
      guard url.isCustomScheme || url.isUniversalLink else { throw .invalidLink(link) }
      guard !webClips.contains(link) || url.isCustomScheme else { throw .webClipNotCustomScheme(link) }
    }
  }

  /// The events an exploration tries in every state, in ``events``' order, for any strategy: the direct search
  /// takes its list from here too, so both search the same events in the same order. With
  /// `scenes` declared scenes (several windows), the one `systemDisconnectScene` gives way to, per scene,
  /// `openWindow`, `closeWindow`, `focus` and `systemDisconnectScene`, after the other system events. A link in
  /// `webClips` is reached by `webClip` instead of `openURL`, one in `notifications` by `notificationTap`; a user
  /// activity by `userActivity`, or `handoff` when it is in `handoffs`; a link in `cloudKitShares` by `cloudKitShare`;
  /// an intent in `appIntents` by one `appIntent` per run.
  static func events(
    staticItems: [ShortcutItem], links: [String], webClips: Set<String> = [], notifications: Set<String> = [],
    handoffs: Set<String> = [], cloudKitShares: Set<String> = [], appIntents: [String: [AppIntentRun]] = [:],
    gates: [Gate], defersToMainQueue: Bool,
    omitting omittedEvents: Set<LifecycleEventKind>,
    scenes: Int = 0
  ) -> [LifecycleEvent] {
    let catalog = ItemCatalog(items: staticItems, links: links)
    var shown: [ItemID] = []
    for item in staticItems.prefix(HomeScreenMenu<ItemID>.displayLimit) {
      if let id = catalog.id(of: item.type), !shown.contains(id) { shown.append(id) }
    }
    func linkEvent(_ url: String, _ id: ItemID) -> LifecycleEvent {
      if webClips.contains(url) { return .webClip(id) }
      if notifications.contains(url) { return .notificationTap(id) }
      if cloudKitShares.contains(url) { return .cloudKitShare(id) }
      guard let parsed = LinkURL(url) else { return handoffs.contains(url) ? .handoff(id) : .userActivity(id) }
      return parsed.isUniversalLink ? .universalLink(id) : .openURL(id)
    }
    let linkEvents = catalog.links.flatMap { url -> [LifecycleEvent] in
      guard let id = catalog.id(ofLink: url) else { return [] }
      guard let runs = appIntents[url] else { return [linkEvent(url, id)] }
      return runs.map { .appIntent(id, $0) }
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
