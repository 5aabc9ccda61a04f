import QuickActions

extension Explorer {
  /// `counterexample`, one this explorer found, as a scenario whose steps reproduce it: the configuration's
  /// lifecycle, device, SDK and items, the counterexample's option combination and its events as steps, and no
  /// `expect`, so that a replay is judged by the invariants and fails for the invariant it breaks.
  ///
  /// For a table strategy the scenario carries that strategy, and replays on its own (``ScenarioReplay``). For an
  /// app's own strategy (``init(_:makeStrategy:)``) its `app.strategy` is the configuration's empty stand-in; replay it
  /// against the same app with ``Replay/run(_:app:shortcutItems:file:lifecycle:device:sdk:judgement:)`` or
  /// ``ScenarioReplay/run(contentsOf:app:limits:)``. Write it with ``Scenario/jsonText``.
  /// - Parameters:
  ///   - counterexample: one of this explorer's counterexamples.
  ///   - name: the scenario's name; by default the invariant and the lifecycle, e.g. `lost (scene)`.
  public func scenario(for counterexample: Counterexample, name: String? = nil) -> Scenario {
    let kind = counterexample.kind.rawValue
    var scenario = Scenario(
      name: name ?? "\(kind) (\(configuration.lifecycle.rawValue))", strategy: configuration.strategy,
      steps: counterexample.events.map { counterexample.catalog.step(for: $0) })
    scenario.description =
      "Shortest counterexample found exploring: \(counterexample.events.count) steps break `\(kind)`."
    scenario.lifecycle = configuration.lifecycle
    scenario.device = configuration.device == .iPhone ? nil : configuration.device
    scenario.sdk = configuration.build.sdk == .standard ? nil : configuration.build.sdk
    scenario.options = counterexample.options
    scenario.staticItems = .inline(configuration.staticItems)
    return scenario
  }
}
