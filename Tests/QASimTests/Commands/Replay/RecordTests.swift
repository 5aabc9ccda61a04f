import SceneLifecycle
import XCTest

/// `--record`: what it keeps, what it writes, and when it refuses.
final class RecordTests: XCTestCase {
  private let original = """
    {
      "$schema": "./scenario.schema.json",
      "version": 1,
      "name": "Keeps everything",
      "expect": { "exhaustive": false, "violations": ["late"] },
      "description": "order and literals survive",
      "app": { "strategy": "performActionOnly", "shortcutItems": [{ "type": "com.example.search", "title": "Search", "userInfo": { "n": 1.50 } }] },
      "steps": [{ "event": "quickAction", "type": "com.example.search" }]
    }
    """

  func testRecordingWritesTheFileAndTheReplayThenPasses() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(original, to: "keep.json", in: directory)
    XCTAssertEqual(runInProcess([path]).status, 1, "the hand-written expectation is wrong")
    let recorded = runInProcess(["--record", path])
    XCTAssertEqual(recorded.status, 0)
    XCTAssertTrue(recorded.stdout.contains("PASS  \(path)  Keeps everything (recorded)"), recorded.stdout)
    XCTAssertTrue(recorded.stdout.hasSuffix("1 passed, 0 failed\n1 recorded\n"), recorded.stdout)
    XCTAssertEqual(runInProcess([path]).status, 0)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(leftovers, ["keep.json"], "no temporary file is left behind")
  }

  /// `--record` cannot record a navigation for an app without routes, so it leaves `expect.navigation` in the
  /// file; it must then report the file as failing, as the next replay will, not as passing.
  func testRecordingReportsANavigationItCannotRecordAsFailing() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(
      """
      {"version": 1, "name": "No routes", "app": {"strategy": "pendingSlot",
       "shortcutItems": [{"type": "com.example.search", "title": "Search"}]},
       "steps": [{"event": "quickAction", "type": "com.example.search"}],
       "expect": {"navigation": {"tab": "search"}}}
      """, to: "s.json", in: directory)
    let recorded = runInProcess(["--record", path])
    XCTAssertEqual(recorded.status, 1, recorded.stdout)
    XCTAssertTrue(recorded.stdout.contains("FAIL  \(path)  No routes (recorded)"), recorded.stdout)
    XCTAssertTrue(recorded.stdout.contains("but the app has no app.routes"), recorded.stdout)
    let replayed = runInProcess([path])
    XCTAssertEqual(replayed.status, 1, "the file still expects a navigation")
  }

  func testRecordingAnUpToDateFileLeavesItUntouched() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(scenarioJSON(), to: "s.json", in: directory)
    XCTAssertEqual(runInProcess(["--record", path]).status, 0)
    let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.05)
    XCTAssertEqual(runInProcess(["--record", path]).status, 0)
    let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    XCTAssertEqual(before, after)
  }

  func testRecordingIsRefusedOnCI() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(scenarioJSON(), to: "s.json", in: directory)
    let result = runInProcess(["--record", path], environment: ["CI": "true"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.stderr.hasPrefix("Error: --record is refused because CI is set"), result.stderr)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), scenarioJSON(), "the file is untouched")
    XCTAssertEqual(runInProcess(["--record", path], environment: ["CI": ""]).status, 0, "an empty CI is not set")
  }

  func testAnInvalidFileIsNotRecorded() throws {
    let directory = try makeTemporaryDirectory(self)
    let text = scenarioJSON(steps: #"[{"event": "gohome"}]"#)
    let path = try write(text, to: "bad.json", in: directory)
    XCTAssertEqual(runInProcess(["--record", path]).status, 65)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
  }

  func testRecordingWritesTheNavigation() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(
      seedWithRoutes(steps: #"[{"event": "openURL", "url": "pariscafe://PRS100"}]"#), to: "seed.json", in: directory)
    XCTAssertEqual(runInProcess(["--record", file]).status, 0)
    let recorded = try loadValid(String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self))
    XCTAssertEqual(recorded.scenario.expect?.navigation, NavigationState(tab: "search", detail: "PRS100"))
    XCTAssertEqual(recorded.scenario.expect?.handled, ["pariscafe://PRS100"])
    XCTAssertEqual(
      recorded.scenario.expect?.trace?.filter { $0.hasPrefix("app") },
      ["app handle pariscafe://PRS100", "app route cafe id=PRS100", "app navigate tab=search detail=PRS100"])
  }

  /// A SwiftUI seed-app scenario with the Paris café app's routes and `steps`.
  private func seedWithRoutes(steps: String) -> String {
    #"""
    {"version": 1, "name": "seed", "lifecycle": "swiftUI",
     "app": {"strategy": "onOpenURLOnly",
       "navigation": {"tab": "home"},
       "routes": [
         {"name": "tabs", "pattern": "pariscafe://{tab}", "values": {"tab": ["home", "search", "setting"]},
          "navigate": {"tab": "{tab}"}},
         {"name": "cafe", "pattern": "pariscafe://{id}", "values": {"id": ["PRS100", "PRS103"]},
          "navigate": {"tab": "search", "detail": "{id}"}}
       ]},
     "steps": \#(steps)}
    """#
  }
}
