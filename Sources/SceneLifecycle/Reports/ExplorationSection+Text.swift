import Foundation
import QuickActions

// MARK: - The text exploration report

extension ExplorationSection {
  /// The text exploration report of `sections`, explored from `subject` to `depth`: per lifecycle a header (the app,
  /// the lifecycle, the device, the SDK when `namesSDK` or not the default, the scenes, items, links, depth, option
  /// combinations and readiness), the engine, the states and transitions, a partial search's reason
  /// (`stopDescription`), the time and rate when `timing` (and that the search ran on one thread when it could not
  /// use `jobs`), each counterexample narrated step by step, the invariants not broken, and the coverage.
  public static func text(
    _ sections: [ExplorationSection], subject: ExplorationSubject, depth: Int, namesSDK: Bool, timing: Bool,
    jobs: Int, stopDescription: (ExplorationReport.Stop) -> String
  ) -> String {
    var lines: [String] = []
    for section in sections {
      let report = section.report
      let links = subject.links.isEmpty ? "" : ", \(subject.links.count) link\(subject.links.count == 1 ? "" : "s")"
      let label = Escaping.terminalText(subject.label, limit: 300)
      lines.append(
        "qa-sim explore: \(label), \(section.lifecycle.rawValue), \(subject.device.rawValue), "
          + (subject.build.sdk != .standard || namesSDK ? "\(subject.build.sdk) SDK, " : "")
          + (subject.sceneIDs.isEmpty ? "" : "\(subject.sceneIDs.count) scenes, ")
          + "\(subject.items.count) item\(subject.items.count == 1 ? "" : "s")\(links), depth "
          + "\(depth), \(section.combinations) option combination\(section.combinations == 1 ? "" : "s")"
          + (subject.strategy.gates.isEmpty
            ? ""
            : ", readiness \(Readiness.summary(gates: subject.strategy.gates, override: subject.readinessOverride))"))
      lines.append("  engine: \(report.engineSummary)")
      var summary =
        "  \(InputLimits.groupedDigits(report.distinctStates)) distinct states, \(InputLimits.groupedDigits(report.transitions)) transitions, depth "
        + "reached \(report.depthReached)"
      // A bounded visited set may have taken a new state for a seen one, so running out of states proves nothing.
      if report.exhausted, !report.visitedMode.isPartial { summary += " (every reachable state seen)" }
      if let stop = report.stopped { summary += " — PARTIAL: stopped at \(stopDescription(stop))" }
      lines.append(summary)
      if report.visitedMode.isPartial {
        lines.append(
          "  PARTIAL: visited set \(report.visitedMode.name); probability of having omitted a state ≤ "
            + String(format: "%.2g", report.omissionProbability))
      }
      if timing {
        let rate = section.seconds > 0 ? Double(report.distinctStates) / section.seconds : 0
        // A --jobs the search could not use is said, not dropped (several windows run on one thread).
        let threads = jobs > report.threads ? ", on one thread: this search does not split across --jobs" : ""
        lines.append(
          "  \(TimeSpan.text(seconds: section.seconds)), \(InputLimits.groupedDigits(Int(rate))) states/s, visited set "
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
        lines += coverageLines(report, reachable: reachable, partial: reachable.stopped.map(stopDescription))
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// The coverage lines: the callbacks and phase transitions `report` reached of those `reachable` reached (cut
  /// short at `partial` when that search stopped early), and the callbacks the lifecycle never makes.
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
