import Foundation
import QuickActions
import XCTest

final class StaticItemsInfoPlistErrorTests: XCTestCase {
  private func read(_ data: Data) throws -> StaticItemsResult {
    try StaticShortcutItems.fromInfoPlist(data: data)
  }

  private func read(items: [String]) throws -> StaticItemsResult {
    try read(infoPlistXML(items: items))
  }

  private let valid = """
    <key>UIApplicationShortcutItemType</key><string>ok</string>
    <key>UIApplicationShortcutItemTitle</key><string>OK</string>
    """

  func testUnparseableDataIsAnError() {
    let error = assertStaticItemsError(
      try read(Data("not a plist <".utf8)), StaticItemsError(path: "", reason: .unreadablePropertyList))
    XCTAssertEqual(error?.description, "not a readable property list (expected the XML, binary or OpenStep format)")
  }

  func testEmptyDataIsAnError() {
    assertStaticItemsError(try read(Data()), StaticItemsError(path: "", reason: .unreadablePropertyList))
  }

  func testTruncatedOrCorruptedBinaryPlistIsAnErrorNotACrash() throws {
    let binary = try binaryPropertyList(from: infoPlistXML(items: [valid]))
    for length in stride(from: 0, to: binary.count, by: 7) {
      _ = try? read(binary.prefix(length))
    }
    var corrupted = binary
    for index in stride(from: 8, to: corrupted.count, by: 5) { corrupted[index] ^= 0xFF }
    _ = try? read(corrupted)
    assertStaticItemsError(try read(binary.prefix(20)), StaticItemsError(path: "", reason: .unreadablePropertyList))
  }

  func testTopLevelArrayIsAnError() {
    let data = Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array/></plist>"#.utf8)
    let error = assertStaticItemsError(
      try read(data), StaticItemsError(path: "", reason: .topLevelNotDictionary(found: "an array")))
    XCTAssertEqual(error?.description, "the top level of the property list is an array, expected a dictionary")
  }

  func testShortcutItemsThatIsNotAnArrayIsAnError() {
    let data = infoPlistXML("<key>UIApplicationShortcutItems</key><dict/>")
    let error = assertStaticItemsError(
      try read(data),
      StaticItemsError(
        path: "UIApplicationShortcutItems", reason: .wrongType(expected: "an array", found: "a dictionary")))
    XCTAssertEqual(error?.description, "UIApplicationShortcutItems: expected an array, found a dictionary")
  }

  func testItemThatIsNotADictionaryIsAnError() {
    let data = infoPlistXML("<key>UIApplicationShortcutItems</key><array><string>x</string></array>")
    assertStaticItemsError(
      try read(data),
      StaticItemsError(
        path: "UIApplicationShortcutItems[0]", reason: .wrongType(expected: "a dictionary", found: "a string")))
  }

  // UIKit semantics article, 5c row 1: UIApplicationShortcutItemType is required.
  func testMissingTypeIsAnErrorAtItsPath() {
    let error = assertStaticItemsError(
      try read(items: [valid, valid, "<key>UIApplicationShortcutItemTitle</key><string>T</string>"]),
      StaticItemsError(path: "UIApplicationShortcutItems[2].UIApplicationShortcutItemType", reason: .missingRequiredKey)
    )
    XCTAssertEqual(
      error?.description, "UIApplicationShortcutItems[2].UIApplicationShortcutItemType: required key is missing")
  }

  // UIKit semantics article, 5c row 2: UIApplicationShortcutItemTitle is required.
  func testMissingTitleIsAnErrorAtItsPath() {
    assertStaticItemsError(
      try read(items: ["<key>UIApplicationShortcutItemType</key><string>t</string>"]),
      StaticItemsError(
        path: "UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle", reason: .missingRequiredKey))
  }

  func testNumericTitleIsAWrongTypeError() {
    let error = assertStaticItemsError(
      try read(items: [
        "<key>UIApplicationShortcutItemType</key><string>t</string><key>UIApplicationShortcutItemTitle</key><integer>3</integer>"
      ]),
      StaticItemsError(
        path: "UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle",
        reason: .wrongType(expected: "a string", found: "a number")))
    XCTAssertEqual(
      error?.description,
      "UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle: expected a string, found a number")
  }

