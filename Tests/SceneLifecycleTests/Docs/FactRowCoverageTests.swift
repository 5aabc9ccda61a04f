import Foundation
import XCTest

/// Every numbered row of sections 1 to 8, of section 12 (several windows), of section 13 (web clips), of section 14
/// (notification responses), of section 15 (user activities), of section 16 (CloudKit shares) and of section 17 (App Intents) of the UIKit
/// semantics article (`Sources/SceneLifecycle/SceneLifecycle.docc/UIKitSemantics.md`) must be named by a test.
///
/// The test reads the article and every `.swift` file under `Tests/` (found from `#filePath`, so it runs the same
/// from the package root and from the sanitizer builds' scratch paths) except this one and `FactRow.swift`, and
/// collects the rows the
/// files name: `8a row 2`, `(UIKit semantics article, 8d row 5)`, `8a rows 3 and 4`, `8a rows 2–4` (or `2-4`) and
/// `8a rows 1, 3 and 5`. A citation must sit on one line. `4 row 6 and 7 row 3` names two rows of two sections:
/// a number followed by `row` starts a new citation.
///
/// Section 5b, the icon types, is held to the same rule as every other table: its rows are numbered, and each is
/// a fact a test can check (the iOS 9.0 cases' raw values, the iOS 9.1 cases' raw values, the Objective-C
/// spelling in Info.plist), so each must be named; there is no special case to keep in step with the article.
///
/// A row no test names is allowed only on ``exemptions``, with its reason. The list must shrink as work lands:
/// the test fails when an exempted row is named by a test after all, or no longer exists in the article.
/// Citations of rows the article does not have (in any section, 9 included) fail too, so a renumbered or
/// mistyped citation cannot pass for coverage.
final class FactRowCoverageTests: XCTestCase {
  /// Why a row may go unnamed for now.
  enum Exemption {
    /// The model does not represent the row's subject at all; the reason says which issue builds it.
    case notModelled(String)

    var reason: String {
      switch self {
      case .notModelled(let why): "not modelled: \(why)"
      }
    }
  }

  /// Rows no test names yet, each with its reason. Keep it short; remove an entry as soon as a test names the row.
  static let exemptions: [FactRow: Exemption] = [
    FactRow("5a", 5): .notModelled("the model draws no menu, so no title is ever laid out on one or two lines"),
    FactRow("7", 7): .notModelled(
      "a session has one scene delegate at a time; no overlapping new scene after a quick kill"),
    FactRow("8e", 1): .notModelled("the model prints no console log; the assert that follows it is 8e rows 2 and 7"),
    FactRow("8f", 2): .notModelled("links come from taps; no NFC tag or camera source reaches onContinueUserActivity"),
  ]

  /// The sections whose every row must be named: 1 to 8 and 12 to 17.
  static func mustBeNamed(_ row: FactRow) -> Bool {
    (1...8).contains(row.sectionNumber) || (12...17).contains(row.sectionNumber)
  }

  /// The article, found from this file's path (`Tests/SceneLifecycleTests/Docs/FactRowCoverageTests.swift`).
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private static let articleURL = root.appendingPathComponent(
    "Sources/SceneLifecycle/SceneLifecycle.docc/UIKitSemantics.md")

  func testEveryRowOfSectionsOneToEightAndTwelveToSeventeenIsNamedByATest() throws {
    let article = try FactArticle(String(contentsOf: Self.articleURL, encoding: .utf8))
    let citations = try Self.citationsInTests()
    let named = Set(citations.map(\.row))
    var lines: [String] = []
    for row in article.rows where Self.mustBeNamed(row) && !named.contains(row) && Self.exemptions[row] == nil {
      lines.append("- \(row): \(article.summary(of: row))")
    }
    for (row, exemption) in Self.exemptions.sorted(by: { $0.key < $1.key }) {
      if article.summary(of: row).isEmpty {
        lines.append("? \(row): exempted (\(exemption.reason)) but the article has no such row")
      } else if let citation = citations.first(where: { $0.row == row }) {
        lines.append("! \(row): exempted (\(exemption.reason)) but named in \(citation.file); drop the exemption")
      }
    }
    for citation in citations where article.summary(of: citation.row).isEmpty {
      lines.append("? \(citation.row): cited in \(citation.file), but the article has no such row")
    }
    guard !lines.isEmpty else { return }
    XCTFail(
      """
      UIKit semantics article, sections 1 to 8 and 12 to 17: \(lines.count) row(s) out of step with the tests
      \(lines.joined(separator: "\n"))
      legend: - a row no test names; ! an exempted row a test now names; ? a row that does not exist
      hint: name the row in the comment or message of the test that checks it, on one line, as \
      `(UIKit semantics article, 8g row 1)` or `8g row 1`; several rows as `8a rows 3 and 4`, `8a rows 2–4` or \
      `8a rows 1, 3 and 5`. Only a row whose subject the model does not represent, or whose tests wait on a merge, \
      goes on FactRowCoverageTests.exemptions, with its reason.
      """)
  }

