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

  func testJSONObjectUsesShortKeysAndLeavesOutAbsentValues() throws {
    let item = ShortcutItem(type: "t", localizedTitle: "T", icon: .system(.markLocation), userInfo: ["b": .bool(true)])
    let data = try JSONSerialization.data(withJSONObject: item.jsonObject, options: [.sortedKeys])
    XCTAssertEqual(
      String(decoding: data, as: UTF8.self),
      #"{"iconType":"markLocation","title":"T","type":"t","userInfo":{"b":true}}"#)
  }

  func testJSONObjectRoundTripsThroughFromJSON() throws {
    let items = [
      ShortcutItem(
        type: "a", localizedTitle: "A", localizedSubtitle: "sub", icon: .system(.compose),
        userInfo: ["n": .integer(1), "r": .real(0.5), "list": .array([.bool(false)])], targetContentIdentifier: "scene"),
      ShortcutItem(type: "b", localizedTitle: "B", icon: .templateImage(name: "file")),
      ShortcutItem(type: "c", localizedTitle: "C", icon: .systemImage(name: "star")),
    ]
    let data = try JSONSerialization.data(withJSONObject: items.map(\.jsonObject), options: [.sortedKeys])
    let result = try StaticShortcutItems.fromJSON(JSONSerialization.jsonObject(with: data), path: "items")
    XCTAssertEqual(result, StaticItemsResult(items: items))
  }
}