  func testBoolSubtitleIsAWrongTypeError() {
    assertStaticItemsError(
      try read(items: [valid + "<key>UIApplicationShortcutItemSubtitle</key><true/>"]),
      StaticItemsError(
        path: "UIApplicationShortcutItems[0].UIApplicationShortcutItemSubtitle",
        reason: .wrongType(expected: "a string", found: "a bool")))
  }

  func testArrayIconTypeIsAWrongTypeError() {
    assertStaticItemsError(
      try read(items: [valid + "<key>UIApplicationShortcutItemIconType</key><array/>"]),
      StaticItemsError(
        path: "UIApplicationShortcutItems[0].UIApplicationShortcutItemIconType",
        reason: .wrongType(expected: "a string", found: "an array")))
  }

  func testUnknownIconTypeIsAnErrorThatSaysHowManyNamesExist() {
    let error = assertStaticItemsError(
      try read(items: [
        valid + "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeRocket</string>"
      ]),
      StaticItemsError(
        path: "UIApplicationShortcutItems[0].UIApplicationShortcutItemIconType",
        reason: .unknownIconType("UIApplicationShortcutIconTypeRocket", acceptsShortNames: false)))
    XCTAssertEqual(
      error?.message,
      "unknown icon type `UIApplicationShortcutIconTypeRocket`; expected one of the 29 Objective-C names, "
        + "from `UIApplicationShortcutIconTypeCompose` to `UIApplicationShortcutIconTypeUpdate`")
  }

  // UIKit semantics article, 5b row 3: Info.plist takes the Objective-C name, not the Swift one.
  func testShortIconTypeNameInInfoPlistIsAnErrorNamingTheObjectiveCName() {
    let error = assertStaticItemsError(
      try read(items: [valid + "<key>UIApplicationShortcutItemIconType</key><string>search</string>"]))
    XCTAssertEqual(
      error?.message,
      "unknown icon type `search`; Info.plist takes the Objective-C name `UIApplicationShortcutIconTypeSearch`")
  }

  func testMiscapitalisedIconTypeSuggestsTheRightName() {
    let error = assertStaticItemsError(
      try read(items: [
        valid + "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeMarklocation</string>"
      ]))
    XCTAssertEqual(
      error?.message,
      "unknown icon type `UIApplicationShortcutIconTypeMarklocation`; did you mean `UIApplicationShortcutIconTypeMarkLocation`?"
    )
  }

  func testUnknownIconTypeIsAnErrorEvenWhenASymbolWins() {
    assertStaticItemsError(
      try read(items: [
        valid
          + "<key>UIApplicationShortcutItemIconSymbolName</key><string>star</string>"
          + "<key>UIApplicationShortcutItemIconType</key><string>Star</string>"
      ]),
      StaticItemsError(
        path: "UIApplicationShortcutItems[0].UIApplicationShortcutItemIconType",
        reason: .unknownIconType("Star", acceptsShortNames: false)))
  }

  // UIKit semantics article, 5c row 6: UIApplicationShortcutItemUserInfo is a dictionary.
  func testUserInfoThatIsNotADictionaryIsAnError() {
    assertStaticItemsError(
      try read(items: [valid + "<key>UIApplicationShortcutItemUserInfo</key><array/>"]),
      StaticItemsError(
        path: "UIApplicationShortcutItems[0].UIApplicationShortcutItemUserInfo",
        reason: .wrongType(expected: "a dictionary", found: "an array")))
  }

  func testErrorInALaterItemStopsReading() {
    assertStaticItemsError(
      try read(items: [valid, "<key>UIApplicationShortcutItemType</key><string>x</string>"]),
      StaticItemsError(
        path: "UIApplicationShortcutItems[1].UIApplicationShortcutItemTitle", reason: .missingRequiredKey))
  }
}
