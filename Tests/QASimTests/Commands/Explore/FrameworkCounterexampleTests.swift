import Foundation
import XCTest

/// `qa-sim explore --strategy` knows the framework strategies (UIKit semantics article, 10a rows 5 to 9), and the
/// counterexample it writes for react-native-quick-actions' cold launch fails for the double handling until the app
/// is fixed, then passes.
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
    // Saved as a counterexample, the file fails while the app has the bug, showing the double handling.
    let shown = assertFailsUntilFixed(file, kind: "duplicate")
    assertGolden(
      shown.stdout, named: "explore/frameworks/saved-duplicate-fails.txt", temporaryDirectories: [directory])
    // The same file with the app fixed (the bridge no longer keeps the event popInitialAction() hands over) passes.
    let fixed = text.replacingOccurrences(
      of: "\"strategy\": \"reactNativeQuickActions\"", with: "\"strategy\": \"reactNativeQuickActionsFixed\"")
    XCTAssertNotEqual(fixed, text)
    try fixed.write(toFile: file, atomically: true, encoding: .utf8)
    let passed = runInProcess([file])
    XCTAssertEqual(passed.status, 0, passed.stdout)
  }

  // The help and the error for an unknown name list the framework strategies.
  func testTheStrategyListNamesTheFrameworks() {
    let result = runInProcess(["explore", "--strategy", "noSuchFramework"])
    XCTAssertEqual(result.status, 64)
    // flutterQuickActionsPreScene, reactNativeQuickActionsFixed, expoQuickActions and firefoxGatedRoute among them.
    assertGolden(result.stderr, named: "explore/frameworks/unknown-strategy.txt")
  }
}
