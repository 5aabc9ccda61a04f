import QuickActions
import XCTest

final class PendingSlotTests: XCTestCase {
  func testNewSlotIsEmpty() {
    var slot = PendingSlot<String>()
    XCTAssertNil(slot.item)
    XCTAssertNil(slot.consume())
  }

  func testConsumeReturnsTheItemOnceThenNil() {
    var slot = PendingSlot<String>()
    slot.store("com.example.search")
    XCTAssertEqual(slot.item, "com.example.search")
    XCTAssertEqual(slot.consume(), "com.example.search")
    XCTAssertNil(slot.item)
    XCTAssertNil(slot.consume())
  }

  func testStoringNilKeepsTheParkedItem() {
    var slot = PendingSlot<String>()
    slot.store("com.example.search")
    slot.store(nil)
    XCTAssertEqual(slot.consume(), "com.example.search")
  }

  func testStoringReplacesThePreviousItem() {
    var slot = PendingSlot<String>()
    slot.store("com.example.search")
    slot.store("com.example.compose")
    XCTAssertEqual(slot.consume(), "com.example.compose")
    XCTAssertNil(slot.consume())
  }

  func testResetEmptiesTheSlotWithoutReturningTheItem() {
    var slot = PendingSlot<String>()
    slot.store("com.example.search")
    slot.reset()
    XCTAssertNil(slot.item)
    XCTAssertNil(slot.consume())
  }

  func testSlotHoldsWholeShortcutItems() {
    var slot = PendingSlot<ShortcutItem>()
    let item = ShortcutItem(type: "com.example.search", localizedTitle: "Search", icon: .system(.search))
    slot.store(item)
    XCTAssertEqual(slot.consume(), item)
  }
}
