import QuickActions

/// Breadth-first model checking of any ``AppStrategy``, including one whose memory lives in objects that cannot be
/// copied (a `DelegateApp` running an app's own delegate classes): no packed states and no memo tables.
///
/// The search is level by level over the same events, in the same order, as ``Explorer``
/// (``ExplorerConfiguration/events``: gates from the strategy's ``AppStrategy/gates``, a main-queue turn only for a
/// ``TableStrategy`` that ``TableStrategy/defersToMainQueue``), with the same ``Readiness`` rule. A state cannot be copied, so every
/// successor is made by replaying its path on a fresh ``Simulator`` whose strategy comes from the factory, then
/// taking one more event; after every event the runner ends it as the packed explorer's transitions do
/// (``AppRunner/eventDidEnd()``), so a delivery the app no longer holds is `lost` at that event. A refused event is
/// no transition (on iPhone, a quick action while the app is in front: UIKit semantics article, 8a row 2).
///
/// Two states are the same when their keys are (`DirectExplorer+Key.swift`): the option combination, the machine's
/// snapshot (``LifecycleMachine`` without its growing counters), what the monitor still judges, and a
/// `Mirror`-based fingerprint of ``AppContext`` and of the strategy's stored values, deliveries renumbered in the
/// monitor's order. The first time a violation kind shows up its path is a shortest one, as in ``Explorer``.
///
/// ```swift
/// let explorer = try DirectExplorer(lifecycle: .scene, itemCount: 2, depth: 6) {
///   DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init)
/// }
/// let report = explorer.run()
/// XCTAssertEqual(report.violationKinds, [], explorer.describe(report))
/// ```
///
/// Each transition replays its whole path, so a search costs about (states × events × depth) events; keep the
/// depth to what the counterexamples need. Static state in the app's code is not reset between paths.
public struct DirectExplorer<Strategy: AppStrategy> {
  /// The app's lifecycle.
  public let lifecycle: LifecycleStyle
  /// The device the app runs on.
  public let device: Device
  /// The SDK the app is built with and its scene manifest.
  public let build: AppBuild
  /// The option combinations to start from, each a separate root.
  public let optionCombinations: [LifecycleOptions]
  /// The static items the user can pick.
  public let staticItems: [ShortcutItem]
  /// The links the user can open (custom-scheme URLs and `https` universal links).
  public let links: [String]
  /// The most steps in a sequence.
  public let depth: Int
  /// Stop (with a partial report) once this many distinct states are stored.
  public let maxStates: Int?
  /// When the strategy's gates may open relative to the other events.
  public let readiness: Readiness
  /// Makes the app as freshly installed: called once per replayed path.
  let makeStrategy: () -> Strategy
  /// The events tried in every state, in order.
  var events: [LifecycleEvent]
  /// The declared scenes of an app with several windows (``withWindows(_:)``); `nil` for one window.
  public internal(set) var windows: WindowSetup?
  /// The `appReady` steps among ``events``.
  let gateEvents: [(gate: UInt8, eventIndex: Int)]
  /// The items and links, items first, which name the events' ids.
  let catalog: ItemCatalog

