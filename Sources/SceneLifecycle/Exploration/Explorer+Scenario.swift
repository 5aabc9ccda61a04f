import QuickActions

extension Explorer {
  /// `counterexample`, one this explorer found, as a saved counterexample: a scenario whose steps reproduce it (the
  /// configuration's lifecycle, device, SDK, items, readiness and windows, the counterexample's option combination and
  /// its events as steps, built as every found path is) and whose `expect.fixed` names its invariant, so that a replay fails while the app still breaks it and
  /// passes once the app is fixed.
  ///
  /// For a table strategy the scenario carries that strategy, and replays on its own (``ScenarioReplay``, `qa-sim`).
  /// For an app's own strategy (``init(_:makeStrategy:)``, a ``DelegateApp``) it names the app instead
  /// (``Scenario/delegates``, `"app": {"delegates": "<app>"}`): replay it against the same app with
  /// ``ScenarioReplay/run(contentsOf:app:limits:)``, or as a value with ``replay(_:file:)``;
  /// the command line refuses it, having no table to run. Write it with ``Scenario/jsonText``.
  /// - Parameters:
  ///   - counterexample: one of this explorer's counterexamples.
  ///   - name: the scenario's name; by default the invariant and the lifecycle, e.g. `lost (scene)`.
  ///   - app: for an app's own strategy, the name the file gives the app (`CafeApp`); by default the strategy's type
  ///     name (`DelegateApp`). Ignored for a table strategy, which the file carries.
  public func scenario(for counterexample: Counterexample, name: String? = nil, app: String? = nil) -> Scenario {
    let lifecycle = configuration.lifecycle
    // Several windows: the configuration's scenes, those a scenario declared or generated ones with UIKit's default
    // activation conditions (12a row 1), so the file replays in as many windows as the search explored.
    let windows = configuration.windows.map { setup in
      ScenarioWindows(
        scenes: setup.declarations.isEmpty ? setup.sceneIDs.map { SceneDeclaration(id: $0) } : setup.declarations,
        routing: setup.routing)
    }
    var scenario = Scenario(name: "", strategy: configuration.strategy, steps: []).replacingPath(
      name: name ?? "\(counterexample.kind.rawValue) (\(lifecycle.rawValue))",
      description: counterexample.savedDescription(foundBy: "exploring"), events: counterexample.events,
      catalog: counterexample.catalog, options: counterexample.options, lifecycle: lifecycle,
      device: configuration.device, build: configuration.build, items: configuration.staticItems,
      readiness: configuration.readiness, windows: windows)
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
