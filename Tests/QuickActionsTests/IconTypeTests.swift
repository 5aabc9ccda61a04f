import QuickActions
import XCTest

final class IconTypeTests: XCTestCase {
  typealias IconType = ShortcutIcon.IconType

  // UIKit semantics article, 5b rows 1 and 2: 29 cases, raw values in declaration order.
  private let table: [(IconType, Int, String)] = [
    (.compose, 0, "UIApplicationShortcutIconTypeCompose"),
    (.play, 1, "UIApplicationShortcutIconTypePlay"),
    (.pause, 2, "UIApplicationShortcutIconTypePause"),
    (.add, 3, "UIApplicationShortcutIconTypeAdd"),
    (.location, 4, "UIApplicationShortcutIconTypeLocation"),
    (.search, 5, "UIApplicationShortcutIconTypeSearch"),
    (.share, 6, "UIApplicationShortcutIconTypeShare"),
    (.prohibit, 7, "UIApplicationShortcutIconTypeProhibit"),
    (.contact, 8, "UIApplicationShortcutIconTypeContact"),
    (.home, 9, "UIApplicationShortcutIconTypeHome"),
    (.markLocation, 10, "UIApplicationShortcutIconTypeMarkLocation"),
    (.favorite, 11, "UIApplicationShortcutIconTypeFavorite"),
    (.love, 12, "UIApplicationShortcutIconTypeLove"),
    (.cloud, 13, "UIApplicationShortcutIconTypeCloud"),
    (.invitation, 14, "UIApplicationShortcutIconTypeInvitation"),
    (.confirmation, 15, "UIApplicationShortcutIconTypeConfirmation"),
    (.mail, 16, "UIApplicationShortcutIconTypeMail"),
    (.message, 17, "UIApplicationShortcutIconTypeMessage"),
    (.date, 18, "UIApplicationShortcutIconTypeDate"),
    (.time, 19, "UIApplicationShortcutIconTypeTime"),
    (.capturePhoto, 20, "UIApplicationShortcutIconTypeCapturePhoto"),
    (.captureVideo, 21, "UIApplicationShortcutIconTypeCaptureVideo"),
    (.task, 22, "UIApplicationShortcutIconTypeTask"),
    (.taskCompleted, 23, "UIApplicationShortcutIconTypeTaskCompleted"),
    (.alarm, 24, "UIApplicationShortcutIconTypeAlarm"),
    (.bookmark, 25, "UIApplicationShortcutIconTypeBookmark"),
    (.shuffle, 26, "UIApplicationShortcutIconTypeShuffle"),
    (.audio, 27, "UIApplicationShortcutIconTypeAudio"),
    (.update, 28, "UIApplicationShortcutIconTypeUpdate"),
  ]

  // UIKit semantics article, 5b rows 1 and 2: 29 cases.
  func testThereAreTwentyNineCasesInDeclarationOrder() {
    XCTAssertEqual(IconType.allCases.count, 29)
    XCTAssertEqual(IconType.allCases, table.map(\.0))
    XCTAssertEqual(IconType.allCases.map(\.rawValue), Array(0...28))
  }

  // UIKit semantics article, 5b rows 1 and 2: raw values in declaration order.
  func testEveryCaseHasTheDocumentedRawValue() {
    for (iconType, rawValue, _) in table {
      XCTAssertEqual(iconType.rawValue, rawValue, "\(iconType)")
      XCTAssertEqual(IconType(rawValue: rawValue), iconType)
    }
    XCTAssertNil(IconType(rawValue: 29))
    XCTAssertNil(IconType(rawValue: -1))
  }

  // UIKit semantics article, 5b row 3: Info.plist takes the Objective-C name.
  func testEveryCaseHasTheObjectiveCInfoPlistName() {
    for (iconType, _, infoPlistName) in table {
      XCTAssertEqual(iconType.infoPlistName, infoPlistName)
    }
  }

  func testInfoPlistNamesRoundTrip() {
    for (iconType, _, infoPlistName) in table {
      XCTAssertEqual(IconType(infoPlistName: infoPlistName), iconType)
      XCTAssertEqual(IconType(infoPlistName: iconType.infoPlistName), iconType)
    }
  }

  func testShortNamesRoundTripAndMatchTheSwiftCaseNames() {
    for iconType in IconType.allCases {
      XCTAssertEqual(iconType.name, String(describing: iconType))
      XCTAssertEqual(IconType(name: iconType.name), iconType)
    }
  }

  func testNamesAreExactAndCaseSensitive() {
    XCTAssertNil(IconType(name: "Search"))
    XCTAssertNil(IconType(name: "marklocation"))
    XCTAssertNil(IconType(name: "UIApplicationShortcutIconTypeSearch"))
    XCTAssertNil(IconType(name: ""))
    XCTAssertNil(IconType(infoPlistName: "search"))
    XCTAssertNil(IconType(infoPlistName: "UIApplicationShortcutIconTypesearch"))
    XCTAssertNil(IconType(infoPlistName: "UIApplicationShortcutIconType"))
  }
}
