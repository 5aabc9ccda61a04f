import QuickActions

// MARK: - Encoding `app`: items, scene manifest, navigation and windows

extension Scenario {
  /// `app` in ``appKeys`` order, with `strategy` as given, or `delegates` for a scenario of an app's own classes.
  func appDocument(strategy: JSONValue) -> JSONObject {
    var app = JSONObject()
    if let delegates {
      app["delegates"] = .string(delegates)
    } else {
      app["strategy"] = strategy
    }
    switch staticItems {
    case .inline(let items): app["shortcutItems"] = .array(items.map(\.scenarioJSON))
    case .infoPlist(let path): app["infoPlist"] = .string(path)
    }
    if let sceneManifest { app["sceneManifest"] = .string(sceneManifest.rawValue) }
    if let navigation { Self.writeNavigation(navigation, into: &app) }
    if let windows { Self.writeWindows(windows, into: &app) }
    return app
  }

  /// `app.navigation` when the app does not start at the root, `app.routes` and `app.shortcutRoutes` when there are
  /// any; an app with routes but none of these writes `"routes": []`, so it still has navigation.
  private static func writeNavigation(_ navigation: AppNavigation, into app: inout JSONObject) {
    if navigation.initial != NavigationState() { app["navigation"] = navigationStateDocument(navigation.initial) }
    if !navigation.routes.routes.isEmpty || (app["navigation"] == nil && navigation.shortcutTargets.isEmpty) {
      app["routes"] = .array(navigation.routes.routes.map(routeDocument))
    }
    guard !navigation.shortcutTargets.isEmpty else { return }
    var targets = JSONObject()
    for type in navigation.shortcutTargets.keys.sorted() {
      switch navigation.shortcutTargets[type] {
      case .url(let url)?: targets[type] = .string(url)
      case .destination(let update)?: targets[type] = updateDocument(update)
      case nil: break
      }
    }
    app["shortcutRoutes"] = .object(targets)
  }

  /// One route: `name` when it is not the pattern's text, `pattern`, `values` for the parameters that take a fixed
  /// list, and `navigate`.
  static func routeDocument(_ route: Route) -> JSONValue {
    var object = JSONObject()
    if route.name != route.pattern.text { object["name"] = .string(route.name) }
    object["pattern"] = .string(route.pattern.text)
    var values = JSONObject()
    for component in route.pattern.components {
      guard case .parameter(let name, .oneOf(let list)) = component else { continue }
      values[name] = .array(list.map(JSONValue.string))
    }
    if !values.members.isEmpty { object["values"] = .object(values) }
    object["navigate"] = updateDocument(route.navigate)
    return .object(object)
  }

  /// A navigation update: each field that changes, a string to set it or `null` to clear it, and the detail it
  /// pushes.
  static func updateDocument(_ update: NavigationUpdate) -> JSONValue {
    var object = JSONObject()
    for (key, field) in [("tab", update.tab), ("detail", update.detail)] {
      switch field {
      case .keep: break
      case .set(let value): object[key] = .string(value)
      case .clear: object[key] = .null
      }
    }
    if let push = update.push { object["push"] = .string(push) }
    return .object(object)
  }

  /// `app.supportsMultipleScenes`, `app.scenes` unless it is the one default `main` scene the decoder assumes,
  /// and `app.sceneRouting` with the switches away from their defaults.
  private static func writeWindows(_ windows: ScenarioWindows, into app: inout JSONObject) {
    app["supportsMultipleScenes"] = .bool(true)
    if windows.scenes != [SceneDeclaration(id: "main")] {
      app["scenes"] = .array(windows.scenes.map(sceneDocument))
    }
    var routing = JSONObject()
    let defaults = SceneRouting.defaults
    if windows.routing.tieBreak != defaults.tieBreak {
      routing["tieBreak"] = .string(windows.routing.tieBreak.rawValue)
    }
    if windows.routing.noMatch != defaults.noMatch { routing["noMatch"] = .string(windows.routing.noMatch.rawValue) }
    if windows.routing.unattachedSessionsAreCandidates != defaults.unattachedSessionsAreCandidates {
      routing["unattachedSessionsAreCandidates"] = .bool(windows.routing.unattachedSessionsAreCandidates)
    }
    if !routing.members.isEmpty { app["sceneRouting"] = .object(routing) }
  }

  /// One declared scene: `id`, then each activation condition that is not the default, as its predicate's text.
  static func sceneDocument(_ scene: SceneDeclaration) -> JSONValue {
    var object = JSONObject(["id": .string(scene.id)])
    let defaults = SceneActivationConditions.default
    if scene.conditions.canActivate != defaults.canActivate {
      object["canActivate"] = .string(scene.conditions.canActivate.description)
    }
    if scene.conditions.prefersToActivate != defaults.prefersToActivate {
      object["prefersToActivate"] = .string(scene.conditions.prefersToActivate.description)
    }
    return .object(object)
  }
}
