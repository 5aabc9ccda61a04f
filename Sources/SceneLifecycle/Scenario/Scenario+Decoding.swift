import QuickActions

// MARK: - Decoding a scenario document (format version 1)

extension Scenario {
  /// The keys a scenario object may have, in the order the README lists them.
  public static let topLevelKeys = [
    "$schema", "version", "name", "description", "lifecycle", "device", "sdk", "options", "app", "steps", "expect",
  ]
  /// The keys of `app`.
  public static let appKeys = [
    "strategy", "delegates", "shortcutItems", "infoPlist", "sceneManifest", "navigation", "routes", "shortcutRoutes",
    "supportsMultipleScenes", "scenes", "sceneRouting",
  ]
  /// The keys of `options`: every `InferredOption` by name, then `dynamicItemsAfterUpdate`.
  public static let optionKeys = InferredOption.allCases.map(\.name) + ["dynamicItemsAfterUpdate"]

  /// Option keys of older files that a switch with other values replaced, each with the message that says what
  /// to write instead. They are errors rather than aliases: the replacement also changed what the app's
  /// implemented methods decide, so an old file is better checked by hand.
  static let replacedOptionKeys: [(key: String, hint: String)] = [
    (
      "swiftUICustomDelegateStarvesOnOpenURL",
      "swiftUICustomDelegateStarvesOnOpenURL was replaced by swiftUICustomDelegateLinks: write "
        + "\"delegateOnly\" (the new default, was true), \"swiftUIOnly\" (was false) or \"both\"; a custom scene "
        + "delegate that does not implement the link's callback leaves the link to onOpenURL(_:) under every value"
    )
  ]

  /// Decodes a parsed scenario file.
  ///
  /// `version` is checked first, so a file from a newer format says so instead of listing unknown keys.
  /// Every object is strict: an unknown key is an error naming the valid ones.
  /// - Parameter document: the parsed file.
  /// - Returns: the scenario, and warnings about its static items (duplicate types, ignored keys).
  /// - Throws: ``ScenarioDecodingError`` at the first problem, with its JSON path.
  package static func decode(_ document: JSONValue) throws(ScenarioDecodingError) -> (Scenario, [ScenarioWarning]) {
    let root = try ObjectReader(document, path: "", what: "a scenario object at the top level")
    try checkVersion(root)
    try root.rejectUnknownKeys(allowed: topLevelKeys)
    _ = try root.optionalString("$schema")
    let name = try Decode.string(try root.required("name"), path: "name")
    let description = try root.optionalString("description")
    var lifecycle: LifecycleStyle?
    if let value = root["lifecycle"] {
      lifecycle = try Decode.name(
        value, path: "lifecycle", what: "lifecycle", names: LifecycleStyle.allCases.map(\.rawValue),
        lookup: LifecycleStyle.init(rawValue:))
    }
    var device: Device?
    if let value = root["device"] {
      device = try Decode.name(
        value, path: "device", what: "device", names: Device.allCases.map(\.rawValue), lookup: Device.init(rawValue:))
    }
    let sdk = try root["sdk"].map { (value) throws(ScenarioDecodingError) in try decodeSDK(value, path: "sdk") }
    var options = LifecycleOptions.defaults
    var afterUpdate = DynamicItemsAfterUpdate.keptUntilReplaced
    if let value = root["options"] {
      (options, afterUpdate) = try decodeOptions(value, path: "options")
    }
    let app = try ObjectReader(try root.required("app"), path: "app")
    try app.rejectUnknownKeys(allowed: appKeys)
    let delegates = try decodeDelegates(app)
    let strategy =
      delegates == nil
      ? try decodeStrategy(try app.required("strategy"), path: "app.strategy")
      : TableStrategy.ownAppStandIn(
        lifecycle ?? TableStrategy.ownAppLifecycle, gates: try eventGates(steps: root["steps"]))
    var warnings: [ScenarioWarning] = []
    let staticItems = try decodeStaticItems(app, warnings: &warnings)
    let navigation = try decodeNavigation(app, warnings: &warnings)
    var sceneManifest: SceneManifest?
    if let value = app["sceneManifest"] {
      sceneManifest = try Decode.name(
        value, path: app.path(of: "sceneManifest"), what: "scene manifest",
        names: SceneManifest.allCases.map(\.rawValue), lookup: SceneManifest.init(rawValue:))
    }
    let windows = try decodeWindows(
      app, lifecycle: lifecycle ?? strategy.nativeLifecycle, device: device ?? .iPhone)
    let stepValues = try Decode.array(try root.required("steps"), path: "steps", of: "steps")
    var steps: [ScenarioStep] = []
    steps.reserveCapacity(stepValues.count)
    for (index, value) in stepValues.enumerated() {
      steps.append(
        try decodeStep(
          value, path: JSONPath.index("steps", index), gates: strategy.gates, scenes: windows?.ids ?? [],
          warnings: &warnings))
    }
    for (index, step) in steps.enumerated() {
      guard step.appIntentRun?.process == .widgetExtension, let action = strategy.extensionPerformProblem else {
        continue
      }
      throw ScenarioDecodingError(
        path: JSONPath.key(JSONPath.index("steps", index), "runsIn"),
        message: TableStrategy.extensionPerformMessage(action))
    }
    let expect = try root["expect"].map { (value) throws(ScenarioDecodingError) in try decodeExpectations(value) }
    var scenario = Scenario(
      name: name, description: description, lifecycle: lifecycle, device: device, sdk: sdk, options: options,
      dynamicItemsAfterUpdate: afterUpdate, strategy: strategy, staticItems: staticItems, navigation: navigation,
      steps: steps, expect: expect)
    scenario.sceneManifest = sceneManifest
    scenario.windows = windows
    scenario.delegates = delegates
    return (scenario, warnings)
  }

