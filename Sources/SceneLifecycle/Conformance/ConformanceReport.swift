/// What a conformance check found (``ConformanceSearch/run()``): the verdict, the step sequences and switch values
/// that reproduce the log, or where the closest one parts from it.
public struct ConformanceReport: Hashable, Sendable {
  /// The log checked.
  public var log: DeviceLog
  /// The combinations the search chose from.
  public var space: ConformanceSpace
  /// The app's lifecycle.
  public var lifecycle: LifecycleStyle
  /// What the search found.
  public var outcome: Outcome
  /// The most unseen steps the last pass allowed (the fewest any reported sequence needs).
  public var unseenBudget: Int
  /// How many steps the search sent.
  public var sends: Int
  /// Whether the search stopped at its send limit, so the answer is partial.
  public var stoppedEarly: Bool
  /// How many steps the last pass took before the log's first line (a log that starts mid-run), else 0.
  public var leadIn: Int = 0

  /// What the search found.
  public enum Outcome: Hashable, Sendable {
    /// Some step sequences reproduce every callback of the log: the first ones found (at most
    /// ``ConformanceSearch/Limits/maximumSequences``), and how many there are in all.
    case reproduced([ConformanceMatch], sequenceCount: Int)
    /// None does: where the longest reproduced prefix parts from the log.
    case notReproduced(ConformanceDivergence)
  }

  /// The verdict, as the command's exit status reports it.
  public enum Verdict: String, Hashable, Sendable, CaseIterable {
    /// The model reproduces the log under the base combination (the scenario's options, or the defaults).
    case reproduced
    /// Only under other values of some switches.
    case reproducedWithOtherValues
    /// Under no combination of the space.
    case notReproduced
  }

  /// Creates a report.
  public init(
    log: DeviceLog, space: ConformanceSpace, lifecycle: LifecycleStyle, outcome: Outcome, unseenBudget: Int,
    sends: Int, stoppedEarly: Bool, leadIn: Int = 0
  ) {
    self.leadIn = leadIn
    self.log = log
    self.space = space
    self.lifecycle = lifecycle
    self.outcome = outcome
    self.unseenBudget = unseenBudget
    self.sends = sends
    self.stoppedEarly = stoppedEarly
  }

  /// The verdict.
  public var verdict: Verdict {
    switch outcome {
    case .reproduced(let matches, _):
      matches.contains { $0.admits(space.base) } ? .reproduced : .reproducedWithOtherValues
    case .notReproduced: .notReproduced
    }
  }

  /// The matches, or none.
  public var matches: [ConformanceMatch] {
    switch outcome {
    case .reproduced(let matches, _): matches
    case .notReproduced: []
    }
  }

  /// The divergence, when the log is not reproduced.
  public var divergence: ConformanceDivergence? {
    switch outcome {
    case .reproduced: nil
    case .notReproduced(let divergence): divergence
    }
  }

  /// Whether several step sequences reproduce the log: the log cannot tell them apart.
  public var isAmbiguous: Bool {
    switch outcome {
    case .reproduced(_, let count): count > 1
    case .notReproduced: false
    }
  }

  /// The match a regression scenario is written from: the first one that reproduces the log under the base
  /// combination, else the first.
  public var preferredMatch: ConformanceMatch? {
    matches.first { $0.admits(space.base) } ?? matches.first
  }

  /// The combination a regression scenario of `match` runs under: the base, when the match admits it, else the base
  /// with the switches its first set fixes at their values there.
  public func options(for match: ConformanceMatch) -> LifecycleOptions {
    guard !match.admits(space.base), let values = match.values.first else { return space.base }
    var options = space.base
    for option in values.switches { options.set(option, toValueAt: values.options.valueIndex(of: option)) }
    return options
  }
}
