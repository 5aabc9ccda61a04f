// MARK: - Decoding readiness gates (app.strategy.gates, gateOpened triggers, appReady steps)

extension Scenario {
  /// The keys of a gate object in `app.strategy.gates`.
  public static let gateKeys = ["name", "whenClosed", "readiness", "lifetime"]

  /// `app.strategy.gates`: names (closed gates drop, consumers ready promptly and live as long as the process) or
  /// `{"name": …, "whenClosed": "drop" | "queue", "readiness": "prompt" | "anytime" | "afterFirstActivation",
  /// "lifetime": "process" | "scene"}` (``Readiness``, ``GateLifetime``).
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
      var readiness = Readiness.prompt
      var lifetime = GateLifetime.process
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
        if let declared = reader["readiness"] {
          readiness = try Decode.name(
            declared, path: reader.path(of: "readiness"), what: "gate readiness",
            names: Readiness.allCases.map(\.rawValue), lookup: Readiness.init(rawValue:))
        }
        if let declared = reader["lifetime"] {
          lifetime = try Decode.name(
            declared, path: reader.path(of: "lifetime"), what: "gate lifetime",
            names: GateLifetime.allCases.map(\.rawValue), lookup: GateLifetime.init(rawValue:))
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
      gates.append(
        Gate(name: name, index: UInt8(position), whenClosed: policy, readiness: readiness, lifetime: lifetime))
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

// MARK: - Writing a gate's readiness under an override

extension Scenario {
  /// A scenario's `app` object with each gate of `app.strategy.gates` that declares `"readiness":
  /// "afterFirstActivation"` declaring `override` instead, when `override` is another readiness. A path the explorer
  /// found under that override (`--readiness`) may open such a gate before the UI's first activation, a step replay
  /// refuses for the gate as declared; written with the override, the file replays the path it was found on. Other
  /// gates keep their declarations, and an app whose strategy is a built-in's name is returned as it is.
  package static func appObject(_ app: JSONObject, overridingReadiness override: Readiness) -> JSONObject {
    guard override != .afterFirstActivation, case .object(var strategy)? = app["strategy"],
      case .array(let gates)? = strategy["gates"]
    else { return app }
    strategy["gates"] = .array(
      gates.map { element in
        guard case .object(var gate) = element,
          gate["readiness"] == .string(Readiness.afterFirstActivation.rawValue)
        else { return element }
        gate["readiness"] = .string(override.rawValue)
        return .object(gate)
      })
    var rewritten = app
    rewritten["strategy"] = .object(strategy)
    return rewritten
  }
}
