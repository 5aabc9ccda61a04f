import SceneLifecycle
import XCTest

final class HomeScreenMenuTests: XCTestCase {
  private func makeMenu(
    staticItems: [String] = ["s1", "s2"], afterUpdate: DynamicItemsAfterUpdate = .keptUntilReplaced
  ) -> HomeScreenMenu<String> {
    HomeScreenMenu(staticItems: staticItems, afterUpdate: afterUpdate)
  }

  // UIKit semantics article, 5d row 2: "you can provide a total of four".
  func testDisplayLimitIsFour() {
    XCTAssertEqual(HomeScreenMenu<String>.displayLimit, 4)
  }

  // UIKit semantics article, 5d row 4 and 5c row 7: after install and before the first launch, only static items
  // show, in Info.plist order; 5c row 8: the app's dynamic list holds none of them.
  func testFreshInstallShowsStaticItemsOnlyInInfoPlistOrder() {
    let menu = makeMenu(staticItems: ["s1", "s2", "s3"])
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "s3"])
    XCTAssertTrue(menu.dynamicItems.isEmpty)
    XCTAssertFalse(menu.installedVersionHasLaunched)
    XCTAssertFalse(menu.showsPreviousVersionItems)
  }

  // UIKit semantics article, 5d row 1: static items come first, dynamic items fill the remaining slots.
  func testStaticItemsComeFirstThenDynamicItems() {
    var menu = makeMenu()
    menu.appDidLaunch()
    menu.setDynamicItems(["d1"])
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "d1"])
  }

  // UIKit semantics article, 5d row 2: at most four items show; the fifth static item does not.
  func testFifthStaticItemIsNotShown() {
    let menu = makeMenu(staticItems: ["s1", "s2", "s3", "s4", "s5"])
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "s3", "s4"])
    XCTAssertTrue(menu.isShown("s4"))
    XCTAssertFalse(menu.isShown("s5"))
  }

  // UIKit semantics article, 5d rows 1 and 3: 2 static + 3 dynamic: the third dynamic item does not fit, and
  // the system, not the app, leaves it out.
  func testThirdDynamicItemIsNotShownAfterTwoStaticItems() {
    var menu = makeMenu()
    menu.appDidLaunch()
    menu.setDynamicItems(["d1", "d2", "d3"])
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "d1", "d2"])
    XCTAssertTrue(menu.isShown("d2"))
    XCTAssertFalse(menu.isShown("d3"))
    XCTAssertEqual(menu.dynamicItems, ["d1", "d2", "d3"], "the app's list is not trimmed, only the display")
  }

  func testFourStaticItemsLeaveNoRoomForDynamicItems() {
    var menu = makeMenu(staticItems: ["s1", "s2", "s3", "s4"])
    menu.appDidLaunch()
    menu.setDynamicItems(["d1"])
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "s3", "s4"])
    XCTAssertFalse(menu.isShown("d1"))
  }

  func testUnknownItemIsNotShown() {
    let menu = makeMenu()
    XCTAssertFalse(menu.isShown("nope"))
  }

  func testSettingDynamicItemsReplacesThemInOrder() {
    var menu = makeMenu(staticItems: [])
    menu.appDidLaunch()
    menu.setDynamicItems(["d1", "d2"])
    menu.setDynamicItems(["d3"])
    XCTAssertEqual(menu.shownItems, ["d3"])
    menu.setDynamicItems([])
    XCTAssertEqual(menu.shownItems, [])
  }

  // UIKit semantics article, 5d row 5: after an update and before the updated app launches, the previous version's
  // dynamic items still show.
  func testPreviousVersionsDynamicItemsStillShowAfterUpdate() {
    var menu = makeMenu()
    menu.appDidLaunch()
    menu.setDynamicItems(["d1"])
    menu.update()
    XCTAssertEqual(menu.installedVersion, 2)
    XCTAssertFalse(menu.installedVersionHasLaunched)
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "d1"])
    XCTAssertTrue(menu.showsPreviousVersionItems)
  }

  func testPreviousVersionsItemsStillShowBeforeLaunchEvenWhenClearedOnFirstLaunch() {
    var menu = makeMenu(afterUpdate: .clearedOnFirstLaunch)
    menu.appDidLaunch()
    menu.setDynamicItems(["d1"])
    menu.update()
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "d1"])
  }

  func testClearedOnFirstLaunchRemovesOldItemsWhenTheUpdatedAppLaunches() {
    var menu = makeMenu(afterUpdate: .clearedOnFirstLaunch)
    menu.appDidLaunch()
    menu.setDynamicItems(["d1"])
    menu.update()
    menu.appDidLaunch()
    XCTAssertEqual(menu.shownItems, ["s1", "s2"])
    XCTAssertFalse(menu.showsPreviousVersionItems)
    XCTAssertTrue(menu.installedVersionHasLaunched)
  }

  func testClearedOnFirstLaunchKeepsItemsSetByTheCurrentVersion() {
    var menu = makeMenu(afterUpdate: .clearedOnFirstLaunch)
    menu.appDidLaunch()
    menu.setDynamicItems(["d1"])
    menu.appDidLaunch()
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "d1"])
  }

  func testKeptUntilReplacedKeepsOldItemsAfterTheUpdatedAppLaunches() {
    var menu = makeMenu(afterUpdate: .keptUntilReplaced)
    menu.appDidLaunch()
    menu.setDynamicItems(["d1"])
    menu.update()
    menu.appDidLaunch()
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "d1"])
    XCTAssertTrue(menu.showsPreviousVersionItems)
    menu.setDynamicItems(["d2"])
    XCTAssertEqual(menu.shownItems, ["s1", "s2", "d2"])
    XCTAssertFalse(menu.showsPreviousVersionItems)
    XCTAssertEqual(menu.dynamicItemsVersion, 2)
  }

  func testKeptUntilReplacedIsTheDefault() {
    XCTAssertEqual(HomeScreenMenu<String>(staticItems: []).afterUpdate, .keptUntilReplaced)
  }
}
