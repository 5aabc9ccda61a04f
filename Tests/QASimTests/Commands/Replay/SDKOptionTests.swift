import CommandLineKit
import Foundation
import SceneLifecycle
import XCTest

/// `--sdk` on replay, `explore` and `generate`, and the SDK in the reports (UIKit semantics article, 8e rows 2, 4,
/// 6 and 7).
final class SDKOptionTests: XCTestCase {
  private var legacy: String { scenariosDirectory.appendingPathComponent("appleLegacySample.json").path }

  /// A copy of the AppDelegate sample, in a new directory, without its `expect.usesDeprecatedAPIs`: a file that
  /// does not say it relies on deprecated APIs on purpose, so each one is warned about.
  private func unmarkedLegacy() throws -> String {
    let text = try String(contentsOfFile: legacy, encoding: .utf8)
    let unmarked = text.replacingOccurrences(of: ",\n    \"usesDeprecatedAPIs\": true", with: "")
    XCTAssertNotEqual(unmarked, text)
    return try write(unmarked, to: "appleLegacySample.json", in: makeTemporaryDirectory(self))
  }
  private let tn3187 =
    "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"

  // 8e rows 2 and 7: --sdk 27 overrides the file's SDK; the AppDelegate sample fails with launchCrash at step 0,
  // the label and the trace header name the SDK, and the message cites TN3187 and qa-sim migrate.
  func testReplayWithSDK27FailsAnAppDelegateAppAtLaunch() {
    let result = runInProcess(["--sdk", "27", legacy])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stdout.hasPrefix("FAIL  \(legacy) [iOS 27 SDK]  "), result.stdout)
    // The trace header names the iOS 27 SDK; the launchCrash at step 0 gives its whole message.
    assertGolden(result.stdout, named: "replay/sdk/appleLegacySample-sdk-27-launchCrash.txt")
    XCTAssertTrue(Violation.launchCrashMessage.contains(tn3187))
    XCTAssertTrue(Violation.launchCrashMessage.contains("qa-sim migrate <file>"))
  }

  // 8e row 6: at the default SDK the output has no SDK in it, and passes; the JSON report says "sdk": 26, JUnit has
  // no property. 8e row 4: the deprecation warnings go to standard error, also in the JSON format.
  func testTheDefaultSDKKeepsTheReportsAsTheyWere() throws {
    let text = runInProcess([legacy])
    XCTAssertEqual(text.status, 0)
    XCTAssertEqual(
      text.stdout,
      "PASS  \(legacy)  Apple's 2015 AppDelegate sample, cold and warm\n\n1 passed, 0 failed\n"
        + "1 relies on deprecated APIs on purpose (expect.usesDeprecatedAPIs)\n")
    XCTAssertEqual(text.stderr, "")
    let json = runInProcess(["--format", "json", legacy])
    assertGolden(json.stdout, named: "replay/sdk/appleLegacySample-default-sdk-26.json")
    XCTAssertEqual(json.stderr, "")
    let junit = runInProcess(["--format", "junit", "--sdk", "27", legacy])
    assertGolden(junit.stdout, named: "replay/sdk/appleLegacySample-sdk-27-property.xml")
    XCTAssertFalse(runInProcess(["--format", "junit", legacy]).stdout.contains("<property"))
    // Without expect.usesDeprecatedAPIs each deprecated API is a warning on standard error, also in the JSON format.
    let unmarked = try unmarkedLegacy()
    let warned = runInProcess([unmarked])
    XCTAssertEqual(
      warned.stdout, "PASS  \(unmarked)  Apple's 2015 AppDelegate sample, cold and warm\n\n1 passed, 0 failed\n")
    XCTAssertEqual(
      warned.stderr.split(separator: "\n").map(String.init), deprecationLines(unmarked, .appleLegacySample))
    XCTAssertEqual(runInProcess(["--format", "json", unmarked]).stderr, warned.stderr)
  }

  // 8e row 4: below the iOS 26 SDK nothing is deprecated, so nothing is warned about.
  func testNoWarningBelowTheIOS26SDK() {
    let result = runInProcess(["--sdk", "18", legacy])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stderr, "")
    XCTAssertTrue(result.stdout.hasPrefix("PASS  \(legacy) [iOS 18 SDK]  "), result.stdout)
  }

  // A bad value is a usage error that names --sdk; --record refuses --sdk as it refuses --device.
  func testBadValuesAndRecordAreUsageErrors() {
    for (arguments, expected) in [
      (["--sdk", "8", legacy], "--sdk"), (["--sdk", "x", legacy], "--sdk"),
      (["--record", "--sdk", "27", legacy], "--sdk"),
      (["explore", "--sdk", "100"], "--sdk"),
      (["generate", "--cover", "transitions", "--out", "o", "--sdk", "0"], "--sdk"),
    ] {
      let result = runInProcess(arguments)
      XCTAssertEqual(result.status, 64, "\(arguments)")
      XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
    }
  }

  // 8e row 7: with --matrix every column is built with the given SDK: only SwiftUI and scene launch.
  func testMatrixRunsEveryColumnWithTheSDK() {
    let result = runInProcess(["--matrix", "--sdk", "27", "--format", "json", legacy])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout.components(separatedBy: #""sdk": 27"#).count - 1, 3, result.stdout)
    XCTAssertEqual(result.stdout.components(separatedBy: #""kind": "launchCrash""#).count - 1, 2, result.stdout)
  }

  // 8e rows 2 and 7: explore names the SDK and finds the launch crash in one step; its counterexample file records
  // "sdk": 27 and replays to the same failure, which it asserts until the app is fixed.
  func testExploreFindsTheCrashAndWritesTheSDK() throws {
    let directory = try makeTemporaryDirectory(self)
    let result = runInProcess([
      "explore", "--strategy", "appleLegacySample", "--sdk", "27", "--depth", "2", "--no-timing",
      "--write-counterexamples", directory.path,
    ])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(
      result.stdout.hasPrefix("qa-sim explore: appleLegacySample, appDelegate, iPhone, iOS 27 SDK, 2 items"),
      result.stdout)
    XCTAssertTrue(result.stdout.contains("violation launchCrash: shortest counterexample, 1 step"), result.stdout)
    let file = directory.appendingPathComponent("appleLegacySample-appDelegate-launchCrash.json").path
    let text = try String(contentsOfFile: file, encoding: .utf8)
    XCTAssertTrue(text.contains(#""sdk": 27"#), text)
    assertFailsUntilFixed(file, kind: "launchCrash")
    let standard = runInProcess(["explore", "--strategy", "appleLegacySample", "--depth", "2", "--no-timing"])
    XCTAssertFalse(standard.stdout.contains("SDK"), standard.stdout)
    XCTAssertFalse(standard.stdout.contains("launchCrash"), standard.stdout)
  }
}
