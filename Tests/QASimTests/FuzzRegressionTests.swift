import Foundation
import QuickActions
import SceneLifecycle
import XCTest

/// Inputs the fuzz targets in `.ci/fuzz/` turned up, each replayed through the code path it broke.
final class FuzzRegressionTests: XCTestCase {
  /// From `trace-diff`: judging a long scenario whose expected trace differs from the actual one throughout
  /// hung. The differ took time and memory beyond the square of the trace length (the standard library's
  /// diff keeps a copy of its frontier per edit, pairing moved lines and rendering rescanned the lists per
  /// line); a 10,000-step scenario had not been judged after five minutes. This one has 4,000 steps and an
  /// expected trace in reverse order.
  func testALongScenarioWhoseTraceDiffersThroughoutIsJudgedQuickly() throws {
    let cycle = [
      #"{"event": "quickAction", "type": "com.example.search"}"#, #"{"event": "goHome"}"#,
      #"{"event": "tapIcon"}"#, #"{"event": "goHome"}"#,
    ]
    let steps = "[" + Array(repeating: cycle.joined(separator: ", "), count: 1_000).joined(separator: ", ") + "]"
    let unexpected = try loadValid(scenarioJSON(strategy: #""appleSceneSample""#, steps: steps))
    let actual = Replay.run(unexpected).trace.map(\.line)
    XCTAssertGreaterThan(actual.count, 20_000)
    let reversed = "[" + actual.reversed().map { Escaping.jsonString($0) }.joined(separator: ", ") + "]"
    let text = scenarioJSON(strategy: #""appleSceneSample""#, steps: steps, expect: #"{"trace": \#(reversed)}"#)
    let path = try write(text, to: "long.json", in: try makeTemporaryDirectory(self))
    let start = MonotonicInstant.now
    let result = runInProcess([path])
    let elapsed = MonotonicInstant.now - start
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(
      result.stdout.contains("The trace does not match the expected trace (exhaustive)."),
      String(result.stdout.prefix(500)))
    XCTAssertLessThan(elapsed, .seconds(30), "judging a long trace is slow again")
  }

  /// From `info-plist`: a binary Info.plist holding a set (marker `0xC_`, which no property list may hold)
  /// made qa-sim die with a segmentation fault inside Foundation, which builds a `CFSet` for it and then
  /// crashes bridging that to Swift. Now it is an invalid scenario with one line.
  func testAnInfoPlistHoldingASetIsAnInvalidScenarioNotACrash() throws {
    let directory = try makeTemporaryDirectory(self)
    var plist = try PropertyListSerialization.data(
      fromPropertyList: [
        "UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "A"]],
        "x": ["p", "q"],
      ], format: .binary, options: 0)
    let marker = try XCTUnwrap(plist.lastIndex(of: 0xA2))  // the array `x`
    plist[marker] = 0xC2
    try write(plist, to: "Info.plist", in: directory)
    let path = try write(
      #"{"version": 1, "name": "s", "app": {"strategy": "pendingSlot", "infoPlist": "Info.plist"}, "steps": []}"#,
      to: "s.json", in: directory)
    let result = try BinaryRunner.run([path])
    XCTAssertEqual(result.status, 65, result.stderr)
    XCTAssertEqual(
      result.stderrLines,
      [
        "\(path): app.infoPlist: \(directory.path)/Info.plist: the binary property list holds a set (the object at "
          + "byte \(marker - plist.startIndex)), which property lists do not allow"
      ])
  }
}
