import Foundation
import XCTest

/// Golden files: a command's whole output compared with a file under `Tests/Golden/`, whose folders mirror the
/// commands (`Golden/replay/…`, `Golden/explore/…`, `Golden/route/…`). They sit beside the test targets, not in
/// one, because SwiftPM warns about every file in a target it does not build.
///
/// Set `QA_SIM_RECORD_GOLDEN=1` to write the outputs to the files instead of comparing (the test then fails, so a
/// recording run is never taken for a passing one); recording is refused when `CI` is set, as `--record` is.
/// Review the diff of `Tests/Golden/` before committing.
enum Golden {
  /// The golden files' directory.
  static let directory = packageRoot.appendingPathComponent("Tests/Golden")

  /// The environment variable that switches to recording.
  static let recordVariable = "QA_SIM_RECORD_GOLDEN"

  /// What stands for a temporary directory in a golden file.
  static let temporaryPlaceholder = "$TMP"

  /// What stands for the package's own directory (the checkout's `Scenarios/` files are read from it).
  static let packagePlaceholder = "$PACKAGE"

  /// `output` with every path into `directories` written as ``temporaryPlaceholder``, and then the package's own
  /// directory as ``packagePlaceholder``: the one place where outputs are made independent of where a test's
  /// temporary directory and the checkout are. A path also appears dotted, as a JUnit class name
  /// (`tmp.qa-sim-tests-….a-pass`); that form is replaced too.
  static func normalised(_ output: String, temporaryDirectories directories: [URL]) -> String {
    var text = replacing(directories, with: temporaryPlaceholder, in: output)
    text = replacing([packageRoot], with: packagePlaceholder, in: text)
    return text
  }

  /// `text` with the paths of `directories`, plain, resolved and dotted, written as `placeholder`.
  private static func replacing(_ directories: [URL], with placeholder: String, in text: String) -> String {
    var text = text
    for directory in directories {
      // The resolved form first, so a `/private`-prefixed path is not left half-replaced.
      let paths = Set([directory.resolvingSymlinksInPath().path, directory.path])
      let dotted = paths.map { String($0.drop { $0 == "/" }).replacingOccurrences(of: "/", with: ".") }
      for path in (paths.sorted() + dotted.sorted()).sorted(by: { $0.count > $1.count }) {
        text = text.replacingOccurrences(of: path, with: placeholder)
      }
    }
    return text
  }

  /// A line diff of `expected` against `actual`: `-` lines only in the golden file, `+` lines only in the output,
  /// two spaces for lines in both.
  static func diff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    // Longest common subsequence, small enough outputs for the quadratic table.
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append("  " + old[i])
        i += 1
        j += 1
      } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
        lines.append("+ " + new[j])
        j += 1
      } else {
        lines.append("- " + old[i])
        i += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// Compares the whole of `output` with the golden file `named` (a path under `Tests/Golden/`, such as
/// `"replay/missing-file.txt"`), after writing the paths into `temporaryDirectories` as `$TMP`. With
/// `QA_SIM_RECORD_GOLDEN=1` (and `CI` unset) it writes the file instead and fails, naming it.
func assertGolden(
  _ output: String, named name: String, temporaryDirectories: [URL] = [], file: StaticString = #filePath,
  line: UInt = #line
) {
  let actual = Golden.normalised(output, temporaryDirectories: temporaryDirectories)
  let url = Golden.directory.appendingPathComponent(name)
  let environment = ProcessInfo.processInfo.environment
  if let record = environment[Golden.recordVariable], !record.isEmpty, record != "0" {
    if let ci = environment["CI"], !ci.isEmpty {
      XCTFail(
        "\(Golden.recordVariable) is refused because CI is set: recording on CI would hide regressions. Record "
          + "locally and commit the changed files.", file: file, line: line)
      return
    }
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      XCTFail("recorded \(name); unset \(Golden.recordVariable) and review the diff", file: file, line: line)
    } catch {
      XCTFail("cannot record \(name): \(error)", file: file, line: line)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path), let expected = String(bytes: data, encoding: .utf8)
  else {
    XCTFail(
      "no golden file \(name); record it with \(Golden.recordVariable)=1 swift test --filter <test>",
      file: file, line: line)
    return
  }
  guard actual != expected else { return }
  XCTFail(
    """
    output differs from golden file \(name)
    legend: "- " only in the golden file, "+ " only in the output, "  " in both
    \(Golden.diff(expected: expected, actual: actual))
    if the change is intended, re-record with \(Golden.recordVariable)=1 swift test --filter <test> and review \
    the diff of Tests/Golden/
    """, file: file, line: line)
}

/// A `--matrix` text report from the line after its table's footnote (`* the file's own lifecycle…`): the table's
/// scenario column is as wide as the path of the file, so it differs between checkouts, and a golden file holds
/// the rest of the report.
func afterMatrixTable(_ output: String) -> String {
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
  guard let footnote = lines.firstIndex(where: { $0.hasPrefix("* the file's own lifecycle") }) else { return output }
  return lines[(footnote + 1)...].joined(separator: "\n")
}
