import CommandLineKit
import Foundation
import SceneLifecycle
import XCTest

/// `qa-sim migrate --sdk`: the app-delegate runs use the app's SDK today, the scene runs the later of it and the
/// iOS 27 SDK (UIKit semantics article, 8e rows 2 and 3).
final class MigrateSDKTests: XCTestCase {
  private let legacy = scenariosDirectory.appendingPathComponent("appleLegacySample.json").path

  func testTheReportNamesBothSDKs() throws {
    let text = runInProcess(["migrate", legacy, "--sdk", "25"]).stdout
    assertGolden(text, named: "migrate/appleLegacySample-sdk-25.txt")
    let json = runInProcess(["migrate", legacy, "--sdk", "28", "--format", "json"])
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(root["sdk"] as? [String: Int], ["before": 28, "after": 28])
  }

  func testAnAppDelegateAppAlreadyBuiltWithTheIOS27SDKIsBrokenBeforeTheMigrationOnEveryRoad() {
    // 8e rows 2 and 3: it crashes at every launch, so the migration is not what breaks it.
    let result = runInProcess(["migrate", legacy, "--sdk", "27"])
    XCTAssertEqual(result.status, 1)
    let lines = result.stdout.split(separator: "\n").filter { $0.hasSuffix(" migration") || $0.hasSuffix(" either") }
    XCTAssertEqual(lines.count, 24, result.stdout)
    for line in lines {
      XCTAssertTrue(line.contains("launchCrash") && line.hasSuffix("broken before migration"), String(line))
    }
    XCTAssertFalse(result.stdout.contains("breaks after migration"), result.stdout)
    assertGolden(result.stdout, named: "migrate/appleLegacySample-sdk-27.txt")
  }

  func testABadSDKIsAUsageErrorNamingTheOption() {
    let result = runInProcess(["migrate", legacy, "--sdk", "200"])
    XCTAssertEqual(result.status, 64)
    assertGolden(result.stderr, named: "migrate/sdk-out-of-range.txt")
  }
}
