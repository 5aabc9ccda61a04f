import CommandLineKit
import SceneLifecycle
import XCTest

/// Turning command-line arguments into scenario files, and reading them.
final class InputExpansionTests: XCTestCase {
  func testADirectoryMeansEveryJSONFileBelowItSortedSkippingSchemasAndHiddenFiles() throws {
    let root = try makeTemporaryDirectory(self)
    for name in [
      "b.json", "a.json", "sub/z.json", "sub/deeper/y.json", "notes.txt", "scenario.schema.json",
      ".hidden.json", ".git/x.json", "a/c.json",
    ] {
      try write("{}", to: name, in: root)
    }
    let base = root.path + "/"
    let items = FileIO.expand([root.path + "/"])
    XCTAssertEqual(
      items,
      ["a.json", "a/c.json", "b.json", "sub/deeper/y.json", "sub/z.json"].map { InputItem.file(base + $0) })
  }

  func testAFileNamedTwiceIsReplayedOnce() throws {
    let root = try makeTemporaryDirectory(self)
    let path = try write("{}", to: "a.json", in: root)
    XCTAssertEqual(FileIO.expand([path, root.path, path]), [.file(path)])
  }

  func testADirectoryNamedLikeAScenarioIsAnInputError() throws {
    let root = try makeTemporaryDirectory(self)
    let folder = root.appendingPathComponent("x.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try write("{}", to: "x.json/inner.json", in: root)
    XCTAssertEqual(
      FileIO.expand([folder.path]),
      [
        .error(
          InputError(
            file: folder.path,
            message: "is a directory, not a scenario file (directories are searched only when not named *.json)",
            cause: .unreadable))
      ])
  }

  func testAnEmptyDirectoryIsAnInputErrorRatherThanASilentPass() throws {
    let root = try makeTemporaryDirectory(self)
    XCTAssertEqual(
      FileIO.expand([root.path]),
      [
        .error(
          InputError(
            file: root.path, message: "contains no scenario files (*.json, not counting *.schema.json)",
            cause: .unreadable))
      ])
  }

  func testAMissingArgumentIsReportedInItsPlace() throws {
    let root = try makeTemporaryDirectory(self)
    let path = try write("{}", to: "a.json", in: root)
    XCTAssertEqual(
      FileIO.expand(["nope.json", path]),
      [.error(InputError(file: "nope.json", message: "no such file or directory", cause: .unreadable)), .file(path)])
  }

  func testSymbolicLinkCyclesEndTheWalk() throws {
    let root = try makeTemporaryDirectory(self)
    let path = try write("{}", to: "a.json", in: root)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("loop").path, withDestinationPath: root.path)
    XCTAssertEqual(FileIO.expand([root.path]), [.file(path)])
  }

  func testInfoPlistPathsAreRelativeToTheScenarioFile() {
    XCTAssertEqual(ScenarioLoader.resolve("Info.plist", relativeTo: "Scenarios/x.json"), "Scenarios/Info.plist")
    XCTAssertEqual(ScenarioLoader.resolve("Info.plist", relativeTo: "x.json"), "Info.plist")
    XCTAssertEqual(ScenarioLoader.resolve("/abs/Info.plist", relativeTo: "Scenarios/x.json"), "/abs/Info.plist")
  }

  func testReadingRefusesDirectoriesAndSpecialFiles() {
    XCTAssertThrowsError(try FileIO.read("/", limit: 10)) { error in
      XCTAssertEqual((error as? FileIOError)?.message, "is a directory, not a scenario file")
    }
    XCTAssertThrowsError(try FileIO.read("/dev/null", limit: 10)) { error in
      XCTAssertEqual((error as? FileIOError)?.message, "is not a regular file")
    }
  }

  func testReadingRefusesFilesOverTheLimit() throws {
    let root = try makeTemporaryDirectory(self)
    let path = try write(String(repeating: " ", count: 2 << 20), to: "big.json", in: root)
    XCTAssertThrowsError(try FileIO.read(path, limit: 1 << 20)) { error in
      XCTAssertEqual((error as? FileIOError)?.status, .dataError)
    }
    XCTAssertEqual(try FileIO.read(path, limit: 4 << 20).count, 2 << 20)
  }
}
