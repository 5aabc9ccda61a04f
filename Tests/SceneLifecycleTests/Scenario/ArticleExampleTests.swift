import QuickActions
import SceneLifecycle
import XCTest

/// The examples of the "Asserting traces from XCTest" article, as a user would write them (no `@testable`),
/// so the article cannot drift from the API.
final class ArticleExampleTests: XCTestCase {
  func testColdLaunchFromAQuickAction() throws {
    let file = scenariosDirectory.appendingPathComponent("coldLaunch.json")
    let run = try ScenarioReplay.run(contentsOf: file)

    XCTAssertTrue(run.passed, run.failureMessage)
    XCTAssertEqual(
      run.traceLines.filter { $0.hasPrefix("app ") },
      ["app store com.example.search", "app handle com.example.search", "app reset com.example.search"])
  }

  func testAWarmQuickActionIsHandledOnActivation() {
    var sim = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot,
      shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    sim.drive(to: .background)  // tapIcon, goHome
    sim.quickAction("com.example.search")

    let expected = [
      "system windowScene(_:performActionFor:completionHandler:) com.example.search",
      "system sceneDidBecomeActive(_:)",
      "app handle com.example.search",
    ]
    if let message = sim.traceMismatch(expected, mode: .subsequence) { XCTFail(message) }
    XCTAssertEqual(sim.handledTypes, ["com.example.search"])
    XCTAssertEqual(sim.violationKinds, [])
  }
}
