import QuickActions

// MARK: - A found path as a scenario

extension Scenario {
  /// `self` with `events` as its steps, run under `options` in `lifecycle` on `device`: the one way the package turns a
  /// path it found into a scenario, whether an explorer's counterexample (``Explorer/scenario(for:name:app:)``),
  /// `qa-sim explore`'s and `generate`'s files (``ExplorationSubject/scenario(for:lifecycle:)``) or a conformance
  /// regression. Its steps name their items back through `catalog`, the one the search used; its items are inlined
  /// (a relative Info.plist path would not resolve from another directory); `expect` is cleared. Gates declared ready
  /// `afterFirstActivation` take `readiness` when the search assumed another, so the file replays the path it was
  /// found on; `windows`, when given, replaces the scenario's.
  package func replacingPath(
    name: String, description: String, events: [LifecycleEvent], catalog: ItemCatalog, options: LifecycleOptions,
    lifecycle: LifecycleStyle, device: Device, build: AppBuild, items: [ShortcutItem], readiness: Readiness?,
    windows: ScenarioWindows?
  ) -> Scenario {
    var scenario = self
    scenario.name = name
    scenario.description = description
    scenario.lifecycle = lifecycle
    scenario.device = device == .iPhone ? nil : device
    scenario.sdk = build.sdk == .standard ? nil : build.sdk
    scenario.options = options
    scenario.dynamicItemsAfterUpdate = .keptUntilReplaced
    scenario.staticItems = .inline(items)
    scenario.steps = events.map { catalog.step(for: $0) }
    scenario.expect = nil
    if let readiness { scenario.strategy = scenario.strategy.overridingReadiness(readiness) }
    if let windows { scenario.windows = windows }
    return scenario
  }
}

extension Counterexample {
  /// What a saved counterexample's file says of itself: how many steps break which invariant, found by `finder`, and
  /// that the file fails until the app is fixed.
  package func savedDescription(foundBy finder: String) -> String {
    let steps = events.count
    return "Shortest counterexample found \(finder): \(steps) step\(steps == 1 ? " breaks" : "s break") "
      + "`\(kind.rawValue)`; the file fails until the app is fixed."
  }
}
