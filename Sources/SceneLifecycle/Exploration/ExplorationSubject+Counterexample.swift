import QuickActions

// MARK: - A counterexample as a scenario

extension ExplorationSubject {
  /// `events` under `options` as a scenario of the subject's app, named `name`, in `lifecycle` on the subject's device:
  /// the explored scenario with its steps, lifecycle, device and options replaced (its items inlined, since a relative
  /// Info.plist path would not resolve from another directory), or the built-in strategy with the subject's items and
  /// generated scenes; no `expect`. Its steps name their items back through `catalog`, the one the search used.
  public func scenario(
    name: String, description: String, events: [LifecycleEvent], catalog: ItemCatalog, options: LifecycleOptions,
    lifecycle: LifecycleStyle
  ) -> Scenario {
    let base =
      self.scenario?.scenario
      ?? Scenario(
        name: name, options: .defaults, dynamicItemsAfterUpdate: .keptUntilReplaced, strategy: strategy,
        staticItems: .inline(items), steps: [], expect: nil)
    // Several windows: every declared scene with UIKit's default activation conditions (12a row 1).
    let generatedWindows =
      sceneIDs.isEmpty || windows != nil
      ? nil
      : ScenarioWindows(scenes: sceneIDs.map { SceneDeclaration(id: $0) }, routing: base.windows?.routing ?? .defaults)
    return base.replacingPath(
      name: name, description: description, events: events, catalog: catalog, options: options,
      lifecycle: lifecycle, device: device, build: build, items: items, readiness: readinessOverride,
      windows: generatedWindows)
  }

  /// `counterexample`, found exploring `lifecycle`, as a saved counterexample
  /// (``scenario(name:description:events:catalog:options:lifecycle:)``) that breaks the same invariant when replayed
  /// (``replay(_:file:)``), with that invariant in `expect.fixed`: the file fails while the app breaks it and passes
  /// once the app is fixed.
  public func scenario(for counterexample: Counterexample, lifecycle: LifecycleStyle) -> Scenario {
    var scenario = scenario(
      name: "\(counterexample.kind.rawValue) in \(strategy.name) (\(lifecycle.rawValue))",
      description: counterexample.savedDescription(foundBy: "by qa-sim explore"),
      events: counterexample.events, catalog: counterexample.catalog, options: counterexample.options,
      lifecycle: lifecycle)
    scenario.expect = Expectations(fixed: [counterexample.kind])
    return scenario
  }

  /// The file name of `counterexample`'s scenario: `<strategy>-<lifecycle>[-iPad]-<kind>.json`.
  public func fileName(for counterexample: Counterexample, lifecycle: LifecycleStyle) -> String {
    "\(Self.fileNamePart(strategy.name))-\(fileNamePart(lifecycle))-\(counterexample.kind.rawValue).json"
  }

  /// The file-name part for `lifecycle` on the subject's device: `scene`, or `scene-iPad` away from the default
  /// iPhone, so files written for both devices into one directory do not overwrite each other.
  public func fileNamePart(_ lifecycle: LifecycleStyle) -> String {
    switch device {
    case .iPhone: lifecycle.rawValue
    case .iPad: "\(lifecycle.rawValue)-\(device.rawValue)"
    }
  }

  /// A file-name-safe version of `text`, at most 60 bytes (`FileNames/safePart(_:maximumBytes:)`).
  public static func fileNamePart(_ text: String) -> String { FileNames.safePart(text, maximumBytes: 60) }

  /// Replays `scenario`, a typed value (``scenario(for:lifecycle:)``), with the subject's items, as a scenario file
  /// replays: its trace, violations and outcome, with `file` as the run's file name.
  public func replay(_ scenario: Scenario, file: String) -> ScenarioRun {
    Replay.run(
      LoadedScenario(
        file: file, document: .null, scenario: scenario, shortcutItems: items, warnings: []))
  }
}

extension TableStrategy {
  /// The same strategy with every gate declared ready `afterFirstActivation` ready as `override` says instead: a
  /// written counterexample found under an override declares it where the gate's own declaration would refuse the
  /// path (as ``Scenario/appObject(_:overridingReadiness:)`` rewrites a file's app object).
  func overridingReadiness(_ override: Readiness) -> TableStrategy {
    guard override != .afterFirstActivation else { return self }
    var strategy = self
    strategy.declarations = Declarations(
      gates: gates.map { $0.readiness == .afterFirstActivation ? $0.withReadiness(override) : $0 },
      gateOpenedLists: declarations.gateOpenedLists, gateOpenedSceneLists: declarations.gateOpenedSceneLists,
      flags: flags)
    return strategy
  }
}
