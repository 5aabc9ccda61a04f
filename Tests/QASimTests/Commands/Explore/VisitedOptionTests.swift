import CommandLineKit
import Foundation
import SceneLifecycle
import XCTest

/// `explore --visited`: the bounded modes for spaces beyond memory say PARTIAL with their probability of omission,
/// in text and JSON; a mode that does not exist is a usage error naming the flag.
final class VisitedOptionTests: XCTestCase {
  func testABoundedModeIsReportedAsPartialWithItsProbability() {
    let text = runInProcess([
      "explore", "--strategy", "pendingSlot", "--scenes", "2", "--depth", "5", "--visited", "hashcompact",
      "--no-timing",
    ])
    XCTAssertEqual(text.status, 1, text.stderr)
    let lines = text.stdout.split(separator: "\n").map(String.init)
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("  PARTIAL: visited set hashcompact; probability of having omitted a state ≤ ") },
      text.stdout)
    XCTAssertFalse(text.stdout.contains("every reachable state seen"), text.stdout)
    let json = runInProcess([
      "explore", "--strategy", "pendingSlot", "--depth", "5", "--visited", "bitstate", "--bitstate-mib", "1",
      "--format", "json", "--no-timing",
    ])
    // Partial, visited bitstate:1, with its omission probability.
    assertGolden(json.stdout, named: "explore/visited/bitstate-partial.json")
  }

  func testTheExactModeIsTodaysReport() {
    let plain = runInProcess(["explore", "--strategy", "pendingSlot", "--depth", "5", "--no-timing"])
    let exact = runInProcess([
      "explore", "--strategy", "pendingSlot", "--depth", "5", "--visited", "exact", "--no-timing",
    ])
    XCTAssertEqual(exact.stdout, plain.stdout)
  }

  func testAnUnknownModeIsAUsageError() {
    for arguments in [["--visited", "bitstate:1"], ["--bitstate-mib", "0"]] {
      let result = runInProcess(["explore", "--strategy", "pendingSlot"] + arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.stderr.split(separator: "\n").first?.contains(arguments[0]) == true, result.stderr)
    }
  }
}
