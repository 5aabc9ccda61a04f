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
