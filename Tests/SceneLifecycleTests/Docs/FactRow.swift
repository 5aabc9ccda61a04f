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
        section = Self.section(ofHeading: line).map(String.init)
        continue
      }
      guard let section, let cells = Self.cells(of: line), let number = Int(cells.number) else { continue }
      let row = FactRow(section, number)
      rows.append(row)
      facts[row] = String(cells.fact.trimmingCharacters(in: .whitespaces))
    }
    self.rows = rows
    self.facts = facts
  }

  /// The section id of a heading that numbers one: two `#` or more, a space, one or two digits, a lowercase letter or
  /// none, a period and a space (`### 8a. `, `## 3. `); `nil` for any other line.
  private static func section(ofHeading line: Substring) -> Substring? {
    let hashes = line.prefix { $0 == "#" }
    guard hashes.count >= 2, line[hashes.endIndex...].hasPrefix(" ") else { return nil }
    let id = line[hashes.endIndex...].dropFirst()
    let digits = id.prefix(2).prefix(while: \.isNumber)
    guard !digits.isEmpty else { return nil }
    var end = digits.endIndex
    if let letter = id[end...].first, letter.isASCII, letter.isLowercase { end = id.index(after: end) }
    return id[end...].hasPrefix(". ") ? id[..<end] : nil
  }

  /// The row number and the fact of a table line `| 2 | fact | … |`, the fact as written up to the next `|`; `nil`
  /// for any other line.
  private static func cells(of line: Substring) -> (number: Substring, fact: Substring)? {
    guard line.hasPrefix("| ") else { return nil }
    let number = line.dropFirst(2).prefix(while: \.isNumber)
    guard !number.isEmpty, line[number.endIndex...].hasPrefix(" | ") else { return nil }
    let fact = line[number.endIndex...].dropFirst(3)
    return fact.firstIndex(of: "|").map { (number, fact[..<$0]) }
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
  ///
  /// Read left to right with plain string code (`Regex` needs macOS 13 and iOS 16), as the regex
  /// `\b(\d{1,2}[a-z]?) (?:row (\d+)\b|rows (\d+(?:(?:, | and |–|-)\d+\b(?![a-z])(?! rows?\b))*))` and, for each list,
  /// `(\d+)(?:[–-](\d+))?` read it: a digit is any character that is a number, and `\b` is ``WordBoundary``.
  static func rows(in text: String) -> [FactRow] {
    var rows: [FactRow] = []
    var start = text.startIndex
    // A citation starts with a digit.
    while let digit = text[start...].firstIndex(where: \.isNumber) {
      guard let citation = citation(in: text, at: digit) else {
        start = text.index(after: digit)
        continue
      }
      if let single = citation.row, let number = Int(single) {
        rows.append(FactRow(String(citation.section), number))
      } else if let list = citation.list {
        rows += Self.rows(inList: list, of: String(citation.section))
      }
      start = citation.end
    }
    return rows
  }

  /// The citation that starts at `start` in `text`: its section and either its one row or its list of rows, as
  /// written, and where it ends; `nil` when none starts there.
  private static func citation(
    in text: String, at start: String.Index
  ) -> (section: Substring, row: Substring?, list: Substring?, end: String.Index)? {
    let digits = text[start...].prefix(2).prefix(while: \.isNumber)
    guard !digits.isEmpty, WordBoundary.isBoundary(text, at: start) else { return nil }
    var end = digits.endIndex
    if let letter = text[end...].first, letter.isASCII, letter.isLowercase { end = text.index(after: end) }
    let section = text[start..<end]
    let rest = text[end...]
    if rest.hasPrefix(" row ") {
      let number = rest.dropFirst(5).prefix(while: \.isNumber)
      // The longest run of digits that a word boundary ends.
      var numberEnd = number.endIndex
      while numberEnd > number.startIndex {
        if WordBoundary.isBoundary(text, at: numberEnd) { return (section, number[..<numberEnd], nil, numberEnd) }
        numberEnd = text.index(before: numberEnd)
      }
    }
    guard rest.hasPrefix(" rows ") else { return nil }
    let first = rest.dropFirst(6).prefix(while: \.isNumber)
    guard !first.isEmpty else { return nil }
    var listEnd = first.endIndex
    while let next = listItemEnd(in: text, after: listEnd) { listEnd = next }
    return (section, nil, text[first.startIndex..<listEnd], listEnd)
  }

  /// Where the list item after `end` ends: a separator (`, `, ` and `, `–` or `-`) and the longest run of digits
  /// that a word boundary ends and no lowercase letter, ` row` or ` rows` follows; `nil` when there is none.
  private static func listItemEnd(in text: String, after end: String.Index) -> String.Index? {
    let rest = text[end...]
    guard let separator = [", ", " and ", "–", "-"].first(where: { rest.hasPrefix($0) }) else { return nil }
    let number = rest.dropFirst(separator.count).prefix(while: \.isNumber)
    var numberEnd = number.endIndex
    while numberEnd > number.startIndex {
      let after = text[numberEnd...]
      let letter = after.first.map { $0.isASCII && $0.isLowercase } ?? false
      let rowWord = [" rows", " row"].contains { word in
        after.hasPrefix(word) && WordBoundary.isBoundary(text, at: text.index(numberEnd, offsetBy: word.count))
      }
      if WordBoundary.isBoundary(text, at: numberEnd), !letter, !rowWord { return numberEnd }
      numberEnd = text.index(before: numberEnd)
    }
    return nil
  }

  /// The rows of section `section` that `list` names: each number, or each range `N–M` (or `N-M`), left to right.
  private static func rows(inList list: Substring, of section: String) -> [FactRow] {
    var rows: [FactRow] = []
    var rest = list
    while let start = rest.firstIndex(where: \.isNumber) {
      let first = rest[start...].prefix(while: \.isNumber)
      rest = rest[first.endIndex...]
      var last: Substring?
      if let dash = rest.first, dash == "–" || dash == "-" {
        let digits = rest.dropFirst().prefix(while: \.isNumber)
        if !digits.isEmpty {
          last = digits
          rest = rest[digits.endIndex...]
        }
      }
      guard let firstNumber = Int(first) else { continue }
      let lastNumber = last.flatMap { Int($0) } ?? firstNumber
      rows += (firstNumber...max(firstNumber, lastNumber)).map { FactRow(section, $0) }
    }
    return rows
  }
}
