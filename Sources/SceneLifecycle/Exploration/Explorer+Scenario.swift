import QuickActions

extension Explorer {
  /// `counterexample`, one this explorer found, as a saved counterexample: a scenario whose steps reproduce it (the
  /// configuration's lifecycle, device, SDK and items, the counterexample's option combination and its events as
  /// steps) and whose `expect.fixed` names its invariant, so that a replay fails while the app still breaks it and
  /// passes once the app is fixed.
  ///
  /// For a table strategy the scenario carries that strategy, and replays on its own (``ScenarioReplay``, `qa-sim`).
  /// For an app's own strategy (``init(_:makeStrategy:)``, a ``DelegateApp``) it names the app instead
  /// (``Scenario/delegates``, `"app": {"delegates": "<app>"}`): replay it against the same app with
  /// ``ScenarioReplay/run(contentsOf:app:limits:)`` or ``Replay/run(_:app:shortcutItems:file:lifecycle:device:sdk:judgement:)``;
  /// the command line refuses it, having no table to run. Write it with ``Scenario/jsonText``.
  /// - Parameters:
  ///   - counterexample: one of this explorer's counterexamples.
  ///   - name: the scenario's name; by default the invariant and the lifecycle, e.g. `lost (scene)`.
  ///   - app: for an app's own strategy, the name the file gives the app (`CafeApp`); by default the strategy's type
  ///     name (`DelegateApp`). Ignored for a table strategy, which the file carries.
  public func scenario(for counterexample: Counterexample, name: String? = nil, app: String? = nil) -> Scenario {
    let kind = counterexample.kind.rawValue
    var scenario = Scenario(
      name: name ?? "\(kind) (\(configuration.lifecycle.rawValue))", strategy: configuration.strategy,
      steps: counterexample.events.map { counterexample.catalog.step(for: $0) })
    let count = counterexample.events.count
    scenario.description =
      "Shortest counterexample found exploring: \(count) step\(count == 1 ? " breaks" : "s break") `\(kind)`; the "
      + "file fails until the app is fixed."
    scenario.lifecycle = configuration.lifecycle
    scenario.device = configuration.device == .iPhone ? nil : configuration.device
    scenario.sdk = configuration.build.sdk == .standard ? nil : configuration.build.sdk
    scenario.options = counterexample.options
    scenario.staticItems = .inline(configuration.staticItems)
    scenario.expect = Expectations(fixed: [counterexample.kind])
    switch engine {
    case .packed, .direct: break
    case .app(let search):
      scenario.delegates = app ?? search.typeName
      scenario.strategy = .ownAppStandIn(configuration.lifecycle, gates: search.gates)
    }
    return scenario
  }
}
