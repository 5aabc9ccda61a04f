import QuickActions

/// Breadth-first model checking of an app: every sequence of events up to a depth, each distinct state expanded
/// once, every invariant checked on every transition. The first time a violation kind shows up, its path is a shortest
/// one.
///
/// One entry for every app. For the configuration's table strategy (``ExplorerConfiguration/strategy``) it runs the
/// packed search (states packed into 64 bits plus an extension word, transitions memoised by the switches they read)
/// whenever packed states hold the configuration, and else the direct search (copied states, compared by their stored
/// values, each transition learned once per state and switch values read, and shared by the option combinations
/// that agree on those switches; the plain search for a bounded visited set); ``packingProblem(_:)`` says why: several windows, a bounded visited set
/// (``ExplorerConfiguration/visited``), scene sessions' slots, or one delivery in two places packed states do not
/// link. An app's own strategy that is not a table (a ``DelegateApp`` running the app's delegate classes) is explored
/// by the direct search, every path replayed on a fresh strategy from the factory:
///
/// ```swift
/// let configuration = ExplorerConfiguration(lifecycle: .scene, depth: 6)
/// let explorer = try Explorer(configuration) {
///   DelegateApp(appDelegate: AppDelegate.init, sceneDelegate: SceneDelegate.init)
/// }
/// let report = explorer.run()
/// XCTAssertEqual(report.violationKinds, [], explorer.describe(report))
/// ```
///
/// One breadth-first search runs over either space (`BreadthFirstSearch`), trying the same events in the same order,
/// so both find the same counterexamples where both apply (the tests compare them). The report says which ran
/// (`ExplorationReport/engineSummary`). With `jobs > 1` a level's expansion is split across threads and merged in
/// order, so numbers and counterexamples do not depend on `jobs`; the memoised direct search of a table strategy runs
/// on one thread, which threads only slowed down.
/// Static state in an app's own code is not reset between paths, and with `jobs > 1` an app's own strategy is replayed
/// on several threads at once (each path on objects of its own), so its static and global state is shared between
/// them.
public struct Explorer {
  /// What to explore.
  public let configuration: ExplorerConfiguration
  /// The search that runs.
  let engine: Engine

  /// The search that runs, and what else it needs.
  enum Engine {
    /// Packed states and memo tables, and the direct search of the same configuration, which tells a counterexample's
    /// steps and draws the state graph: packed states keep neither what a step changed nor what a node shows.
    case packed(PackedExplorer, replaying: DirectExplorer<TableStrategy>)
    /// Copied states for a table strategy packed states cannot hold, and why.
    case direct(DirectExplorer<TableStrategy>, because: ExplorerError)
    /// Replayed paths for an app's own strategy.
    case app(AppSearch)
  }

  /// The direct search of an app's own strategy behind closures, so that ``Explorer`` is one type for every strategy.
  struct AppSearch {
    /// ``DirectExplorer/run(shouldStop:progress:)``.
    let run: ((() -> Bool)?, ((ExplorationProgress) -> Void)?) -> ExplorationReport
    /// ``DirectExplorer/narrate(_:)``.
    let narrate: (Counterexample) -> [NarratedStep]
    /// ``DirectExplorer/stateGraph(maxNodes:)``.
    let stateGraph: (Int) -> Result<StateGraph, StateGraphTooLarge>
    /// The strategy's type name (`DelegateApp`), the app a counterexample's file names when the caller names none.
    let typeName: String
    /// A scenario replayed, under a file name, against a fresh strategy from the factory (``Explorer/replay(_:file:)``).
    let replay: (Scenario, String) -> ScenarioRun
    /// The strategy's gates (a ``DelegateApp``'s events), which name a counterexample's `appReady` steps.
    let gates: [Gate]

    init<Strategy: AppStrategy>(_ explorer: DirectExplorer<Strategy>) {
      typeName = "\(Strategy.self)"
      run = { explorer.run(shouldStop: $0, progress: $1) }
      narrate = { explorer.narrate($0) }
      stateGraph = { explorer.stateGraph(maxNodes: $0) }
      replay = { Replay.run($0, app: explorer.makeStrategy(), file: $1) }
      gates = explorer.makeStrategy().gates
    }
  }

  /// Prepares an exploration of the configuration's table strategy.
  /// - Throws: ``ExplorerError`` when no search can take the configuration (no or too many option combinations, too
  ///   many items and links, a link of neither kind, a negative depth, or a scene count the direct search's key
  ///   cannot hold); never a limit of the packed search alone, which only chooses the direct one.
  public init(_ configuration: ExplorerConfiguration) throws(ExplorerError) {
    self.configuration = configuration
    if let problem = PackedExplorer.packingProblem(configuration) {
      engine = .direct(try DirectExplorer(configuration), because: problem)
    } else {
      // The direct search takes every configuration the packed one takes (both run `configuration.check()`, and the
      // packed search refuses more); made here so that a refusal is an error now, not a trap at the first narration.
      engine = .packed(try PackedExplorer(configuration), replaying: try DirectExplorer(configuration))
    }
  }

