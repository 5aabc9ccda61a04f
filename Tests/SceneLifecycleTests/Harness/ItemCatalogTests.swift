import QuickActions
import SceneLifecycle
import XCTest

/// The catalog is the one place that names items and links with ids, and names ids back.
final class ItemCatalogTests: XCTestCase {
  private let first = ShortcutItem(type: "A", localizedTitle: "First A")
  private let second = ShortcutItem(type: "A", localizedTitle: "Second A")
  private let other = ShortcutItem(type: "B", localizedTitle: "B")

  func testADuplicateTypeKeepsTheFirstItemAndTheNextTypeTakesTheNextID() {
    let catalog = ItemCatalog(items: [first, second, other], links: ["pariscafe://search"])
    XCTAssertEqual(catalog.items, [first, other])
    XCTAssertEqual(catalog.ids, [ItemID(0), ItemID(1), ItemID(2)])
    XCTAssertEqual(catalog.id(of: "B"), ItemID(1))
    XCTAssertEqual(catalog.id(ofLink: "pariscafe://search"), ItemID(2))
  }

  func testAStepIsNamedForTheModelAndNamedBackUnchanged() {
    var catalog = ItemCatalog(items: [first, second, other], links: [])
    let steps: [ScenarioStep] = [
      .tapIcon, .quickAction("B"), .openURL("pariscafe://search"), .universalLink("https://example.com/a"),
      .setDynamicItems([ShortcutItem(type: "C", localizedTitle: "C"), other]), .quickAction("A"),
    ]
    let events = steps.compactMap { catalog.intern($0) }
    XCTAssertEqual(
      events,
      [
        .tapIcon, .quickAction(ItemID(1)), .openURL(ItemID(2)), .universalLink(ItemID(3)),
        .setDynamicItems([ItemID(4), ItemID(1)]), .quickAction(ItemID(0)),
      ])
    XCTAssertEqual(events.map(catalog.step(for:)), steps)
    XCTAssertEqual(catalog.summary(of: .setDynamicItems([ItemID(4), ItemID(1)])), "setDynamicItems [C, B]")
  }

  func testALookupNamesOnlyWhatTheCatalogKnows() {
    let catalog = ItemCatalog(items: [first, other], links: ["pariscafe://search"])
    XCTAssertEqual(catalog.event(for: .openURL("pariscafe://search")), .openURL(ItemID(2)))
    XCTAssertEqual(catalog.event(for: .setDynamicItems([other, first])), .setDynamicItems([ItemID(1), ItemID(0)]))
    // A dynamic item of a known type that differs in another property is another item (5a row 2).
    XCTAssertNil(catalog.event(for: .setDynamicItems([second])))
    XCTAssertNil(catalog.event(for: .quickAction("C")))
    XCTAssertNil(catalog.event(for: .universalLink("https://example.com/a")))
  }

  func testAQuickActionOfAnUnknownTypeIsNamedAsABareItem() {
    var catalog = ItemCatalog()
    XCTAssertEqual(catalog.intern(.quickAction("x")), .quickAction(ItemID(0)))
    XCTAssertEqual(catalog.items, [ShortcutItem(type: "x", localizedTitle: "x")])
  }

  func testAnIDTheCatalogDoesNotHoldIsNamedByItsNumber() {
    let catalog = ItemCatalog(items: [first], links: [])
    XCTAssertEqual(catalog.step(for: .quickAction(ItemID(7))), .quickAction("#7"))
    XCTAssertEqual(catalog.summary(of: .openURL(ItemID(7))), "openURL #7")
  }

  func testAFullCatalogNamesOnlyWhatItKnows() {
    let items = (0..<ItemCatalog.capacity).map { ShortcutItem(type: "t\($0)", localizedTitle: "T") }
    var catalog = ItemCatalog(items: items, links: [])
    XCTAssertEqual(catalog.intern(.quickAction("t3")), .quickAction(ItemID(3)))
    XCTAssertEqual(catalog.intern(.goHome), .goHome)
    XCTAssertNil(catalog.intern(.quickAction("new")))
    XCTAssertNil(catalog.intern(.openURL("pariscafe://search")))
    XCTAssertNil(catalog.intern(.setDynamicItems([items[0], ShortcutItem(type: "new", localizedTitle: "N")])))
  }

  func testTheSimulatorRefusesAStepItsCatalogCannotName() throws {
    let items = (0..<ItemCatalog.capacity).map { ShortcutItem(type: "t\($0)", localizedTitle: "T") }
    var sim = Simulator(lifecycle: .scene, strategy: try idleApp(), shortcutItems: items)
    let refused = try XCTUnwrap(sim.quickAction("new"))
    XCTAssertEqual(refused.reason, .catalogFull)
    XCTAssertEqual(refused.event, .quickAction(ItemCatalog.unnamed))
    XCTAssertEqual(sim.stepCount, 1)
    XCTAssertNil(sim.quickAction("t0"))
  }
}
