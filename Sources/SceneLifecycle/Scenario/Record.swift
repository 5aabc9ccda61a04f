/// Recording: a run's actual outcome written into its scenario's `expect`, through the scenario codec
/// (`Scenario/jsonDocument(keepingLayoutOf:)`), so that the rest of the file keeps its layout.
public enum Recorder {
  /// The expectations a run satisfies: its trace lines, handled types and violation kinds, and where its navigation
  /// ended when the app has routes. `existing` (the scenario's `expect`, if any) gives `exhaustive`, and its
  /// `navigation` when the run has none to record (an app without routes), so that one is still judged. Its `fixed`
  /// kinds stay, and are never recorded as expected: a saved counterexample still fails after re-recording while the
  /// app breaks them. Its `usesDeprecatedAPIs` stays: it is about the app, not the run.
  public static func expectations(for run: ScenarioRun, keeping existing: Expectations?) -> Expectations {
    let fixed = existing?.fixed ?? []
    return Expectations(
      trace: run.trace.map(\.line), exhaustive: existing?.exhaustive ?? true, handled: run.handled,
      violations: run.violationKinds.filter { !fixed.contains($0) }, fixed: existing?.fixed,
      navigation: run.navigation ?? existing?.navigation, usesDeprecatedAPIs: existing?.usesDeprecatedAPIs ?? false)
  }

  /// The scenario with its `expect` replaced by the run's outcome (``expectations(for:keeping:)``).
  public static func recorded(_ scenario: Scenario, run: ScenarioRun) -> Scenario {
    var recorded = scenario
    recorded.expect = expectations(for: run, keeping: scenario.expect)
    return recorded
  }

  /// A navigation state as `expect.navigation` writes it: the fields that are set.
  package static func navigationDocument(_ state: NavigationState) -> JSONValue {
    Scenario.navigationStateDocument(state)
  }

  /// The scenario document with its `expect` replaced by the run's outcome; every other member keeps its place and
  /// value, and `expect` keeps its members' order (new ones, in the order `trace`, `handled`, `violations`,
  /// `navigation`, come after) and the members the outcome leaves as they were (`exhaustive`). `expect` is appended
  /// when the document has none. A document that does not decode as a scenario is returned as it is.
  package static func recordedDocument(_ document: JSONValue, run: ScenarioRun) -> JSONValue {
    guard let (scenario, _) = try? Scenario.decode(document) else { return document }
    return recorded(scenario, run: run).jsonDocument(keepingLayoutOf: document)
  }

  /// Rewrites the scenario file with the run's outcome as its `expect`, atomically (see
  /// `FileIO/writeAtomically(_:to:)`). A file that would not change is left alone.
  /// - Returns: the expectations now in the file. An `expect.navigation` in an app without routes stays in the
  ///   file (there is no navigation to record), so it is still judged and still fails.
  /// - Throws: ``FileIOError`` when the file cannot be written; it is then unchanged.
  public static func record(_ loaded: LoadedScenario, run: ScenarioRun) throws(FileIOError) -> Expectations {
    let scenario = recorded(loaded.scenario, run: run)
    let text = scenario.jsonText(keepingLayoutOf: loaded.document)
    let unchanged = (try? FileIO.read(loaded.file, limit: ScenarioLoader.maximumFileSize)) == Array(text.utf8)
    if !unchanged { try FileIO.writeAtomically(Array(text.utf8), to: loaded.file) }
    return scenario.expect ?? Expectations()
  }
}

extension ScenarioRun {
  /// The same run judged against other expectations (after recording wrote them).
  public func rejudged(against expect: Expectations) -> ScenarioRun {
    let verdict = Verdict(
      expect: expect, judgement: judgement, steps: steps, trace: trace, handled: handled, violations: violations,
      navigation: navigation, gates: gates)
    var run = ScenarioRun(
      file: file, name: name, strategy: strategy, lifecycle: lifecycle, device: device, sdk: sdk, judgement: judgement,
      steps: steps,
      trace: trace, handled: handled, violations: violations, failures: verdict.failures,
      unexpectedWarnings: verdict.unexpectedWarnings, navigation: navigation)
    run.gates = gates
    run.wording = wording
    return run
  }
}
