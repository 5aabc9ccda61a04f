extension DeviceLog {
  /// The log a device would print for `simulator`'s run if the app logged `kinds` (every callback, by default) with
  /// the snippet of <doc:Conformance>: one callback per line with its detail and scene, and a `records` line
  /// declaring `kinds`, numbered as ``markedText`` prints them. A round trip through the model (a test checks every
  /// shipped scenario) and the benchmark's log.
  public init<Strategy: AppStrategy>(
    recording simulator: Simulator<Strategy>, file: String = "recorded.log",
    kinds: Set<CallbackKind> = Set(CallbackKind.allCases)
  ) {
    let sceneIDs = simulator.runner.sceneIDs
    var callbacks: [ObservedCallback] = []
    for entry in simulator.trace {
      guard var observed = ObservedCallback(entry: entry, catalog: simulator.catalog, sceneIDs: sceneIDs),
        kinds.contains(observed.callback)
      else { continue }
      observed.line = callbacks.count + 2
      callbacks.append(observed)
    }
    self.init(file: file, callbacks: callbacks, declared: kinds, isMarked: true)
  }
}

extension DeviceLog {
  /// The log a device would print for a replayed scenario's run if the app logged `kinds` (every callback, by
  /// default): as ``init(recording:file:kinds:)`` does for a simulator.
  public init(
    recording run: ScenarioRun, file: String = "recorded.log", kinds: Set<CallbackKind> = Set(CallbackKind.allCases)
  ) {
    var callbacks: [ObservedCallback] = []
    for record in run.trace where record.actor == .system {
      guard let kind = CallbackKind(selector: record.name), kinds.contains(kind) else { continue }
      callbacks.append(
        ObservedCallback(callback: kind, detail: record.itemType, scene: record.scene, line: callbacks.count + 2))
    }
    self.init(file: file, callbacks: callbacks, declared: kinds, isMarked: true)
  }
}
