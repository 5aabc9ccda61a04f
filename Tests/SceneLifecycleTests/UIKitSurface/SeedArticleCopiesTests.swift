import Foundation
import TestSupport
import XCTest

/// The seed article's delegate classes live once in this package, in `Tests/Fixtures/SeedArticle`: the benchmark
/// (`qa-sim-bench explore`) and this target compile that file through symbolic links, so the benchmark and the tests
/// measure and check the same app. The dependent package, a package of its own as a team's would be, keeps its own
/// files with its own headers; their classes must be the same, byte for byte.
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

  func testTheBenchmarkAndTheTestsCompileTheOneCopyAndTheDependentPackagesClassesAreTheSame() throws {
    let original = "Tests/Fixtures/SeedArticle/SeedArticleDelegates.swift"
    for link in [
      "Sources/qa-sim-bench/SeedArticleDelegates.swift",
      "Tests/SceneLifecycleTests/UIKitSurface/SeedArticleDelegates.swift",
    ] {
      XCTAssertEqual(
        packageRoot.appendingPathComponent(link).resolvingSymlinksInPath().path,
        packageRoot.appendingPathComponent(original).resolvingSymlinksInPath().path,
        "\(link) is not a link to \(original)")
    }
    let fixture = try classes(in: original)
    XCTAssertEqual(fixture.keys.sorted(), ["AppDelegate", "SceneDelegate"])
    let app = "Tests/Fixtures/DependentPackage/Tests/DelegateTests/SeedArticle/"
    let dependent = try classes(in: app + "AppDelegate.swift").merging(classes(in: app + "SceneDelegate.swift")) {
      first, _ in first
    }
    XCTAssertEqual(dependent, fixture)
  }
}
