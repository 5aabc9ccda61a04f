// MARK: - A file written for an app's own classes (`app.delegates`)

extension Scenario {
  /// `app.delegates`: the name of the app whose own classes the file was written for, a non-empty string, in place of
  /// `app.strategy`; `nil` when the file has none (a table app, whose `app.strategy` is then required).
  static func decodeDelegates(_ app: ObjectReader) throws(ScenarioDecodingError) -> String? {
    guard let name = try app.optionalString("delegates") else { return nil }
    guard !name.isEmpty else {
      throw ScenarioDecodingError(
        path: app.path(of: "delegates"),
        message: "expected the name of the app whose classes the file is for, found \"\"")
    }
    guard app["strategy"] == nil else {
      throw ScenarioDecodingError(
        path: app.path(of: "delegates"),
        message: "use either app.strategy (a table the file runs) or app.delegates (an app's own classes, given when "
          + "the file is replayed from Swift), not both")
    }
    return name
  }

  /// The one line a replay without the app gives for a file of an app's own classes: what the file is for, and how to
  /// replay it. At `app.delegates`.
  static func delegatesNeedTheirApp(_ name: String) -> ScenarioDecodingError {
    ScenarioDecodingError(
      path: "app.delegates",
      message: "written for the classes of \(quoted(name)), which only Swift can run; this replay has no app to run "
        + "them (it would replay an empty table): replay it with ScenarioReplay.run(contentsOf:app:) and that app")
  }
}

extension Scenario {
  /// The app events a file of an app's own classes names in its `appReady` steps, as gates in the order the steps
  /// first name them: such a file declares no gates (the app it is replayed against declares its events, and the
  /// replay refuses a step naming one it lacks, ``undeclaredGate(among:)``). A value that is not a gate name is left
  /// for the step's own decoding to report.
  /// - Throws: at a step's `gate` when it names one event more than ``Gate/maxCount``.
  static func eventGates(steps: JSONValue?) throws(ScenarioDecodingError) -> [Gate] {
    guard case .array(let values)? = steps else { return [] }
    var gates: [Gate] = []
    for (index, value) in values.enumerated() {
      guard case .object(let step) = value, step["event"] == .string(LifecycleEventKind.appReady.rawValue),
        case .string(let name)? = step["gate"], Gate.isValidName(name), !gates.contains(where: { $0.name == name })
      else { continue }
      guard gates.count < Gate.maxCount else {
        throw ScenarioDecodingError(
          path: JSONPath.key(JSONPath.index("steps", index), "gate"),
          message: "a file of an app's own classes can name at most \(Gate.maxCount) app events, this is the "
            + "\(gates.count + 1)th (\(quoted(name)))")
      }
      gates.append(Gate(name: name, index: UInt8(gates.count)))
    }
    return gates
  }
}

extension TableStrategy {
  /// The lifecycle a file of an app's own classes runs under when it names none: the scene lifecycle, as for a custom
  /// table.
  static let ownAppLifecycle = Scenario.customStrategyLifecycle

  /// The empty table that stands for an app's own strategy where a ``TableStrategy`` is needed (an
  /// ``ExplorerConfiguration`` of ``Explorer/init(_:makeStrategy:)``, a decoded file with `app.delegates`): it
  /// responds to nothing, and is never run in place of the app. Its gates are the app's events, by name, so that a
  /// file's `appReady` steps can name them (``Scenario/eventGates(steps:)``).
  static func ownAppStandIn(_ lifecycle: LifecycleStyle, gates: [Gate] = []) -> TableStrategy {
    .make("app", lifecycle, "The app's own strategy, made by the explorer's factory", triggers: [:], gates: gates)
  }
}
