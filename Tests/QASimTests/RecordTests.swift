import SceneLifecycle
import XCTest

@testable import qa_sim

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

  func testRecordingReplacesOnlyTheRecordedPartsOfExpect() throws {
    let loaded = try loadValid(original)
    let recorded = Recorder.recordedDocument(loaded.document, run: Replay.run(loaded))
    guard case .object(let root) = recorded, case .object(let expect)? = root["expect"] else {
      return XCTFail("expected an object with expect")
    }
    XCTAssertEqual(root.keys, ["$schema", "version", "name", "expect", "description", "app", "steps"])
    XCTAssertEqual(expect.keys, ["exhaustive", "violations", "trace", "handled"])
    XCTAssertEqual(expect["exhaustive"], .bool(false))
    XCTAssertEqual(expect["violations"], .array([.string("lost")]))
    XCTAssertEqual(expect["handled"], .array([]))
    for key in ["$schema", "version", "name", "description", "app", "steps"] {
      guard case .object(let before) = loaded.document else { return XCTFail("not an object") }
      XCTAssertEqual(root[key], before[key], key)
    }
    XCTAssertTrue(JSONSerializer().document(recorded).contains(#""n": 1.50"#), "number literals are kept")
  }

  func testRecordingAddsExpectAtTheEndWhenThereIsNone() throws {
    let loaded = try loadValid(scenarioJSON())
    guard case .object(let root) = Recorder.recordedDocument(loaded.document, run: Replay.run(loaded)),
      case .object(let expect)? = root["expect"]
    else { return XCTFail("expected an object with expect") }
    XCTAssertEqual(root.keys.last, "expect")
    XCTAssertEqual(expect.keys, ["trace", "handled", "violations"])
  }

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

  func testAtomicWritesKeepThePermissionsAndFollowSymbolicLinks() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write("old", to: "target.json", in: directory)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    let link = directory.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
    try FileIO.writeAtomically(Array("new".utf8), to: link)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), path, "the link stays a link")
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    XCTAssertEqual(permissions, 0o640)
  }

  func testAtomicWriteIntoAMissingDirectoryFailsCleanly() {
    XCTAssertThrowsError(try FileIO.writeAtomically([1], to: "/nonexistent-qa-sim-dir/x.json")) { error in
      XCTAssertEqual((error as? FileIOError)?.status, .noInput)
      XCTAssertEqual(
        (error as? FileIOError)?.message, "cannot create a temporary file next to it: no such file or directory")
    }
  }
}
