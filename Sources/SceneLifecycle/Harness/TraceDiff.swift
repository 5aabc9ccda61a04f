import QuickActions

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

  /// The mismatch message, or `nil` when `actual` satisfies `expected` under `mode`; its hint names
  /// ``Remedy/reRecord`` as `wording` phrases it.
  public static func mismatch(
    expected: [String], actual: [String], mode: TraceMatchMode, wording: RemedyWording = .library
  ) -> String? {
    switch mode {
    case .exhaustive:
      guard expected != actual else { return nil }
      let alignment = align(expected: expected, actual: actual)
      let lines = exhaustiveDiff(alignment, expected: expected, actual: actual)
      return render(
        lines, heading: "The trace does not match the expected trace (exhaustive).",
        hint: hint(for: lines, expected: expected, actual: actual, mode: mode, alignment: alignment, wording: wording))
    case .subsequence:
      let lines = subsequenceDiff(expected: expected, actual: actual)
      guard lines.contains(where: { $0.mark != .same }) else { return nil }
      return render(
        lines, heading: "The expected lines do not appear in order in the trace (subsequence).",
        hint: hint(for: lines, expected: expected, actual: actual, mode: mode, wording: wording))
    }
  }

  /// How two traces line up: unchanged pairs, moved pairs (removed in one place, inserted in
  /// another), and the plain removals and insertions, all as offsets.
  struct Alignment {
    var matched: [(old: Int, new: Int)] = []
    var moved: [(old: Int, new: Int)] = []
    var missing = Set<Int>()
    var extra = Set<Int>()
  }

  /// The most lines (expected and actual together) diffed line by line, once the lines the two traces
  /// share at their start and end are set aside. The standard library's diff takes time proportional to the
  /// lines times the changes and memory to the square of the changes (0.1 s for 1,000 lines against 1,000
  /// others), so two long traces that differ throughout would take minutes and gigabytes.
  static let maximumDiffedLines = 2_000

  /// Which lines of `expected` are removed and which of `actual` inserted, as offsets. The lines the traces
  /// share at their start and end are matched; what lies between gets the standard library's minimal diff
  /// up to ``maximumDiffedLines`` lines, and beyond that counts as removed and inserted as a whole (lines in
  /// both then show as moved), which keeps time and memory linear.
  static func changes(expected: [String], actual: [String]) -> (removed: [Int], inserted: [Int]) {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let old = Array(expected[prefix..<(expected.count - suffix)])
    let new = Array(actual[prefix..<(actual.count - suffix)])
    guard old.count + new.count <= maximumDiffedLines else {
      return (Array(prefix..<(prefix + old.count)), Array(prefix..<(prefix + new.count)))
    }
    var removed: [Int] = []
    var inserted: [Int] = []
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed.append(prefix + offset)
      case .insert(let offset, _, _): inserted.append(prefix + offset)
      }
    }
    return (removed.sorted(), inserted.sorted())
  }

  static func align(expected: [String], actual: [String]) -> Alignment {
    let (removed, inserted) = changes(expected: expected, actual: actual)
    var alignment = Alignment()
    // Each removed line pairs with the first unpaired inserted line of the same text, if any.
    var insertionsByText: [String: [Int]] = [:]
    for offset in inserted { insertionsByText[actual[offset], default: []].append(offset) }
    var nextInsertion: [String: Int] = [:]
    var paired = Set<Int>()
    for old in removed {
      let text = expected[old]
      let position = nextInsertion[text, default: 0]
      if let offsets = insertionsByText[text], position < offsets.count {
        alignment.moved.append((old, offsets[position]))
        paired.insert(offsets[position])
        nextInsertion[text] = position + 1
      } else {
        alignment.missing.insert(old)
      }
    }
    alignment.extra = Set(inserted).subtracting(paired)
    let removedSet = Set(removed)
    let insertedSet = Set(inserted)
    var i = 0
    var j = 0
    while i < expected.count && j < actual.count {
      if removedSet.contains(i) {
        i += 1
      } else if insertedSet.contains(j) {
        j += 1
      } else {
        alignment.matched.append((i, j))
        i += 1
        j += 1
      }
    }
    return alignment
  }

  /// The line-by-line diff of two whole traces; a line removed in one place and inserted in another is
  /// shown once, as moved, where it now stands.
  public static func exhaustiveDiff(expected: [String], actual: [String]) -> [Line] {
    exhaustiveDiff(align(expected: expected, actual: actual), expected: expected, actual: actual)
  }

  /// ``exhaustiveDiff(expected:actual:)`` from an alignment already made.
  static func exhaustiveDiff(_ alignment: Alignment, expected: [String], actual: [String]) -> [Line] {
    let movedNew = Set(alignment.moved.map(\.new))
    let movedOld = Set(alignment.moved.map(\.old))
    let matchedNew = Set(alignment.matched.map(\.new))
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < expected.count || j < actual.count {
      if i < expected.count, alignment.missing.contains(i) || movedOld.contains(i) {
        if alignment.missing.contains(i) { lines.append(Line(mark: .missing, text: expected[i])) }
        i += 1
      } else if j < actual.count, !matchedNew.contains(j) {
        lines.append(Line(mark: movedNew.contains(j) ? .moved : .extra, text: actual[j]))
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
    // Where each text occurs in the trace, in order, so each lookup is a binary search.
    var occurrences: [String: [Int]] = [:]
    for (offset, text) in actual.enumerated() { occurrences[text, default: []].append(offset) }
    /// The first occurrence of `text` at or after `position`.
    func first(_ text: String, from position: Int) -> Int? {
      guard let offsets = occurrences[text] else { return nil }
      var low = 0
      var high = offsets.count
      while low < high {
        let middle = (low + high) / 2
        if offsets[middle] < position { low = middle + 1 } else { high = middle }
      }
      return low < offsets.count ? offsets[low] : nil
    }
    var lines: [Line] = []
    var position = 0
    for text in expected {
      if let found = first(text, from: position) {
        lines.append(Line(mark: .same, text: text))
        position = found + 1
      } else if let earliest = occurrences[text]?.first, earliest < position {
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
    // Whether a changed line lies within `context` lines of each line.
    var nearChange = [Bool](repeating: false, count: lines.count)
    for (index, line) in lines.enumerated() where line.mark != .same {
      for neighbour in max(0, index - context)...min(lines.count - 1, index + context) { nearChange[neighbour] = true }
    }
    var index = 0
    while index < lines.count {
      if nearChange[index] {
        output.append("  \(lines[index].mark.rawValue) \(shown(lines[index].text))")
        index += 1
        continue
      }
      var end = index
      while end < lines.count, !nearChange[end] {
        end += 1
      }
      if end - index >= 4 {
        output.append("    … (\(end - index) unchanged)")
      } else {
        for line in lines[index..<end] { output.append("  \(line.mark.rawValue) \(shown(line.text))") }
      }
      index = end
    }
    output.append(legend)
    output.append("Hint: " + hint)
    return output.joined(separator: "\n")
  }

  /// A trace line as a diff shows it: on one line, whatever a scenario put into it (an item type with a line feed, a
  /// control character), by the one rule for terminal text, so each line of the diff is one line of the trace.
  static func shown(_ line: String) -> String { Escaping.terminalText(line, limit: 2_000) }

  /// A sentence on what changed and how to fix it.
  static func hint(
    for lines: [Line], expected: [String], actual: [String], mode: TraceMatchMode, alignment: Alignment? = nil,
    wording: RemedyWording = .library
  ) -> String {
    let fix =
      "If the new behaviour is intended, \(wording.phrase(.reRecord, "re-record the expectation")); if not, check "
      + "the app's strategy and the ordering options."
    if let moved = lines.first(where: { $0.mark == .moved }) {
      if let relation = movedRelation(
        moved.text, lines: lines, expected: expected, actual: actual, mode: mode, alignment: alignment)
      {
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
  private static func movedRelation(
    _ text: String, lines: [Line], expected: [String], actual: [String], mode: TraceMatchMode,
    alignment known: Alignment?
  ) -> String? {
    switch mode {
    case .subsequence:
      // The line exists in the trace only before an earlier expected line: it now comes before it.
      guard let position = lines.firstIndex(where: { $0.mark == .moved && $0.text == text }) else { return nil }
      guard let previous = lines[..<position].last(where: { $0.mark == .same }) else { return nil }
      return "before `\(name(of: previous.text))`"
    case .exhaustive:
      // Name the neighbour it swapped order with: among the unchanged lines it jumped over, UIKit's own
      // callbacks first (app lines follow from them), the one that stood closest to it before.
      let alignment = known ?? align(expected: expected, actual: actual)
      guard let move = alignment.moved.first(where: { actual[$0.new] == text }) else { return nil }
      func preferSystem(_ pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
        let system = pairs.filter { actual[$0.new].hasPrefix("system ") }
        return system.isEmpty ? pairs : system
      }
      let jumpedBack = preferSystem(alignment.matched.filter { $0.old > move.old && $0.new < move.new })
      if let nearest = jumpedBack.min(by: { $0.old < $1.old }) {
        return "after `\(name(of: actual[nearest.new]))`"
      }
      let jumpedForward = preferSystem(alignment.matched.filter { $0.old < move.old && $0.new > move.new })
      if let nearest = jumpedForward.max(by: { $0.old < $1.old }) {
        return "before `\(name(of: actual[nearest.new]))`"
      }
      return nil
    }
  }

  /// The `<name>` part of an `<actor> <name>[ <item>]` line; for a `note <text>` line, the text.
  static func name(of line: String) -> String {
    if line.hasPrefix(TraceEntry.Actor.note.rawValue + " ") {
      return String(line.dropFirst(TraceEntry.Actor.note.rawValue.count + 1))
    }
    let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
    return parts.count >= 2 ? String(parts[1]) : line
  }
}
