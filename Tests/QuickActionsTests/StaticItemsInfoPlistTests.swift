import Foundation
import QuickActions
import XCTest

final class StaticItemsInfoPlistTests: XCTestCase {
  private let searchItem = """
    <key>UIApplicationShortcutItemType</key><string>com.example.search</string>
    <key>UIApplicationShortcutItemTitle</key><string>Search</string>
    """

  private func item(type: String, title: String = "Title", _ extra: String = "") -> String {
    """
    <key>UIApplicationShortcutItemType</key><string>\(type)</string>
    <key>UIApplicationShortcutItemTitle</key><string>\(title)</string>
    \(extra)
    """
  }

  // MARK: - Reading

  // UIKit semantics article, 5c rows 1, 2, 3 and 6: every documented key.
  func testReadsEveryDocumentedKey() throws {
    let data = infoPlistXML(items: [
      item(
        type: "com.example.compose", title: "New Message",
        """
        <key>UIApplicationShortcutItemSubtitle</key><string>To anyone</string>
        <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>
        <key>UIApplicationShortcutItemUserInfo</key><dict><key>version</key><integer>2</integer></dict>
        <key>UIApplicationShortcutItemTargetContentIdentifier</key><string>inbox</string>
        """)
    ])
    let result = try StaticShortcutItems.fromInfoPlist(data: data)
    XCTAssertEqual(
      result.items,
      [
        ShortcutItem(
          type: "com.example.compose", localizedTitle: "New Message", localizedSubtitle: "To anyone",
          icon: .system(.compose), userInfo: ["version": .integer(2)], targetContentIdentifier: "inbox")
      ])
    XCTAssertEqual(result.warnings, [])
  }

  // UIKit semantics article, 5c row 7: static items appear in Info.plist order.
  func testItemsKeepInfoPlistOrder() throws {
    let data = infoPlistXML(items: ["c", "a", "b"].map { item(type: $0) })
    XCTAssertEqual(try StaticShortcutItems.fromInfoPlist(data: data).items.map(\.type), ["c", "a", "b"])
  }

