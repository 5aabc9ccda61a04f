import QuickActions
import SceneLifecycle
import XCTest

@testable import qa_sim

/// A path the explorer found becomes a scenario file with its ids named through the catalog the search
/// used, so a duplicate item type (only a warning) does not shift the items after it.
final class CounterexampleFileTests: XCTestCase {
  private let items = [
    ShortcutItem(type: "A", localizedTitle: "First A"), ShortcutItem(type: "A", localizedTitle: "Second A"),
    ShortcutItem(type: "B", localizedTitle: "B"),
  ]

  func testPickingTheItemAfterADuplicateTypeWritesThatItem() throws {
    let configuration = ExplorerConfiguration(lifecycle: .scene, strategy: .pendingSlot, staticItems: items)
    let catalog = configuration.catalog
    let pickB = LifecycleEvent.quickAction(try XCTUnwrap(catalog.id(of: "B")))
    XCTAssertTrue(configuration.events.contains(pickB), "the explorer never picks B")
    let subject = ExploreCommand.Subject(
      strategy: .pendingSlot, items: items, links: [], lifecycle: .scene, device: .iPhone, options: .defaults,
      appDocument: nil,
      label: "pendingSlot")
    let document = ExploreCommand.scenarioDocument(
      name: "n", description: "d", events: [pickB], catalog: catalog, options: .defaults, subject: subject,
      lifecycle: .scene)
    let text = JSONSerializer().document(document)
    let loaded = try ScenarioLoader.decode(Array(text.utf8), file: "b.json").get()
    XCTAssertEqual(loaded.scenario.steps, [.quickAction("B")], text)
    XCTAssertEqual(Replay.run(loaded).handled, ["B"])
  }
}
