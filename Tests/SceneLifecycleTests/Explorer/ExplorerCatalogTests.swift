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