  func testOptionalKeysMayBeAbsent() throws {
    let result = try StaticShortcutItems.fromInfoPlist(data: infoPlistXML(items: [searchItem]))
    XCTAssertEqual(result.items, [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
  }

  func testPlistWithoutShortcutItemsKeyHasNoItems() throws {
    let result = try StaticShortcutItems.fromInfoPlist(data: infoPlistXML(""))
    XCTAssertEqual(result, StaticItemsResult(items: []))
  }

  func testEmptyShortcutItemsArrayHasNoItems() throws {
    XCTAssertEqual(try StaticShortcutItems.fromInfoPlist(data: infoPlistXML(items: [])).items, [])
  }

  func testReadsBinaryPlist() throws {
    let xml = infoPlistXML(items: [
      searchItem,
      item(
        type: "com.example.share",
        "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeShare</string>"),
    ])
    let binary = try binaryPropertyList(from: xml)
    XCTAssertTrue(binary.starts(with: Data("bplist00".utf8)))
    let fromBinary = try StaticShortcutItems.fromInfoPlist(data: binary)
    XCTAssertEqual(fromBinary, try StaticShortcutItems.fromInfoPlist(data: xml))
    XCTAssertEqual(fromBinary.items.last?.icon, .system(.share))
  }

  // MARK: - Icons

  // UIKit semantics article, 5c rows 4 and 5: the three icon keys; symbol name first, then icon file, then icon
  // type.
  func testSymbolNameWinsOverIconFileAndIconType() throws {
    let data = infoPlistXML(items: [
      item(
        type: "t",
        """
        <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeSearch</string>
        <key>UIApplicationShortcutItemIconFile</key><string>search-icon</string>
        <key>UIApplicationShortcutItemIconSymbolName</key><string>magnifyingglass</string>
        """)
    ])
    XCTAssertEqual(
      try StaticShortcutItems.fromInfoPlist(data: data).items.first?.icon, .systemImage(name: "magnifyingglass"))
  }

  // UIKit semantics article, 5c row 5: icon file before icon type.
  func testIconFileWinsOverIconType() throws {
    let data = infoPlistXML(items: [
      item(
        type: "t",
        """
        <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeSearch</string>
        <key>UIApplicationShortcutItemIconFile</key><string>search-icon</string>
        """)
    ])
    XCTAssertEqual(
      try StaticShortcutItems.fromInfoPlist(data: data).items.first?.icon, .templateImage(name: "search-icon"))
  }

  func testSymbolNameWinsOverIconFile() throws {
    let data = infoPlistXML(items: [
      item(
        type: "t",
        """
        <key>UIApplicationShortcutItemIconSymbolName</key><string>star</string>
        <key>UIApplicationShortcutItemIconFile</key><string>star-icon</string>
        """)
    ])
    XCTAssertEqual(try StaticShortcutItems.fromInfoPlist(data: data).items.first?.icon, .systemImage(name: "star"))
  }

  // UIKit semantics article, 5a row 6 and 5c row 4: each icon key alone gives its own kind of icon, the three
  // initialisers of UIApplicationShortcutIcon (a system type, a template image, an SF Symbol; the ContactsUI
  // icon has no Info.plist key and is not modelled).
  func testEachIconKeyGivesItsOwnKindOfIcon() throws {
    let data = infoPlistXML(items: [
      item(
        type: "a", "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeShare</string>"),
      item(type: "b", "<key>UIApplicationShortcutItemIconFile</key><string>share-icon</string>"),
      item(type: "c", "<key>UIApplicationShortcutItemIconSymbolName</key><string>square.and.arrow.up</string>"),
    ])
    XCTAssertEqual(
      try StaticShortcutItems.fromInfoPlist(data: data).items.map(\.icon),
      [.system(.share), .templateImage(name: "share-icon"), .systemImage(name: "square.and.arrow.up")])
  }

  // UIKit semantics article, 5b row 3: Info.plist takes the Objective-C name.
  func testIconTypeIsReadByObjectiveCName() throws {
    let items = ShortcutIcon.IconType.allCases.map {
      item(type: $0.name, "<key>UIApplicationShortcutItemIconType</key><string>\($0.infoPlistName)</string>")
    }
    let result = try StaticShortcutItems.fromInfoPlist(data: infoPlistXML(items: items))
    XCTAssertEqual(result.items.map(\.icon), ShortcutIcon.IconType.allCases.map { .system($0) })
  }

  // MARK: - userInfo

  // UIKit semantics article, 5c row 6: userInfo values must be plist types.
  func testUserInfoKeepsEveryPropertyListType() throws {
    let userInfo = """
      <key>UIApplicationShortcutItemUserInfo</key>
      <dict>
        <key>string</key><string>text</string>
        <key>integer</key><integer>-3</integer>
        <key>real</key><real>0.25</real>
        <key>yes</key><true/>
        <key>no</key><false/>
        <key>date</key><date>2001-01-01T00:00:00Z</date>
        <key>data</key><data>3q2+7w==</data>
        <key>array</key><array><string>a</string><integer>1</integer></array>
        <key>dictionary</key><dict><key>inner</key><real>1</real></dict>
      </dict>
      """
    let expected: [String: PropertyListValue] = [
      "string": .string("text"),
      "integer": .integer(-3),
      "real": .real(0.25),
      "yes": .bool(true),
      "no": .bool(false),
      "date": .date(Date(timeIntervalSinceReferenceDate: 0)),
      "data": .data(Data([0xDE, 0xAD, 0xBE, 0xEF])),
      "array": .array([.string("a"), .integer(1)]),
      "dictionary": .dictionary(["inner": .real(1)]),
    ]
    let xml = infoPlistXML(items: [item(type: "t", userInfo)])
    XCTAssertEqual(try StaticShortcutItems.fromInfoPlist(data: xml).items.first?.userInfo, expected)
    let binary = try binaryPropertyList(from: xml)
    XCTAssertEqual(try StaticShortcutItems.fromInfoPlist(data: binary).items.first?.userInfo, expected)
  }

  func testEmptyUserInfoIsAnEmptyDictionary() throws {
    let xml = infoPlistXML(items: [item(type: "t", "<key>UIApplicationShortcutItemUserInfo</key><dict/>")])
    XCTAssertEqual(try StaticShortcutItems.fromInfoPlist(data: xml).items.first?.userInfo, [:])
  }

  // MARK: - Warnings

  // UIKit semantics article, 5c row 1: types should be unique per action.
  func testDuplicateTypeIsAWarningAndBothItemsAreKept() throws {
    let data = infoPlistXML(items: [item(type: "a"), item(type: "b"), item(type: "a", title: "Again")])
    let result = try StaticShortcutItems.fromInfoPlist(data: data)
    XCTAssertEqual(result.items.map(\.localizedTitle), ["Title", "Title", "Again"])
    XCTAssertEqual(
      result.warnings,
      [
        StaticItemsWarning(
          path: "UIApplicationShortcutItems[2].UIApplicationShortcutItemType",
          reason: .duplicateType("a", firstPath: "UIApplicationShortcutItems[0]"))
      ])
    XCTAssertEqual(
      result.warnings.first?.description,
      "UIApplicationShortcutItems[2].UIApplicationShortcutItemType: type `a` is already used by "
        + "UIApplicationShortcutItems[0]; types should be unique per action")
  }

  func testUnreadKeysAreWarningsInKeyOrder() throws {
    let data = infoPlistXML(items: [
      item(
        type: "t",
        """
        <key>UIApplicationShortcutItemActivationMode</key><string>default</string>
        <key>title</key><string>short keys are JSON only</string>
        """)
    ])
    let result = try StaticShortcutItems.fromInfoPlist(data: data)
    XCTAssertEqual(result.items.count, 1)
    XCTAssertEqual(
      result.warnings.map(\.description),
      [
        "UIApplicationShortcutItems[0].UIApplicationShortcutItemActivationMode: key is not read by the simulator and is ignored",
        "UIApplicationShortcutItems[0].title: key is not read by the simulator and is ignored",
      ])
  }
}
