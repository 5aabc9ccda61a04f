import QuickActions

/// Runs an app strategy against the lifecycle model step by step, recording the trace and checking the
/// invariants. This is the type to drive from XCTest.
///
/// ```swift
/// var sim = Simulator(lifecycle: .scene, strategy: TableStrategy.pendingSlot,
///                     shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
/// sim.quickAction("com.example.search")
/// XCTAssertEqual(sim.handledTypes, ["com.example.search"])
/// XCTAssertEqual(sim.violations, [])
/// ```
public struct Simulator<Strategy: AppStrategy>: Sendable {
  /// UIKit's side.
  public private(set) var machine: LifecycleMachine
  /// The app's side.
  public private(set) var runner: AppRunner<Strategy>
  /// The items the run knows.
  public private(set) var catalog: ItemCatalog
  /// How many steps have been sent.
  public private(set) var stepCount = 0
  /// The events sent, refused ones included, in order: what each numbered step of ``trace`` was. Recorded with the
  /// trace (empty when the runner records none, as the explorers' copies do); a sequence diagram titles its steps
  /// with them (``SequenceDiagram/init(simulator:title:)``).
  public private(set) var sentEvents: [LifecycleEvent] = []
  /// How many catalog entries the strategy has been told about (``AppStrategy/catalogDidChange(_:)``).
  private var catalogEntriesTold = 0

  /// Creates a simulator for a freshly installed app.
  /// - Parameters:
  ///   - lifecycle: the app's lifecycle style.
  ///   - device: the device the app runs on; on iPhone a quick action cannot reach the app in front
  ///     (UIKit semantics article, 8a row 2).
  ///   - options: switches for inferred orderings.
  ///   - strategy: the app's handling code.
  ///   - shortcutItems: the static (Info.plist) items, in order.
  ///   - dynamicItemsAfterUpdate: what happens to old dynamic items after an update.
  ///   - navigation: the app's routes and where its quick actions lead; `nil` leaves navigation out.
  ///   - links: URLs to name up front, after the items (so their ids match an ``Explorer`` run's).
  ///   - build: the SDK the app is built with and its scene manifest (``AppBuild/standard`` unless given).
  ///   - windows: the declared scenes of an app with several windows (iPad), and its routing switches; `nil` for one
  ///     window. Items the run names are matched against the scenes' conditions as the catalog grows.
  public init(
    lifecycle: LifecycleStyle, device: Device = .iPhone, options: LifecycleOptions = .defaults, strategy: Strategy,
    shortcutItems: [ShortcutItem] = [], dynamicItemsAfterUpdate: DynamicItemsAfterUpdate = .keptUntilReplaced,
    navigation: AppNavigation? = nil, links: [String] = [], build: AppBuild = .standard,
    windows: WindowSetup? = nil
  ) {
    let catalog = ItemCatalog(items: shortcutItems, links: links)
    let staticIDs = shortcutItems.compactMap { catalog.id(of: $0.type) }
    self.catalog = catalog
    machine = LifecycleMachine(
      style: lifecycle, device: device, options: options, staticItems: staticIDs,
      dynamicItemsAfterUpdate: dynamicItemsAfterUpdate, build: build, windows: windows)
    machine.updateWindowTargets(catalog.windowTargets)
    runner = AppRunner(strategy: strategy)
    // With windows, scene callbacks' trace lines end in ` @<scene id>`, routes show as notes, and wrongScene is
    // checked.
    if let windows { runner.setWindows(sceneIDs: windows.sceneIDs) }
    runner.setNavigation(navigation)
    runner.lifecycleDidStart(lifecycle)
    runner.catalogDidChange(catalog)
    catalogEntriesTold = catalog.entries.count
    for id in catalog.ids { noteOutcome(of: id) }
  }

  /// Sends one event.
  /// - Returns: the rejection when the event cannot happen now (it is also in the trace).
  @discardableResult
  public mutating func send(_ event: LifecycleEvent) -> Rejection? {
    send(event) { machine, runner in machine.handle(event, receiver: &runner) }
  }

  /// Sends `event` as ``send(_:)`` does, with `handle` running the machine on it.
  @inline(__always)
  private mutating func send(
    _ event: LifecycleEvent, handle: (inout LifecycleMachine, inout AppRunner<Strategy>) -> Rejection?
  ) -> Rejection? {
    runner.step = stepCount
    stepCount += 1
    if runner.recordsTrace { sentEvents.append(event) }
    runner.eventWillBegin()
    if machine.windows != nil { noteSessions(before: event) }
    let rejection = handle(&machine, &runner)
    if machine.windows != nil { noteSessions(before: nil) }
    if let rejection { runner.record(rejection) }
    return rejection
  }

