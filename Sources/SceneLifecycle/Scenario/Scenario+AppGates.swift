// MARK: - Replaying a scenario's appReady steps against an app's own strategy

extension Scenario {
  /// The first `appReady` step whose gate, by the name the file's `app.strategy.gates` gives it, `app` does not
  /// declare: an error at that step's `gate`. A file replayed against an app's own strategy (a ``DelegateApp``, whose
  /// events are its gates) in place of its table names the app's events as its stand-in's gates; one the app lacks
  /// is a mistake in the file or the app, never a step to skip. `nil` when the app declares every gate the steps
  /// open.
  func undeclaredGate(among gates: [Gate]) -> ScenarioDecodingError? {
    for (index, step) in steps.enumerated() {
      guard case .appReady(let gate) = step else { continue }
      let name = gateName(gate)
      guard !gates.contains(where: { $0.name == name }) else { continue }
      let names = gates.map(\.name)
      return ScenarioDecodingError(
        path: JSONPath.key(JSONPath.index("steps", index), "gate"),
        message: "the app declares no gate \(quoted(name))\(suggestion(for: name, among: names)) "
          + (names.isEmpty
            ? "(it declares none; a DelegateApp's gates are its events: DelegateApp(events: [.named(\(quoted(name))) { … }]))"
            : "(it declares: \(names.joined(separator: ", ")))"))
    }
    return nil
  }

  /// The name the file's strategy gives the gate at `index` (`gate<index>` for one it does not declare, which
  /// only a scenario built in code can hold).
  func gateName(_ index: UInt8) -> String {
    strategy.gates.first { $0.index == index }?.name ?? "gate\(index)"
  }
}

extension Simulator {
  /// Sends a scenario's step as ``send(step:)`` does, but an `appReady` step by the name `scenario`'s strategy gives
  /// its gate (``Scenario/gateName(_:)``): the app replayed in place of that strategy may number its gates otherwise,
  /// or lack one (then the step is refused, ``Rejection/Reason/undeclaredGate(_:)``).
  @discardableResult
  mutating func send(step: ScenarioStep, of scenario: Scenario) -> Rejection? {
    guard case .appReady(let gate) = step else { return send(step: step) }
    return appReady(scenario.gateName(gate))
  }
}
