import QuickActions
import SceneLifecycle
import XCTest

/// Static items as scenario files write them, read straight from the parsed JSON.
final class StaticItemsJSONTests: XCTestCase {
  private func read(_ json: String, path: String = "app.shortcutItems") throws -> StaticItemsResult {
    try StaticShortcutItems.fromJSON(JSONParser.parse(Array(json.utf8)), path: path)
  }

  // MARK: - Reading

  func testReadsEveryShortKey() throws {
    let result = try read(
      """
      [{"type": "com.example.compose", "title": "New Message", "subtitle": "To anyone", "iconType": "compose",
        "userInfo": {"version": 2}, "targetContentIdentifier": "inbox"}]
      """)
    XCTAssertEqual(
      result.items,
      [
        ShortcutItem(
          type: "com.example.compose", localizedTitle: "New Message", localizedSubtitle: "To anyone",
          icon: .system(.compose), userInfo: ["version": .integer(2)], targetContentIdentifier: "inbox")
      ])
    XCTAssertEqual(result.warnings, [])
  }

  // "the same keys in JSON": the Info.plist key names work too.
  func testReadsInfoPlistKeyNames() throws {
    let result = try read(
      """
      [{"UIApplicationShortcutItemType": "t", "UIApplicationShortcutItemTitle": "T",
        "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeSearch",
        "UIApplicationShortcutItemUserInfo": {"k": "v"}}]
      """)
    XCTAssertEqual(
      result.items,
      [ShortcutItem(type: "t", localizedTitle: "T", icon: .system(.search), userInfo: ["k": .string("v")])])
  }

