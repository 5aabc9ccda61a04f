/// How expected trace lines are compared with the actual trace.
public enum TraceMatchMode: String, Hashable, Sendable, CaseIterable {
  /// The whole trace must equal the expected lines (the default).
  case exhaustive
  /// The expected lines must appear in the trace in order, with anything in between.
  case subsequence
}

/// Builds trace-mismatch messages: an event-aware diff (moved, missing and extra lines), a legend and a
/// hint on how to fix it. Pure functions, so the messages themselves are tested.
public enum TraceDiff {
  /// One line of a diff.
  public struct Line: Hashable, Sendable {
    /// How the line compares.
    public enum Mark: String, Hashable, Sendable {
      /// In both, in the same place.
      case same = " "
      /// Expected, but not in the trace.
      case missing = "-"
      /// In the trace, but not expected.
      case extra = "+"
      /// In both, in another order.
      case moved = "~"
    }

    /// How the line compares.
    public let mark: Mark
    /// The trace line.
    public let text: String
  }

  /// The legend printed under every diff.
  public static let legend =
    "Legend: '-' expected but missing, '+' in the trace but not expected, '~' in both but moved, ' ' same"

  /// The mismatch message, or `nil` when `actual` satisfies `expected` under `mode`.
  public static func mismatch(expected: [String], actual: [String], mode: TraceMatchMode) -> String? {
    switch mode {
    case .exhaustive:
      guard expected != actual else { return nil }
      let lines = exhaustiveDiff(expected: expected, actual: actual)
      return render(lines, heading: "The trace does not match the expected trace (exhaustive).",
        hint: hint(for: lines, actual: actual, mode: mode))
    case .subsequence:
      let lines = subsequenceDiff(expected: expected, actual: actual)
      guard lines.contains(where: { $0.mark != .same }) else { return nil }
      return render(lines, heading: "The expected lines do not appear in order in the trace (subsequence).",
        hint: hint(for: lines, actual: actual, mode: mode))
    }
  }

  /// The line-by-line diff of two whole traces; a line removed in one place and inserted in another is
  /// shown once, as moved, where it now stands.
  public static func exhaustiveDiff(expected: [String], actual: [String]) -> [Line] {
    let difference = actual.difference(from: expected)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var insertedTexts: [String: Int] = [:]
    for offset in inserted { insertedTexts[actual[offset], default: 0] += 1 }
    var movedTexts: [String: Int] = [:]
    for offset in removed.sorted() where (insertedTexts[expected[offset]] ?? 0) > (movedTexts[expected[offset]] ?? 0) {
      movedTexts[expected[offset], default: 0] += 1
    }
    var pendingMovedRemovals = movedTexts
    var pendingMovedInsertions = movedTexts
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < expected.count || j < actual.count {
      if i < expected.count, removed.contains(i) {
        let text = expected[i]
        if let count = pendingMovedRemovals[text], count > 0 {
          pendingMovedRemovals[text] = count - 1
        } else {
          lines.append(Line(mark: .missing, text: text))
        }
        i += 1
      } else if j < actual.count, inserted.contains(j) {
        let text = actual[j]
        if let count = pendingMovedInsertions[text], count > 0 {
          pendingMovedInsertions[text] = count - 1
          lines.append(Line(mark: .moved, text: text))
        } else {
          lines.append(Line(mark: .extra, text: text))
        }
        j += 1
      } else {
        if j < actual.count { lines.append(Line(mark: .same, text: actual[j])) }
        i += 1
        j += 1
      }
    }
    return lines
  }

  /// Marks each expected line as found in order, out of order (in the trace, but before the previous
  /// match), or missing.
  public static func subsequenceDiff(expected: [String], actual: [String]) -> [Line] {
    var lines: [Line] = []
    var position = 0
    for text in expected {
      if let found = actual[position...].firstIndex(of: text) {
        lines.append(Line(mark: .same, text: text))
        position = found + 1
      } else if actual[..<position].contains(text) {
        lines.append(Line(mark: .moved, text: text))
      } else {
        lines.append(Line(mark: .missing, text: text))
      }
    }
    return lines
  }

  /// Renders a diff, collapsing long runs of unchanged lines.
  public static func render(_ lines: [Line], heading: String, hint: String) -> String {
    let counts = Dictionary(grouping: lines, by: \.mark).mapValues(\.count)
    var output = [
      heading + " \(counts[.moved] ?? 0) moved, \(counts[.missing] ?? 0) missing, \(counts[.extra] ?? 0) extra."
    ]
    let context = 2
    let changed = lines.indices.filter { lines[$0].mark != .same }
    var index = 0
    while index < lines.count {
      let near = changed.contains { abs($0 - index) <= context }
      if lines[index].mark != .same || near {
        output.append("  \(lines[index].mark.rawValue) \(lines[index].text)")
        index += 1
        continue
      }
      var end = index
      while end < lines.count, lines[end].mark == .same, !changed.contains(where: { abs($0 - end) <= context }) {
        end += 1
      }
      output.append("    … (\(end - index) unchanged)")
      index = end
    }
    output.append(legend)
    output.append("Hint: " + hint)
    return output.joined(separator: "\n")
  }

  /// A sentence on what changed and how to fix it.
  static func hint(for lines: [Line], actual: [String], mode: TraceMatchMode) -> String {
    let fix =
      "If the new behaviour is intended, re-record the expectation (qa-sim --record <file>); if not, check the app's "
      + "strategy and the ordering options."
    if let moved = lines.first(where: { $0.mark == .moved }) {
      if let relation = movedRelation(moved.text, lines: lines, actual: actual, mode: mode) {
        return "`\(name(of: moved.text))` now comes \(relation). " + fix
      }
      return "`\(name(of: moved.text))` moved. " + fix
    }
    if let missing = lines.first(where: { $0.mark == .missing }) {
      return "`\(name(of: missing.text))` no longer happens. " + fix
    }
    if let extra = lines.first(where: { $0.mark == .extra }) {
      return "`\(name(of: extra.text))` is new in the trace. " + fix
    }
    return fix
  }

  /// "after `Y`" or "before `Y`": a line that used to be on the other side of the moved one.
  private static func movedRelation(_ text: String, lines: [Line], actual: [String], mode: TraceMatchMode) -> String? {
    switch mode {
    case .subsequence:
      // The line exists in the trace only before an earlier expected line: it now comes before it.
      guard let position = lines.firstIndex(where: { $0.mark == .moved && $0.text == text }) else { return nil }
      guard let previous = lines[..<position].last(where: { $0.mark == .same }) else { return nil }
      return "before `\(name(of: previous.text))`"
    case .exhaustive:
      // In the diff, the moved line stands at its new place; the nearest surrounding unchanged line on
      // the side it moved past names the relation.
      guard let position = lines.firstIndex(where: { $0.mark == .moved && $0.text == text }) else { return nil }
      if let previous = lines[..<position].last(where: { $0.mark == .same }) {
        return "after `\(name(of: previous.text))`"
      }
      if let next = lines[(position + 1)...].first(where: { $0.mark == .same }) {
        return "before `\(name(of: next.text))`"
      }
      return nil
    }
  }

  /// The `<name>` part of an `<actor> <name>[ <item>]` line.
  static func name(of line: String) -> String {
    let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
    return parts.count >= 2 ? String(parts[1]) : line
  }
}
