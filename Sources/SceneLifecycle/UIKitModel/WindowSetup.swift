/// The windows of an app with `UIApplicationSupportsMultipleScenes` on iPad: the scenes it declares and how each
/// item of the run's catalog matches each scene, worked out once (UIKit semantics article, section 12).
///
/// A declared scene is one window: the machine keeps at most one session per declared scene. The matches are
/// computed by the scenario layer from each scene's activation conditions and each item's target content
/// identifier (a quick action's `targetContentIdentifier`, a link's URL string, 12a rows 1 and 5), so the pure
/// core never evaluates a predicate.
public struct WindowSetup: Hashable, Sendable {
  /// The most scenes a run declares.
  public static let maxScenes = 8

  /// The declared scenes' ids, in declaration order; an event names a scene by its index here.
  public let sceneIDs: [String]
  /// `matches[item][scene]`: how the catalog item with id `item` matches the scene with index `scene`.
  let matches: [[SceneMatch]]
  /// The switches for what UIKit does where the documentation is silent (12b).
  public let routing: SceneRouting
  /// The declared scenes with their conditions, when the setup was made from them; the matches of items the catalog
  /// names later are worked out from these (``LifecycleMachine/updateWindowTargets(_:)``).
  public let declarations: [SceneDeclaration]

  /// A setup for `sceneIDs`, with `matches[item][scene]` for every catalog item (items the table does not
  /// reach match every scene with ``SceneMatch/can``, as a scene with default conditions does). The scenario decoder
  /// takes 1 to ``maxScenes`` scenes and the direct explorer refuses more; the machine itself takes any number (an
  /// event naming a scene the setup does not declare is refused).
  public init(
    sceneIDs: [String], matches: [[SceneMatch]], routing: SceneRouting = .defaults,
    declarations: [SceneDeclaration] = []
  ) {
    self.sceneIDs = sceneIDs
    self.matches = matches
    self.routing = routing
    self.declarations = declarations
  }

  /// How `item` matches the scene at `scene`.
  public func match(item: ItemID, scene: UInt8) -> SceneMatch {
    let row = Int(item.index)
    guard row < matches.count, Int(scene) < matches[row].count else { return .can }
    return matches[row][Int(scene)]
  }

  /// Whether `scene` is the index of a declared scene.
  public func declares(_ scene: UInt8) -> Bool { Int(scene) < sceneIDs.count }

  /// The id of the scene at `index`, or `#index` for an index the setup does not declare.
  public func name(of index: UInt8) -> String { Self.sceneName(index, in: sceneIDs) }

  /// The id of the declared scene at `index` among `ids`, or `#index` when `ids` does not name it: how traces,
  /// messages and scenario files name a scene.
  public static func sceneName(_ index: UInt8, in ids: [String]) -> String {
    Int(index) < ids.count ? ids[Int(index)] : "#\(index)"
  }
}

/// The switches for the routing choices UIKit does not document (UIKit semantics article, 12b rows 1 to 3), each
/// defaulting to the article's inference.
public struct SceneRouting: Hashable, Sendable {
  /// Several candidates match equally well (12b row 1, observed to be unpredictable).
  public var tieBreak: SceneTieBreak
  /// No scene can take the item (12b row 2, not documented).
  public var noMatch: SceneNoMatch
  /// Whether sessions whose scene is disconnected take part in routing; the chosen one reconnects (12b row 3,
  /// inferred from the system evaluating predicates outside the app).
  public var unattachedSessionsAreCandidates: Bool

  /// The article's inferences, or the values given.
  public init(
    tieBreak: SceneTieBreak = .mostRecentlyActive, noMatch: SceneNoMatch = .newScene,
    unattachedSessionsAreCandidates: Bool = true
  ) {
    self.tieBreak = tieBreak
    self.noMatch = noMatch
    self.unattachedSessionsAreCandidates = unattachedSessionsAreCandidates
  }

  /// The article's inferences.
  public static let defaults = SceneRouting()
}

/// Which of several equally good candidate scenes UIKit picks (UIKit semantics article, 12b row 1).
public enum SceneTieBreak: String, Hashable, Sendable, CaseIterable {
  /// The scene the user was in last (the default: a forum guess, and what a user expects).
  case mostRecentlyActive
  /// The scene whose session is oldest (Firefox saw window 1 chosen although window 2 was used last).
  case firstConnected
}

/// What UIKit does with an item no scene can take (UIKit semantics article, 12b row 2).
public enum SceneNoMatch: String, Hashable, Sendable, CaseIterable {
  /// It creates a new scene for it (the default): a new session of the best-matching declared scene that has no
  /// window; the item is dropped when every declared scene has one.
  case newScene
  /// It ignores the predicates and picks among all sessions by the tie-break.
  case anyScene
  /// It drops the item: no scene hears of it.
  case drop
}

/// Where UIKit sent one delivery, and why; told to the receiver (``MachineStep/Output/route(_:)``) before the
/// delivery's first callback.
public struct SceneRoute: Hashable, Sendable {
  /// The delivery's serial (``Delivery/serial``).
  public let serial: UInt32
  /// The session chosen, or `nil` when the item is dropped.
  public let session: UInt8?
  /// The declared scene chosen (its index), or `nil` when the item is dropped.
  public let scene: UInt8?
  /// Why that scene.
  public let reason: Basis

  /// Creates a route.
  public init(serial: UInt32, session: UInt8?, scene: UInt8?, reason: Basis) {
    self.serial = serial
    self.session = session
    self.scene = scene
    self.reason = reason
  }

  /// Why UIKit chose the scene.
  public enum Basis: String, Hashable, Sendable {
    /// Its `prefersToActivate` predicate matched, and no better candidate was more recent or older (12a row 3).
    case prefers
    /// Only its `canActivate` predicate matched, and no scene preferred the item (12a row 3).
    case can
    /// No scene matched; a new scene was made for the item (``SceneNoMatch/newScene``).
    case newScene
    /// No scene matched; the predicates were ignored (``SceneNoMatch/anyScene``).
    case anyScene
    /// No scene matched and the item went nowhere (``SceneNoMatch/drop``, or no declared scene was free).
    case dropped
  }
}
