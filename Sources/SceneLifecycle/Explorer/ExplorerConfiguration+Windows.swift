import QuickActions

/// Several windows (issue 15): an app that declares `count` scenes with UIKit's default activation conditions, so
/// every catalog item can activate every scene (UIKit semantics article, 12a row 1).
extension ExplorerConfiguration {
  /// The ids of `count` generated declared scenes: `s1`, `s2`, ….
  public static func generatedSceneIDs(_ count: Int) -> [String] { (0..<count).map { "s\($0 + 1)" } }

  /// `count` declared scenes with default conditions (every item and link `.can` on every scene), on iPad; one
  /// scene (or fewer) is the one-window app, which leaves ``windows`` `nil` and the device as it is.
  /// - Precondition: `count` is at most ``WindowSetup/maxScenes``.
  public mutating func setScenes(_ count: Int) {
    guard count > 1 else {
      windows = nil
      return
    }
    let ids = Self.generatedSceneIDs(count)
    windows = WindowSetup(sceneIDs: ids, matches: Self.defaultMatches(scenes: count, catalog: catalog))
    device = .iPad
  }

  /// The declared `scenes` of a scenario, with their activation conditions and the routing switches, on iPad: each
  /// catalog entry (its target content identifier, or a link's URL string) matched against each scene's conditions
  /// (UIKit semantics article, 12a).
  /// - Precondition: 1 to ``WindowSetup/maxScenes`` scenes (the scenario decoder checks this).
  public mutating func setWindows(_ scenes: [SceneDeclaration], routing: SceneRouting) {
    windows = WindowSetup(scenes: scenes, targets: catalog.windowTargets, routing: routing)
    device = .iPad
  }

  /// Every entry of `catalog` matching each of `scenes` scenes with ``SceneMatch/can``.
  static func defaultMatches(scenes: Int, catalog: ItemCatalog) -> [[SceneMatch]] {
    Array(repeating: Array(repeating: .can, count: scenes), count: catalog.entries.count)
  }
}

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

extension WindowSetup {
  /// Whether every declared scene matches every item of `catalog` alike, so scenes are interchangeable.
  func scenesAreIdentical(itemCount: Int) -> Bool {
    (0..<itemCount).allSatisfy { row in
      let first = match(item: ItemID(UInt8(clamping: row)), scene: 0)
      return (0..<UInt8(clamping: sceneIDs.count)).allSatisfy {
        match(item: ItemID(UInt8(clamping: row)), scene: $0) == first
      }
    }
  }
}
