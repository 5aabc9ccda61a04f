import QuickActions

// MARK: - The text migration report

extension MigrationReport {
  /// The text report: a header naming the app (`strategy`, from `file`), the items and the roads, one line per road
  /// (each lifecycle's outcome and the verdict) with its reasons and fixes under it, the callbacks to move, and a
  /// count per verdict, coloured with `palette`.
  public func text(strategy: String, file: String, palette: Palette = .plain) -> String {
    let report = self
    let lifecycles = [MigrationReport.beforeLifecycle] + MigrationReport.afterLifecycles
    var lines: [String] = []
    lines.append(
      palette.bold(
        "qa-sim migrate: \(Escaping.terminalText(strategy)) from \(Escaping.terminalText(file, limit: 300))"
      )
        + ", \(MigrationReport.beforeLifecycle.rawValue) (\(report.before.sdk) SDK) → "
        + MigrationReport.afterLifecycles.map(\.rawValue).joined(separator: ", ") + " (\(report.after.sdk) SDK), "
        + report.device.rawValue)
    lines.append(
      "  quick action \(Escaping.terminalText(report.quickAction)); links \(Escaping.terminalText(report.customSchemeLink)), "
        + Escaping.terminalText(report.universalLink) + "; the notification carries "
        + Escaping.terminalText(report.customSchemeLink) + "; the Spotlight activity is "
        + Escaping.terminalText(report.spotlightActivity) + "; the CloudKit share is " + MigrationReport.cloudKitShare)
    for timing in RoadTiming.allCases { lines.append("  \(timing.rawValue): \(timing.explanation)") }
    lines.append("")
    let roadWidth = max(4, report.roads.map(\.road.name.count).max() ?? 0) + 2
    let widths = lifecycles.indices.map { index in
      max(lifecycles[index].rawValue.count, report.roads.map { $0.outcomes[index].count }.max() ?? 0) + 2
    }
    var header = "road".padding(roadWidth)
    for (index, lifecycle) in lifecycles.enumerated() { header += lifecycle.rawValue.padding(widths[index]) }
    lines.append(palette.bold(header + "verdict"))
    for result in report.roads {
      var line = result.road.name.padding(roadWidth)
      for (index, outcome) in result.outcomes.enumerated() { line += outcome.padding(widths[index]) }
      lines.append(line + Self.colour(result.verdict, palette: palette))
      for reason in result.reasons { lines.append("    why: " + Escaping.terminalText(reason, limit: 400)) }
      for fix in result.fixes { lines.append("    fix: " + fix.text) }
    }
    let moves = report.moves
    if !moves.isEmpty {
      lines.append("")
      lines.append(palette.bold("To migrate, move (before → after):"))
      for move in moves { lines.append("  \(move.from) → \(move.to)") }
    }
    lines.append("")
    let counts = report.counts.filter { $0.count > 0 }.map { "\($0.verdict.label): \($0.count)" }
      .joined(separator: ", ")
    lines.append("\(report.roads.count) roads: \(counts)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The verdict, green when the road works after the migration, red when it fails the check.
  static func colour(_ verdict: RoadVerdict, palette: Palette) -> String {
    switch verdict {
    case .worksInBoth, .fixedByMigration: palette.green(verdict.label)
    case .breaksAfterMigration, .brokenBefore: palette.red(verdict.label)
    case .notHandled: palette.dim(verdict.label)
    }
  }
}

extension String {
  /// The string followed by spaces up to `width` characters (at least one space after it).
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
