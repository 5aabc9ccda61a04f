/// The replay's JSON report (`qa-sim --format json`): one document, deterministic (no timestamps, paths as given).
///
/// ```
/// {"version": 1, "scenarios": […], "errors": […], "summary": {"passed": N, "failed": N, "errors": N}}
/// ```
/// Each scenario has `file`, `name`, `strategy`, `lifecycle`, `device` (`iPhone` or `iPad`), `sdk` (the major
/// version the app was built with, 26 unless the file or the replay says otherwise), `judgedBy`
/// (`expectations`, or `invariants` in a matrix column other than the file's lifecycle, or on a device
/// other than the file's), `passed`, `recorded`, `trace` (objects with `step`,
/// `actor`, `name`, `item`, and in a run with several windows `scene` on scene callbacks), `handled`, `violations` (objects with `kind`, `item`, `step`, `message`,
/// `warning`), `mismatch` (`null` or the failure text) and `navigation` (where the app's navigation ended, or
/// `null` when it has no routes). `step` is the 0-based index into `steps`. Each
/// error has `file`, `path`, `line`, `column` (each `null` when not known), `message` and `status`. In
/// a matrix, for an app with routes, `equivalence` lists per file each destination's roads (`trigger`, `start`,
/// `lifecycle`, `reaches`, `verdict`).
public enum JSONReport {
  /// The report's format version.
  public static let version = 1

  /// The document's text; lines up to 160 columns, so that each trace entry and violation is one line.
  public static func document(_ report: ReplayReport) -> String {
    JSONSerializer(lineWidth: 160).document(value(report))
  }

  /// The document as a value.
  package static func value(_ report: ReplayReport) -> JSONValue {
    var scenarios: [JSONValue] = []
    for outcome in report.outcomes {
      for run in outcome.runs { scenarios.append(value(run, recorded: outcome.recorded)) }
    }
    let summary = JSONObject([
      "passed": .number(JSONNumber(report.passed)), "failed": .number(JSONNumber(report.failed)),
      "errors": .number(JSONNumber(report.errors.count)),
    ])
    var root = JSONObject([
      "version": .number(JSONNumber(version)), "scenarios": .array(scenarios),
      "errors": .array(report.errors.map(value)), "summary": .object(summary),
    ])
    let files = report.outcomes.filter { $0.equivalence != nil }
    if !files.isEmpty { root["equivalence"] = .array(files.map(equivalence)) }
    return .object(root)
  }

  /// One file's delivery-equivalence view (a matrix, apps with routes).
  package static func equivalence(_ outcome: ReplayReport.Outcome) -> JSONValue {
    let destinations = (outcome.equivalence ?? []).map { destination -> JSONValue in
      let roads = destination.roads.map { road -> JSONValue in
        .object(
          JSONObject([
            "trigger": .string(road.trigger.summary), "start": .string(road.timing.rawValue),
            "lifecycle": .string(road.lifecycle.rawValue), "reaches": .bool(road.reaches(destination.state)),
            "verdict": .string(road.verdict(for: destination.state)),
          ]))
      }
      return .object(
        JSONObject([
          "navigation": Recorder.navigationDocument(destination.state), "equivalent": .bool(destination.isEquivalent),
          "roads": .array(roads),
        ]))
    }
    return .object(JSONObject(["file": .string(outcome.file), "destinations": .array(destinations)]))
  }

  /// One run.
  package static func value(_ run: ScenarioRun, recorded: Bool) -> JSONValue {
    let trace = run.trace.map { record -> JSONValue in
      var entry = JSONObject([
        "step": .number(JSONNumber(record.step)), "actor": .string(record.actor.rawValue),
        "name": .string(record.name), "item": record.item.map(JSONValue.string) ?? .null,
      ])
      // Only runs with several windows name a scene.
      entry["scene"] = record.scene.map(JSONValue.string)
      return .object(entry)
    }
    let violations = run.violations.map { violation -> JSONValue in
      .object(
        JSONObject([
          "kind": .string(violation.kind.rawValue), "item": .string(violation.item),
          "step": .number(JSONNumber(violation.step)), "message": .string(violation.message),
          "warning": .bool(violation.kind.isWarning),
        ]))
    }
    return .object(
      JSONObject([
        "file": .string(run.file), "name": .string(run.name), "strategy": .string(run.strategy),
        "lifecycle": .string(run.lifecycle.rawValue), "device": .string(run.device.rawValue),
        "sdk": .number(JSONNumber(run.sdk.major)), "judgedBy": .string(run.judgement.rawValue),
        "passed": .bool(run.passed), "recorded": .bool(recorded), "trace": .array(trace),
        "handled": .array(run.handled.map(JSONValue.string)), "violations": .array(violations),
        "mismatch": run.mismatch.map(JSONValue.string) ?? .null,
        "navigation": run.navigation.map { Recorder.navigationDocument($0) } ?? .null,
      ]))
  }

  /// One input that could not be replayed.
  package static func value(_ error: InputError) -> JSONValue {
    var path = JSONValue.null
    var line = JSONValue.null
    var column = JSONValue.null
    switch error.location {
    case .file: break
    case .path(let text): path = .string(text)
    case .position(let l, let c):
      line = .number(JSONNumber(l))
      column = .number(JSONNumber(c))
    }
    return .object(
      JSONObject([
        "file": .string(error.file), "path": path, "line": line, "column": column, "message": .string(error.message),
        "status": .number(JSONNumber(Int(error.cause.exitStatusCode))),
      ]))
  }
}
