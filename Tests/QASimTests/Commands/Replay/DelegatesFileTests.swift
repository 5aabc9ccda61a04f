import Foundation
import XCTest

/// A file written for an app's own classes (`app.delegates`, `Explorer.scenario(for:name:app:)`) has no table the
/// command line could run: every command that would replay it says so in one line naming the file and the JSON path,
/// and exits 65, instead of replaying an empty table that loses every item.
final class DelegatesFileTests: XCTestCase {
  private let saved = """
    {
      "version": 1,
      "name": "lost (scene)",
      "lifecycle": "scene",
      "app": {
        "delegates": "CafeApp",
        "shortcutItems": [{ "type": "com.example.item1", "title": "Item 1" }]
      },
      "steps": [{ "event": "quickAction", "type": "com.example.item1" }],
      "expect": { "fixed": ["lost"] }
    }

    """

  func testEveryCommandRefusesItWithOneLineAndExit65() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(saved, to: "CafeApp-scene-lost.json", in: directory)
    _ = try write("[qa-sim] sceneDidBecomeActive(_:)\n", to: "CafeApp-scene-lost.json.log", in: directory)
    let line =
      "\(file): app.delegates: written for the classes of \"CafeApp\", which only Swift can run; this replay has no "
      + "app to run them (it would replay an empty table): replay it with ScenarioReplay.run(contentsOf:app:) and "
      + "that app"
    let commands = [
      [file], ["--record", file], ["explore", "--scenario", file, "--no-timing"],
      ["generate", "--cover", "transitions", "--out", file + ".out", "--scenario", file],
      ["route", file, "pariscafe://search"], ["migrate", file], ["conform", file + ".log", "--scenario", file],
    ]
    for arguments in commands {
      let result = runInProcess(arguments)
      XCTAssertEqual(result.status, 65, "\(arguments): \(result.stdout)\(result.stderr)")
      let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix(file) || $0.contains(": app.delegates: ") }
      XCTAssertEqual(lines.count, 1, "\(arguments): \(result.stderr)")
      XCTAssertTrue(lines.first?.hasSuffix(line) == true, "\(arguments): \(result.stderr)")
      XCTAssertFalse(result.stdout.contains("PASS"), "\(arguments): \(result.stdout)")
    }
  }
}
