// MARK: - Decoding readiness gates (app.strategy.gates, gateOpened triggers, appReady steps)

extension Scenario {
  /// The keys of a gate object in `app.strategy.gates`.
  package static let gateKeys = ["name", "whenClosed"]

  /// `app.strategy.gates`: names (closed gates drop) or `{"name": …, "whenClosed": "drop" | "queue"}`.
  static func decodeGates(_ value: JSONValue, path: String) throws(ScenarioDecodingError) -> [Gate] {
    let elements = try Decode.array(value, path: path, of: "gate names or gate objects")
    var gates: [Gate] = []
    for (position, element) in elements.enumerated() {
      let elementPath = JSONPath.index(path, position)
      if position >= Gate.maxCount {
        throw ScenarioDecodingError(
          path: elementPath, message: "at most \(Gate.maxCount) gates can be declared, found \(elements.count)")
      }
      let name: String
      var policy = GatePolicy.drop
      switch element {
      case .string(let text):
        name = text
      case .object:
        let reader = try ObjectReader(element, path: elementPath)
        try reader.rejectUnknownKeys(allowed: gateKeys)
        name = try Decode.string(try reader.required("name"), path: reader.path(of: "name"))
        if let whenClosed = reader["whenClosed"] {
          policy = try Decode.name(
            whenClosed, path: reader.path(of: "whenClosed"), what: "gate policy",
            names: GatePolicy.allCases.map(\.rawValue), lookup: GatePolicy.init(rawValue:))
        }
      case .null, .bool, .number, .array:
        throw ScenarioDecodingError(
          path: elementPath, message: "expected a gate name or a gate object, found \(element.kindDescription)")
      }
      guard Gate.isValidName(name) else {
        throw ScenarioDecodingError(
          path: elementPath, message: "a gate name is letters, digits and _, found \(quoted(name))")
      }
      guard !gates.contains(where: { $0.name == name }) else {
        throw ScenarioDecodingError(path: elementPath, message: "gate \(quoted(name)) is declared twice")
      }
      gates.append(Gate(name: name, index: UInt8(position), whenClosed: policy))
    }
    return gates
  }

  /// The gate a `gateOpened(<gate>)` key of `app.strategy.on` names, `nil` when the key is not of that form.
  /// - Throws: when the gate is not declared.
  static func gateOpenedTrigger(
    _ key: String, gates: [Gate], path: String
  ) throws(ScenarioDecodingError) -> UInt8? {
    let prefix = "gateOpened("
    guard key.hasPrefix(prefix), key.hasSuffix(")") else { return nil }
    let name = String(key.dropFirst(prefix.count).dropLast())
    guard let gate = gates.first(where: { $0.name == name }) else { throw unknownGate(name, path: path, gates: gates) }
    return gate.index
  }

  /// An action, trigger or step names a gate the strategy does not declare.
  static func unknownGate(_ name: String, path: String, gates: [Gate]) -> ScenarioDecodingError {
    let names = gates.map(\.name)
    return ScenarioDecodingError(
      path: path,
      message: "unknown gate \(quoted(name))\(suggestion(for: name, among: names)) "
        + (names.isEmpty
          ? "(the strategy declares no gates: add \"gates\": [\(quoted(name))] to app.strategy)"
          : "(the strategy declares: \(names.joined(separator: ", ")))"))
  }

  /// An `appReady` step's `gate`: a gate the strategy declares.
  static func decodeStepGate(_ reader: ObjectReader, gates: [Gate]) throws(ScenarioDecodingError) -> UInt8 {
    let path = reader.path(of: "gate")
    let name = try Decode.string(try reader.required("gate"), path: path)
    guard let gate = gates.first(where: { $0.name == name }) else { throw unknownGate(name, path: path, gates: gates) }
    return gate.index
  }
}
