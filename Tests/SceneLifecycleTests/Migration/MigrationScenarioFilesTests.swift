import Foundation
import SceneLifecycle
import XCTest

/// `Scenarios/migration/`: Apple's AppDelegate sample before its move to the scene lifecycle and the file
/// `qa-sim migrate --write` makes of it (issue 14). Both pass; the after file is exactly what
/// ``SceneMigration/document(for:check:)`` writes for the before file.
final class MigrationScenarioFilesTests: XCTestCase {
  private let directory = scenariosDirectory.appendingPathComponent("migration")
  private var before: String { directory.appendingPathComponent("appleLegacySampleBeforeMigration.json").path }
  private var after: String { directory.appendingPathComponent("appleLegacySampleAfterMigration.json").path }

  private func load(_ file: String) throws -> LoadedScenario {
    do {
      return try ScenarioLoader.load(file: file)
    } catch {
      XCTFail("\(error)")
      throw error
    }
  }

  func testBothFilesPassAndCiteTN3187() throws {
    for file in [before, after] {
      let loaded = try load(file)
      let run = Replay.run(loaded)
      XCTAssertTrue(run.passed, "\(file): \(run.mismatch ?? "")")
      XCTAssertTrue(loaded.scenario.description?.contains(SceneMigration.technoteURL) == true, file)
      XCTAssertEqual(loaded.scenario.expect?.violations, [], file)
      XCTAssertEqual(loaded.scenario.expect?.handled, ["com.example.search", "com.example.share"], file)
    }
    XCTAssertEqual(try load(before).scenario.fileLifecycle, .appDelegate)
    XCTAssertEqual(try load(after).scenario.fileLifecycle, .scene)
    XCTAssertEqual(try load(after).scenario.sdk?.major, 27)
    // The migrated app relies on nothing the iOS 26 SDK deprecates, so loading it warns about nothing (8e row 4);
    // the before file is the one that does.
    XCTAssertEqual(try load(after).warnings, [])
  }

  func testTheAfterFileIsWhatMigrateWritesForTheBeforeFile() throws {
    let loaded = try load(before)
    let check = SceneMigration.check(loaded.scenario, items: loaded.shortcutItems, depth: 8)
    XCTAssertTrue(check.isClean, check.counterexampleText ?? "")
    let expected = JSONSerializer().document(SceneMigration.document(for: loaded.scenario, check: check))
    let written = try String(contentsOfFile: after, encoding: .utf8)
    XCTAssertEqual(written, expected)
  }
}
