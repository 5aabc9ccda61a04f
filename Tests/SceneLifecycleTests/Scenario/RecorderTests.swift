import Foundation
import SceneLifecycle
import XCTest

/// Recording: what the recorded document keeps, and how the file is replaced.
final class RecorderTests: XCTestCase {
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

  /// Re-recording a saved counterexample keeps its assertion: the kinds in `expect.fixed` stay there and are never
  /// written as expected, so the file still fails while the app breaks them.
  func testRecordingKeepsFixedKindsOutOfTheExpectedViolations() throws {
    let loaded = try loadValid(scenarioJSON(strategy: #""performActionOnly""#, expect: #"{"fixed": ["lost"]}"#))
    let run = Replay.run(loaded)
    XCTAssertEqual(run.violationKinds, [.lost])
    let expect = Recorder.expectations(for: run, keeping: loaded.scenario.expect)
    XCTAssertEqual(expect.fixed, [.lost])
    XCTAssertEqual(expect.violations, [])
    XCTAssertFalse(run.rejudged(against: expect).passed)
  }

  func testRecordingAddsExpectAtTheEndWhenThereIsNone() throws {
    let loaded = try loadValid(scenarioJSON())
    guard case .object(let root) = Recorder.recordedDocument(loaded.document, run: Replay.run(loaded)),
      case .object(let expect)? = root["expect"]
    else { return XCTFail("expected an object with expect") }
    XCTAssertEqual(root.keys.last, "expect")
    XCTAssertEqual(expect.keys, ["trace", "handled", "violations"])
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
      XCTAssertEqual((error as? FileIOError)?.cause, .unreadable)
      XCTAssertEqual(
        (error as? FileIOError)?.message, "cannot create a temporary file next to it: no such file or directory")
    }
  }
}
