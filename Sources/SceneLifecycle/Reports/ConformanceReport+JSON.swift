extension ConformanceReport {
  /// The report as one JSON document (`qa-sim conform --format json`), the same content as ``text``:
  ///
  /// ```
  /// {"version": 1, "log": {"file", "callbacks", "recorded"}, "lifecycle", "combinations", "unseenSteps",
  ///  "stepsBeforeTheLog",
  ///  "verdict": "reproduced" | "reproducedWithOtherValues" | "notReproduced", "ambiguous", "sequenceCount",
  ///  "sequences": [{"steps": [{"step", "lines", "beforeTheLog"}], "combinations", "values": [{"changed": [{"switch", "value",
  ///  "rows"}], "readAtDefaults": [...]}]}], "divergence": null | {"reproduced", "line", "device", "model",
  ///  "steps", "values", "touches": {"switches": [{"switch", "rows"}], "section"}, "alternatives": [{"steps", "model",
  ///  "switches"}]}, "partial", "sends"}
  /// ```
  package var jsonValue: JSONValue {
    var root = JSONObject([
      "version": .number(JSONNumber(1)),
      "log": .object(
        JSONObject([
          "file": .string(log.file), "callbacks": .number(JSONNumber(log.callbacks.count)),
          "recorded": .array(
            log.recorded.sorted { $0.rawValue < $1.rawValue }.map { .string($0.selector) }),
        ])),
      "lifecycle": .string(lifecycle.rawValue),
      "combinations": .number(JSONNumber(space.count)),
      "unseenSteps": .number(JSONNumber(unseenBudget)),
      "stepsBeforeTheLog": .number(JSONNumber(leadIn)),
      "verdict": .string(verdict.rawValue),
      "ambiguous": .bool(isAmbiguous),
    ])
    switch outcome {
    case .reproduced(let matches, let count):
      root["sequenceCount"] = .number(JSONNumber(count))
      root["sequences"] = .array(matches.map(json))
      root["divergence"] = .null
    case .notReproduced(let divergence):
      root["sequenceCount"] = .number(JSONNumber(0))
      root["sequences"] = .array([])
      root["divergence"] = json(divergence)
    }
    root["partial"] = .bool(stoppedEarly)
    root["sends"] = .number(JSONNumber(sends))
    return .object(root)
  }

  private func json(_ match: ConformanceMatch) -> JSONValue {
    let steps: [JSONValue] = match.steps.indices.map { index in
      let range = match.callbacks(ofStep: index, logCount: log.callbacks.count)
      return .object(
        JSONObject([
          "step": .string(match.summary(ofStep: index)),
          "lines": .array(range.map { .number(JSONNumber(log.callbacks[$0].line)) }),
          "beforeTheLog": .bool(index < match.leadIn),
        ]))
    }
    return .object(
      JSONObject([
        "steps": .array(steps),
        "combinations": .number(JSONNumber(space.count(agreeingWithAny: match.values))),
        "values": .array(match.values.map(json)),
      ]))
  }

  private func json(_ values: SwitchValues) -> JSONValue {
    let changed = values.changes(from: space.base)
    return .object(
      JSONObject([
        "changed": .array(
          changed.map { option in
            .object(
              JSONObject([
                "switch": .string(option.name), "value": .string(option.valueText(in: values.options)),
                "rows": .string(option.articleRows),
              ]))
          }),
        "readAtDefaults": .array(values.switches.filter { !changed.contains($0) }.map { .string($0.name) }),
      ]))
  }

  private func json(_ divergence: ConformanceDivergence) -> JSONValue {
    let callback: (ObservedCallback?) -> JSONValue = { $0.map { .string($0.text) } ?? .null }
    let section = divergence.steps.last.map { JSONValue.string($0.kind.articleSection(in: lifecycle)) } ?? .null
    return .object(
      JSONObject([
        "reproduced": .number(JSONNumber(divergence.reproduced)),
        "line": divergence.device.map { .number(JSONNumber($0.line)) } ?? .null,
        "device": callback(divergence.device), "model": callback(divergence.model),
        "steps": .array(divergence.steps.indices.map { .string(divergence.prefix.summary(ofStep: $0)) }),
        "values": json(divergence.values),
        "touches": .object(
          JSONObject([
            "switches": .array(
              divergence.consulted.map { option in
                .object(JSONObject(["switch": .string(option.name), "rows": .string(option.articleRows)]))
              }),
            "section": divergence.consulted.isEmpty ? section : .null,
          ])),
        "alternatives": .array(
          divergence.alternatives.map { alternative in
            .object(
              JSONObject([
                "steps": .array(alternative.steps.map { .string($0.summary(gates: [], scenes: divergence.sceneIDs)) }),
                "model": .string(alternative.model.text),
                "switches": .array(alternative.consulted.map { .string($0.name) }),
              ]))
          }),
      ]))
  }
}
