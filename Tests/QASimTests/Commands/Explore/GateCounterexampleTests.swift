import Foundation
import XCTest

/// `qa-sim explore` on strategies with readiness gates (UIKit semantics article, 10a): the dropped item's
/// counterexample file replays and fails for it, with the gate's name in its steps and its trace; the buffering counterpart finds
/// no lost item.
final class GateCounterexampleTests: XCTestCase {
  // 10a row 2: an event sent before the JS listener exists is dropped; the written file reproduces it, and fails until the app is fixed.
  func testTheDroppedItemsCounterexampleReplays() throws {
    let directory = try makeTemporaryDirectory(self)
    let scenario = scenariosDirectory.appendingPathComponent("gateDropsItemBeforeListener.json").path
    let result = runInProcess([
      "explore", "--scenario", scenario, "--depth", "8", "--write-counterexamples", directory.path, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    assertGolden(result.stdout, named: "explore/gates/jsBridge-dropped.txt", temporaryDirectories: [directory])
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix("-lost.json")
    }
    let file = directory.appendingPathComponent(try XCTUnwrap(files.first, "\(files)")).path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    assertGolden(text, named: "explore/gates/\(files[0])")
    assertFailsUntilFixed(file, kind: "lost")
  }

  // 10a row 12: the gate's own "readiness": "afterFirstActivation" is all explore needs to find the quick action lost
  // after a background launch, and the written counterexample declares it too and
  // fails for it.
  func testTheLateListenerIsFoundWithoutAFlagAndItsCounterexampleReplays() throws {
    let directory = try makeTemporaryDirectory(self)
    let scenario = scenariosDirectory.appendingPathComponent("expoQuickActionsLostAfterBackgroundLaunch.json").path
    let result = runInProcess([
      "explore", "--scenario", scenario, "--write-counterexamples", directory.path, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    // Lost in 2 steps from a backgroundLaunch: the item was dropped, jsListener was not ready.
    assertGolden(
      result.stdout, named: "explore/gates/jsListener-lost-after-background-launch.txt",
      temporaryDirectories: [directory])
    let file = directory.appendingPathComponent("expoQuickActionsHeadlessApp-appDelegate-lost.json").path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    assertGolden(text, named: "explore/gates/expoQuickActionsHeadlessApp-appDelegate-lost.json")
    assertFailsUntilFixed(file, kind: "lost")
    // Told the listener is ready at once, the explorer opens the gate during the background launch: no bug.
    let prompt = runInProcess(["explore", "--scenario", scenario, "--readiness", "prompt", "--no-timing"])
    XCTAssertEqual(prompt.status, 0, prompt.stdout)
  }

  // 10a rows 8 and 12: PR #61's fix keeps the item as initial for the hook; explore reports the app clean.
  func testTheLateListenersFixIsClean() {
    let scenario = scenariosDirectory.appendingPathComponent("expoQuickActionsKeptAfterBackgroundLaunch.json").path
    let result = runInProcess(["explore", "--scenario", scenario, "--no-timing"])
    XCTAssertEqual(result.status, 0, result.stdout)
    assertGolden(result.stdout, named: "explore/gates/expo-fix-clean-readiness-afterFirstActivation.txt")
  }

  // 10a rows 1 and 3: the gate opened by an appReady step at any later point, a buffered item is never lost.
  func testTheBufferingCounterpartLosesNothing() throws {
    let scenario = scenariosDirectory.appendingPathComponent("gateQueuesItemUntilListener.json").path
    let result = runInProcess(["explore", "--scenario", scenario, "--depth", "6", "--no-timing"])
    XCTAssertFalse(result.stdout.contains("was dropped"), result.stdout)
    assertGolden(result.stdout, named: "explore/gates/dartHandler-queue-loses-nothing.txt")
  }
}
