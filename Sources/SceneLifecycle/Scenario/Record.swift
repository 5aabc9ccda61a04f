/// `--record`: writes a run's actual outcome into the scenario file's `expect`.
package enum Recorder {
  /// The expectation a run satisfies: its trace lines, handled types and violation kinds, written into
  /// `existing` (the file's `expect`, if any) so that its other members, such as `exhaustive`, stay where
  /// they were. New members come in the order `trace`, `handled`, `violations`, then `navigation` when the
  /// app has routes.
  package static func expectation(for run: ScenarioRun, keeping existing: JSONValue?) -> JSONValue {
    var object = JSONObject()
    if case .object(let kept)? = existing { object = kept }
    object["trace"] = .array(run.trace.map { .string($0.line) })
    object["handled"] = .array(run.handled.map(JSONValue.string))
    object["violations"] = .array(run.violationKinds.map { .string($0.rawValue) })
    if let navigation = run.navigation { object["navigation"] = navigationDocument(navigation) }
    return .object(object)
  }

  /// A navigation state as `expect.navigation` writes it: the fields that are set.
  package static func navigationDocument(_ state: NavigationState) -> JSONValue {
    var object = JSONObject()
    if let tab = state.tab { object["tab"] = .string(tab) }
    if let detail = state.detail { object["detail"] = .string(detail) }
    return .object(object)
  }

  /// The document with its `expect` replaced by the run's outcome; every other member keeps its place and
  /// value. `expect` is appended when the file has none.
  package static func recordedDocument(_ document: JSONValue, run: ScenarioRun) -> JSONValue {
    guard case .object(var root) = document else { return document }
    root["expect"] = expectation(for: run, keeping: root["expect"])
    return .object(root)
  }

  /// Rewrites the scenario file with the run's outcome as its `expect`, atomically (see
  /// ``FileIO/writeAtomically(_:to:)``). A file that would not change is left alone.
  /// - Returns: the expectations now in the file. An `expect.navigation` in an app without routes stays in the
  ///   file (there is no navigation to record), so it is still judged and still fails.
  /// - Throws: ``FileIOError`` when the file cannot be written; it is then unchanged.
  package static func record(_ loaded: LoadedScenario, run: ScenarioRun) throws(FileIOError) -> Expectations {
    let recorded = recordedDocument(loaded.document, run: run)
    let text = JSONSerializer().document(recorded)
    let unchanged = (try? FileIO.read(loaded.file, limit: ScenarioLoader.maximumFileSize)) == Array(text.utf8)
    if !unchanged { try FileIO.writeAtomically(Array(text.utf8), to: loaded.file) }
    return Expectations(
      trace: run.trace.map(\.line), exhaustive: loaded.scenario.expect?.exhaustive ?? true, handled: run.handled,
      violations: run.violationKinds, navigation: run.navigation ?? loaded.scenario.expect?.navigation)
  }
}

extension ScenarioRun {
  /// The same run judged against other expectations (after `--record` wrote them).
  package func rejudged(against expect: Expectations) -> ScenarioRun {
    let verdict = Verdict(
      expect: expect, judgement: judgement, steps: steps, trace: trace, handled: handled, violations: violations,
      navigation: navigation, gates: gates)
    var run = ScenarioRun(
      file: file, name: name, strategy: strategy, lifecycle: lifecycle, device: device, sdk: sdk, judgement: judgement,
      steps: steps,
      trace: trace, handled: handled, violations: violations, failures: verdict.failures,
      unexpectedWarnings: verdict.unexpectedWarnings, navigation: navigation)
    run.gates = gates
    return run
  }
}