  func testIconTypeAcceptsShortAndObjectiveCNames() throws {
    let result = try read(
      #"[{"type": "a", "title": "A", "iconType": "markLocation"},"#
        + #" {"type": "b", "title": "B", "iconType": "UIApplicationShortcutIconTypeTaskCompleted"}]"#)
    XCTAssertEqual(result.items.map(\.icon), [.system(.markLocation), .system(.taskCompleted)])
  }

  func testEveryShortIconTypeNameIsAccepted() throws {
    let objects = ShortcutIcon.IconType.allCases.map { type -> JSONValue in
      .object(JSONObject(["type": .string(type.name), "title": .string("T"), "iconType": .string(type.name)]))
    }
    let result = try StaticShortcutItems.fromJSON(JSONValue.array(objects), path: "items")
    XCTAssertEqual(result.items.map(\.icon), ShortcutIcon.IconType.allCases.map { .system($0) })
  }

  // UIKit semantics article, 5c row 5: icon precedence applies to JSON too.
  func testSymbolNameWinsOverIconFileAndIconTypeInJSON() throws {
    let result = try read(
      #"[{"type": "t", "title": "T", "iconType": "search", "iconFile": "f", "iconSymbol": "magnifyingglass"},"#
        + #" {"type": "u", "title": "U", "iconType": "search", "iconFile": "f"}]"#)
    XCTAssertEqual(result.items.map(\.icon), [.systemImage(name: "magnifyingglass"), .templateImage(name: "f")])
  }

  func testEmptyArrayHasNoItems() throws {
    XCTAssertEqual(try read("[]"), StaticItemsResult(items: []))
  }

  // MARK: - Bool versus integer on Linux

  func testUserInfoKeepsJSONBoolsApartFromIntegers() throws {
    let result = try read(
      #"[{"type": "t", "title": "T", "userInfo": {"t": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "two": 2.0}}]"#
    )
    XCTAssertEqual(
      result.items.first?.userInfo,
      [
        "t": .bool(true), "f": .bool(false), "one": .integer(1), "zero": .integer(0), "half": .real(0.5),
        "two": .real(2),
      ])
  }

  func testUserInfoNestsArraysAndObjects() throws {
    let result = try read(#"[{"type": "t", "title": "T", "userInfo": {"tags": ["a", 1, false], "meta": {"v": "1"}}}]"#)
    XCTAssertEqual(
      result.items.first?.userInfo,
      ["tags": .array([.string("a"), .integer(1), .bool(false)]), "meta": .dictionary(["v": .string("1")])])
  }

  // MARK: - Errors

  func testMissingTypeIsAnErrorAtTheCallersPath() {
    let error = assertStaticItemsError(
      try read(#"[{"type": "a", "title": "A"}, {"type": "b", "title": "B"}, {"title": "C"}]"#),
      StaticItemsError(path: "app.shortcutItems[2].type", reason: .missingRequiredKey))
    XCTAssertEqual(error?.description, "app.shortcutItems[2].type: required key is missing")
  }

  func testMissingTitleIsAnError() {
    assertStaticItemsError(
      try read(#"[{"type": "a"}]"#), StaticItemsError(path: "app.shortcutItems[0].title", reason: .missingRequiredKey))
  }

  func testNumericTitleIsAWrongTypeError() {
    let error = assertStaticItemsError(
      try read(#"[{"type": "a", "title": 5}]"#),
      StaticItemsError(path: "app.shortcutItems[0].title", reason: .wrongType(expected: "a string", found: "a number")))
    XCTAssertEqual(error?.description, "app.shortcutItems[0].title: expected a string, found a number")
  }

  func testBoolTypeIsReportedAsABoolNotANumber() {
    assertStaticItemsError(
      try read(#"[{"type": true, "title": "T"}]"#),
      StaticItemsError(path: "app.shortcutItems[0].type", reason: .wrongType(expected: "a string", found: "a bool")))
  }

  func testNullSubtitleIsAWrongTypeError() {
    assertStaticItemsError(
      try read(#"[{"type": "a", "title": "T", "subtitle": null}]"#),
      StaticItemsError(path: "app.shortcutItems[0].subtitle", reason: .wrongType(expected: "a string", found: "null")))
  }

  func testErrorPathUsesTheKeySpellingTheFileUsed() {
    assertStaticItemsError(
      try read(#"[{"UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": 1}]"#),
      StaticItemsError(
        path: "app.shortcutItems[0].UIApplicationShortcutItemTitle",
        reason: .wrongType(expected: "a string", found: "a number")))
  }

  func testBothSpellingsOfOneKeyAreAnError() {
    let error = assertStaticItemsError(
      try read(#"[{"type": "a", "title": "T", "UIApplicationShortcutItemTitle": "U"}]"#),
      StaticItemsError(
        path: "app.shortcutItems[0]", reason: .conflictingKeys("title", "UIApplicationShortcutItemTitle")))
    XCTAssertEqual(
      error?.description,
      "app.shortcutItems[0]: both `title` and `UIApplicationShortcutItemTitle` are present; use only one")
  }

  func testUnknownIconTypeListsValidNames() {
    let error = assertStaticItemsError(
      try read(#"[{"type": "a", "title": "T", "iconType": "rocket"}]"#),
      StaticItemsError(
        path: "app.shortcutItems[0].iconType", reason: .unknownIconType("rocket", acceptsShortNames: true)))
    XCTAssertEqual(
      error?.message,
      "unknown icon type `rocket`; expected one of the 29 names such as `search`, `compose` or `share`, "
        + "or an Info.plist name such as `UIApplicationShortcutIconTypeSearch`")
  }

  func testMiscapitalisedShortIconTypeSuggestsTheRightName() {
    let error = assertStaticItemsError(try read(#"[{"type": "a", "title": "T", "iconType": "Search"}]"#))
    XCTAssertEqual(error?.message, "unknown icon type `Search`; did you mean `search`?")
  }

  func testUserInfoThatIsNotAnObjectIsAnError() {
    assertStaticItemsError(
      try read(#"[{"type": "a", "title": "T", "userInfo": [1]}]"#),
      StaticItemsError(
        path: "app.shortcutItems[0].userInfo", reason: .wrongType(expected: "a dictionary", found: "an array")))
  }

  // UIKit semantics article, 5a row 4: userInfo must be property-list encodable.
  func testNullInsideUserInfoIsAnErrorAtItsPath() {
    let error = assertStaticItemsError(try read(#"[{"type": "a", "title": "T", "userInfo": {"list": [1, null]}}]"#))
    XCTAssertEqual(error?.path, "app.shortcutItems[0].userInfo.list[1]")
    XCTAssertEqual(
      error?.description,
      "app.shortcutItems[0].userInfo.list[1]: null is not a property-list value "
        + "(use a string, number, bool, date, data, array or dictionary)")
  }

  func testNonArrayIsAnError() {
    assertStaticItemsError(
      try read(#"{"type": "a"}"#),
      StaticItemsError(path: "app.shortcutItems", reason: .wrongType(expected: "an array", found: "a dictionary")))
  }

  func testNonObjectItemIsAnError() {
    assertStaticItemsError(
      try read(#"["search"]"#),
      StaticItemsError(path: "app.shortcutItems[0]", reason: .wrongType(expected: "a dictionary", found: "a string")))
  }

  // MARK: - Warnings

  // UIKit semantics article, 5c row 1: types should be unique per action.
  func testDuplicateTypeIsAWarning() throws {
    let result = try read(#"[{"type": "a", "title": "A"}, {"type": "a", "title": "B"}]"#)
    XCTAssertEqual(result.items.count, 2)
    XCTAssertEqual(
      result.warnings,
      [
        StaticItemsWarning(
          path: "app.shortcutItems[1].type", reason: .duplicateType("a", firstPath: "app.shortcutItems[0]"))
      ])
  }

  func testMisspeltKeyIsAWarning() throws {
    let result = try read(#"[{"type": "a", "title": "A", "subtitel": "oops"}]"#)
    XCTAssertEqual(result.items, [ShortcutItem(type: "a", localizedTitle: "A")])
    XCTAssertEqual(result.warnings, [StaticItemsWarning(path: "app.shortcutItems[0].subtitel", reason: .ignoredKey)])
  }
}
