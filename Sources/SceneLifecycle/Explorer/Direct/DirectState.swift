/// What expanding a direct state reads: its simulator, kept from the step that stored it, and, when states are
/// replayed, its path from a fresh install.
struct DirectState<Strategy: AppStrategy> {
  let simulator: Simulator<Strategy>
  let readinessFacts: ReadinessFacts
  let optionsIndex: Int
  /// The event indices from a fresh install (empty when states are copied).
  let path: [Int]
}
