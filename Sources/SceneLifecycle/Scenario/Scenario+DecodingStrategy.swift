// MARK: - Decoding app.strategy and expect

extension Scenario {
  /// The keys of a custom strategy object.
  public static let strategyKeys = ["name", "summary", "gates", "flags", "on"]
  /// The keys of `expect`.
  public static let expectKeys = [
    "trace", "exhaustive", "handled", "violations", "fixed", "navigation", "usesDeprecatedAPIs",
  ]
  /// The names `app` lines can have, as `TraceEntry.name` spells them (the last three are navigation steps), then
  /// the main queue's (`defer <selector>`, `mainQueueTurn <selector>`, UIKit semantics article, 10b).
  package static let appEffectNames = [
    "store", "storeOnSceneDelegate", "handle", "skipDuplicate", "reset", "resetOnSceneDelegate", "completion(true)",
    "completion(false)", "keepCompletion", "releaseCompletion", "return(false)", "route", "navigate", "unmatched",
    "send", "queue", "drop", "ready", "gateOpened",
    "storeInUserDefaults", "resetInUserDefaults",
    "defer", "mainQueueTurn", "storeOnSession", "resetOnSession", "set", "clear", "skip:",
  ]
  /// The lifecycle a custom strategy is written for unless the file's `lifecycle` says otherwise.
  public static let customStrategyLifecycle = LifecycleStyle.scene

