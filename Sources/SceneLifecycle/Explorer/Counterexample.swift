/// A shortest event sequence from a fresh install that breaks one invariant.
public struct Counterexample: Hashable, Sendable {
  /// The invariant broken.
  public let kind: ViolationKind
  /// Which option combination of the run it starts from.
  public let optionsIndex: Int
  /// That combination.
  public let options: LifecycleOptions
  /// The events, in order.
  public let events: [LifecycleEvent]
  /// The items and links the search named, which name the events' ids (``ItemCatalog/step(for:)``).
  public let catalog: ItemCatalog
  /// The item or link whose delivery broke the invariant, for one of a report's
  /// ``ExplorationReport/furtherCounterexamples``; `nil` for a kind's first counterexample
  /// (``ExplorationReport/counterexamples``).
  public internal(set) var item: ItemID? = nil
}