  /// Tells the runner which declared scene each session is a window of (discarded sessions vanish from the
  /// machine, so the runner keeps what it was told): the sessions there are, and before `event` the one it may
  /// create, a window of the scene it opens (the first declared scene for a launch; a route names its own).
  private mutating func noteSessions(before event: LifecycleEvent?) {
    for session in machine.sessions { runner.noteSession(session.number, scene: session.scene) }
    guard let event else { return }
    runner.eventWillDeliver(event.deliverable)
    var opened: UInt8 = 0
    if case .openWindow(let scene) = event { opened = scene }
    runner.noteSession(machine.nextSessionNumber, scene: opened)
  }

  /// Sends one step as a scenario writes it, naming its items and links in ``catalog`` first (a quick action's
  /// type names the last item of that type the menu shows, ``ItemCatalog/intern(_:shown:)``). Refused (and
  /// shown as `rejected …`) when the catalog is full, or when a link is not of its event's kind.
  @discardableResult
  public mutating func send(step: ScenarioStep) -> Rejection? {
    guard let event = catalog.intern(step, shown: machine.menu.shownItems) else {
      let unnamed = ItemCatalog.unnamed
      return refuse(
        step.map(item: { _ in unnamed }, link: { _ in unnamed }, dynamicItem: { _ in unnamed }), reason: .catalogFull)
    }
    if catalog.entries.count != catalogEntriesTold {
      catalogEntriesTold = catalog.entries.count
      runner.catalogDidChange(catalog)
      machine.updateWindowTargets(catalog.windowTargets)
    }
    switch event.payload {
    case .item(let id), .link(let id): noteOutcome(of: id)
    case .dynamicItems(let ids): ids.forEach { noteOutcome(of: $0) }
    case .none, .gate, .scene: break
    }
    if case .gate(let index) = event.payload, let reason = readinessRefusal(openingGate: index) {
      return refuse(event, reason: reason)
    }
    if case .link(let url) = step.payload, let id = event.deliverable {
      let parsed = LinkURL(url)
      let fits: Bool
      switch step.kind {
      case .universalLink, .cloudKitShare: fits = parsed?.isUniversalLink == true
      case .userActivity, .handoff: fits = parsed == nil && UserActivityReference(url) != nil
      case .appIntent: fits = parsed == nil && AppIntentReference(url) != nil
      case .notificationTap: fits = parsed.map { $0.isCustomScheme || $0.isUniversalLink } ?? false
      case .tapIcon, .quickAction, .goHome, .systemSuspend, .systemDisconnectScene, .systemTerminate, .forceQuit,
        .setDynamicItems, .backgroundLaunch, .updateApp, .openURL, .interruption, .appReady, .mainQueueTurn,
        .openWindow, .closeWindow, .focus, .webClip:
        fits = parsed?.isCustomScheme == true
      }
      guard fits else { return refuse(event, reason: .notThatKindOfLink(id)) }
      if step.kind == .notificationTap, !runner.strategy.takesNotificationTaps {
        return refuse(event, reason: .notificationResponsesUnavailable)
      }
      if step.kind == .cloudKitShare, !runner.strategy.takesCloudKitShares {
        return refuse(event, reason: .cloudKitSharesUnavailable)
      }
      if step.kind == .appIntent, !runner.strategy.takesAppIntents {
        return refuse(event, reason: .appIntentsUnavailable)
      }
    }
    return send(event)
  }

  /// The user picks the quick action with this type (the last item of that type the menu shows).
  @discardableResult
  public mutating func quickAction(_ type: String) -> Rejection? { send(step: .quickAction(type)) }

  /// The user opens a custom-scheme URL (`pariscafe://search`). Refused (and shown as `rejected openURL …`)
  /// when `url` is not a URL with a custom scheme.
  @discardableResult
  public mutating func openURL(_ url: String) -> Rejection? { send(step: .openURL(url)) }

  /// The user taps a universal link (`https://example.com/cafe/PRS103`). Refused when `url` is not an `https`
  /// URL with a host.
  @discardableResult
  public mutating func universalLink(_ url: String) -> Rejection? { send(step: .universalLink(url)) }

  /// The user taps a Home Screen web clip whose standalone page redirects to `url`, a custom-scheme URL: an app
  /// in front goes to the background first, then the URL arrives as an `openURL` does. Refused when `url` is not
  /// a URL with a custom scheme.
  @discardableResult
  public mutating func webClip(_ url: String) -> Rejection? { send(step: .webClip(url)) }

