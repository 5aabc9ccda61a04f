import QuickActions

/// Counterexamples as plain text: the block `qa-sim explore` prints, also usable in an XCTest failure message.
extension Counterexample {
  /// The counterexample and its narrated steps (``Simulator/narrate(_:)`` of ``events`` on a fresh app):
  ///
  /// ```
  ///   violation lost: shortest counterexample, 2 steps, options: defaults
  ///     1. quickAction com.example.item1        phase notRunning → foregroundActive
  ///     2. …
  /// ```
  ///
  /// The first line says `warning` for a warning kind, and names the item or link of a further counterexample
  /// (``item``: `shortest counterexample for qasim://menu, 1 step`); each step's first change sits in column 45, the others
  /// below it, or, when a step's event is too long for that (a long item type or link), every step's changes sit two
  /// columns past the longest event, so an event never runs into its changes. Lines are indented by `indent` spaces
  /// (2 in the command line's report).
  public func text(narration: [NarratedStep], indent: Int = 2) -> String {
    let margin = String(repeating: " ", count: indent)
    let label = kind.isWarning ? "warning" : "violation"
    let subject = item.map { " for " + Escaping.terminalText(catalog.name(of: $0), limit: 300) } ?? ""
    var lines = [
      "\(margin)\(label) \(kind.rawValue): shortest counterexample\(subject), \(events.count) "
        + "step\(events.count == 1 ? "" : "s"), options: \(options.changedSummary)"
    ]
    let heads = narration.map { "\(margin)  \($0.step + 1). \(Escaping.terminalText($0.event, limit: 300))" }
    let column = max(42 + indent, (heads.map(\.count).max() ?? 0) + 2)
    for (step, head) in zip(narration, heads) {
      // The changes name the scenario's items and links: each stays on its line, whatever they hold.
      let changes = step.changes.map { Escaping.terminalText($0, limit: 400) }
      lines.append(head.padding(toLength: column, withPad: " ", startingAt: 0) + (changes.first ?? ""))
      for change in changes.dropFirst() { lines.append(String(repeating: " ", count: column) + change) }
    }
    return lines.joined(separator: "\n")
  }
}

extension ExplorationReport {
  /// The report as plain text for a test failure message: a line that says how the search ran, then each kind's
  /// counterexample followed by its further ones (``furtherCounterexamples``), each narrated by `narrate`
  /// (``Counterexample/text(narration:indent:)``), or `No invariant broken.`
  func text(narrate: (Counterexample) -> [NarratedStep]) -> String {
    var lines = [engineDescription]
    if counterexamples.isEmpty { lines.append("No invariant broken.") }
    for counterexample in everyCounterexample {
      lines.append(counterexample.text(narration: narrate(counterexample)))
    }
    return lines.joined(separator: "\n")
  }
}

extension LifecycleOptions {
  /// The switches changed from their defaults, as `name=value` pairs joined by commas, or `defaults`.
  public var changedSummary: String {
    let changed = InferredOption.allCases.filter { isChanged($0) }
    guard !changed.isEmpty else { return "defaults" }
    return changed.map { option -> String in
      switch option.jsonValue(in: self) {
      case .string(let text): return "\(option.name)=\(text)"
      case .bool(let flag): return "\(option.name)=\(flag)"
      case .null, .number, .array, .object: return option.name
      }
    }.joined(separator: ", ")
  }
}
