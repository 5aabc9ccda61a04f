import QuickActions

/// Breadth-first model checking of any ``AppStrategy``, including one whose memory lives in objects that cannot be
/// copied (a `DelegateApp` running an app's own delegate classes): no packed states and no memo tables.
///
/// The search is level by level over the same events, in the same order, as the packed search
/// (``ExplorerConfiguration/events``: gates from the strategy's ``AppStrategy/gates``, a main-queue turn only for a
/// ``TableStrategy`` that ``TableStrategy/defersToMainQueue``), with the same readiness rule (each gate's
/// ``Gate/readiness``, or the configuration's ``ExplorerConfiguration/readiness`` for every gate). A state cannot be
/// copied, so every successor is made by replaying its path on a fresh ``Simulator`` whose strategy comes from the
/// factory, then taking one more event; after every event the runner ends it as the packed explorer's transitions do
/// (`AppRunner.eventDidEnd()`), so a delivery the app no longer holds is `lost` at that event; and the state it
/// reaches is judged as a run that ends there, as replay judges it, so a delivery never handled that only the
/// strategy's own objects hold is `lost` too (`AppRunner.lostIfTheRunEnds()`; none for a table, which holds nothing
/// outside ``AppContext``). A refused event is no transition (on iPhone, a quick action while the app is in front:
/// UIKit semantics article, 8a row 2).
///
/// Two states are the same when their keys are (`Simulator+DirectStateKey.swift`): the option combination, the machine's
/// snapshot (``LifecycleMachine`` without its growing counters), what the monitor still judges, and a
/// `Mirror`-based fingerprint of ``AppContext`` and of what the strategy holds that can change what happens next
/// (``keying``; a ``DelegateApp`` writes its own, without handler counters, session numbers or what it learned of
/// methods nobody asks about), deliveries renumbered in the monitor's order. The first time a violation kind shows
/// up its path is a shortest one, as in the packed search; for a strategy that is not a table the first time it shows
/// up for each further item or link too (``ExplorationReport/furtherCounterexamples``).
///
/// ``Explorer`` runs it for a configuration packed states cannot hold and for a strategy that is not a table; the
/// tests call it by name to compare it with the packed search.
///
/// For a strategy that is a value (``TableStrategy``) a state is a ``Simulator`` that is copied, not replayed.
/// Otherwise a state's first event is taken on the simulator that reached it (``reusesReplays``) and each further one
/// replays its whole path, so a search costs about (states × events × depth) events; keep the depth to what the
/// counterexamples need. Either way a level's expansion can be split across threads (`jobs`), a level of too few
/// states excepted; a replaying thread makes its own strategies from the factory, so threads share no object the
/// search made, but static and global state in the app's code is shared between them, and is never reset between
/// paths.
///
/// With several windows (``windows``, iPad) the events add, per declared scene, `openWindow`, `closeWindow`,
/// `focus` and `systemDisconnectScene`, the key holds every session, and interchangeable scenes are one up to
/// renaming (``symmetry``).
struct DirectExplorer<Strategy: AppStrategy> {
  /// What to explore; its ``ExplorerConfiguration/strategy`` is not read (``makeStrategy`` makes the app).
  let configuration: ExplorerConfiguration
  /// Whether interchangeable scenes are told apart (``SceneSymmetry/none``) or relabelled (the default).
  var symmetry: SceneSymmetry = .identicalScenes
  /// How stored states are remembered: completely (the default), or in bounded memory at the price of possible
  /// omissions, which the report then states (``VisitedMode``).
  var visitedMode: VisitedMode
  /// How much of a strategy that is not a table the state key writes: what can change the future (the default) or,
  /// as the oracle the tests compare it with, everything it stores (``DirectKeying``).
  var keying: DirectKeying = .reduced
  /// Whether a replayed state's first event is taken on the simulator that reached it, and later events after
  /// refusals that ran no app code on it too, instead of replaying the path for every event (the plain way, kept as
  /// the oracle the tests compare it with).
  var reusesReplays = true
  /// Whether states are copied rather than replayed: the strategy is a value (``TableStrategy``).
  let copiesStates: Bool
  /// Makes the app as freshly installed: called once per replayed path.
  let makeStrategy: () -> Strategy
  /// The events tried in every state, in order.
  let events: [LifecycleEvent]
  /// The `appReady` steps among ``events`` and the readiness of each.
  let readinessRule: ReadinessRule
  /// The items and links, items first, which name the events' ids.
  let catalog: ItemCatalog

  /// Prepares a direct exploration under `configuration` (checked by ``ExplorerConfiguration/check()``) of the
  /// strategies `makeStrategy` makes, called once per replayed path so objects it creates are never shared between
  /// paths; with `jobs > 1` a strategy that is not a value is made and replayed on several threads at once, sharing
  /// the app's static and global state. The configuration's items are the ones explored: none when it has none, as
  /// in the packed search; its visited set is honoured.
  /// - Throws: ``ExplorerError`` as the check does, or for an App Intent run in the widget extension whose action
  ///   the extension cannot perform.
  init(_ configuration: ExplorerConfiguration, makeStrategy: @escaping () -> Strategy) throws(ExplorerError) {
    try configuration.check()
    let sample = makeStrategy()
    if let table = sample as? TableStrategy,
      configuration.appIntents.values.joined().contains(where: { $0.process == .widgetExtension }),
      let action = table.extensionPerformProblem
    {
      throw .extensionIntentAction(action)
    }
    self.configuration = configuration
    self.makeStrategy = makeStrategy
    visitedMode = configuration.visited
    copiesStates = sample is TableStrategy
    events = ExplorerConfiguration.events(
      staticItems: configuration.staticItems, links: configuration.links, webClips: configuration.webClips,
      notifications: configuration.notifications, handoffs: configuration.handoffs,
      cloudKitShares: configuration.cloudKitShares, appIntents: configuration.appIntents, gates: sample.gates,
      defersToMainQueue: sample.queuesMainQueueWork, omitting: configuration.omittedEvents,
      scenes: configuration.windows?.sceneIDs.count ?? 0)
    readinessRule = ReadinessRule(events: events, gates: sample.gates, override: configuration.readiness)
    catalog = configuration.catalog
  }

