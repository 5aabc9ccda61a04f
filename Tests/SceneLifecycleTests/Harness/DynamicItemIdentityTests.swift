import QuickActions
import SceneLifecycle
import XCTest

/// An item is what UIKit hands the app, all six properties of the `UIApplicationShortcutItem` (UIKit semantics
/// article, 5a row 2; `userInfo` arrives as set, 5c row 6): a dynamic item that reuses a static item's type with
/// another `userInfo` is a distinct item in traces and invariants.
final class DynamicItemIdentityTests: XCTestCase {
  private let paris = ShortcutItem(
    type: "com.example.search", localizedTitle: "Search", userInfo: ["Name": .string("Paris")])
  private let rome = ShortcutItem(
    type: "com.example.search", localizedTitle: "Search Rome", userInfo: ["Name": .string("Rome")])

  private func simulator<S: AppStrategy>(_ strategy: S) -> Simulator<S> {
    Simulator(lifecycle: .scene, strategy: strategy, shortcutItems: [paris])
  }

  func testADynamicItemWithAnotherUserInfoHasItsOwnIDAndTracesTellThemApart() throws {
    var catalog = ItemCatalog([paris])
    XCTAssertEqual(catalog.name(of: ItemID(0)), "com.example.search", "unambiguous: the type alone")
    let romeID = try XCTUnwrap(catalog.add(rome))
    XCTAssertNotEqual(romeID, ItemID(0), "5a row 2: userInfo is part of what the app receives")
    XCTAssertEqual(catalog.name(of: ItemID(0)), "com.example.search {Name: Paris}")
    XCTAssertEqual(catalog.name(of: romeID), "com.example.search {Name: Rome}")
    XCTAssertEqual(catalog.type(of: romeID), "com.example.search", "the scenario still names it by type")
    XCTAssertEqual(catalog.add(paris), ItemID(0), "an item equal in all six properties is the same item")
  }

  func testItemsWithTheSameUserInfoAreToldApartByTitleThenByPosition() throws {
    var catalog = ItemCatalog([ShortcutItem(type: "A", localizedTitle: "One")])
    let two = try XCTUnwrap(catalog.add(ShortcutItem(type: "A", localizedTitle: "Two")))
    XCTAssertEqual(catalog.name(of: two), "A \"Two\"")
    let three = try XCTUnwrap(catalog.add(ShortcutItem(type: "A", localizedTitle: "Two", localizedSubtitle: "3")))
    XCTAssertEqual(catalog.name(of: three), "A #\(three.index)", "5a row 2: the subtitle differs, shown by position")
    XCTAssertEqual(catalog.name(of: ItemID(0)), "A \"One\"")
  }

  func testAPlaceholderForAnUnknownTypeDoesNotMakeTheTypeAmbiguous() throws {
    var catalog = ItemCatalog()
    let bare = try XCTUnwrap(catalog.intern("com.example.recent"))
    let recent = ShortcutItem(
      type: "com.example.recent", localizedTitle: "Recent", userInfo: ["city": .string("Paris")])
    let dynamic = try XCTUnwrap(catalog.add(recent))
    XCTAssertNotEqual(bare, dynamic)
    XCTAssertEqual(catalog.name(of: dynamic), "com.example.recent")
    XCTAssertEqual(catalog.name(of: bare), "com.example.recent")
  }

  func testAQuickActionAfterTheUpdatePicksTheDynamicItemTheMenuShowsLast() {
    var sim = simulator(TableStrategy.pendingSlot)
    sim.tapIcon()
    sim.send(.goHome)
    sim.quickAction("com.example.search")
    XCTAssertEqual(sim.handledNames, ["com.example.search"], "before the update: the static item, named plainly")
    sim.send(.goHome)
    sim.setDynamicItems([rome])
    // 5d row 1: static items first, then dynamic ones, so the menu shows both items of the type.
    XCTAssertEqual(
      sim.machine.menu.shownItems.map(sim.catalog.name(of:)),
      [
        "com.example.search {Name: Paris}", "com.example.search {Name: Rome}",
      ])
    XCTAssertNil(sim.quickAction("com.example.search"))
    XCTAssertEqual(sim.handledNames, ["com.example.search {Name: Paris}", "com.example.search {Name: Rome}"])
    XCTAssertEqual(sim.handledTypes, ["com.example.search", "com.example.search"])
    XCTAssertTrue(
      sim.traceLines.contains(
        "system windowScene(_:performActionFor:completionHandler:) com.example.search {Name: Rome}"))
    XCTAssertEqual(sim.violations, [])
  }

  func testHandlingTheStaticItemWhenTheDynamicOneWasDeliveredIsStaleAndTheDeliveredOneLost() throws {
    /// An app that rebuilds the item from its type out of its Info.plist copy, so it acts on the static item's
    /// `userInfo` whatever the user picked.
    struct RebuildsFromType: AppStrategy {
      let staticID: ItemID
      mutating func respond(to callback: Callback, app: inout AppContext) {
        guard callback.kind == .windowScenePerformAction, let delivery = callback.delivery else { return }
        app.handle(Delivery(serial: delivery.serial, item: staticID))
        app.complete(true)
      }
    }
    var sim = simulator(RebuildsFromType(staticID: ItemID(0)))
    sim.tapIcon()
    sim.setDynamicItems([rome])
    sim.send(.goHome)
    sim.quickAction("com.example.search")
    let romeID = try XCTUnwrap(sim.catalog.id(of: rome))
    XCTAssertEqual(sim.violationKinds, [.lost, .stale])
    let stale = try XCTUnwrap(sim.violations.first { $0.kind == .stale })
    XCTAssertEqual(stale.detail, .otherThanDelivered(item: romeID, step: 3))
    XCTAssertEqual(
      stale.message(itemName: sim.catalog.name(of:)),
      "com.example.search {Name: Paris} was handled although UIKit delivered com.example.search {Name: Rome} at step 3")
    XCTAssertEqual(sim.violations.first { $0.kind == .lost }?.delivery.item, romeID)
  }

  func testADynamicItemEqualToTheStaticOneIsTheSameItem() {
    var sim = simulator(TableStrategy.pendingSlot)
    sim.tapIcon()
    sim.setDynamicItems([paris])
    sim.send(.goHome)
    sim.quickAction("com.example.search")
    XCTAssertEqual(sim.catalog.items, [paris], "5a row 2: equal in all six properties")
    XCTAssertEqual(sim.handledNames, ["com.example.search"])
  }
}
