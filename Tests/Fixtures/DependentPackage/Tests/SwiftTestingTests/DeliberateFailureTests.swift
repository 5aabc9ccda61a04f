import Foundation
import QuickActions
import SceneLifecycle
import SceneLifecycleTesting
import Testing
import XCTest

/// A wrong trace, asserted on purpose: qa-sim's `DependentPackageTests` runs these with `QA_SIM_EXPECT_FAILURE=1`
/// and checks the failure's text, its line and the attachments. Off otherwise, so the package's own run passes.
enum DeliberateFailure {
  /// Whether the deliberate failures run.
  static let isOn = ProcessInfo.processInfo.environment["QA_SIM_EXPECT_FAILURE"] == "1"

  /// A cold launch through the search quick action, handled by the pending slot strategy.
  static var coldLaunch: Simulator<TableStrategy> {
    var simulator = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot,
      shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    simulator.quickAction("com.example.search")
    return simulator
  }

  /// What the trace does not hold: the item handled under another name.
  static let wrongTrace = ["system sceneDidBecomeActive(_:)", "app handle com.example.share"]
}

@Test(.enabled(if: DeliberateFailure.isOn))
func deliberatelyWrongTrace() {
  expectTrace(DeliberateFailure.coldLaunch, DeliberateFailure.wrongTrace)
}

/// The same failing assertion in XCTest.
final class DeliberateFailureXCTests: XCTestCase {
  func testDeliberatelyWrongTrace() throws {
    try XCTSkipUnless(DeliberateFailure.isOn, "set QA_SIM_EXPECT_FAILURE=1 to fail on purpose")
    expectTrace(DeliberateFailure.coldLaunch, DeliberateFailure.wrongTrace)
  }
}
