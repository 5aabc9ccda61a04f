import Foundation
import QuickActions

// MARK: - The JSON exploration report

extension ExplorationSection {
  /// The JSON report's `stoppedBy`: `null`, `"maxStates"` or `"timeout"`.
  static func stopName(_ stop: ExplorationReport.Stop?) -> JSONValue {
    switch stop {
    case nil: .null
    case .maxStates?: .string("maxStates")
    case .stopRequested?: .string("timeout")
    }
  }

  /// The JSON exploration report of `sections`, explored from `subject` to `depth`: one document, with each section's
  /// search, counterexamples (steps, narration and written file) and coverage, and its seconds when `timing`.
  package static func jsonDocument(
    _ sections: [ExplorationSection], subject: ExplorationSubject, depth: Int, timing: Bool
  ) -> JSONValue {
    var root = JSONObject()
    root["version"] = .number(JSONNumber(1))
    root["explorations"] = .array(
      sections.map { section in
        let report = section.report
        var object = JSONObject()
        object["strategy"] = .string(subject.strategy.name)
        object["lifecycle"] = .string(section.lifecycle.rawValue)
        object["device"] = .string(subject.device.rawValue)
        object["sdk"] = .number(JSONNumber(subject.build.sdk.major))
        if !subject.sceneIDs.isEmpty { object["scenes"] = .array(subject.sceneIDs.map(JSONValue.string)) }
        object["items"] = .array(subject.items.map { .string($0.type) })
        if !subject.links.isEmpty { object["links"] = .array(subject.links.map(JSONValue.string)) }
        object["depth"] = .number(JSONNumber(depth))
        object["optionCombinations"] = .number(JSONNumber(section.combinations))
        if !subject.strategy.gates.isEmpty {
          object["readiness"] = .string(
            Readiness.summary(gates: subject.strategy.gates, override: subject.readinessOverride))
        }
        object["engine"] = .string(report.engine.rawValue)
        if let reason = report.packingProblem?.packingReason { object["engineReason"] = .string(reason) }
        if let failure = report.memoTablesFailure { object["memoTablesOff"] = .string(failure) }
        object["distinctStates"] = .number(JSONNumber(report.distinctStates))
        object["transitions"] = .number(JSONNumber(report.transitions))
        object["depthReached"] = .number(JSONNumber(report.depthReached))
        object["exhausted"] = .bool(report.exhausted)
        object["partial"] = .bool(report.stopped != nil || report.visitedMode.isPartial)
        object["visited"] = .string(report.visitedMode.name)
        if report.visitedMode.isPartial {
          object["omissionProbability"] = .number(
            JSONNumber(literal: String(format: "%.3g", report.omissionProbability), isInteger: false))
        }
        object["stoppedBy"] = stopName(report.stopped)
        if timing {
          object["seconds"] = .number(JSONNumber(literal: String(format: "%.6f", section.seconds), isInteger: false))
          object["threads"] = .number(JSONNumber(report.threads))
        }
        object["counterexamples"] = .array(
          section.findings.map { finding in
            var entry = JSONObject()
            entry["kind"] = .string(finding.counterexample.kind.rawValue)
            entry["warning"] = .bool(finding.counterexample.kind.isWarning)
            entry["options"] = .object(Scenario.optionsDocument(finding.counterexample.options))
            entry["steps"] = .array(
              finding.counterexample.events.map {
                Scenario.stepDocument(
                  finding.counterexample.catalog.step(for: $0), gates: subject.strategy.gates,
                  sceneIDs: subject.sceneIDs.isEmpty ? nil : subject.sceneIDs)
              })
            entry["narrative"] = .array(
              finding.steps.map { step in
                .object(
                  JSONObject([
                    "step": .number(JSONNumber(step.step)), "event": .string(step.event),
                    "changes": .array(step.changes.map(JSONValue.string)),
                  ]))
              })
            entry["file"] = finding.file.map(JSONValue.string) ?? .null
            return .object(entry)
          })
        if let reachable = section.reachable {
          let taken = Set(report.transitionsTaken.keys)
          object["coverage"] = .object(
            JSONObject([
              "callbacksReached": .array(report.callbacksReached.map { .string($0.selector) }),
              "callbacksNotReached": .array(
                reachable.callbacksReached.filter { !report.callbacksReached.contains($0) }.map { .string($0.selector) }
              ),
              "transitionsNotReached": .array(
                reachable.transitionsTaken.keys.sorted().filter { !taken.contains($0) }.map {
                  .string("\($0.from.rawValue) --\($0.event.rawValue)--> \($0.to.rawValue)")
                }),
              "partial": .bool(reachable.stopped != nil),
            ]))
        }
        return .object(object)
      })
    return .object(root)
  }
}
