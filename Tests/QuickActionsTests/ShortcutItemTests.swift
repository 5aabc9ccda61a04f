import Foundation
import QuickActions
import XCTest

final class ShortcutItemTests: XCTestCase {
  // UIKit semantics article, 5a: convenience init(type:localizedTitle:).
  func testConvenienceInitLeavesOptionalsNil() {
    let item = ShortcutItem(type: "t", localizedTitle: "T")
    XCTAssertEqual(item.type, "t")
    XCTAssertEqual(item.localizedTitle, "T")
    XCTAssertNil(item.localizedSubtitle)
    XCTAssertNil(item.icon)
    XCTAssertNil(item.userInfo)
    XCTAssertNil(item.targetContentIdentifier)
  }

  func testItemsAreEqualOnlyWhenEveryPropertyIsEqual() {
    let item = ShortcutItem(type: "t", localizedTitle: "T", icon: .system(.search), userInfo: ["v": .integer(1)])
    var changed = item
    XCTAssertEqual(item, changed)
    changed.userInfo = ["v": .integer(2)]
    XCTAssertNotEqual(item, changed)
    changed = item
    changed.icon = .systemImage(name: "magnifyingglass")
    XCTAssertNotEqual(item, changed)
  }
}
