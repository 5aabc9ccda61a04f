import SceneLifecycle

/// The explore report, as text for people and as one JSON document.
extension ExploreCommand {
  /// The options of a counterexample, as `name=value` pairs (or `defaults`).
  static func optionsSummary(_ options: LifecycleOptions) -> String {
    let changed = InferredOption.allCases.filter { options.isChanged($0) }
    guard !changed.isEmpty else { return "defaults" }
    return changed.map { option -> String in
      switch option.jsonValue(in: options) {
      case .string(let text): return "\(option.name)=\(text)"
      case .bool(let flag): return "\(option.name)=\(flag)"
      case .null, .number, .array, .object: return option.name
      }
    }.joined(separator: ", ")
  }

  /// `1,234,567`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, character) in digits.reversed().enumerated() {
      if index > 0, index % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return String(result.reversed())
  }

  static func renderText(_ sections: [Section], subject: Subject, options: ExploreOptions) -> String {
    var lines: [String] = []
    for section in sections {
      let report = section.report
      lines.append(
        "qa-sim explore: \(subject.label), \(section.lifecycle.rawValue), \(subject.items.count) items, depth "
          + "\(options.depth), \(section.combinations) option combination\(section.combinations == 1 ? "" : "s")")
      var summary =
        "  \(grouped(report.distinctStates)) distinct states, \(grouped(report.transitions)) transitions, depth "
        + "reached \(report.depthReached)"
      if report.exhausted { summary += " (every reachable state seen)" }
      if case .maxStates(let limit)? = report.stopped {
        summary += " — PARTIAL: stopped at --max-states \(grouped(limit))"
      }
      lines.append(summary)
      if options.timing {
        let rate = section.seconds > 0 ? Double(report.distinctStates) / section.seconds : 0
        lines.append(
          "  \(BenchCommand.formatDuration(section.seconds)), \(grouped(Int(rate))) states/s, visited set "
            + "\(String(format: "%.1f", report.bytesPerState)) bytes/state")
      }
      let errors = section.findings.filter { !$0.counterexample.kind.isWarning }
      let warnings = section.findings.filter { $0.counterexample.kind.isWarning }
      if errors.isEmpty {
        lines.append("  No invariant broken.")
      }
      for finding in errors + warnings {
        let example = finding.counterexample
        let label = example.kind.isWarning ? "warning" : "violation"
        lines.append("")
        lines.append(
          "  \(label) \(example.kind.rawValue): shortest counterexample, \(example.events.count) "
            + "step\(example.events.count == 1 ? "" : "s"), options: \(optionsSummary(example.options))")
        for step in finding.steps {
          let head = "    \(step.step + 1). \(step.event)"
          lines.append(head.padding(toLength: max(head.count, 44), withPad: " ", startingAt: 0) + step.changes[0])
          for change in step.changes.dropFirst() {
            lines.append(String(repeating: " ", count: max(head.count, 44)) + change)
          }
        }
        if let file = finding.file { lines.append("    written: \(file)") }
      }
      let clean = ViolationKind.allCases.filter { kind in !section.findings.contains { $0.counterexample.kind == kind }
      }
      if !clean.isEmpty, !errors.isEmpty || !warnings.isEmpty {
        lines.append("")
        lines.append("  Not broken: " + clean.map(\.rawValue).joined(separator: ", "))
      }
      if let reachable = section.reachable { lines += coverageLines(report, reachable: reachable) }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  static func coverageLines(_ report: ExplorationReport, reachable: ExplorationReport) -> [String] {
    var lines = ["", "  Coverage (against every state reachable at any depth):"]
    let missedCallbacks = reachable.callbacksReached.filter { !report.callbacksReached.contains($0) }
    lines.append("    callbacks: \(report.callbacksReached.count) of \(reachable.callbacksReached.count) reached")
    for kind in missedCallbacks { lines.append("      not reached: \(kind.selector)") }
    let taken = Set(report.transitionsTaken.keys)
    let all = reachable.transitionsTaken.keys.sorted()
    lines.append("    phase transitions: \(taken.count) of \(all.count) reached")
    for key in all where !taken.contains(key) {
      lines.append("      not reached: \(key.from.rawValue) --\(key.event.rawValue)--> \(key.to.rawValue)")
    }
    let never = CallbackKind.allCases.filter { !reachable.callbacksReached.contains($0) }
    if !never.isEmpty {
      lines.append("    never made in this lifecycle: " + never.map(\.selector).joined(separator: ", "))
    }
    return lines
  }

  static func renderJSON(_ sections: [Section], subject: Subject, options: ExploreOptions) -> JSONValue {
    var root = JSONObject()
    root["version"] = .number(JSONNumber(1))
    root["explorations"] = .array(
      sections.map { section in
        let report = section.report
        var object = JSONObject()
        object["strategy"] = .string(subject.strategy.name)
        object["lifecycle"] = .string(section.lifecycle.rawValue)
        object["items"] = .array(subject.items.map { .string($0.type) })
        object["depth"] = .number(JSONNumber(options.depth))
        object["optionCombinations"] = .number(JSONNumber(section.combinations))
        object["distinctStates"] = .number(JSONNumber(report.distinctStates))
        object["transitions"] = .number(JSONNumber(report.transitions))
        object["depthReached"] = .number(JSONNumber(report.depthReached))
        object["exhausted"] = .bool(report.exhausted)
        object["partial"] = .bool(report.stopped != nil)
        if options.timing {
          object["seconds"] = .number(JSONNumber(literal: String(format: "%.6f", section.seconds), isInteger: false))
        }
        object["counterexamples"] = .array(
          section.findings.map { finding in
            var entry = JSONObject()
            entry["kind"] = .string(finding.counterexample.kind.rawValue)
            entry["warning"] = .bool(finding.counterexample.kind.isWarning)
            entry["options"] = optionsDocument(finding.counterexample.options)
            entry["steps"] = .array(finding.counterexample.events.map { stepDocument($0, items: subject.items) })
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
            ]))
        }
        return .object(object)
      })
    return .object(root)
  }
}