  /// Prepares a direct exploration of a table strategy under `configuration`: the same search as the packed one,
  /// without packing, which the tests compare; the only one for several windows.
  init(_ configuration: ExplorerConfiguration) throws(ExplorerError) where Strategy == TableStrategy {
    let strategy = configuration.strategy
    try self.init(configuration, makeStrategy: { strategy })
  }

  /// The option combinations to start from, each a separate root.
  var optionCombinations: [LifecycleOptions] { configuration.optionCombinations }
  /// The app's declared scenes when it has several windows; `nil` for one window.
  var windows: WindowSetup? { configuration.windows }
  /// How many threads expand a level; the result does not depend on it.
  var jobs: Int { max(1, configuration.jobs) }

  /// Whether states are keyed with interchangeable scenes relabelled: ``symmetry`` asks for it and every declared
  /// scene matches every item alike.
  var reducesSymmetry: Bool {
    guard let windows, symmetry == .identicalScenes else { return false }
    return windows.scenesAreIdentical(itemCount: catalog.entries.count)
  }

  /// A fresh install under option combination `optionsIndex`, on a new strategy from the factory.
  func freshSimulator(optionsIndex: Int) -> Simulator<Strategy> {
    simulator(options: optionCombinations[optionsIndex], recordsTrace: !copiesStates)
  }

  /// A fresh install under `options`, with the app's windows, recording its trace or not.
  func simulator(options: LifecycleOptions, recordsTrace: Bool) -> Simulator<Strategy> {
    var simulator = configuration.freshSimulator(options: options, strategy: makeStrategy())
    simulator.prepareForExploring(recordsTrace: recordsTrace)
    return simulator
  }

  /// Whether a run may end in `simulator`'s state, so that the search judges the state as a replay's end judges it
  /// (``Simulator/violationsOfTransition(since:runCanEnd:)``): not while the app's own code opens a gate next, one
  /// whose `appReady` step is due (``ReadinessRule/hasDueGate(_:)``). Blocks left on the main queue do not keep a run
  /// from ending: a delay runs only at a `mainQueueTurn`, in replay as here. The search, its state graph and its
  /// narration ask here alike.
  func runCanEnd(at simulator: Simulator<Strategy>) -> Bool {
    !readinessRule.hasDueGate(simulator.readinessFacts)
  }

  /// What every step of `counterexample` did, replayed on a fresh app with the explored windows.
  /// With several windows, an event that names a scene names it by its id (`focus @s2`).
  func narrate(_ counterexample: Counterexample) -> [NarratedStep] {
    var simulator = simulator(options: counterexample.options, recordsTrace: true)
    let steps = simulator.narrate(counterexample.events, runCanEnd: runCanEnd(at:))
    guard let windows else { return steps }
    let catalog = counterexample.catalog
    return steps.map { step in
      guard step.step < counterexample.events.count, case .scene = counterexample.events[step.step].payload else {
        return step
      }
      let event = counterexample.events[step.step].summary(
        item: { catalog.name(of: $0) }, link: { catalog.name(of: $0) }, dynamicItem: { catalog.name(of: $0) },
        scene: { windows.name(of: $0) })
      return NarratedStep(step: step.step, event: event, changes: step.changes)
    }
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
  ///
  /// The exported specialisation gives the command line a search specialised for table strategies (no generic
  /// metadata look-ups on the hot path), as `LifecycleMachine.handle(_:receiver:)` did.
  /// - Parameter progress: told the counts so far (``ExplorationProgress``) before each level and every few hundred
  ///   states, from the thread that called `run`.
  @_specialize(exported:true,where Strategy == TableStrategy)
  func run(
    shouldStop: (() -> Bool)? = nil, progress: ((ExplorationProgress) -> Void)? = nil
  ) -> ExplorationReport {
    var search = BreadthFirstSearch(
      DirectSpace(self, visitedMode: visitedMode), observer: NoObserver(), shouldStop: shouldStop, progress: progress)
    return search.run()
  }
}

extension DirectExplorer where Strategy == TableStrategy {
  /// Runs the direct search with memo tables (``WorldSpace``): the report ``run(shouldStop:progress:)`` gives, for
  /// an exact visited set; a bounded one (``VisitedMode``) runs the plain search. When the tables give up
  /// (``WorldTable/Failure``) the plain search runs from the start, and its report says why
  /// (``ExplorationReport/memoTablesFailure``). No clock, no output.
  /// - Parameter tuning: what the tests change to walk rare roads (``WorldSpace/Tuning``).
  func runMemoised(
    shouldStop: (() -> Bool)? = nil, progress: ((ExplorationProgress) -> Void)? = nil,
    tuning: WorldSpace.Tuning = WorldSpace.Tuning()
  ) -> ExplorationReport {
    guard visitedMode == .exact else { return run(shouldStop: shouldStop, progress: progress) }
    let space = WorldSpace(self, tuning: tuning)
    var search = BreadthFirstSearch(space, observer: NoObserver(), shouldStop: shouldStop, progress: progress)
    let report = search.run()
    let table = search.space.workers.take(0)
    guard let failure = table.failure else { return report }
    var plain = run(shouldStop: shouldStop, progress: progress)
    plain.memoTablesFailure = failure.description
    return plain
  }
}
