// MARK: - Writing a table strategy as `app.strategy`

extension TableStrategy {
  /// The strategy as a scenario file writes `app.strategy` in its object form, the inverse of the decoder:
  /// `name`, `summary` (when not empty), `gates` (a name for a gate that drops, an object for one that queues), `flags` (likewise)
  /// and `on`, which maps every trigger with actions, in ``StrategyTrigger/all`` order, to its action names, then
  /// each gate's `gateOpened(<gate>)` and `gateOpened(<gate>)[eachScene]` lists. A callback the strategy implements with no actions at all is written
  /// with an empty list, so the decoded table implements the same methods.
  ///
  /// The object carries no lifecycle: a scenario file's custom strategy is written for the file's `lifecycle`,
  /// so a caller writing one for an app-delegate table writes `"lifecycle": "appDelegate"` beside it.
  package var scenarioJSON: JSONValue {
    var object = JSONObject()
    object["name"] = .string(name)
    if !summary.isEmpty { object["summary"] = .string(summary) }
    if !gates.isEmpty { object["gates"] = .array(gates.map(\.scenarioJSON)) }
    if !flags.isEmpty { object["flags"] = .array(flags.map(\.scenarioJSON)) }
    var on = JSONObject()
    for trigger in StrategyTrigger.all {
      let list = actions(for: trigger)
      let namedWithoutActions =
        trigger.carrying == nil && list.isEmpty && implements(trigger.callback)
        && !trigger.callback.carries.contains { !actions(for: StrategyTrigger(trigger.callback, carrying: $0)).isEmpty }
      guard !list.isEmpty || namedWithoutActions else { continue }
      on[trigger.name] = .array(list.map { .string(self.name(of: $0)) })
    }
    for gate in gates {
      let list = actions(whenOpened: gate.index)
      if !list.isEmpty { on["gateOpened(\(gate.name))"] = .array(list.map { .string(self.name(of: $0)) }) }
      let sceneList = actions(whenOpenedForEachScene: gate.index)
      if !sceneList.isEmpty {
        on["gateOpened(\(gate.name))[eachScene]"] = .array(sceneList.map { .string(self.name(of: $0)) })
      }
    }
    object["on"] = .object(on)
    return .object(object)
  }
}

extension StrategyFlag {
  /// The flag as `app.strategy.flags` writes it: its name when it lives as long as the process (the default),
  /// else `{"name": …, "storage": "userDefaults"}`.
  package var scenarioJSON: JSONValue {
    switch storage {
    case .process: .string(name)
    case .userDefaults: .object(JSONObject(["name": .string(name), "storage": .string(storage.rawValue)]))
    }
  }
}

extension Gate {
  /// The gate as `app.strategy.gates` writes it: its name when it drops and its consumer is ready promptly and lives
  /// as long as the process (the defaults), else an object with `whenClosed`, `readiness` and `lifetime` where they
  /// are not the defaults.
  package var scenarioJSON: JSONValue {
    var object = JSONObject(["name": .string(name)])
    switch whenClosed {
    case .drop: break
    case .queue: object["whenClosed"] = .string(whenClosed.rawValue)
    }
    switch readiness {
    case .prompt: break
    case .anytime, .afterFirstActivation: object["readiness"] = .string(readiness.rawValue)
    }
    switch lifetime {
    case .process: break
    case .scene: object["lifetime"] = .string(lifetime.rawValue)
    }
    return object.members.count == 1 ? .string(name) : .object(object)
  }
}
