// MARK: - Decoding the app's own flags (app.strategy.flags)

extension Scenario {
  /// The keys of a flag object in `app.strategy.flags`.
  public static let flagKeys = ["name", "storage"]

  /// `app.strategy.flags`: names (kept in memory for the process's life) or
  /// `{"name": …, "storage": "process" | "userDefaults"}`.
  static func decodeFlags(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> [StrategyFlag] {
    let elements = try Decode.array(value, path: path, of: "flag names or flag objects")
    var flags: [StrategyFlag] = []
    for (position, element) in elements.enumerated() {
      let elementPath = JSONPath.index(path, position)
      if position >= StrategyFlag.maxCount {
        throw ScenarioDecodingError(
          path: elementPath,
          message: "at most \(StrategyFlag.maxCount) flags can be declared, found \(elements.count)")
      }
      let name: String
      var storage = FlagStorage.process
      switch element {
      case .string(let text):
        name = text
      case .object:
        let reader = try ObjectReader(element, path: elementPath)
        try reader.rejectUnknownKeys(allowed: flagKeys)
        name = try Decode.string(try reader.required("name"), path: reader.path(of: "name"))
        if let value = reader["storage"] {
          storage = try Decode.name(
            value, path: reader.path(of: "storage"), what: "flag storage",
            names: FlagStorage.allCases.map(\.rawValue), lookup: FlagStorage.init(rawValue:))
        }
      case .null, .bool, .number, .array:
        throw ScenarioDecodingError(
          path: elementPath, message: "expected a flag name or a flag object, found \(element.kindDescription)")
      }
      guard StrategyFlag.isValidName(name) else {
        throw ScenarioDecodingError(
          path: elementPath, message: "a flag name is letters, digits and _, found \(quoted(name))")
      }
      guard !flags.contains(where: { $0.name == name }) else {
        throw ScenarioDecodingError(path: elementPath, message: "flag \(quoted(name)) is declared twice")
      }
      flags.append(StrategyFlag(name: name, index: UInt8(position), storage: storage))
    }
    return flags
  }

  /// An action names a flag the strategy does not declare.
  static func unknownFlag(_ name: String, path: String, flags: [StrategyFlag]) -> ScenarioDecodingError {
    let names = flags.map(\.name)
    return ScenarioDecodingError(
      path: path,
      message: "unknown flag \(quoted(name))\(suggestion(for: name, among: names)) "
        + (names.isEmpty
          ? "(the strategy declares no flags: add \"flags\": [\(quoted(name))] to app.strategy)"
          : "(the strategy declares: \(names.joined(separator: ", ")))"))
  }
}
