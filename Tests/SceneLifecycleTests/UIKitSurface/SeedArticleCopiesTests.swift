import Foundation
import TestSupport
import XCTest

/// The seed article's delegate classes are kept in three places, each compiled where it is used: the benchmark's
/// copy in the command (`qa-sim bench explore`), this target's fixture, and the dependent package's app files. Their
/// headers differ; their classes must not, or the benchmark and the two test suites would measure and check
/// different apps.
final class SeedArticleCopiesTests: XCTestCase {
  /// The text of each `class AppDelegate` and `class SceneDelegate` in the file at `path` (from `class` to the
  /// closing brace in the first column), byte for byte.
  private func classes(in path: String) throws -> [String: String] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    var found: [String: String] = [:]
    for name in ["AppDelegate", "SceneDelegate"] {
      guard let start = text.range(of: "\nclass \(name): ") else { continue }
      let rest = text[start.lowerBound...].dropFirst()
      guard let end = rest.range(of: "\n}\n") else { continue }
      found[name] = String(rest[..<end.upperBound])
    }
    return found
  }

  func testTheThreeCopiesOfTheSeedArticlesClassesAreTheSame() throws {
    let fixture = try classes(in: "Tests/SceneLifecycleTests/UIKitSurface/SeedArticleDelegates.swift")
    XCTAssertEqual(fixture.keys.sorted(), ["AppDelegate", "SceneDelegate"])
    XCTAssertEqual(try classes(in: "Sources/qa-sim/Commands/Bench/SeedArticleDelegates.swift"), fixture)
    let app = "Tests/Fixtures/DependentPackage/Tests/DelegateTests/SeedArticle/"
    let dependent = try classes(in: app + "AppDelegate.swift").merging(classes(in: app + "SceneDelegate.swift")) {
      first, _ in first
    }
    XCTAssertEqual(dependent, fixture)
  }
}
