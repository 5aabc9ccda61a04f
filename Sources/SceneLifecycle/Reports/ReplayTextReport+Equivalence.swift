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
          rows.append(["\(timing.rawValue) \(Escaping.terminalText(trigger.description, limit: 200))"] + cells)
        }
      }
      let verdict = destination.isEquivalent ? palette.green("equivalent") : palette.red("diverges")
      lines.append("  destination \(Escaping.terminalText(destination.state.description)): \(verdict)")
      lines += table(header: ["road"] + styles.map(\.rawValue), rows: rows).map { "    " + $0 }
    }
    return lines
  }

  /// `N of M delivery roads diverge`, or `nil` when no file has routes.
  static func equivalenceSummary(_ report: ReplayReport) -> String? {
    let roads = report.roads.count
    guard roads > 0 else { return nil }
    return "\(report.divergentRoads) of \(roads) delivery \(roads == 1 ? "road diverges" : "roads diverge")"
  }

  /// Left-aligned columns two spaces apart; cells other than `ok` in the lifecycle columns are coloured.
  private func table(header: [String], rows: [[String]]) -> [String] {
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], cell.count)
      }
    }
    func render(_ row: [String], colour: Bool) -> String {
      row.enumerated().map { column, cell in
        let padded =
          column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
        guard colour, column > 0 else { return padded }
        return cell == "ok" ? palette.green(padded) : palette.red(padded)
      }.joined()
    }
    return [palette.bold(render(header, colour: false))] + rows.map { render($0, colour: true) }
  }
}
