import QuickActions
import SceneLifecycle
import XCTest

/// `print(violation)` reads as the violation's kind and message, naming items as the run's trace does; the names are
/// no part of a violation's identity.
final class ViolationDescriptionTests: XCTestCase {
  /// Runs whose violations cover several kinds and messages: a cold launch the app ignores (`lost`), a warm item
  /// whose handler is never called (`completionMissing`), and an item handled twice and then late.
  func testAViolationPrintsAsItsKindAndMessage() throws {
    var lost = makeSimulator(.performActionOnly, lifecycle: .scene)
    lost.quickAction(searchType)
    XCTAssertEqual(
      lost.violations.map(\.description), ["lost: com.example.search delivered at step 0 was never handled"])
    XCTAssertEqual("\(try XCTUnwrap(lost.violations.first))", lost.violations.first?.description)

    var seed = makeSimulator(.seedArticle, lifecycle: .scene)
    seed.tapIcon()
    seed.send(.goHome)
    seed.quickAction(shareType)
    var apple = makeSimulator(.appleSceneSample, lifecycle: .scene)
    apple.quickAction(searchType)
    apple.send(.goHome)
    apple.tapIcon()
    for sim in [lost, seed, apple] {
      let records = sim.violationRecords(sceneIDs: [])
      XCTAssertFalse(records.isEmpty, sim.traceLines.joined(separator: "\n"))
      XCTAssertEqual(sim.violations.map(\.description), records.map { "\($0.kind.rawValue): \($0.message)" })
      XCTAssertEqual(records.map(\.description), sim.violations.map(\.description))
    }
    XCTAssertTrue(
      seed.violations.contains {
        $0.description.hasPrefix("completionMissing: performActionFor for com.example.share")
      },
      "\(seed.violations)")
    XCTAssertTrue(
      apple.violations.contains { $0.description.hasPrefix("duplicate: com.example.search") }, "\(apple.violations)")
  }

  /// Read off the monitor, which knows no catalog, a violation names its item by position; it is the same violation.
  func testAViolationWithoutItsRunsNamesNamesItemsByPosition() {
    var sim = makeSimulator(.performActionOnly, lifecycle: .scene)
    sim.quickAction(shareType)
    let unnamed = sim.runner.monitor.finish()
    XCTAssertEqual(unnamed.map(\.description), ["lost: item 1 delivered at step 0 was never handled"])
    XCTAssertEqual(unnamed, sim.violations)
    XCTAssertEqual(Set(unnamed), Set(sim.violations))
  }
}
