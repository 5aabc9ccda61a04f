/// Watches every state a ``BreadthFirstSearch`` stores and every transition it takes, in search order: the state
/// graph (``StateGraphObserver``) is drawn this way, from the search that makes the report.
protocol SearchObserver: SendableMetatype {
  associatedtype Space: SearchSpace
  /// Whether the observer watches; a search with a watching observer expands every level on one thread, in order.
  static var watches: Bool { get }
  /// The state at `index` was stored at `depth` (0 for a root); the space holds it.
  mutating func didStore(_ index: Int, depth: Int, in space: Space)
  /// Event `event` was taken in the state at `parent`; `stored` is the state it reached when that one was new (told
  /// to ``didStore(_:depth:in:)`` just before).
  mutating func didTake(_ step: Space.Expansion.Step, event: Int, from parent: Int, stored: Int?, in space: Space)
}
