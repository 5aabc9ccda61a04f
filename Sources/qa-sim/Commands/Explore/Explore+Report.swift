import QuickActions
import SceneLifecycle

/// The explore report as text for people (the JSON document is ``ExplorationSection/jsonDocument(_:subject:depth:timing:)``).
extension ExploreCommand {
  static func renderText(_ sections: [Section], subject: Subject, options: ExploreOptions) -> String {
    var lines: [String] = []
    for section in sections {
      let report = section.report
      let links = subject.links.isEmpty ? "" : ", \(subject.links.count) link\(subject.links.count == 1 ? "" : "s")"
      let label = Escaping.terminalText(subject.label, limit: 300)
      lines.append(
        "qa-sim explore: \(label), \(section.lifecycle.rawValue), \(subject.device.rawValue), "
          + (subject.build.sdk != .standard || options.sdk != nil ? "\(subject.build.sdk) SDK, " : "")
          + (subject.sceneIDs.isEmpty ? "" : "\(subject.sceneIDs.count) scenes, ")
          + "\(subject.items.count) item\(subject.items.count == 1 ? "" : "s")\(links), depth "
          + "\(options.depth), \(section.combinations) option combination\(section.combinations == 1 ? "" : "s")"
          + readinessSuffix(subject, options: options))
      lines.append("  engine: \(report.engineSummary)")
      var summary =
        "  \(InputLimits.groupedDigits(report.distinctStates)) distinct states, \(InputLimits.groupedDigits(report.transitions)) transitions, depth "
        + "reached \(report.depthReached)"
      // A bounded visited set may have taken a new state for a seen one, so running out of states proves nothing.
      if report.exhausted, !report.visitedMode.isPartial { summary += " (every reachable state seen)" }
      if let reason = stopReason(report.stopped, options: options) { summary += " — PARTIAL: stopped at \(reason)" }
      lines.append(summary)
      if report.visitedMode.isPartial {
        lines.append(
          "  PARTIAL: visited set \(report.visitedMode.name); probability of having omitted a state ≤ "
            + String(format: "%.2g", report.omissionProbability))
      }
      if options.timing {
        let rate = section.seconds > 0 ? Double(report.distinctStates) / section.seconds : 0
        // A --jobs the search could not use is said, not dropped (several windows run on one thread).
        let threads = options.jobs > report.threads ? ", on one thread: this search does not split across --jobs" : ""
        lines.append(
          "  \(BenchCommand.formatDuration(section.seconds)), \(InputLimits.groupedDigits(Int(rate))) states/s, visited set "
            + "\(String(format: "%.1f", report.bytesPerState)) bytes/state\(threads)")
      }
      let errors = section.findings.filter { !$0.counterexample.kind.isWarning }
      let warnings = section.findings.filter { $0.counterexample.kind.isWarning }
      if errors.isEmpty {
        lines.append("  No invariant broken.")
      }
      for finding in errors + warnings {
        lines.append("")
        lines.append(finding.counterexample.text(narration: finding.steps))
        if let file = finding.file { lines.append("    written: \(Escaping.terminalText(file, limit: 300))") }
      }
      // launchCrash can happen only from the iOS 27 SDK (8e row 7): below, "not broken" would say nothing; nor for
      // wrongScene, which only apps with several windows (--scenes) can break.
      let clean = ViolationKind.allCases.filter { kind in
        (kind != .launchCrash || subject.build.sdk.requiresSceneLifecycle)
          && (kind != .wrongScene || subject.sceneIDs.count > 1)
          && !section.findings.contains { $0.counterexample.kind == kind }
      }
      if !clean.isEmpty, !errors.isEmpty || !warnings.isEmpty {
        lines.append("")
        lines.append("  Not broken: " + clean.map(\.rawValue).joined(separator: ", "))
      }
      if let reachable = section.reachable {
        lines += coverageLines(report, reachable: reachable, partial: stopReason(reachable.stopped, options: options))
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// `, readiness prompt` for a strategy with readiness gates (the assumption the search ran under); empty
  /// without gates, where `--readiness` changes nothing.
  static func readinessSuffix(_ subject: Subject, options: ExploreOptions) -> String {
    subject.strategy.gates.isEmpty
      ? "" : ", readiness \(Readiness.summary(gates: subject.strategy.gates, override: options.readiness))"
  }

  /// Why a search stopped early, as the option that stopped it (`--max-states 1,000`, `--timeout 5s`).
  static func stopReason(_ stop: ExplorationReport.Stop?, options: ExploreOptions) -> String? {
    switch stop {
    case nil: nil
    case .maxStates(let limit)?: "--max-states \(InputLimits.groupedDigits(limit))"
    case .stopRequested?: "--timeout \(options.timeout.map(secondsText) ?? "")"
    }
  }

  /// `5s`, `0.25s`.
  static func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() && seconds < 1e15 ? "\(Int(seconds))s" : "\(seconds)s"
  }

  static func coverageLines(_ report: ExplorationReport, reachable: ExplorationReport, partial: String? = nil)
    -> [String]
  {
    let against =
      partial.map { "the states reached before the search for them stopped at \($0); PARTIAL" }
      ?? "every state reachable at any depth"
    var lines = ["", "  Coverage (against \(against)):"]
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
}
