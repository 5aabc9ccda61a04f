import Foundation

/// One numbered row of the UIKit semantics article: `8a row 2` is section `8a`, row 2; `12b row 3` is section `12b`.
struct FactRow: Hashable, Comparable, CustomStringConvertible {
  /// The section id as the article numbers it: `1a`, `3`, `8g`, `12b`.
  let section: String
  /// The row number in the section's table.
  let number: Int

  init(_ section: String, _ number: Int) {
    self.section = section
    self.number = number
  }

  /// The section's number without its letter: 8 for `8a`, 12 for `12b`.
  var sectionNumber: Int { Int(section.prefix { $0.isNumber }) ?? 0 }

  var description: String { "\(section) row \(number)" }

  static func < (lhs: FactRow, rhs: FactRow) -> Bool {
    (lhs.sectionNumber, lhs.section, lhs.number) < (rhs.sectionNumber, rhs.section, rhs.number)
  }
}

/// The rows of the article's tables: a heading `## 3.`, `### 8a.` or `### 12b.` opens a section, any other `##` heading
/// closes it, and a table line `| 2 | fact | … |` in an open section is row 2.
struct FactArticle {
  /// Every row, in article order.
  let rows: [FactRow]
  private let facts: [FactRow: String]

  init(_ markdown: String) throws {
    var rows: [FactRow] = []
    var facts: [FactRow: String] = [:]
    var section: String?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") {
        section = line.firstMatch(of: #/^##+ (\d{1,2}[a-z]?)\. /#).map { String($0.1) }
        continue
      }
      guard let section, let match = line.firstMatch(of: #/^\| (\d+) \| ([^|]*)\|/#), let number = Int(match.1)
      else { continue }
      let row = FactRow(section, number)
      rows.append(row)
      facts[row] = String(match.2.trimmingCharacters(in: .whitespaces))
    }
    self.rows = rows
    self.facts = facts
  }

  /// The start of the row's fact, or an empty string when the article has no such row.
  func summary(of row: FactRow) -> String {
    guard let fact = facts[row] else { return "" }
    return fact.count <= 90 ? fact : fact.prefix(89) + "…"
  }
}

/// A row named in a test file.
struct FactCitation {
  /// The row named.
  let row: FactRow
  /// The file naming it, relative to the package root.
  let file: String

  /// The rows `text` names: `X row N`, `X rows N and M`, `X rows N–M` (or `N-M`) and `X rows N, M and K`. In a list
  /// a number followed by `row` or a letter belongs to the next citation (`4 row 6 and 7 row 3`, `rows 1 and 8d`).
  static func rows(in text: String) -> [FactRow] {
    let citation = #/\b(\d{1,2}[a-z]?) (?:row (\d+)\b|rows (\d+(?:(?:, | and |–|-)\d+\b(?![a-z])(?! rows?\b))*))/#
    let item = #/(\d+)(?:[–-](\d+))?/#
    var rows: [FactRow] = []
    for match in text.matches(of: citation) {
      let section = String(match.1)
      if let single = match.2, let number = Int(single) {
        rows.append(FactRow(section, number))
      } else if let list = match.3 {
        for range in list.matches(of: item) {
          guard let first = Int(range.1) else { continue }
          let last = range.2.flatMap { Int($0) } ?? first
          rows += (first...max(first, last)).map { FactRow(section, $0) }
        }
      }
    }
    return rows
  }
}