  /// Prepares an exploration of the strategies `makeStrategy` makes, in place of the configuration's own
  /// ``ExplorerConfiguration/strategy``: a ``TableStrategy`` is explored as ``init(_:)`` explores it, any other
  /// ``AppStrategy`` by the direct search, which calls `makeStrategy` once per replayed path so objects it creates are
  /// never shared between paths. The configuration's visited set is honoured either way.
  /// - Throws: ``ExplorerError`` as ``init(_:)`` does.
  public init<Strategy: AppStrategy>(
    _ configuration: ExplorerConfiguration, makeStrategy: @escaping () -> Strategy
  ) throws(ExplorerError) {
    let sample = makeStrategy()
    if let table = sample as? TableStrategy {
      var tabled = configuration
      tabled.strategy = table
      self = try Explorer(tabled)
      return
    }
    // The stand-in table declares the app's gates (a DelegateApp's events), so that a counterexample's `appReady`
    // steps are written by name and the file reads back (``scenario(for:name:app:)``).
    var standIn = configuration
    if let declaring = try? configuration.strategy.withGates(sample.gates) { standIn.strategy = declaring }
    self.configuration = standIn
    engine = .app(AppSearch(try DirectExplorer(configuration, makeStrategy: makeStrategy)))
  }

  /// What keeps packed states from holding `configuration`, so that the direct search explores it: several windows
  /// (``ExplorerError/severalWindows``), a bounded visited set (``ExplorerError/boundedVisitedSet(_:)``), items kept in
  /// scene sessions' `userInfo` (``ExplorerError/sessionSlots(_:)``), or one delivery held in two places a packed state
  /// does not link (``ExplorerError/unlinkedHoldingPlaces(_:_:)``); `nil` when it packs.
  public static func packingProblem(_ configuration: ExplorerConfiguration) -> ExplorerError? {
    PackedExplorer.packingProblem(configuration)
  }

  /// Runs the search. Pure: no clock, no output; the caller times it. A direct search's report carries the reason it
  /// ran (`ExplorationReport/packingProblem`).
  /// - Parameter shouldStop: asked before each level and every few thousand states (from worker threads when
  ///   `jobs > 1`); once it returns `true` the search stops and the report is partial
  ///   (``ExplorationReport/Stop/stopRequested``). The command line passes a deadline check.
  /// - Parameter progress: told the counts so far (``ExplorationProgress``) before each level and every few thousand
  ///   states; always from the thread that called `run`. The command line draws its progress line from it.
  public func run(
    shouldStop: (@Sendable () -> Bool)? = nil, progress: (@Sendable (ExplorationProgress) -> Void)? = nil
  ) -> ExplorationReport {
    switch engine {
    case .packed(let explorer, _):
      return explorer.run(shouldStop: shouldStop, progress: progress)
    case .direct(let explorer, let problem):
      var report = explorer.runMemoised(shouldStop: shouldStop, progress: progress)
      report.packingProblem = problem
      return report
    case .app(let search):
      var report = search.run(shouldStop, progress)
      report.packingProblem = .appStrategy
      return report
    }
  }

  /// What every step of `counterexample` did, replayed on a fresh app (with the explored windows), each event ended
  /// as the search ends it (``Simulator/narrate(_:)``). With several windows, an event that names a scene names it by
  /// its id (`focus @s2`).
  public func narrate(_ counterexample: Counterexample) -> [NarratedStep] {
    switch engine {
    case .packed(_, let direct):
      // The packed search replays nothing itself: the direct search's narration, the one every engine tells, runs
      // the same configuration from a fresh install.
      return direct.narrate(counterexample)
    case .direct(let explorer, _): return explorer.narrate(counterexample)
    case .app(let search): return search.narrate(counterexample)
    }
  }

  /// Each counterexample of `report`, each kind's followed by its further ones
  /// (``ExplorationReport/furtherCounterexamples``), as plain text, replayed on a fresh app to say what every step
  /// changed (see ``Counterexample/text(narration:indent:)``), after a line that says how the search ran: for test
  /// failure messages.
  public func describe(_ report: ExplorationReport) -> String {
    report.text(narrate: narrate)
  }

  /// The explored state graph (``StateGraph``), drawn by watching the direct search of the configuration explore the
  /// same states and events in the same order (the readiness rule included), every node and edge recorded. States
  /// are told apart by their exact keys whatever the visited set, so the graph has the
  /// ``ExplorationReport/distinctStates`` nodes and ``ExplorationReport/transitions`` edges of an exact search. Pure:
  /// no clock, no output.
  /// - Parameter maxNodes: the most states drawn; the walk stops as soon as it stores one more.
  /// - Returns: the graph, or ``StateGraphTooLarge`` with the count reached.
  public func stateGraph(maxNodes: Int) -> Result<StateGraph, StateGraphTooLarge> {
    switch engine {
    case .packed(_, let direct):
      // Packed states do not keep what a node shows, so the graph watches the direct search of the same table, which
      // explores the same states in the same order (the tests compare the two reports).
      return direct.stateGraph(maxNodes: maxNodes)
    case .direct(let explorer, _): return explorer.stateGraph(maxNodes: maxNodes)
    case .app(let search): return search.stateGraph(maxNodes)
    }
  }
}
