import QuickActions

// MARK: - The --matrix delivery-equivalence view

extension ReplayTextReport {
  /// The delivery-equivalence view of one file: per destination, a row per trigger and start, a column per
  /// lifecycle, each cell `ok` or why the road does not end there exactly once. Empty for an app without routes.
  func equivalenceLines(_ outcome: ReplayReport.Outcome) -> [String] {
    guard let destinations = outcome.equivalence else { return [] }
    var lines = [
      palette.bold("Delivery equivalence: \(Escaping.terminalText(outcome.file, limit: 300))")
        + " (does every road reach its destination exactly once?)"
    ]
    if destinations.isEmpty { lines.append("  " + palette.dim("(no trigger of this app matches a route)")) }
    let styles = LifecycleStyle.allCases
    for destination in destinations {
      var rows: [[String]] = []
      for trigger in destination.triggers {
        for timing in DeliveryEquivalence.timings {
          let cells = styles.map { style -> String in
            destination.roads.first { $0.trigger == trigger && $0.timing == timing && $0.lifecycle == style }
              .map { $0.verdict(for: destination.state) } ?? ""
          }
          rows.append(["\(timing.rawValue) \(Escaping.terminalText(trigger.summary, limit: 200))"] + cells)
        }
      }
      let verdict = destination.isEquivalent ? palette.green("equivalent") : palette.red("diverges")
      lines.append("  destination \(Escaping.terminalText(destination.state.description)): \(verdict)")
      let table = columns(header: ["road"] + styles.map(\.rawValue), rows: rows) { cell, padded in
        cell == "ok" ? palette.green(padded) : palette.red(padded)
      }
      lines += table.map { "    " + $0 }
    }
    return lines
  }

  /// `N of M delivery roads diverge`, or `nil` when no file has routes.
  static func equivalenceSummary(_ report: ReplayReport) -> String? {
    let roads = report.roads.count
    guard roads > 0 else { return nil }
    return "\(report.divergentRoads) of \(roads) delivery \(roads == 1 ? "road diverges" : "roads diverge")"
  }
}
