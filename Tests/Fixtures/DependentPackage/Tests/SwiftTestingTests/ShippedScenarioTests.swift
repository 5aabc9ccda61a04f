import Foundation
import SceneLifecycleTesting
import Testing

/// Every scenario shipped with qa-sim replays and meets its expectations, one test case per file, as an app team's
/// suite would replay its own.
@Suite struct ShippedScenarioTests {
  /// `../qa-sim/Scenarios`, next to this package.
  static let directory = URL(fileURLWithPath: #filePath)  // Tests/SwiftTestingTests/ShippedScenarioTests.swift
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("qa-sim/Scenarios")

  /// Every `.json` file under ``directory``, its subfolders included, by path relative to it.
  static let files: [String] = {
    let base = directory.resolvingSymlinksInPath().path + "/"
    let walk = FileManager.default.enumerator(atPath: base)
    return (walk?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
      .sorted()
  }()

  @Test func thereAreShippedScenarios() {
    #expect(Self.files.count > 50)
  }

  @Test(arguments: files)
  func replays(_ file: String) {
    expectScenario(contentsOf: Self.directory.appendingPathComponent(file))
  }
}
