/// The `--format json` report: one document, deterministic (no timestamps, paths as given).
///
/// ```
/// {"version": 1, "scenarios": […], "errors": […], "summary": {"passed": N, "failed": N, "errors": N}}
/// ```
/// Each scenario has `file`, `name`, `strategy`, `lifecycle`, `judgedBy` (`expectations`, or `invariants` in a
/// `--matrix` column other than the file's lifecycle), `passed`, `recorded`, `trace` (objects with `step`,
/// `actor`, `name`, `item`), `handled`, `violations` (objects with `kind`, `item`, `step`, `message`,
/// `warning`) and `mismatch` (`null` or the failure text). `step` is the 0-based index into `steps`. Each
/// error has `file`, `path`, `line`, `column` (each `null` when not known), `message` and `status`.
enum JSONReport {
  /// The report's format version.
  static let version = 1

  /// The document's text; lines up to 160 columns, so that each trace entry and violation is one line.
  static func document(_ report: Report) -> String {
    JSONSerializer(lineWidth: 160).document(value(report))
  }

  /// The document as a value.
  static func value(_ report: Report) -> JSONValue {
    var scenarios: [JSONValue] = []
    for outcome in report.outcomes {
      for run in outcome.runs { scenarios.append(value(run, recorded: outcome.recorded)) }
    }
    let summary = JSONObject([
      "passed": .number(JSONNumber(report.passed)), "failed": .number(JSONNumber(report.failed)),
      "errors": .number(JSONNumber(report.errors.count)),
    ])
    return .object(
      JSONObject([
        "version": .number(JSONNumber(version)), "scenarios": .array(scenarios),
        "errors": .array(report.errors.map(value)), "summary": .object(summary),
      ]))
  }

  /// One run.
  static func value(_ run: ScenarioRun, recorded: Bool) -> JSONValue {
    let trace = run.trace.map { record -> JSONValue in
      .object(
        JSONObject([
          "step": .number(JSONNumber(record.step)), "actor": .string(record.actor.rawValue),
          "name": .string(record.name), "item": record.item.map(JSONValue.string) ?? .null,
        ]))
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
        "lifecycle": .string(run.lifecycle.rawValue), "judgedBy": .string(run.judgement.rawValue),
        "passed": .bool(run.passed), "recorded": .bool(recorded), "trace": .array(trace),
        "handled": .array(run.handled.map(JSONValue.string)), "violations": .array(violations),
        "mismatch": run.mismatch.map(JSONValue.string) ?? .null,
      ]))
  }

  /// One input that could not be replayed.
  static func value(_ error: InputError) -> JSONValue {
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
        "status": .number(JSONNumber(Int(error.status.rawValue))),
      ]))
  }
}
