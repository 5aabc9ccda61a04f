import XCTest

// Tests internals: feeds InvariantMonitor.launchDidCrash(step:), the hook AppRunner calls, directly.
@testable import SceneLifecycle

/// UIKit semantics article, 8e rows 2 and 7: the monitor's launchCrash violation and its message.
final class LaunchCrashMonitorTests: XCTestCase {
  // 8e row 2: launchCrash is an error kind, and its message cites TN3187 by its URL and points to qa-sim migrate.
  func testLaunchCrashIsAnErrorWhoseMessageCitesTN3187() {
    XCTAssertFalse(ViolationKind.launchCrash.isWarning)
    var monitor = InvariantMonitor()
    monitor.launchDidCrash(step: 3)
    let violations = monitor.finish()
    XCTAssertEqual(violations.map(\.kind), [.launchCrash])
    XCTAssertEqual(violations.map(\.step), [3])
    let message = violations[0].message { _ in "unused" }
    XCTAssertTrue(
      message.contains(
        "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"))
    XCTAssertTrue(message.contains("qa-sim migrate"))
    XCTAssertTrue(message.contains("iOS 27 SDK"))
    XCTAssertFalse(message.contains("unused"), "the crash names no item")
  }
}
