import Foundation
import XCTest

/// `qa-sim explore --strategy` knows the framework strategies (UIKit semantics article, 10a rows 5 to 9), and the
/// counterexample it writes for react-native-quick-actions' cold launch replays to the double handling.
final class FrameworkCounterexampleTests: XCTestCase {
  // 10a rows 6 and 7: popInitialAction() and the event the bridge kept both hand over the launch item.
  func testTheHandledTwiceCounterexampleReplays() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "explore", "--strategy", "reactNativeQuickActions", "--lifecycle", "appDelegate", "--depth", "8",
      "--write-counterexamples", directory.path, "--no-timing",
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    assertGolden(
      result.stdout, named: "explore/frameworks/reactNative-duplicate-2-steps.txt", temporaryDirectories: [directory])
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix("-duplicate.json")
    }
    let file = directory.appendingPathComponent(try XCTUnwrap(files.first, "\(files)")).path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    // The strategy and its jsBridge gate, the item queued behind it and the gate opened.
    assertGolden(text, named: "explore/frameworks/\(files[0])")
    let replayed = runInProcess([file])
    XCTAssertEqual(replayed.status, 0, "the written counterexample replays to its recorded outcome: \(replayed.stdout)")
    // Expecting no violation instead, the same steps fail and show the double handling.
    let bare = directory.appendingPathComponent("expectsNothing.json").path
    let expectsNothing = text.replacingOccurrences(of: "\"violations\": [\"duplicate\"]", with: "\"violations\": []")
    XCTAssertNotEqual(expectsNothing, text)
    try expectsNothing.write(toFile: bare, atomically: true, encoding: .utf8)
    let shown = runInProcess([bare])
    XCTAssertEqual(shown.status, 1, shown.stderr)
    assertGolden(
      shown.stdout, named: "explore/frameworks/expects-nothing-shows-duplicate.txt", temporaryDirectories: [directory])
  }

  // The help and the error for an unknown name list the framework strategies.
  func testTheStrategyListNamesTheFrameworks() {
    let result = runInProcess(["explore", "--strategy", "noSuchFramework"])
    XCTAssertEqual(result.status, 64)
    // flutterQuickActionsPreScene, reactNativeQuickActionsFixed, expoQuickActions and firefoxGatedRoute among them.
    assertGolden(result.stderr, named: "explore/frameworks/unknown-strategy.txt")
  }
}
