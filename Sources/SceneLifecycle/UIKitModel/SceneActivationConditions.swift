/// A scene's activation conditions: which target content identifiers it can take and which it prefers
/// (`UISceneActivationConditions`).
public struct SceneActivationConditions: Hashable, Sendable {
  /// The identifiers the scene can take when no scene prefers them.
  public var canActivate: ScenePredicate
  /// The identifiers the scene prefers; checked before ``canActivate``.
  public var prefersToActivate: ScenePredicate

  /// Creates conditions; the defaults are UIKit's (UIKit semantics article, 12a row 2).
  public init(canActivate: ScenePredicate = .truePredicate, prefersToActivate: ScenePredicate = .falsePredicate) {
    self.canActivate = canActivate
    self.prefersToActivate = prefersToActivate
  }

  /// UIKit's conditions for a scene whose app set none: it can take anything and prefers nothing
  /// (UIKit semantics article, 12a row 2).
  public static let `default` = SceneActivationConditions()

  /// How well the scene fits a target content identifier: ``SceneMatch/prefers`` when the prefers predicate
  /// matches, else ``SceneMatch/can`` when the can predicate does, else ``SceneMatch/none``
  /// (UIKit semantics article, 12a row 3).
  public func match(_ target: String?) -> SceneMatch {
    if prefersToActivate.evaluate(target) { return .prefers }
    if canActivate.evaluate(target) { return .can }
    return .none
  }
}

/// How well a scene fits a target content identifier, ordered from worst to best.
public enum SceneMatch: UInt8, Hashable, Sendable, Comparable {
  /// Neither predicate matches.
  case none
  /// Only the can predicate matches: the scene takes the target if no better scene exists.
  case can
  /// The prefers predicate matches: the scene beats every scene that only can.
  case prefers

  /// Orders by raw value: `none < can < prefers`.
  public static func < (lhs: SceneMatch, rhs: SceneMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}