  /// Prepares a direct exploration.
  /// - Parameters:
  ///   - lifecycle: the app's lifecycle.
  ///   - device: the device (iPhone unless given).
  ///   - optionCombinations: the option combinations to start from.
  ///   - staticItems: the static items; when empty, `itemCount` items `com.example.item1` … are used.
  ///   - itemCount: how many items to make when `staticItems` is empty.
  ///   - links: links the user can open in any state.
  ///   - depth: the most steps in a sequence.
  ///   - maxStates: stop once this many distinct states are stored.
  ///   - readiness: when the strategy's gates may open (``Readiness/prompt`` by default).
  ///   - omittedEvents: kinds of events the search leaves out (none by default).
  ///   - build: the SDK the app is built with and its scene manifest (``AppBuild/standard`` unless given).
  ///   - makeStrategy: makes the app's strategy for a fresh install; called once per replayed path, so objects it
  ///     creates are never shared between paths.
  /// - Throws: ``ExplorerError`` for no or too many option combinations, too many items and links, a link of
  ///   neither kind, or a negative depth.
  public init(
    lifecycle: LifecycleStyle, device: Device = .iPhone, optionCombinations: [LifecycleOptions] = [.defaults],
    staticItems: [ShortcutItem] = [], itemCount: Int = 2, links: [String] = [], depth: Int = 8,
    maxStates: Int? = nil, readiness: Readiness = .prompt, omittedEvents: Set<LifecycleEventKind> = [],
    build: AppBuild = .standard, makeStrategy: @escaping () -> Strategy
  ) throws(ExplorerError) {
    guard !optionCombinations.isEmpty, optionCombinations.count <= ExplorerConfiguration.maxOptionCombinations else {
      throw .tooManyOptionCombinations(optionCombinations.count)
    }
    let items =
      staticItems.isEmpty
      ? (0..<max(0, itemCount)).map {
        ShortcutItem(type: "com.example.item\($0 + 1)", localizedTitle: "Item \($0 + 1)")
      } : staticItems
    guard items.count + links.count <= ExplorerConfiguration.maxItems else {
      throw .tooManyItems(items.count + links.count)
    }
    for link in links {
      guard let url = LinkURL(link), url.isCustomScheme || url.isUniversalLink else { throw .invalidLink(link) }
    }
    guard depth >= 0 else { throw .negativeDepth }
    self.lifecycle = lifecycle
    self.device = device
    self.build = build
    self.optionCombinations = optionCombinations
    self.staticItems = items
    self.links = links
    self.depth = depth
    self.maxStates = maxStates
    self.readiness = readiness
    self.makeStrategy = makeStrategy
    let sample = makeStrategy()
    events = ExplorerConfiguration.events(
      staticItems: items, links: links, gates: sample.gates,
      defersToMainQueue: (sample as? TableStrategy)?.defersToMainQueue ?? false, omitting: omittedEvents)
    gateEvents = Explorer.gateEvents(in: events)
    catalog = ItemCatalog(items: items, links: links)
  }

  /// Prepares a direct exploration of a table strategy under `configuration` (its `jobs` aside: the search is serial):
  /// the same search as `Explorer(configuration)`, without packing, which the tests compare.
  public init(_ configuration: ExplorerConfiguration) throws(ExplorerError) where Strategy == TableStrategy {
    let strategy = configuration.strategy
    try self.init(
      lifecycle: configuration.lifecycle, device: configuration.device,
      optionCombinations: configuration.optionCombinations, staticItems: configuration.staticItems,
      links: configuration.links, depth: configuration.depth, maxStates: configuration.maxStates,
      readiness: configuration.readiness, omittedEvents: configuration.omittedEvents, build: configuration.build,
      makeStrategy: { strategy })
  }

  /// A fresh install under option combination `optionsIndex`, on a new strategy from the factory.
  func freshSimulator(optionsIndex: Int) -> Simulator<Strategy> {
    Simulator(
      lifecycle: lifecycle, device: device, options: optionCombinations[optionsIndex], strategy: makeStrategy(),
      shortcutItems: staticItems, links: links, build: build, windows: windows)
  }

  /// Replays `path` (event indices, each accepted when the path was found) from a fresh install, ending each event
  /// as the search does.
  func replay(_ path: [Int], optionsIndex: Int) -> Simulator<Strategy> {
    var simulator = freshSimulator(optionsIndex: optionsIndex)
    for eventIndex in path {
      simulator.send(events[eventIndex])
      simulator.endEventAsExplorer()
    }
    return simulator
  }

  /// Runs the search. No clock, no output; the caller times it.
  /// - Parameter shouldStop: asked before each state is expanded; once it returns `true` the search stops and the
  ///   report is partial (``ExplorationReport/Stop/stopRequested``).
  public func run(shouldStop: (() -> Bool)? = nil) -> ExplorationReport {
    var search = DirectSearch(explorer: self, shouldStop: shouldStop)
    return search.run()
  }

  /// Each counterexample of `report` as plain text, replayed on a fresh app to say what every step changed (see
  /// ``Counterexample/text(narration:indent:)``), after a line that says how the search ran: for test failure messages.
  public func describe(_ report: ExplorationReport) -> String {
    var lines = [report.engineDescription]
    if report.counterexamples.isEmpty { lines.append("No invariant broken.") }
    for counterexample in report.counterexamples {
      var simulator = Simulator(
        lifecycle: lifecycle, device: device, options: counterexample.options, strategy: makeStrategy(),
        shortcutItems: staticItems, links: links, build: build, windows: windows)
      lines.append(counterexample.text(narration: simulator.narrate(counterexample.events)))
    }
    return lines.joined(separator: "\n")
  }
}
