import QuickActions

/// How the direct explorer treats declared scenes whose activation conditions match every item alike: such scenes
/// are interchangeable, so two states that differ only by which of them is which have the same futures up to
/// renaming them.
public enum SceneSymmetry: String, Hashable, Sendable, CaseIterable {
  /// Every state as it is: the plain search, the oracle the reduced one is checked against.
  case none
  /// States are keyed with interchangeable scenes relabelled in the order of their sessions (most recently active
  /// first), so each class of renamings is one state. Applies only when every declared scene matches every item
  /// alike; otherwise it is the plain search.
  case identicalScenes
}
