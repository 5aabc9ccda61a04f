/// What an exploration found.
public struct ExplorationReport: Sendable {
  /// How many distinct states were stored (roots included).
  public let distinctStates: Int
  /// How many accepted events were applied (refused events are not transitions).
  public let transitions: Int
  /// The deepest level at which a new state was found.
  public let depthReached: Int
  /// Whether the search ran out of new states before the depth bound: every reachable state was seen.
  public let exhausted: Bool
  /// Why the search stopped early, if it did; the report is then partial.
  public let stopped: Stop?
  /// A shortest counterexample for each violation kind found, in kind order.
  public let counterexamples: [Counterexample]
  /// For an app's own strategy (a ``DelegateApp``), whose code may treat each item and link its own way: per kind
  /// found, a shortest counterexample for each further item or link it was found for, on a path other than the
  /// kind's first (``Counterexample/item`` names it), in kind order, shortest first; so that a `lost` on one item,
  /// true or not, does not hide one on another. Empty for a table strategy, which treats the items of one kind
  /// alike.
  public internal(set) var furtherCounterexamples: [Counterexample] = []
  /// The callbacks some transition made.
  public let callbacksReached: [CallbackKind]
  /// The (phase, event, phase) transitions taken, each with a shortest path that ends by taking it.
  public let transitionsTaken: [TransitionKey: EventPath]
  /// Bytes held by the visited set at the end (for the direct search, the bytes of the stored state keys).
  public let visitedSetBytes: Int
  /// Which search produced the report.
  package internal(set) var engine: Engine = .packed
  /// Why ``Explorer`` ran its direct search rather than the packed one (``Explorer/packingProblem(_:)``, or
  /// ``ExplorerError/appStrategy`` for an app's own strategy); `nil` when the packed search ran.
  package internal(set) var packingProblem: ExplorerError?
  /// Why the memo tables of the several-window search gave up, so that the plain search ran instead (the report is
  /// the same, the search slower); `nil` when they did not.
  var memoTablesFailure: String?
  /// How many threads the search could split a level across: the configuration's `jobs`, or 1 for a search that runs
  /// on one thread whatever it says (several windows of a table strategy under an exact visited set), so a report
  /// can say that `--jobs` did not apply.
  package internal(set) var threads = 1
  /// How the search remembered its states (``VisitedMode``); a bounded mode makes the report partial.
  public internal(set) var visitedMode: VisitedMode = .exact
  /// An upper bound on the probability that the search omitted a state (``VisitedMode/omissionProbability(states:)``);
  /// 0 for an exact search.
  public var omissionProbability: Double { visitedMode.omissionProbability(states: distinctStates) }

  /// How an exploration ran.
  package enum Engine: String, Hashable, Sendable, CaseIterable {
    /// The packed search: packed states, transitions memoised by the switches they read.
    case packed
    /// The direct search: states copied (a table) or every path replayed from a fresh install on a new strategy,
    /// compared by their stored values.
    case direct
  }

  /// One line that says how the search ran, for reports and test failure messages.
  package var engineDescription: String {
    switch engine {
    case .packed:
      "explored with memo tables: packed states, each transition learned once per switch values read"
    case .direct:
      "explored directly: states compared by stored values (an app's own classes replayed from a fresh install for "
        + "every path; a table strategy copied, each transition learned once per state and switch values read)"
    }
  }

  /// Which search ran, in a few words, as reports' headers write it: `packed`, or `direct` with why packed states
  /// could not hold the configuration (`direct (scene sessions' userInfo)`, ``ExplorerError/packingReason``) and,
  /// when the several-window search's memo tables gave up, why (`direct (several windows; memo tables off: …)`).
  package var engineSummary: String {
    switch engine {
    case .packed: return "packed"
    case .direct:
      let reasons = [packingProblem?.packingReason, memoTablesFailure.map { "memo tables off: \($0)" }].compactMap {
        $0
      }
      return reasons.isEmpty ? "direct" : "direct (\(reasons.joined(separator: "; ")))"
    }
  }

  /// Why a search stopped before its depth bound.
  public enum Stop: Hashable, Sendable {
    /// The state limit was reached.
    case maxStates(Int)
    /// The caller's stop check (``Explorer/run(shouldStop:progress:)``) said to stop; the command line's `--timeout`.
    case stopRequested
  }

  /// One kind of transition: from a phase, through an event, to a phase.
  public struct TransitionKey: Hashable, Sendable, Comparable {
    /// The phase before.
    public let from: AppPhase
    /// The event.
    public let event: LifecycleEventKind
    /// The phase after.
    public let to: AppPhase

    /// Creates a key.
    public init(from: AppPhase, event: LifecycleEventKind, to: AppPhase) {
      self.from = from
      self.event = event
      self.to = to
    }

    /// The phases' and the event's positions in declaration order, as one number below ``count``: the searches
    /// note where each kind was first taken in an array by it (``SearchFindings/taken``).
    var index: Int { Self.index(from: from.ordinal, event: event.ordinal, to: to.ordinal) }

    /// ``index`` of the phases and the event kind at these positions.
    @inline(__always)
    static func index(from: Int, event: Int, to: Int) -> Int {
      (from * LifecycleEventKind.allCases.count + event) * AppPhase.allCases.count + to
    }

    /// How many keys there are.
    static let count = AppPhase.allCases.count * LifecycleEventKind.allCases.count * AppPhase.allCases.count

    /// The key whose ``index`` is `index`.
    init(index: Int) {
      let phases = AppPhase.allCases
      let events = LifecycleEventKind.allCases
      self.init(
        from: phases[index / phases.count / events.count], event: events[(index / phases.count) % events.count],
        to: phases[index % phases.count])
    }

    /// Orders by declaration order of phases and events.
    public static func < (lhs: TransitionKey, rhs: TransitionKey) -> Bool { lhs.index < rhs.index }

    /// Equal when phases and event are (compared by case, not by their raw strings).
    public static func == (lhs: TransitionKey, rhs: TransitionKey) -> Bool { lhs.index == rhs.index }

    /// Hashes the cases' positions; the raw-value default would hash three strings per lookup.
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
  }

  /// The violation kinds found, in kind order.
  public var violationKinds: [ViolationKind] { counterexamples.map(\.kind) }

  /// Every counterexample: each kind's (``counterexamples``) followed by its further ones
  /// (``furtherCounterexamples``), as ``Explorer/describe(_:)`` prints them.
  public var everyCounterexample: [Counterexample] {
    counterexamples.flatMap { first in [first] + furtherCounterexamples.filter { $0.kind == first.kind } }
  }

  /// Visited-set bytes per stored state.
  public var bytesPerState: Double { distinctStates == 0 ? 0 : Double(visitedSetBytes) / Double(distinctStates) }
}