  private static func checkVersion(_ root: ObjectReader) throws(ScenarioDecodingError) {
    let value = try root.required("version")
    guard case .number(let number) = value, let version = number.intValue else {
      throw ScenarioDecodingError(path: "version", message: "expected the integer 1, found \(value.kindDescription)")
    }
    if version > supportedVersion {
      throw ScenarioDecodingError(
        path: "version",
        message: "unsupported format version \(version); this qa-sim reads version \(supportedVersion) "
          + "(a newer qa-sim may read this file)")
    }
    guard version == supportedVersion else {
      throw ScenarioDecodingError(path: "version", message: "unknown format version \(version); the first version is 1")
    }
  }

  /// `sdk`: the major version of the SDK the app is built with, a whole number from ``SDK/lowest`` to
  /// ``SDK/highest``.
  static func decodeSDK(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> SDK {
    guard case .number(let number) = value, let major = number.intValue, let sdk = SDK(major: major) else {
      throw ScenarioDecodingError(
        path: path,
        message: "expected the SDK's major version, a whole number from \(SDK.lowest) to \(SDK.highest) "
          + "(26 for the iOS 26 SDK), found \(found(value))")
    }
    return sdk
  }

  private static func found(_ value: JSONValue) -> String {
    guard case .number(let number) = value else { return value.kindDescription }
    return number.literal
  }

  /// `options`: the inferred-ordering switches. Each `InferredOption` takes one of its values, as
  /// ``InferredOption/jsonValue(in:)`` spells them; any other value is an error naming them all. A key that was
  /// replaced is an error naming its successor (``replacedOptionKeys``).
  static func decodeOptions(
    _ value: JSONValue, path: String
  ) throws(ScenarioDecodingError) -> (LifecycleOptions, DynamicItemsAfterUpdate) {
    let reader = try ObjectReader(value, path: path)
    for (key, hint) in replacedOptionKeys where reader[key] != nil {
      throw ScenarioDecodingError(path: reader.path(of: key), message: hint)
    }
    try reader.rejectUnknownKeys(allowed: optionKeys)
    var options = LifecycleOptions.defaults
    for option in InferredOption.allCases {
      guard let value = reader[option.name] else { continue }
      let choices = (0..<option.valueCount).map { option.jsonValue(in: .changing(option, toValueAt: $0)) }
      guard let index = choices.firstIndex(of: value) else {
        throw optionValueError(value, path: reader.path(of: option.name), choices: choices)
      }
      options.set(option, toValueAt: index)
    }
    var afterUpdate = DynamicItemsAfterUpdate.keptUntilReplaced
    if let value = reader["dynamicItemsAfterUpdate"] {
      afterUpdate = try Decode.name(
        value, path: reader.path(of: "dynamicItemsAfterUpdate"), what: "policy",
        names: DynamicItemsAfterUpdate.allCases.map(\.rawValue), lookup: DynamicItemsAfterUpdate.init(rawValue:))
    }
    return (options, afterUpdate)
  }

  private static func optionValueError(_ value: JSONValue, path: String, choices: [JSONValue]) -> ScenarioDecodingError
  {
    let names = choices.compactMap { choice -> String? in
      if case .string(let name) = choice { return name }
      return nil
    }
    guard names.count == choices.count else {
      return ScenarioDecodingError(path: path, message: "expected true or false, found \(value.kindDescription)")
    }
    guard case .string(let text) = value else {
      return ScenarioDecodingError(
        path: path, message: "expected \(names.joined(separator: " or ")) (a string), found \(value.kindDescription)")
    }
    return Decode.unknownName(text, path: path, what: "value", names: names)
  }

  static func decodeStaticItems(
    _ app: ObjectReader, warnings: inout [ScenarioWarning]
  ) throws(ScenarioDecodingError) -> StaticItemsSource {
    let plist = try app.optionalString("infoPlist")
    if let plist {
      guard app["shortcutItems"] == nil else {
        throw ScenarioDecodingError(
          path: app.path(of: "infoPlist"), message: "use either app.shortcutItems or app.infoPlist, not both")
      }
      guard !plist.isEmpty else {
        throw ScenarioDecodingError(path: app.path(of: "infoPlist"), message: "expected a file path, found \"\"")
      }
      return .infoPlist(plist)
    }
    guard let value = app["shortcutItems"] else { return .inline([]) }
    return .inline(try readItems(value, path: app.path(of: "shortcutItems"), warnings: &warnings))
  }

  /// Reads item objects through the core's reader, which knows the item rules and their error paths.
  static func readItems(
    _ value: JSONValue, path: String, warnings: inout [ScenarioWarning]
  ) throws(ScenarioDecodingError) -> [ShortcutItem] {
    do {
      let result = try StaticShortcutItems.fromJSON(value, path: path)
      warnings += result.warnings.map { ScenarioWarning(path: $0.path, message: $0.message) }
      return result.items
    } catch {
      throw ScenarioDecodingError(path: error.path, message: error.message)
    }
  }

  // MARK: Steps

  /// The keys each event takes besides `event`: the one its payload is written under, if it has one.
  public static func payloadKeys(of kind: LifecycleEventKind) -> [String] {
    switch Event<String, String, String>(
      kind: kind, item: { "type" }, link: { "url" }, dynamicItems: { ["items"] }, gate: { 0 }, scene: { 0 },
      intentRun: { AppIntentRun(mode: .foreground) }
    )
    .payload
    {
    case .none: []
    case .link where kind.continuesActivity: ["activityType", "identifier"]
    case .link where kind == .appIntent: ["intent", "target", "mode", "runsIn"]
    case .item(let key), .link(let key): [key]
    case .dynamicItems(let keys): keys
    case .gate: ["gate"]
    case .scene: ["scene"]
    }
  }

  static func decodeStep(
    _ value: JSONValue, path: String, gates: [Gate], scenes: [String], warnings: inout [ScenarioWarning]
  ) throws(ScenarioDecodingError) -> ScenarioStep {
    let reader = try ObjectReader(value, path: path, what: "a step object such as { \"event\": \"tapIcon\" }")
    let kind = try Decode.name(
      try reader.required("event"), path: reader.path(of: "event"), what: "event",
      names: LifecycleEventKind.allCases.map(\.rawValue), lookup: LifecycleEventKind.init(rawValue:))
    let allowed = ["event"] + payloadKeys(of: kind)
    for key in reader.object.keys where !allowed.contains(key) {
      let takes = allowed.dropFirst().map { "\"\($0)\"" }
      let detail =
        takes.isEmpty
        ? "\(kind.rawValue) takes no other keys" : "\(kind.rawValue) takes \(takes.joined(separator: ", "))"
      throw ScenarioDecodingError(path: reader.path(of: key), message: "unknown key for this event (\(detail))")
    }
    return try ScenarioStep(
      kind: kind,
      item: { () throws(ScenarioDecodingError) in
        try Decode.string(try reader.required("type"), path: reader.path(of: "type"))
      },
      link: { () throws(ScenarioDecodingError) in try decodeLink(reader, kind: kind) },
      dynamicItems: { () throws(ScenarioDecodingError) in try decodeDynamicItems(reader, warnings: &warnings) },
      gate: { () throws(ScenarioDecodingError) in try decodeStepGate(reader, gates: gates) },
      scene: { () throws(ScenarioDecodingError) in try decodeStepScene(reader, kind: kind, scenes: scenes) },
      intentRun: { () throws(ScenarioDecodingError) in try decodeIntentRun(reader) })
  }

  /// A step's `scene`: the index of the declared scene it names. `systemDisconnectScene` without one names the
  /// app's only scene.
  private static func decodeStepScene(
    _ reader: ObjectReader, kind: LifecycleEventKind, scenes: [String]
  ) throws(ScenarioDecodingError) -> UInt8 {
    guard let value = reader["scene"] else {
      if kind == .systemDisconnectScene, scenes.count <= 1 { return 0 }
      throw ScenarioDecodingError(
        path: reader.path(of: "scene"), message: "\(kind.rawValue) needs \"scene\": the id of a scene in app.scenes")
    }
    let id = try Decode.string(value, path: reader.path(of: "scene"))
    guard let index = scenes.firstIndex(of: id) else {
      let known =
        scenes.isEmpty
        ? "the app has one window (several need \"supportsMultipleScenes\": true and app.scenes)"
        : "declared: \(scenes.joined(separator: ", "))"
      throw ScenarioDecodingError(path: reader.path(of: "scene"), message: "no scene \"\(id)\"; \(known)")
    }
    return UInt8(index)
  }

  /// `setDynamicItems`' `items`: item objects, or type strings for bare items.
  private static func decodeDynamicItems(
    _ reader: ObjectReader, warnings: inout [ScenarioWarning]
  ) throws(ScenarioDecodingError) -> [ShortcutItem] {
    let itemsPath = reader.path(of: "items")
    let elements = try Decode.array(try reader.required("items"), path: itemsPath, of: "items or item types")
    var objects: [JSONValue] = []
    for (index, element) in elements.enumerated() {
      switch element {
      case .string(let type): objects.append(.object(JSONObject(["type": .string(type), "title": .string(type)])))
      case .object: objects.append(element)
      case .null, .bool, .number, .array:
        throw ScenarioDecodingError(
          path: JSONPath.index(itemsPath, index),
          message: "expected an item object or a type string, found \(element.kindDescription)")
      }
    }
    return try readItems(.array(objects), path: itemsPath, warnings: &warnings)
  }
}