  /// `app.strategy`: a built-in name, or `{"name": …, "on": {"<selector>": ["<action>", …]}}`.
  static func decodeStrategy(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> TableStrategy {
    switch value {
    case .string(let name):
      guard let strategy = TableStrategy.builtIn(named: name) else {
        throw Decode.unknownName(name, path: path, what: "strategy", names: TableStrategy.builtInNames)
      }
      return strategy
    case .object:
      return try decodeCustomStrategy(try ObjectReader(value, path: path))
    case .null, .bool, .number, .array:
      throw ScenarioDecodingError(
        path: path,
        message: "expected a built-in strategy name or a custom strategy object, found \(value.kindDescription)")
    }
  }

  private static func decodeCustomStrategy(_ reader: ObjectReader) throws(ScenarioDecodingError) -> TableStrategy {
    try reader.rejectUnknownKeys(allowed: strategyKeys)
    let name = try reader.optionalString("name") ?? "custom"
    let summary = try reader.optionalString("summary") ?? ""
    let gates =
      try reader["gates"].map { value throws(ScenarioDecodingError) in
        try decodeGates(value, path: reader.path(of: "gates"))
      } ?? []
    let flags =
      try reader["flags"].map { value throws(ScenarioDecodingError) in
        try decodeFlags(value, path: reader.path(of: "flags"))
      } ?? []
    let actionNames = StrategyAction.names(gates: gates, flags: flags)
    var gateOpened: [UInt8: [StrategyAction]] = [:]
    var gateOpenedPaths: [UInt8: String] = [:]
    var gateOpenedEachScene: [UInt8: [StrategyAction]] = [:]
    var gateOpenedEachScenePaths: [UInt8: String] = [:]
    let on = try ObjectReader(
      try reader.required("on"), path: reader.path(of: "on"), what: "an object mapping callback selectors to actions")
    let selectors = CallbackKind.allCases.map(\.selector)
    var actions: [StrategyTrigger: [StrategyAction]] = [:]
    var paths: [StrategyTrigger: String] = [:]
    for member in on.object.members {
      let memberPath = on.path(of: member.key)
      let eachScene = "[eachScene]"
      if member.key.hasSuffix(eachScene),
        let gate = try gateOpenedTrigger(String(member.key.dropLast(eachScene.count)), gates: gates, path: memberPath)
      {
        gateOpenedEachScene[gate] = try decodeActions(
          member.value, path: memberPath, gates: gates, flags: flags, names: actionNames)
        gateOpenedEachScenePaths[gate] = memberPath
        continue
      }
      if let gate = try gateOpenedTrigger(member.key, gates: gates, path: memberPath) {
        gateOpened[gate] = try decodeActions(
          member.value, path: memberPath, gates: gates, flags: flags, names: actionNames)
        gateOpenedPaths[gate] = memberPath
        continue
      }
      guard let kind = StrategyTrigger(name: member.key) else {
        throw ScenarioDecodingError(
          path: memberPath,
          message: "unknown callback\(suggestion(for: member.key, among: selectors)) "
            + "(expected one of: \(selectors.joined(separator: ", ")); add [shortcutItem], [url] or [userActivity] to "
            + "act only on that kind of delivery; gateOpened(<gate>) for a declared gate, "
            + "gateOpened(<gate>)[eachScene] for each connected scene's delegate)")
      }
      actions[kind] = try decodeActions(member.value, path: memberPath, gates: gates, flags: flags, names: actionNames)
      paths[kind] = memberPath
    }
    let strategy: TableStrategy
    do {
      strategy = try TableStrategy(
        name: name, nativeLifecycle: customStrategyLifecycle, summary: summary, triggers: actions)
    } catch {
      let base = paths[error.trigger] ?? on.path(of: error.trigger.name)
      throw ScenarioDecodingError(path: error.index.map { JSONPath.index(base, $0) } ?? base, message: error.message)
    }
    var gated = strategy
    if !gates.isEmpty {
      gated = try withGates(
        strategy, gates, gateOpened: gateOpened, gateOpenedEachScene: gateOpenedEachScene, reader: reader, on: on,
        paths: paths, gateOpenedPaths: gateOpenedPaths, gateOpenedEachScenePaths: gateOpenedEachScenePaths)
    }
    guard !flags.isEmpty else { return gated }
    do {
      return try gated.withFlags(flags)
    } catch {
      let path: String
      switch error.place {
      case .flags(let index): path = JSONPath.index(reader.path(of: "flags"), index)
      case .trigger(let trigger, let index): path = JSONPath.index(paths[trigger] ?? on.path(of: trigger.name), index)
      case .gateOpened(let gate, let eachScene, let index):
        let base = (eachScene ? gateOpenedEachScenePaths[gate] : gateOpenedPaths[gate]) ?? on.path
        path = JSONPath.index(base, index)
      }
      throw ScenarioDecodingError(path: path, message: error.message)
    }
  }

  /// The strategy with its gates, a refusal at its JSON path.
  private static func withGates(
    _ strategy: TableStrategy, _ gates: [Gate], gateOpened: [UInt8: [StrategyAction]],
    gateOpenedEachScene: [UInt8: [StrategyAction]], reader: ObjectReader, on: ObjectReader,
    paths: [StrategyTrigger: String], gateOpenedPaths: [UInt8: String], gateOpenedEachScenePaths: [UInt8: String]
  ) throws(ScenarioDecodingError) -> TableStrategy {
    do {
      return try strategy.withGates(gates, gateOpened: gateOpened, gateOpenedEachScene: gateOpenedEachScene)
    } catch {
      let path: String
      switch error.place {
      case .gates(let index): path = JSONPath.index(reader.path(of: "gates"), index)
      case .trigger(let trigger, let index): path = JSONPath.index(paths[trigger] ?? on.path(of: trigger.name), index)
      case .gateOpened(let gate, let index):
        let base = gateOpenedPaths[gate] ?? on.path
        path = index.map { JSONPath.index(base, $0) } ?? base
      case .gateOpenedEachScene(let gate, let index):
        let base = gateOpenedEachScenePaths[gate] ?? on.path
        path = index.map { JSONPath.index(base, $0) } ?? base
      }
      throw ScenarioDecodingError(path: path, message: error.message)
    }
  }

  /// One trigger's list of action names.
  private static func decodeActions(
    _ value: JSONValue, path: String, gates: [Gate], flags: [StrategyFlag], names: [String]
  ) throws(ScenarioDecodingError) -> [StrategyAction] {
    let elements = try Decode.array(value, path: path, of: "action names")
    var list: [StrategyAction] = []
    for (index, element) in elements.enumerated() {
      let elementPath = JSONPath.index(path, index)
      if case .string(let text) = element, let parsed = StrategyAction.splitGateName(text),
        !gates.contains(where: { $0.name == parsed.gate })
      {
        throw unknownGate(parsed.gate, path: elementPath, gates: gates)
      }
      if case .string(let text) = element, let parsed = StrategyAction.splitFlagName(text),
        !flags.contains(where: { $0.name == parsed.flag })
      {
        throw unknownFlag(parsed.flag, path: elementPath, flags: flags)
      }
      list.append(
        try Decode.name(
          element, path: elementPath, what: "action", names: names,
          lookup: { StrategyAction(name: $0, gates: gates, flags: flags) }))
    }
    return list
  }

  /// `expect`.
  static func decodeExpectations(_ value: JSONValue) throws(ScenarioDecodingError) -> Expectations {
    let reader = try ObjectReader(value, path: "expect")
    try reader.rejectUnknownKeys(allowed: expectKeys)
    var expect = Expectations()
    if let value = reader["trace"] {
      let path = reader.path(of: "trace")
      var lines: [String] = []
      for (index, element) in try Decode.array(value, path: path, of: "trace lines").enumerated() {
        let linePath = JSONPath.index(path, index)
        let line = try Decode.string(element, path: linePath)
        try checkTraceLine(line, path: linePath)
        lines.append(line)
      }
      expect.trace = lines
    }
    expect.exhaustive = try reader.optionalBool("exhaustive") ?? true
    if let value = reader["handled"] {
      let path = reader.path(of: "handled")
      var types: [String] = []
      for (index, element) in try Decode.array(value, path: path, of: "item types").enumerated() {
        types.append(try Decode.string(element, path: JSONPath.index(path, index)))
      }
      expect.handled = types
    }
    expect.violations = try decodeViolationKinds(reader, key: "violations")
    expect.fixed = try decodeViolationKinds(reader, key: "fixed")
    if let fixed = expect.fixed, let index = fixed.firstIndex(where: { expect.violations?.contains($0) == true }) {
      throw ScenarioDecodingError(
        path: JSONPath.index(reader.path(of: "fixed"), index),
        message: "\(fixed[index].rawValue) is also in expect.violations: a kind either must occur (violations, a "
          + "pitfall the file shows) or must not (fixed, a counterexample the app must get rid of), not both")
    }
    if let value = reader["navigation"] {
      expect.navigation = try decodeNavigationState(value, path: reader.path(of: "navigation"))
    }
    expect.usesDeprecatedAPIs = try reader.optionalBool("usesDeprecatedAPIs") ?? false
    return expect
  }

  /// `expect.violations` or `expect.fixed`: violation kinds by name, `nil` when the key is absent.
  private static func decodeViolationKinds(
    _ reader: ObjectReader, key: String
  ) throws(ScenarioDecodingError) -> [ViolationKind]? {
    guard let value = reader[key] else { return nil }
    let path = reader.path(of: key)
    var kinds: [ViolationKind] = []
    for (index, element) in try Decode.array(value, path: path, of: "violation kinds").enumerated() {
      kinds.append(
        try Decode.name(
          element, path: JSONPath.index(path, index), what: "violation kind",
          names: ViolationKind.allCases.map(\.rawValue), lookup: ViolationKind.init(rawValue:)))
    }
    return kinds
  }

  /// Checks that an expected trace line reads `<actor> <name>[ <item>]` with a known actor and name, so a
  /// typo is reported where it is instead of as a trace mismatch.
  package static func checkTraceLine(_ line: String, path: String) throws(ScenarioDecodingError) {
    let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    let actors = TraceEntry.Actor.allCases.map(\.rawValue)
    guard parts.count >= 2, let actor = TraceEntry.Actor(rawValue: parts[0]) else {
      throw ScenarioDecodingError(
        path: path,
        message: "expected a trace line \"<actor> <name>[ <item>]\" with actor \(actors.joined(separator: ", ")), "
          + "found \(quoted(line))")
    }
    if actor == .note {
      // A note's text has spaces: the whole rest of the line is its name.
      let text = String(line.dropFirst(actor.rawValue.count + 1))
      let texts = LifecycleNote.allCases.map(\.text)
      // Where UIKit sent a delivery in an app with several windows (`TraceEntry.What.route`).
      if text.hasPrefix("UIKit routes ") || text.hasPrefix("UIKit drops ") { return }
      guard texts.contains(text) else { throw Decode.unknownName(text, path: path, what: "note", names: texts) }
      return
    }
    let name = parts[1]
    let (what, names): (String, [String])
    switch actor {
    case .system: (what, names) = ("callback", CallbackKind.allCases.map(\.selector))
    case .app: (what, names) = ("app action", appEffectNames)
    case .rejected: (what, names) = ("event", LifecycleEventKind.allCases.map(\.rawValue))
    case .note: (what, names) = ("note", LifecycleNote.allCases.map(\.text))
    }
    guard names.contains(name) else {
      throw Decode.unknownName(name, path: path, what: what, names: names)
    }
  }
}
