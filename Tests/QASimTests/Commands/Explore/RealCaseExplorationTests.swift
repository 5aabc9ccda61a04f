import Foundation
import XCTest

/// The shipped scenarios written from real apps' and plugins' code: `explore --scenario` finds each bug with no
/// flag beyond the file, writes a counterexample that fails for it while the app has the bug, and finds nothing
/// broken in the fix.
final class RealCaseExplorationTests: XCTestCase {
  /// A bug as a shipped scenario, the violation the real report describes, and the scenario of its fix.
  private struct Case {
    let bug: String
    let violation: String
    let fix: String
  }

  private let cases = [
    Case(
      bug: "signalComposeBeforeHomeViewIsReady.json", violation: "lost", fix: "signalComposeDeferredHandOver.json"),
    Case(
      bug: "sceneDelegateClearedOnAttemptLosesItem.json", violation: "lost",
      fix: "sceneDelegateClearedOnSuccessKeepsItem.json"),
    Case(
      bug: "reactNativeQuickActionsHandledTwice.json", violation: "duplicate",
      fix: "reactNativeQuickActionsSkipsFirstEvent.json"),
    Case(
      bug: "expoQuickActionsLostAfterBackgroundLaunch.json", violation: "lost",
      fix: "expoQuickActionsKeptAfterBackgroundLaunch.json"),
  ]

  func testExploringEachRealCaseFindsItsBugAndPassesItsFix() throws {
    for realCase in cases {
      let directory = try makeTemporaryDirectory(self)
      let bug = scenariosDirectory.appendingPathComponent(realCase.bug).path
      let found = runInProcess([
        "explore", "--scenario", bug, "--write-counterexamples", directory.path, "--no-timing",
      ])
      XCTAssertEqual(found.status, 1, "\(realCase.bug): \(found.stdout)\(found.stderr)")
      XCTAssertTrue(
        found.stdout.contains("violation \(realCase.violation): shortest counterexample"),
        "\(realCase.bug): \(found.stdout)")
      let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
        $0.hasSuffix("-\(realCase.violation).json")
      }
      let counterexample = directory.appendingPathComponent(try XCTUnwrap(written.first, "\(realCase.bug)")).path
      assertFailsUntilFixed(counterexample, kind: realCase.violation)
      let fix = scenariosDirectory.appendingPathComponent(realCase.fix).path
      let fixed = runInProcess(["explore", "--scenario", fix, "--no-timing"])
      XCTAssertEqual(fixed.status, 0, "\(realCase.fix): \(fixed.stdout)\(fixed.stderr)")
      // Both files replay to what they expect.
      XCTAssertEqual(runInProcess([bug, fix]).status, 0, "\(realCase.bug), \(realCase.fix)")
    }
  }
}
