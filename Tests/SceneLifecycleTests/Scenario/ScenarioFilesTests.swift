import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// `FileIO.scenarioFiles(in:)` finds the files `qa-sim <directory>` replays, and refuses, rather than returns no file
/// for, every folder a parameterized test would otherwise run no case over.
final class ScenarioFilesTests: XCTestCase {
  func testEveryFolderWithNoScenarioIsAnErrorNamingIt() throws {
    let root = try makeTemporaryDirectory(self)
    let fileManager = FileManager.default
    let empty = root.appendingPathComponent("empty")
    try fileManager.createDirectory(at: empty, withIntermediateDirectories: true)
    let schemaOnly = root.appendingPathComponent("schemaOnly")
    try fileManager.createDirectory(at: schemaOnly.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: schemaOnly.appendingPathComponent("scenario.schema.json"))
    try Data("{}".utf8).write(to: schemaOnly.appendingPathComponent(".draft.json"))
    try Data("{}".utf8).write(to: schemaOnly.appendingPathComponent(".hidden/inside.json"))
    try Data("{}".utf8).write(to: schemaOnly.appendingPathComponent("notes.txt"))
    let file = root.appendingPathComponent("coldLaunch.json")
    try Data("{}".utf8).write(to: file)

    let cases: [(URL, String)] = [
      (root.appendingPathComponent("missing"), "no such file or directory"),
      (file, "is not a directory"),
      (empty, FileIO.noScenarioFilesMessage),
      (schemaOnly, FileIO.noScenarioFilesMessage),
    ]
    for (folder, message) in cases {
      XCTAssertThrowsError(try FileIO.scenarioFiles(in: folder), folder.lastPathComponent) { error in
        let error = error as? InputError
        XCTAssertEqual(error?.file, folder.path)
        XCTAssertEqual(error?.message, message)
        XCTAssertEqual(error?.cause, .unreadable)
      }
    }
  }

  func testTheFilesAreEveryScenarioBelowTheFolderSortedByPathEachOnce() throws {
    let root = try makeTemporaryDirectory(self)
    let fileManager = FileManager.default
    for folder in ["b", "a/deeper", ".git"] {
      try fileManager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for name in ["z.json", "b/one.json", "a/deeper/two.json", "a/scenario.schema.json", ".git/config.json", "a/x.txt"] {
      try Data("{}".utf8).write(to: root.appendingPathComponent(name))
    }
    // A link back up would loop; each directory is walked once.
    try fileManager.createSymbolicLink(
      at: root.appendingPathComponent("b/loop"), withDestinationURL: root.appendingPathComponent("b"))

    let found = try FileIO.scenarioFiles(in: root).map { String($0.path.dropFirst(root.path.count + 1)) }
    XCTAssertEqual(found, ["a/deeper/two.json", "b/one.json", "z.json"])
  }

  func testTheShippedFolderGivesWhatTheCommandLineReplays() throws {
    let files = try FileIO.scenarioFiles(in: scenariosDirectory)
    XCTAssertEqual(files.map(\.path), FileIO.scenarioFiles(below: scenariosDirectory.path).files)
    XCTAssertFalse(files.contains { $0.lastPathComponent.hasSuffix(".schema.json") })
    XCTAssertGreaterThan(files.count, 50)
  }
}
