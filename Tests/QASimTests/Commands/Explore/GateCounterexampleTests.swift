import Foundation
import XCTest

@testable import qa_sim

/// `qa-sim explore` on strategies with readiness gates (UIKit semantics article, 10a): the dropped item's
/// counterexample file replays, with the gate's name in its steps and its trace; the buffering counterpart finds
/// no lost item.
final class GateCounterexampleTests: XCTestCase {
  // 10a row 2: an event sent before the JS listener exists is dropped; the written file reproduces it.
  func testTheDroppedItemsCounterexampleReplays() throws {
    let directory = try makeTemporaryDirectory(self)
    let scenario = scenariosDirectory.appendingPathComponent("gateDropsItemBeforeListener.json").path
    let result = runInProcess([
      "explore", "--scenario", scenario, "--depth", "8", "--write-counterexamples", directory.path, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stdout.contains("was dropped: jsBridge was not ready"), result.stdout)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix("-lost.json")
    }
    let file = directory.appendingPathComponent(try XCTUnwrap(files.first, "\(files)")).path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(text.contains("app drop com.example.search: jsBridge not ready"), text)
    XCTAssertEqual(runInProcess([file]).status, 0, "the written counterexample replays to its recorded outcome")
  }

  // 10a rows 1 and 3: the gate opened by an appReady step at any later point, a buffered item is never lost.
  func testTheBufferingCounterpartLosesNothing() throws {
    let scenario = scenariosDirectory.appendingPathComponent("gateQueuesItemUntilListener.json").path
    let result = runInProcess(["explore", "--scenario", scenario, "--depth", "6", "--no-timing"])
    XCTAssertFalse(result.stdout.contains("was dropped"), result.stdout)
    XCTAssertTrue(result.stdout.contains("appReady dartHandler"), result.stdout)
  }
}
