// MARK: - Decoding several windows (app.supportsMultipleScenes, app.scenes, app.sceneRouting)

/// An app's windows as its scenario declares them: the scenes and the routing switches (UIKit semantics article,
/// section 12).
public struct ScenarioWindows: Hashable, Sendable {
  /// The declared scenes, in file order; steps name them by id.
  public var scenes: [SceneDeclaration]
  /// The switches for routing where UIKit's documentation is silent (12b).
  public var routing: SceneRouting

  /// Windows with these scenes and switches.
  public init(scenes: [SceneDeclaration], routing: SceneRouting = .defaults) {
    self.scenes = scenes
    self.routing = routing
  }

  /// The scene ids, in file order.
  public var ids: [String] { scenes.map(\.id) }
}

extension Scenario {
  /// The keys of a scene object in `app.scenes`.
  public static let sceneKeys = ["id", "canActivate", "prefersToActivate"]
  /// The keys of `app.sceneRouting`.
  public static let sceneRoutingKeys = ["tieBreak", "noMatch", "unattachedSessionsAreCandidates"]

  /// The windows the run has under `lifecycle` on `device`: the file's, when the app can show several there (a
  /// scene lifecycle on iPad, 12d row 2); `nil` otherwise, as UIKit then never makes a second scene.
  public func windowSetup(lifecycle: LifecycleStyle, device: Device, targets: [String?]) -> WindowSetup? {
    guard let windows, lifecycle.usesScenes, device == .iPad else { return nil }
    return WindowSetup(scenes: windows.scenes, targets: targets, routing: windows.routing)
  }

  /// `app.supportsMultipleScenes`, `app.scenes` and `app.sceneRouting`; `nil` when the app has one window.
  /// Several windows need an iPad and a scene lifecycle (UIKit semantics article, 12d row 2).
  static func decodeWindows(
    _ app: ObjectReader, lifecycle: LifecycleStyle, device: Device
  ) throws(ScenarioDecodingError) -> ScenarioWindows? {
    let supports = try app.optionalBool("supportsMultipleScenes") ?? false
    guard supports else {
      for key in ["scenes", "sceneRouting"] where app[key] != nil {
        throw ScenarioDecodingError(
          path: app.path(of: key), message: "\(key) needs \"supportsMultipleScenes\": true in app")
      }
      return nil
    }
    let flagPath = app.path(of: "supportsMultipleScenes")
    guard device == .iPad else {
      throw ScenarioDecodingError(
        path: flagPath,
        message: "several windows need \"device\": \"iPad\"; on iPhone UIKit never makes a second scene "
          + "(UIKit semantics article, 12d row 2)")
    }
    guard lifecycle.usesScenes else {
      throw ScenarioDecodingError(
        path: flagPath,
        message: "several windows need a scene lifecycle (\"scene\" or \"swiftUI\"); the \(lifecycle.rawValue) "
          + "lifecycle has one window")
    }
    var scenes = [SceneDeclaration(id: "main")]
    if let value = app["scenes"] { scenes = try decodeScenes(value, path: app.path(of: "scenes")) }
    var routing = SceneRouting.defaults
    if let value = app["sceneRouting"] { routing = try decodeSceneRouting(value, path: app.path(of: "sceneRouting")) }
    return ScenarioWindows(scenes: scenes, routing: routing)
  }

  private static func decodeScenes(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> [SceneDeclaration]
  {
    let elements = try Decode.array(value, path: path, of: "scene objects such as { \"id\": \"main\" }")
    guard (1...WindowSetup.maxScenes).contains(elements.count) else {
      throw ScenarioDecodingError(
        path: path, message: "declare 1 to \(WindowSetup.maxScenes) scenes, found \(elements.count)")
    }
    var scenes: [SceneDeclaration] = []
    for (index, element) in elements.enumerated() {
      let reader = try ObjectReader(element, path: JSONPath.index(path, index), what: "a scene object")
      try reader.rejectUnknownKeys(allowed: sceneKeys)
      let id = try Decode.string(try reader.required("id"), path: reader.path(of: "id"))
      guard SceneDeclaration.isValidID(id) else {
        throw ScenarioDecodingError(
          path: reader.path(of: "id"), message: "a scene id is 1 to 32 letters, digits, _ or -, found \(quoted(id))")
      }
      guard !scenes.contains(where: { $0.id == id }) else {
        throw ScenarioDecodingError(path: reader.path(of: "id"), message: "scene \(quoted(id)) is declared twice")
      }
      var conditions = SceneActivationConditions.default
      if let text = try reader.optionalString("canActivate") {
        conditions.canActivate = try predicate(text, path: reader.path(of: "canActivate"))
      }
      if let text = try reader.optionalString("prefersToActivate") {
        conditions.prefersToActivate = try predicate(text, path: reader.path(of: "prefersToActivate"))
      }
      scenes.append(SceneDeclaration(id: id, conditions: conditions))
    }
    return scenes
  }

  /// One activation predicate; a syntax error names its column in the string.
  private static func predicate(_ text: String, path: String) throws(ScenarioDecodingError) -> ScenePredicate {
    do {
      return try ScenePredicate.parse(text)
    } catch {
      throw ScenarioDecodingError(path: path, message: "predicate, column \(error.column): \(error.message)")
    }
  }

  private static func decodeSceneRouting(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> SceneRouting
  {
    let reader = try ObjectReader(value, path: path, what: "a routing object")
    try reader.rejectUnknownKeys(allowed: sceneRoutingKeys)
    var routing = SceneRouting.defaults
    if let value = reader["tieBreak"] {
      routing.tieBreak = try Decode.name(
        value, path: reader.path(of: "tieBreak"), what: "tie-break", names: SceneTieBreak.allCases.map(\.rawValue),
        lookup: SceneTieBreak.init(rawValue:))
    }
    if let value = reader["noMatch"] {
      routing.noMatch = try Decode.name(
        value, path: reader.path(of: "noMatch"), what: "no-match policy", names: SceneNoMatch.allCases.map(\.rawValue),
        lookup: SceneNoMatch.init(rawValue:))
    }
    if let flag = try reader.optionalBool("unattachedSessionsAreCandidates") {
      routing.unattachedSessionsAreCandidates = flag
    }
    return routing
  }
}
