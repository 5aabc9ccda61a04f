/// One window an app with several windows declares (a scenario's `app.scenes` entry): its id, which traces show
/// as `@<id>`, and the activation conditions its scene sets (UIKit semantics article, 12a rows 2 and 3).
public struct SceneDeclaration: Hashable, Sendable {
  /// The id: letters, digits, `_` and `-`.
  public let id: String
  /// What the scene can and prefers to take.
  public let conditions: SceneActivationConditions

  /// A declared scene; default conditions can take anything and prefer nothing.
  public init(id: String, conditions: SceneActivationConditions = .default) {
    self.id = id
    self.conditions = conditions
  }

  /// Whether `id` is a valid scene id: 1 to 32 letters, digits, `_` or `-`.
  public static func isValidID(_ id: String) -> Bool {
    !id.isEmpty && id.count <= 32
      && id.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
      }
  }
}

extension WindowSetup {
  /// The setup for `scenes`, with every target's match worked out from the scenes' conditions: `targets[item]` is
  /// the target content identifier of the catalog entry with that id (UIKit semantics article, 12a rows 1 and 5).
  /// - Precondition: 1 to ``maxScenes`` scenes.
  public init(scenes: [SceneDeclaration], targets: [String?], routing: SceneRouting = .defaults) {
    self.init(
      sceneIDs: scenes.map(\.id), matches: Self.matches(of: targets, against: scenes), routing: routing,
      declarations: scenes)
  }

  /// `matches[item][scene]` for every target against every declared scene.
  static func matches(of targets: [String?], against scenes: [SceneDeclaration]) -> [[SceneMatch]] {
    targets.map { target in scenes.map { $0.conditions.match(target) } }
  }
}