  /// The user taps a notification whose `userInfo` carries `url` (a custom-scheme URL or an `https` one), with the
  /// default action: the response reaches the app cold, warm or in front (UIKit semantics article, section 14).
  @discardableResult
  public mutating func notificationTap(_ url: String) -> Rejection? { send(step: .notificationTap(url)) }

  /// The user taps the URL of a CloudKit share (`https://www.icloud.com/share/…`) and the app opens to accept the
  /// invitation (UIKit semantics article, section 16). Refused when `url` is not an `https` URL with a host.
  @discardableResult
  public mutating func cloudKitShare(_ url: String) -> Rejection? { send(step: .cloudKitShare(url)) }

  /// The system runs the App Intent written `<IntentType> <target>` (``AppIntentReference``) in `run`'s mode and
  /// process (UIKit semantics article, section 17). Refused when `intent` is not such a reference.
  @discardableResult
  public mutating func appIntent(_ intent: String, _ run: AppIntentRun) -> Rejection? {
    send(step: .appIntent(intent, run))
  }

  /// The app sets its dynamic quick actions (`UIApplication.shared.shortcutItems = items`).
  @discardableResult
  public mutating func setDynamicItems(_ items: [ShortcutItem]) -> Rejection? { send(step: .setDynamicItems(items)) }

  /// The app's own code opens the readiness gate named `gate` (the JS bundle finished loading, onboarding is
  /// done): queued items are handled, then the strategy's `gateOpened` list runs (UIKit semantics article, 10a).
  /// Refused when the process runs no code, when the strategy declares no such gate, or when its declared readiness
  /// rules the moment out (``readinessRefusal(openingGate:)``).
  @discardableResult
  public mutating func appReady(_ gate: String) -> Rejection? {
    let gates = runner.strategy.gates
    guard let index = gates.first(where: { $0.name == gate })?.index else {
      return refuse(.appReady(UInt8(clamping: gates.count)), reason: .undeclaredGate(gate))
    }
    if let reason = readinessRefusal(openingGate: index) { return refuse(.appReady(index), reason: reason) }
    return send(.appReady(index))
  }

  /// The main run loop turns once and runs the block the app queued with `deferToMainQueue`, if any (UIKit
  /// semantics article, 10b). Refused when the process runs no code.
  @discardableResult
  public mutating func mainQueueTurn() -> Rejection? { send(.mainQueueTurn) }

  /// Counts a step that the simulator itself refuses, and records it.
  private mutating func refuse(_ event: LifecycleEvent, reason: Rejection.Reason) -> Rejection {
    runner.step = stepCount
    stepCount += 1
    if runner.recordsTrace { sentEvents.append(event) }
    let rejection = Rejection(event: event, phase: phase, reason: reason)
    runner.record(rejection)
    return rejection
  }

  /// Tells the runner what handling `id` does, when the app has a navigation model.
  private mutating func noteOutcome(of id: ItemID) {
    guard let navigation = runner.navigation, let entry = catalog.entry(id) else { return }
    runner.setOutcome(navigation.outcome(for: entry), for: id)
  }

  /// Where the app's UI is now (selected tab, pushed detail).
  public var navigationState: NavigationState { runner.context.navigation }

  /// Sends the shortest sequence of plain lifecycle events (no quick action) that brings the app to
  /// `phase`, and returns them; `nil` when `phase` cannot be reached that way.
  @discardableResult
  public mutating func drive(to phase: AppPhase) -> [LifecycleEvent]? {
    guard let path = machine.shortestPath(to: phase) else { return nil }
    for event in path { send(event) }
    return path
  }

  /// The phase the app is in.
  public var phase: AppPhase { machine.phase }

  /// The trace so far.
  public var trace: [TraceEntry] { runner.trace }

  /// Drops the trace so far, keeping everything else: a search that reads each step's lines as it goes (the
  /// conformance walk) keeps its copies of the app from growing with the path, so a step costs the same at any depth.
  package mutating func forgetTrace() { runner.forgetTrace() }

  /// The trace as `<actor> <name>[ <item>]` lines.
  public var traceLines: [String] { runner.trace.map { $0.line(in: catalog, sceneIDs: runner.sceneIDs) } }

  /// The types of the handled items, in order.
  public var handledTypes: [String] { runner.handled.map { catalog.type(of: $0.item) } }

  /// The handled items, in order, as traces name them: by type, told apart when items share a type
  /// (``ItemCatalog/name(of:)``).
  public var handledNames: [String] { runner.handled.map { catalog.name(of: $0.item) } }

