import QuickActions

extension Simulator {
  /// The events sent so far as a scenario writes its steps (``ItemCatalog/step(for:)``).
  package var steps: [ScenarioStep] { sentEvents.map { catalog.step(for: $0) } }

  /// The trace as reports show it (``TraceRecord``), scenes named from `sceneIDs`.
  package func traceRecords(sceneIDs: [String]) -> [TraceRecord] {
    trace.map { TraceRecord($0, catalog: catalog, sceneIDs: sceneIDs) }
  }

  /// ``violations`` as reports show them (``ViolationRecord``): items by name, scenes named from `sceneIDs`.
  package func violationRecords(sceneIDs: [String]) -> [ViolationRecord] {
    let catalog = catalog
    let itemName = { (id: ItemID) in catalog.name(of: id) }
    let sceneName = { (index: UInt8) in WindowSetup.sceneName(index, in: sceneIDs) }
    return violations.map { violation in
      ViolationRecord(
        kind: violation.kind, item: violation.kind == .launchCrash ? "" : itemName(violation.delivery.item),
        step: violation.step, message: violation.message(itemName: itemName, sceneName: sceneName))
    }
  }
}

extension SequenceDiagram {
  /// The diagram of what `simulator` has run so far, as ``init(run:)`` draws a replayed scenario: a section per event
  /// sent (``Simulator/sentEvents``) with its callbacks, actions, notes and refusal, and the violations the run has
  /// if it ended now, each at the step that detected it.
  /// - Parameters:
  ///   - simulator: the run; its steps are named with its strategy's gates and its declared scenes.
  ///   - title: the diagram's title (a test's name, say); none when empty.
  public init<Strategy: AppStrategy>(simulator: Simulator<Strategy>, title: String = "") {
    let scenes = simulator.runner.sceneIDs
    self.init(
      title: title, steps: simulator.steps, trace: simulator.traceRecords(sceneIDs: scenes),
      violations: simulator.violationRecords(sceneIDs: scenes), gates: simulator.runner.strategy.gates,
      scenes: scenes)
  }
}
