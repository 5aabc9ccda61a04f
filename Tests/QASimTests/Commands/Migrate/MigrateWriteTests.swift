import Foundation
import SceneLifecycle
import XCTest

/// `qa-sim migrate --write`: the migrated app is explored first and written only when clean, unless `--force`
/// (UIKit semantics article, 8e rows 2 and 3: the written file is built with the iOS 27 SDK and must launch).
final class MigrateWriteTests: XCTestCase {
  private let legacy = scenariosDirectory.appendingPathComponent("appleLegacySample.json").path
  private let reactNative = scenariosDirectory.appendingPathComponent("reactNativeQuickActionsHandledTwice.json").path

  func testACleanMigratedAppIsWrittenAndReplaysUnderTheIOS27SDK() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent("migrated.json").path
    let result = runInProcess(["migrate", legacy, "--write", file])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    assertGolden(result.stdout, named: "migrate/write-clean.txt", temporaryDirectories: [directory])
    // The scene lifecycle, the iOS 27 SDK and the TN3187 reference are in the file as written.
    assertGolden(
      try String(contentsOfFile: file, encoding: .utf8), named: "migrate/appleLegacySampleMigrated.json",
      temporaryDirectories: [directory])
    // The written file passes replay as written, at its own SDK and with --sdk given again.
    XCTAssertEqual(runInProcess([file]).status, 0)
    // A new file is readable by others, as one the shell would create (not the temporary file's 0600).
    let mode = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
    XCTAssertEqual(mode & 0o044, 0o044 & ~Int(currentUmask()), String(mode, radix: 8))
  }

  func testAMigratedAppThatStillBreaksIsNotWrittenAndTheCounterexampleIsPrinted() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent("migrated.json").path
    let result = runInProcess(["migrate", reactNative, "--write", file])
    XCTAssertEqual(result.status, 1)
    assertGolden(result.stdout, named: "migrate/write-refused.txt", temporaryDirectories: [directory])
    XCTAssertFalse(FileManager.default.fileExists(atPath: file))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], "no temporary file left")
  }

  func testForceWritesItAnywayAndStillExitsOne() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = directory.appendingPathComponent("migrated.json").path
    let result = runInProcess(["migrate", reactNative, "--write", file, "--force", "--format", "json"])
    XCTAssertEqual(result.status, 1)
    // JSON stays one document on standard output; what happened to the file goes to standard error.
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)))
    assertGolden(result.stderr, named: "migrate/write-forced-stderr.txt", temporaryDirectories: [directory])
    XCTAssertTrue(FileManager.default.fileExists(atPath: file))
  }

  func testWriteErrorsAndForceWithoutWrite() {
    let unwritable = runInProcess(["migrate", legacy, "--write", "/nonexistent/directory/migrated.json"])
    XCTAssertEqual(unwritable.status, 66)
    assertGolden(unwritable.stderr, named: "migrate/write-unwritable.txt")
    let force = runInProcess(["migrate", legacy, "--force"])
    XCTAssertEqual(force.status, 64)
    assertGolden(force.stderr, named: "migrate/force-without-write.txt")
  }

  private func currentUmask() -> mode_t {
    let mask = umask(0)
    umask(mask)
    return mask
  }
}

/// The migration article (`MigratingToScenes.md`) shows real output.
final class MigrateArticleTests: XCTestCase {
  func testTheArticleShowsTheCommandsRealRoadTable() throws {
    let article = try articleText("MigratingToScenes")
    let file = scenariosDirectory.appendingPathComponent("appleLegacySample.json").path
    let output = runInProcess(["migrate", file]).stdout.replacingOccurrences(
      of: file, with: "Scenarios/appleLegacySample.json")
    XCTAssertTrue(article.contains("$ qa-sim migrate Scenarios/appleLegacySample.json\n" + output), output)
  }

  func testTheArticleShowsTheWrittenTable() throws {
    let article = try articleText("MigratingToScenes")
    let after = try String(
      contentsOf: scenariosDirectory.appendingPathComponent("migration/appleLegacySampleAfterMigration.json"),
      encoding: .utf8)
    let start = try XCTUnwrap(after.range(of: "\"on\": {"))
    let end = try XCTUnwrap(after.range(of: "\n      }", range: start.upperBound..<after.endIndex))
    let table = after[start.lowerBound..<end.upperBound].split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let shown = try XCTUnwrap(article.range(of: "```json\n\"on\": {"))
    let block = article[shown.lowerBound...].split(separator: "\n").dropFirst().prefix(table.count).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    XCTAssertEqual(block, table)
  }
}
