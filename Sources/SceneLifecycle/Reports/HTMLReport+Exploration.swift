import QuickActions

/// An exploration as one HTML page (what `qa-sim explore --format html` prints): the summary, then a section per
/// counterexample with its narration and the sequence diagram of its typed scenario's replayed run
/// (``ExplorationFinding/run``, the trace its written scenario file gives). It renders only the values it is given: no
/// decoding, no replaying, no timings, so two runs give the same bytes.
extension HTMLReport {
  /// The document for an exploration's `sections` of `subject`, explored to `depth`.
  /// - Parameters:
  ///   - sections: each explored lifecycle's report and findings.
  ///   - subject: what was explored.
  ///   - depth: the most steps a sequence had.
  ///   - stopDescription: what stopped a partial search, after "stopped at" (``stopDescription(_:)`` unless the
  ///     caller words it its own way, as the command line does with its option names).
  public static func exploration(
    _ sections: [ExplorationSection], subject: ExplorationSubject, depth: Int,
    stopDescription: (ExplorationReport.Stop) -> String = stopDescription
  ) -> String {
    var html = "<header>\n<h1>qa-sim explore report</h1>\n"
    html += facts([
      ("App", subject.label), ("Device", subject.device.rawValue), ("SDK", "\(subject.build.sdk)"),
      ("Items", subject.items.map(\.type).joined(separator: ", ")),
      ("Links", subject.links.joined(separator: ", ")), ("Depth", "\(depth)"),
    ])
    html += "<div class=\"table\"><table>\n<thead><tr><th>Lifecycle</th><th>Distinct states</th>"
    html +=
      "<th>Transitions</th><th>Depth reached</th><th>Engine</th><th>Search</th><th>Counterexamples</th></tr></thead>\n<tbody>\n"
    var number = 0
    for section in sections {
      let report = section.report
      var links: [String] = []
      for finding in section.findings {
        number += 1
        let level = finding.counterexample.kind.isWarning ? "warning" : "error"
        links.append(
          "<a href=\"#counterexample-\(number)\">\(level) \(finding.counterexample.kind.rawValue)</a>")
      }
      html +=
        "<tr><td>\(section.lifecycle.rawValue)</td><td>\(InputLimits.groupedDigits(report.distinctStates))</td>"
        + "<td>\(InputLimits.groupedDigits(report.transitions))</td><td>\(report.depthReached)</td>"
        + "<td>\(Escaping.xmlText(report.engineSummary))</td>"
        + "<td>\(Escaping.xmlText(searchText(report, depth: depth, stopDescription: stopDescription)))</td>"
        + "<td>\(links.isEmpty ? "none" : links.joined(separator: ", "))</td></tr>\n"
    }
    html += "</tbody>\n</table></div>\n</header>\n<main>\n"
    number = 0
    for section in sections {
      for finding in section.findings {
        number += 1
        html += counterexample(
          finding, lifecycle: section.lifecycle, subject: subject, id: "counterexample-\(number)")
      }
    }
    html += "</main>\n"
    return page(title: "qa-sim explore report", body: html)
  }

  /// What stopped a partial search, in the library's words: `the limit of 1,000 stored states`, `a stop request`.
  public static func stopDescription(_ stop: ExplorationReport.Stop) -> String {
    switch stop {
    case .maxStates(let limit): "the limit of \(InputLimits.groupedDigits(limit)) stored states"
    case .stopRequested: "a stop request"
    }
  }

  /// Whether the search saw everything, or why it is partial.
  static func searchText(
    _ report: ExplorationReport, depth: Int, stopDescription: (ExplorationReport.Stop) -> String
  ) -> String {
    if let stop = report.stopped { return "PARTIAL: stopped at \(stopDescription(stop))" }
    if report.visitedMode.isPartial { return "PARTIAL: visited set \(report.visitedMode.name)" }
    return report.exhausted ? "complete: every reachable state seen" : "complete to depth \(depth)"
  }

  /// One counterexample's section: what it breaks, its narration, and its replayed trace as a diagram.
  static func counterexample(
    _ finding: ExplorationFinding, lifecycle: LifecycleStyle, subject: ExplorationSubject, id: String
  ) -> String {
    let found = finding.counterexample
    let level = found.kind.isWarning ? "warning" : "error"
    var html = "<section id=\"\(id)\" class=\"counterexample\">\n"
    html +=
      "<h2><span class=\"verdict \(level)\">\(level.uppercased())</span> \(found.kind.rawValue) in "
      + "\(Escaping.xmlText(subject.strategy.name)) (\(lifecycle.rawValue))</h2>\n"
    var pairs = [
      ("Lifecycle", lifecycle.rawValue), ("Device", subject.device.rawValue), ("Steps", "\(found.events.count)"),
      ("Options", found.options.changedSummary),
    ]
    if let file = finding.file { pairs.append(("Written", file)) }
    html += facts(pairs)
    html += "<h3>Steps</h3>\n<pre>\(Escaping.xmlText(found.text(narration: finding.steps, indent: 0)))</pre>\n"
    html += violations(finding.run.violations)
    html += diagram(SequenceDiagram(run: finding.run))
    return html + "</section>\n"
  }
}