  /// Every broken invariant if the run ended now, including `lost` for items never handled; each prints as its
  /// kind and message, naming items and scenes as the trace does (``Violation/description``).
  public var violations: [Violation] {
    let catalog = catalog
    let sceneIDs = runner.sceneIDs
    return runner.monitor.finish().map { $0.named(by: catalog, sceneIDs: sceneIDs) }
  }

  /// The kinds in ``violations``, each once, in declaration order.
  public var violationKinds: [ViolationKind] { Array(Set(violations.map(\.kind))).sorted() }

  /// Compares the trace with `expected` lines.
  /// - Returns: `nil` when they match, or a diff with a legend and a hint.
  public func traceMismatch(_ expected: [String], mode: TraceMatchMode = .exhaustive) -> String? {
    TraceDiff.mismatch(expected: expected, actual: traceLines, mode: mode)
  }
}

extension Simulator {
  /// Ends the event just sent as the explorers do (``AppRunner/eventDidEnd()``): deliveries the app no longer holds
  /// are dropped, and one never handled is `lost` right then rather than at the end of the run (the direct search).
  mutating func endEventAsExplorer() { runner.eventDidEnd() }

  /// What the event just sent and ended (``endEventAsExplorer()``) broke, for the direct search and its state graph:
  /// the violations found since the monitor held `before`, then the `lost` a run ending here adds for deliveries
  /// only the strategy's own objects hold (``AppRunner/lostIfTheRunEnds()``), so that a path breaks what a replay of
  /// its steps reports; with `runCanEnd` false (the app still has work of its own to do), no such `lost`.
  func violationsOfTransition(since before: Int, runCanEnd: Bool) -> [Violation] {
    Array(runner.monitor.violations.dropFirst(before)) + (runCanEnd ? runner.lostIfTheRunEnds() : [])
  }

  /// Sends `event` as ``send(_:)`` does for the direct explorer's memo tables (`WorldTable`): returns, with its
  /// rejection, the inferred switches the machine consulted for it (``InferredOption/bitMask`` bits), leaves in the
  /// runner's `callbacksSeen` the callbacks of this event alone, and notes every call the app's side receives in
  /// `entries` (``InteractionTap``), the arrangement of the sessions after it last. For the memoised search's misses:
  /// the runner is copied into the tap, which a hot path would not want.
  mutating func sendRecordingSwitches(
    _ event: LifecycleEvent, entries: inout [Interaction.Entry]
  ) -> (rejection: Rejection?, switches: UInt32) {
    runner.switchesConsulted.bits = 0
    runner.forgetCallbacksSeen()
    let rejection = send(event) { machine, runner in
      var tap = InteractionTap(runner, machine: machine, event: event)
      let rejection = machine.handle(event, receiver: &tap)
      tap.arrangement(after: machine)
      runner = tap.inner
      entries = tap.entries
      return rejection
    }
    return (rejection, runner.switchesConsulted.bits)
  }

  /// Sends `step` as ``send(step:)`` does for a conformance search (`ConformanceSearch`): returns, with its rejection,
  /// the inferred switches the machine consulted for it (``InferredOption/bitMask`` bits).
  mutating func sendRecordingSwitches(step: ScenarioStep) -> (rejection: Rejection?, switches: UInt32) {
    runner.switchesConsulted.bits = 0
    let rejection = send(step: step)
    return (rejection, runner.switchesConsulted.bits)
  }

  /// The same app under the option combination `options` (``LifecycleMachine/replaceOptions(with:)``).
  mutating func replaceOptions(with options: LifecycleOptions) { machine.replaceOptions(with: options) }

  /// Prepares a fresh simulator as the direct explorer runs it: when `recordsTrace` is `false`, no trace, so copying a
  /// state stays cheap. (Its windows come from ``init(lifecycle:device:options:strategy:shortcutItems:dynamicItemsAfterUpdate:navigation:links:build:windows:)``.)
  mutating func prepareForExploring(recordsTrace: Bool) {
    guard !recordsTrace, runner.recordsTrace else { return }
    runner = AppRunner(strategy: runner.strategy, recordsTrace: false)
    // The new runner judges routing as the first did (wrongScene).
    if let windows = machine.windows { runner.setWindows(sceneIDs: windows.sceneIDs) }
    runner.lifecycleDidStart(machine.style)
    runner.catalogDidChange(catalog)
  }

  /// The user taps the app icon.
  @discardableResult
  public mutating func tapIcon() -> Rejection? { send(.tapIcon) }
}
