import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// On Apple's platforms Swift Testing's tests and Dispatch's workers run on threads with 512 KiB stacks, a sixteenth
/// of Linux's usual 8 MiB. Reading a scenario, replaying it and writing its reports recurse over its nesting, so the
/// deepest file the default limit allows must replay, record and report on a 512 KiB stack: here, a thread of that
/// size stands for those threads.
final class ScenarioStackDepthTests: XCTestCase {
  /// The stack of a secondary thread on Apple's platforms.
  private static let appleThreadStack = 512 << 10

  func testTheDeepestFileTheDefaultAllowsReplaysOnAnAppleSizedStack() throws {
    let depth = InputLimits.defaults.maximumDepth
    // The document, `app`, `shortcutItems`, the item and `userInfo` are five levels; `x` adds the rest.
    let arrays = String(repeating: "[", count: depth - 5) + String(repeating: "]", count: depth - 5)
    let json =
      #"{"version": 1, "name": "deep", "lifecycle": "scene", "app": {"strategy": "pendingSlot", "shortcutItems": "#
      + #"[{"type": "a", "title": "A", "userInfo": {"x": "# + arrays + #"}}]}, "steps": [{"event": "quickAction", "#
      + #""type": "a"}]}"#
    let file = try makeTemporaryDirectory(self).appendingPathComponent("deep.json")
    try Data(json.utf8).write(to: file)

    let outcome = ResultBox<String>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      defer { done.signal() }
      do {
        let run = try ScenarioReplay.run(contentsOf: file)
        let reports = [run.failureMessage, SequenceDiagram(run: run).mermaid, SequenceDiagram(run: run).svg]
        outcome.set("passed \(run.passed), \(reports.map(\.isEmpty))")
      } catch {
        outcome.set("error \(error)")
      }
    }
    thread.stackSize = Self.appleThreadStack
    thread.start()
    done.wait()
    XCTAssertEqual(outcome.value, "passed true, [true, false, false]")
  }
}