  // The grammar the coverage test accepts, so a change to the parser that stops reading a form fails here.
  func testCitationGrammar() {
    func rows(_ text: String) -> [String] { FactCitation.rows(in: text).map(\.description) }
    XCTAssertEqual(rows("(UIKit semantics article, 8a row 2)"), ["8a row 2"])
    XCTAssertEqual(rows("// 3 row 5 and 8d row 12"), ["3 row 5", "8d row 12"])
    XCTAssertEqual(rows("8a rows 3 and 4"), ["8a row 3", "8a row 4"])
    XCTAssertEqual(rows("1b rows 2–4; 6 rows 1-2"), ["1b row 2", "1b row 3", "1b row 4", "6 row 1", "6 row 2"])
    XCTAssertEqual(rows("5c rows 3, 4 and 6"), ["5c row 3", "5c row 4", "5c row 6"])
    XCTAssertEqual(rows("4 row 6 and 7 row 3"), ["4 row 6", "7 row 3"])
    XCTAssertEqual(rows("8c rows 1 and 2 and 8d row 1"), ["8c row 1", "8c row 2", "8d row 1"])
    XCTAssertEqual(rows("8c rows 1 and 8d"), ["8c row 1"])
    XCTAssertEqual(rows("12b row 3; 12d rows 1 and 3"), ["12b row 3", "12d row 1", "12d row 3"])
    XCTAssertEqual(rows("10a rows 2–4 and 12 row 1"), ["10a row 2", "10a row 3", "10a row 4", "12 row 1"])
    XCTAssertEqual(rows("row 3, 118a row 2, 8 rows, 12 rows, 5c: a key"), [])
  }

  // The article's tables as the coverage test reads them: every subsection has rows 1, 2, … in order.
  func testTheArticleParsesIntoNumberedRows() throws {
    let article = try FactArticle(String(contentsOf: Self.articleURL, encoding: .utf8))
    let sections = Dictionary(grouping: article.rows, by: \.section)
    let sectionIDs = [
      "1a", "1b", "2a", "2b", "2c", "2d", "3", "4", "5a", "5b", "5c", "5d", "6", "7", "8a", "8g", "9", "10a", "11d",
      "12a", "12b", "12c", "12d", "12e", "12f",
    ]
    for section in sectionIDs {
      let numbers = sections[section]?.map(\.number) ?? []
      XCTAssertFalse(numbers.isEmpty, "section \(section) has no rows")
      XCTAssertEqual(numbers, Array(1...max(numbers.count, 1)), "section \(section) is not numbered 1, 2, …")
    }
    XCTAssertEqual(article.summary(of: FactRow("1a", 1)).prefix(11), "UIKit calls")
    XCTAssertEqual(FactRow("12b", 1).sectionNumber, 12)
  }

  /// Every citation in the test sources, except those of this file and of `FactRow.swift` beside it, whose
  /// exemptions and grammar examples name rows without checking them.
  private static func citationsInTests() throws -> [FactCitation] {
    let tests = root.appendingPathComponent("Tests")
    let here = URL(fileURLWithPath: #filePath).standardizedFileURL
    let skipped = [here.path, here.deletingLastPathComponent().appendingPathComponent("FactRow.swift").path]
    guard let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: tests.path])
    }
    var found: [FactCitation] = []
    for case let url as URL in walker
    where url.pathExtension == "swift" && !skipped.contains(url.standardizedFileURL.path) {
      let text = try String(contentsOf: url, encoding: .utf8)
      let file = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      found += FactCitation.rows(in: text).map { FactCitation(row: $0, file: file) }
    }
    return found
  }
}
