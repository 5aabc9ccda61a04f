import QuickActions

extension ConformanceReport {
  /// The report as people read it: a heading, the verdict, the inferred steps as a numbered narrative with the log
  /// lines each explains, and the switch values; for a log the model does not reproduce, the closest prefix and a
  /// diff where the device and the model part, with a legend and a hint. Deterministic: no clock.
  public var text: String {
    var lines = [heading, "Verdict: " + verdictSentence]
    switch outcome {
    case .reproduced(let matches, let count):
      if count > 1 {
        lines.append("")
        lines.append(
          "Ambiguous: \(count) step sequences reproduce the log, which cannot tell them apart"
            + (matches.count < count ? "; the first \(matches.count) are listed." : "."))
        lines.append(
          "Hint: log the callbacks that differ between them (performActionFor, the item type in "
            + "scene(_:willConnectTo:options:)) or declare them with a `records` line.")
      }
      for (number, match) in matches.enumerated() {
        lines.append("")
        lines.append(count > 1 ? "Sequence \(number + 1) of \(count):" : "Steps:")
        lines += narrative(of: match)
        lines += combinations(of: match)
      }
    case .notReproduced(let divergence):
      lines.append("")
      lines += divergenceLines(divergence)
    }
    if stoppedEarly {
      lines.append("")
      lines.append(
        "Partial: the search stopped after \(InputLimits.groupedDigits(sends)) steps; a longer search may find more.")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `<file>: <n> callbacks (<k> kinds recorded), <lifecycle> lifecycle, <m> combinations`.
  var heading: String {
    let combinations = space.count == 1 ? "1 combination" : "\(InputLimits.groupedDigits(space.count)) combinations"
    let unseen = unseenBudget == 0 ? "" : ", up to \(unseenBudget) unseen step\(unseenBudget == 1 ? "" : "s")"
    let lead = leadIn == 0 ? "" : ", \(leadIn) step\(leadIn == 1 ? "" : "s") before the log starts"
    return "\(shown(log.file)): \(log.callbacks.count) callbacks (\(log.recorded.count) kinds recorded), "
      + "\(lifecycle.rawValue) lifecycle, \(combinations)\(unseen)\(lead)"
  }

  /// The verdict in words.
  var verdictSentence: String {
    switch verdict {
    case .reproduced: return "reproduced under the defaults\(baseNote)."
    case .reproducedWithOtherValues: return "reproduced only with other switch values."
    case .notReproduced:
      guard let divergence else { return "not reproduced." }
      let line = divergence.device.map { "parts at line \($0.line)" } ?? "goes on where the log ends"
      return "not reproduced: the model follows the device for \(divergence.reproduced) of \(log.callbacks.count) "
        + "callbacks, then \(line)."
    }
  }

  /// ` (the scenario's options)` when the base is not the plain defaults.
  private var baseNote: String {
    let changed = InferredOption.allCases.filter(space.base.isChanged)
    guard !changed.isEmpty else { return "" }
    return " (the given options: "
      + changed.map { "\($0.name) = \($0.valueText(in: space.base))" }.joined(
        separator: ", ") + ")"
  }

  /// The numbered steps, each with the log lines it reproduces.
  /// The last step's lines end at `end` (the log's end for a match, the parting line for a divergence's prefix).
  func narrative(of match: ConformanceMatch, end: Int? = nil) -> [String] {
    let summaries = match.steps.indices.map { shown(match.summary(ofStep: $0)) }
    let width = summaries.map(\.count).max() ?? 0
    return match.steps.indices.map { index in
      let summary = summaries[index]
      let range = match.callbacks(ofStep: index, logCount: end ?? log.callbacks.count)
      let pad = String(repeating: " ", count: max(0, width - summary.count))
      let lines = index < match.leadIn ? "(before the log starts)" : lineRange(range)
      return "  \(index + 1). \(summary)\(pad)  \(lines)"
    }
  }

  /// `line 4`, `lines 1-5`, or `(no recorded callback)`.
  func lineRange(_ range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last else { return "(no recorded callback)" }
    let from = log.callbacks[first].line
    let to = log.callbacks[last].line
    return from == to ? "line \(from)" : "lines \(from)-\(to)"
  }

  /// The combinations a match reproduces the log under: a line per set of values, naming the switches away from the
  /// base with their article rows.
  func combinations(of match: ConformanceMatch) -> [String] {
    let count = space.count(agreeingWithAny: match.values)
    var lines = ["Combinations: \(InputLimits.groupedDigits(count)) of \(InputLimits.groupedDigits(space.count))"]
    for values in match.values {
      lines.append("  - " + describe(values))
    }
    return lines
  }

  /// `the defaults`, or `forceQuitFromForeground = withoutBackground (UIKit semantics article, 8d row 3)`, with the
  /// switches the path read at the base values after `as the defaults:`.
  func describe(_ values: SwitchValues) -> String {
    let changed = values.changes(from: space.base)
    let kept = values.switches.filter { !changed.contains($0) }
    let keptText = kept.isEmpty ? "" : "; reads " + kept.map(\.name).joined(separator: ", ") + " at the defaults"
    guard !changed.isEmpty else { return "the defaults" + keptText }
    return changed.map {
      "\($0.name) = \($0.valueText(in: values.options)) (UIKit semantics article, \($0.articleRows))"
    }
    .joined(separator: ", ") + keptText
  }

  /// Where the closest prefix parts from the log: its steps, a diff with a legend, what the parting touches, a hint.
  func divergenceLines(_ divergence: ConformanceDivergence) -> [String] {
    var lines: [String] = []
    if !divergence.steps.isEmpty {
      lines.append("Closest steps:")
      lines += narrative(of: divergence.prefix, end: divergence.reproduced)
      lines.append("  under " + describe(divergence.values))
    }
    lines.append("")
    let context = log.callbacks[..<divergence.reproduced].suffix(3)
    for callback in context { lines.append("    \(shown(callback.text))   (line \(callback.line))") }
    if let device = divergence.device { lines.append("  - \(shown(device.text))   (line \(device.line))") }
    if let model = divergence.model {
      lines.append("  + \(shown(model.text))")
    } else {
      lines.append("  + (no step the model can take calls a recorded callback next)")
    }
    lines.append(
      "Legend: ' ' logged and reproduced, '-' on the device but not in the model, '+' in the model but not on the device"
    )
    lines.append(touches(divergence))
    if !divergence.alternatives.isEmpty {
      lines.append("Other steps part there too:")
      for alternative in divergence.alternatives {
        let steps = alternative.steps.map { $0.summary(gates: [], scenes: divergence.sceneIDs) }.joined(
          separator: ", ")
        let reads =
          alternative.consulted.isEmpty
          ? ""
          : " (reads " + alternative.consulted.map { "\($0.name), \($0.articleRows)" }.joined(separator: "; ") + ")"
        lines.append("  + \(shown(alternative.model.text)) after \(shown(steps))\(reads)")
      }
    }
    return lines
  }

  /// A value from the log (its file name, a callback's detail or scene, a step's item) as one line of the report,
  /// by the one rule for terminal text.
  private func shown(_ value: String) -> String { Escaping.terminalText(value, limit: 400) }

  /// What the parting step touches: the switches it read and their rows, or the article section of its event.
  func touches(_ divergence: ConformanceDivergence) -> String {
    let stepKind = divergence.steps.last?.kind
    guard !divergence.consulted.isEmpty else {
      let section = stepKind.map { " (UIKit semantics article, section \($0.articleSection(in: lifecycle)))" } ?? ""
      return "Touches: no switch is read there, so the model follows documented rows\(section): a model error, or a "
        + "new open question for those rows. Hint: if the log is complete and from this app, add the order to the "
        + "article's open questions with this log as its source; if it misses callbacks, add a `records` line or log them."
    }
    let switches = divergence.consulted.map { "\($0.name) (\($0.articleRows))" }.joined(separator: ", ")
    let held = divergence.consulted.filter { !space.free.contains($0) }
    guard held.isEmpty else {
      return "Touches: " + switches + ". Hint: " + held.map(\.name).joined(separator: ", ")
        + " kept its given value here; run with --options all to try every value."
    }
    return "Touches: " + switches + ": no value of "
      + (divergence.consulted.count == 1 ? "this switch" : "these switches")
      + " reproduces the device here, so the rows are a new open question. Hint: record the order in the article's "
      + "open questions with this log as its source."
  }
}
