import QuickActions

// MARK: - A counterexample as a version-1 scenario document

extension ExplorationSubject {
  /// The scenario document of `events` under `options`, as ``scenario(name:description:events:catalog:options:lifecycle:)``
  /// builds its value: the subject's app and device (written only when it is not the default iPhone), the steps (their
  /// ids named back through `catalog`), no `expect` yet. The one place a written counterexample's JSON is built.
  public func scenarioDocument(
    name: String, description: String, events: [LifecycleEvent], catalog: ItemCatalog, options: LifecycleOptions,
    lifecycle: LifecycleStyle
  ) -> JSONValue {
    var root = JSONObject()
    root["version"] = .number(JSONNumber(1))
    root["name"] = .string(name)
    root["description"] = .string(description)
    root["lifecycle"] = .string(lifecycle.rawValue)
    if device != .iPhone { root["device"] = .string(device.rawValue) }
    if build.sdk != .standard { root["sdk"] = .number(JSONNumber(build.sdk.major)) }
    root["options"] = Self.optionsDocument(options)
    root["app"] = appDocument
    root["steps"] = .array(
      events.map { Self.stepDocument(catalog.step(for: $0), gates: strategy.gates, scenes: sceneIDs) })
    return .object(root)
  }

  /// The scenario document of `counterexample`, named and described as ``scenario(for:lifecycle:)`` names it.
  public func scenarioDocument(for counterexample: Counterexample, lifecycle: LifecycleStyle) -> JSONValue {
    let typed = scenario(for: counterexample, lifecycle: lifecycle)
    return scenarioDocument(
      name: typed.name, description: typed.description ?? "", events: counterexample.events,
      catalog: counterexample.catalog, options: counterexample.options, lifecycle: lifecycle)
  }

  /// The switches away from their defaults, by name.
  public static func optionsDocument(_ options: LifecycleOptions) -> JSONValue {
    var object = JSONObject()
    for option in InferredOption.allCases where options.isChanged(option) {
      object[option.name] = option.jsonValue(in: options)
    }
    return .object(object)
  }

  /// The subject's `app`: a scenario's own (custom strategies stay as written) with its items inlined, since a
  /// relative Info.plist path would not resolve from another directory.
  var appDocument: JSONValue {
    var app = JSONObject()
    if case .object(let root)? = scenario?.document, case .object(let original)? = root["app"] {
      app = original
      app["infoPlist"] = nil
      if let override = readinessOverride { app = Scenario.appObject(app, overridingReadiness: override) }
    } else {
      app["strategy"] = .string(strategy.name)
    }
    app["shortcutItems"] = .array(items.map(\.scenarioJSON))
    if !sceneIDs.isEmpty, windows == nil {
      // Several windows: every declared scene with UIKit's default activation conditions (12a row 1); a scenario's
      // own scenes, conditions and routing are in its app object already.
      app["supportsMultipleScenes"] = .bool(true)
      app["scenes"] = .array(sceneIDs.map { .object(JSONObject(["id": .string($0)])) })
    }
    return .object(app)
  }

  /// One step as scenario files spell it (dynamic items by their types, a gate by its name in `gates`, a scene by its
  /// id in `scenes`).
  public static func stepDocument(_ step: ScenarioStep, gates: [Gate], scenes: [String] = []) -> JSONValue {
    var object = JSONObject()
    object["event"] = .string(step.name)
    switch step.payload {
    case .item(let type): object["type"] = .string(type)
    case .link(let url): object["url"] = .string(url)
    case .dynamicItems(let items): object["items"] = .array(items.map { .string($0.type) })
    case .gate(let index):
      object["gate"] = .string(gates.first { $0.index == index }?.name ?? "gate\(index)")
    case .scene(let index):
      // An app's only scene is not named (systemDisconnectScene with one window).
      if !scenes.isEmpty { object["scene"] = .string(WindowSetup.sceneName(index, in: scenes)) }
    case .none: break
    }
    return .object(object)
  }
}
