import SceneLifecycle
import XCTest

/// UIKit semantics article, 8e rows 2 and 7: the monitor's launchCrash violation and its message.
final class LaunchCrashMonitorTests: XCTestCase {
  // 8e row 2: launchCrash is an error kind, reported at the step of the launch that crashed, and its message cites
  // TN3187 by its URL and points to qa-sim migrate.
  func testLaunchCrashIsAnErrorWhoseMessageCitesTN3187() {
    XCTAssertFalse(ViolationKind.launchCrash.isWarning)
    var app = Simulator(
      lifecycle: .appDelegate, strategy: TableStrategy.appleLegacySample, build: AppBuild(sdk: SDK(major: 27)!))
    for _ in 0...3 { app.send(.tapIcon) }
    let violations = app.violations
    XCTAssertEqual(violations.map(\.kind), [.launchCrash, .launchCrash, .launchCrash, .launchCrash])
    XCTAssertEqual(violations.map(\.step), [0, 1, 2, 3])
    let message = violations[3].message { _ in "unused" }
    XCTAssertTrue(
      message.contains(
        "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"))
    XCTAssertTrue(message.contains("qa-sim migrate"))
    XCTAssertTrue(message.contains("iOS 27 SDK"))
    XCTAssertFalse(message.contains("unused"), "the crash names no item")
  }
}
