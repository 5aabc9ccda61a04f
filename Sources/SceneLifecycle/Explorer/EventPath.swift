/// An event sequence from a fresh install, under one option combination.
public struct EventPath: Hashable, Sendable {
  /// Which option combination of the run it starts from.
  public let optionsIndex: Int
  /// That combination.
  public let options: LifecycleOptions
  /// The events, in order.
  public let events: [LifecycleEvent]
  /// The items and links the search named, which name the events' ids (``ItemCatalog/step(for:)``).
  public let catalog: ItemCatalog
}
