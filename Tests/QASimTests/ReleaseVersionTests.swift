import Foundation
import XCTest

/// One version everywhere: what `qa-sim --version` prints, the CHANGELOG's newest release heading names it (below an
/// `## Unreleased` section, if there is one), and every dependency line of the README asks for it (`from:`).
final class ReleaseVersionTests: XCTestCase {
  /// What `qa-sim --version` prints, without its line break.
  private var version: String {
    String(runInProcess(["--version"]).stdout.prefix { $0 != "\n" })
  }

  func testTheChangelogAndTheReadmeNameTheVersionTheCommandPrints() throws {
    let changelog = try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    // An `## Unreleased` section, the changes since the last release, may come first.
    let heading = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
    XCTAssertEqual(
      heading.flatMap { $0.dropFirst(3).split(separator: " ").first }.map(String.init), version,
      "the CHANGELOG's newest heading is not \(version): add the release's entry, or change QASimCommand.version")

    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let asked = readme.components(separatedBy: "from: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
    XCTAssertFalse(asked.isEmpty, "the README has no dependency line with from:")
    for requested in asked {
      XCTAssertEqual(String(requested), version, "the README's dependency line asks for another version")
    }
  }

  func testTheVersionIsSemantic() {
    let parts = version.split(separator: ".", omittingEmptySubsequences: false)
    XCTAssertEqual(parts.count, 3, version)
    XCTAssertTrue(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, version)
  }
}
