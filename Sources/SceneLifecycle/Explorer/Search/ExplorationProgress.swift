/// How far a running search has come, as its progress callback hears it (``Explorer/run(shouldStop:progress:)``): counts
/// only, no clock, so the caller measures the time and decides
/// what to show.
public struct ExplorationProgress: Hashable, Sendable {
  /// The distinct states stored so far.
  public let states: Int
  /// The depth being expanded: its states' successors are one step deeper.
  public let depth: Int
  /// The transitions taken so far.
  public let transitions: Int

  /// Creates a value.
  public init(states: Int, depth: Int, transitions: Int) {
    self.states = states
    self.depth = depth
    self.transitions = transitions
  }
}
