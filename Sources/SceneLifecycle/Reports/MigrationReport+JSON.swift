/// The JSON report of a migration check (what `qa-sim migrate --format json` prints): the app, the items and links,
/// one object per road with each lifecycle's run, the verdict, the reasons and the fixes, the moves, the counts, and
/// whether the migrated app is clean.
extension MigrationReport {
  /// The report as a JSON document, naming the scenario `file` and its `strategy`.
  package func jsonDocument(file: String, strategy: String) -> JSONValue {
    let report = self
    var root = JSONObject()
    root["version"] = .number(JSONNumber(1))
    root["file"] = .string(file)
    root["strategy"] = .string(strategy)
    root["device"] = .string(report.device.rawValue)
    root["before"] = .string(MigrationReport.beforeLifecycle.rawValue)
    root["after"] = .array(MigrationReport.afterLifecycles.map { .string($0.rawValue) })
    root["sdk"] = .object(
      JSONObject([
        "before": .number(JSONNumber(report.before.sdk.major)), "after": .number(JSONNumber(report.after.sdk.major)),
      ]))
    root["quickAction"] = .string(report.quickAction)
    root["customSchemeLink"] = .string(report.customSchemeLink)
    root["universalLink"] = .string(report.universalLink)
    root["spotlightActivity"] = .string(report.spotlightActivity)
    root["cloudKitShare"] = .string(MigrationReport.cloudKitShare)
    root["roads"] = .array(report.roads.map(Self.roadDocument))
    root["moves"] = .array(report.moves.map(Self.fixDocument))
    var counts = JSONObject()
    for (verdict, count) in report.counts { counts[verdict.rawValue] = .number(JSONNumber(count)) }
    root["counts"] = .object(counts)
    root["clean"] = .bool(report.isClean)
    return .object(root)
  }

  static func roadDocument(_ result: RoadResult) -> JSONValue {
    var object = JSONObject()
    object["road"] = .string(result.road.name)
    object["timing"] = .string(result.road.timing.rawValue)
    object["delivery"] = .string(result.road.delivery.rawValue)
    object["steps"] = .array(result.steps.map { Scenario.stepDocument($0, gates: [], sceneIDs: nil) })
    let gates = result.gates
    var runs = JSONObject()
    for run in [result.before] + result.after {
      var entry = JSONObject()
      entry["outcome"] = .string(run.outcome)
      if run.steps != result.steps {
        entry["steps"] = .array(run.steps.map { Scenario.stepDocument($0, gates: gates, sceneIDs: nil) })
      }
      entry["handled"] = .number(JSONNumber(run.handledCount))
      entry["deliveredIn"] = .array(run.deliveredIn.map { .string($0.selector) })
      entry["actedIn"] = .array(run.actedIn.map { .string($0.selector) })
      entry["violations"] = .array(
        run.violations.map { violation in
          .object(
            JSONObject([
              "kind": .string(violation.kind.rawValue), "warning": .bool(violation.kind.isWarning),
              "item": .string(violation.item), "step": .number(JSONNumber(violation.step)),
              "message": .string(violation.message),
            ]))
        })
      runs[run.lifecycle.rawValue] = .object(entry)
    }
    object["runs"] = .object(runs)
    object["verdict"] = .string(result.verdict.rawValue)
    object["fails"] = .bool(result.verdict.fails)
    object["reasons"] = .array(result.reasons.map(JSONValue.string))
    object["fixes"] = .array(result.fixes.map(Self.fixDocument))
    return .object(object)
  }

  static func fixDocument(_ fix: RoadFix) -> JSONValue {
    .object(JSONObject(["from": .string(fix.from), "to": .string(fix.to), "text": .string(fix.text)]))
  }
}
