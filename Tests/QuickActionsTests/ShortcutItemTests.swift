import Foundation
import QuickActions
import XCTest

final class ShortcutItemTests: XCTestCase {
  // UIKit semantics article, 5a row 1: convenience init(type:localizedTitle:).
  func testConvenienceInitLeavesOptionalsNil() {
    let item = ShortcutItem(type: "t", localizedTitle: "T")
    XCTAssertEqual(item.type, "t")
    XCTAssertEqual(item.localizedTitle, "T")
    XCTAssertNil(item.localizedSubtitle)
    XCTAssertNil(item.icon)
    XCTAssertNil(item.userInfo)
    XCTAssertNil(item.targetContentIdentifier)
  }

  // UIKit semantics article, 5a row 2: the six properties, and two items are equal only when all six are.
  func testItemsAreEqualOnlyWhenEveryPropertyIsEqual() {
    let item = ShortcutItem(
      type: "t", localizedTitle: "T", localizedSubtitle: "S", icon: .system(.search), userInfo: ["v": .integer(1)],
      targetContentIdentifier: "scene")
    let edits: [(String, (inout ShortcutItem) -> Void)] = [
      ("type", { $0.type = "u" }), ("localizedTitle", { $0.localizedTitle = "U" }),
      ("localizedSubtitle", { $0.localizedSubtitle = nil }),
      ("icon", { $0.icon = .systemImage(name: "magnifyingglass") }),
      ("userInfo", { $0.userInfo = ["v": .integer(2)] }),
      ("targetContentIdentifier", { $0.targetContentIdentifier = "other" }),
    ]
    XCTAssertEqual(item, item)
    for (property, edit) in edits {
      var changed = item
      edit(&changed)
      XCTAssertNotEqual(item, changed, property)
    }
  }

  // UIKit semantics article, 5a row 3: every property can be set on an edited copy (`mutableCopy()` in UIKit);
  // the value type keeps the original as it was, like the immutable `UIApplicationShortcutItem`.
  func testAnEditedCopyLeavesTheOriginalUnchanged() {
    let original = ShortcutItem(type: "t", localizedTitle: "T")
    var copy = original
    copy.type = "u"
    copy.localizedTitle = "U"
    copy.localizedSubtitle = "S"
    copy.icon = .templateImage(name: "glyph")
    copy.userInfo = ["k": .string("v")]
    copy.targetContentIdentifier = "scene"
    XCTAssertEqual(original, ShortcutItem(type: "t", localizedTitle: "T"))
    XCTAssertEqual(
      copy,
      ShortcutItem(
        type: "u", localizedTitle: "U", localizedSubtitle: "S", icon: .templateImage(name: "glyph"),
        userInfo: ["k": .string("v")], targetContentIdentifier: "scene"))
  }
}
