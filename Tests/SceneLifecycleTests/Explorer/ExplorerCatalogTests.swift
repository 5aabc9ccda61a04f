import QuickActions
import SceneLifecycle
import XCTest

/// The explorer names its events' items and links through one catalog, which its paths and counterexamples
/// carry.
final class ExplorerCatalogTests: XCTestCase {
  private let items = [
    ShortcutItem(type: "A", localizedTitle: "First A"), ShortcutItem(type: "A", localizedTitle: "Second A"),
    ShortcutItem(type: "B", localizedTitle: "B"),
  ]

  func testWithADuplicateTypeEachShownTypeIsPickedOnceAndLinksFollowTheTypes() {
    let configuration = ExplorerConfiguration(
      lifecycle: .scene, strategy: .pendingSlot, staticItems: items,
      links: ["pariscafe://search", "https://example.com/a"])
    let catalog = configuration.catalog
    XCTAssertEqual(
      configuration.events.filter { $0.deliverable != nil }.map(catalog.summary(of:)),
      ["quickAction A", "quickAction B", "openURL pariscafe://search", "universalLink https://example.com/a"])
  }

  func testOmittedEventKindsAreNotTriedAndTheRestKeepTheirOrder() throws {
    var configuration = ExplorerConfiguration(lifecycle: .scene, strategy: .appleSceneSample, depth: 6)
    let all = configuration.events
    configuration.omittedEvents = [.interruption, .forceQuit]
    XCTAssertEqual(configuration.events, all.filter { $0 != .interruption && $0 != .forceQuit })
    let withAll = try Explorer(ExplorerConfiguration(lifecycle: .scene, strategy: .appleSceneSample, depth: 6)).run()
    let without = try Explorer(configuration).run()
    XCTAssertLessThan(without.transitions, withAll.transitions)
    XCTAssertFalse(without.counterexamples.contains { $0.events.contains(.interruption) })
  }

  func testCounterexamplesCarryTheCatalogTheSearchUsed() throws {
    let configuration = ExplorerConfiguration(lifecycle: .scene, strategy: .pendingSlot, staticItems: items, depth: 5)
    let report = try Explorer(configuration).run()
    XCTAssertFalse(report.counterexamples.isEmpty)
    for counterexample in report.counterexamples {
      XCTAssertEqual(counterexample.catalog, configuration.catalog)
    }
    for path in report.transitionsTaken.values {
      XCTAssertEqual(path.catalog, configuration.catalog)
    }
  }
}
