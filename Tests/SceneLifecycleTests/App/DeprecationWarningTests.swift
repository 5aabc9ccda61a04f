import SceneLifecycle
import XCTest

/// UIKit semantics article, 8e row 4: one warning per deprecated API a strategy relies on, from the iOS 26 SDK.
final class DeprecationWarningTests: XCTestCase {
  private let sdk26 = SDK(major: 26)!

  // 8e row 4: Apple's legacy sample relies on performActionFor, applicationDidBecomeActive and
  // launchOptions[.shortcutItem] (its didFinishLaunching stores the delivered item): three warnings, each naming the
  // replacement, in the exact text replay prints.
  func testOneWarningPerDeprecatedAPIWithItsReplacement() {
    XCTAssertEqual(
      TableStrategy.appleLegacySample.deprecationWarnings(sdk: sdk26).map(\.description),
      [
        "application(_:performActionFor:completionHandler:) is deprecated in the iOS 26 SDK: implement "
          + "windowScene(_:performActionFor:completionHandler:)",
        "applicationDidBecomeActive(_:) is deprecated in the iOS 26 SDK: implement sceneDidBecomeActive(_:)",
        "launchOptions[.shortcutItem] is deprecated in the iOS 26 SDK: read connectionOptions.shortcutItem in "
          + "scene(_:willConnectTo:options:)",
      ])
  }

  // 8e row 4: every deprecated callback a table names is one warning, whatever its list; a launch method's
  // [url] or [userActivity] list reads that key only; a plain launch list that takes the delivered item reads all
  // three keys; one that does not (returnFalse) reads none. Nothing below the iOS 26 SDK.
  func testEachCallbackAndEachKeyIsWarnedAboutOnce() throws {
    let deprecated = CallbackKind.allCases.filter(\.isDeprecatedAppDelegateRoad)
    // The eight of sections 1 to 4, and `application(_:userDidAcceptCloudKitShareWith:)` (16 row 3).
    XCTAssertEqual(deprecated.count, 9)
    let every = try TableStrategy(
      name: "every", nativeLifecycle: .appDelegate,
      actions: Dictionary(uniqueKeysWithValues: deprecated.map { ($0, [StrategyAction]()) }))
    XCTAssertEqual(every.deprecationWarnings(sdk: sdk26), deprecated.map { .callback($0) })
    let urlOnly = try TableStrategy(
      name: "url", nativeLifecycle: .appDelegate, summary: "",
      triggers: [StrategyTrigger(.didFinishLaunching, carrying: .url): [.handle]])
    XCTAssertEqual(urlOnly.deprecationWarnings(sdk: sdk26), [.launchOption(.url)])
    let universal = try TableStrategy(
      name: "ul", nativeLifecycle: .appDelegate, summary: "",
      triggers: [StrategyTrigger(.willFinishLaunching, carrying: .userActivity): [.store]])
    XCTAssertEqual(universal.deprecationWarnings(sdk: sdk26), [.launchOption(.userActivityDictionary)])
    let plain = try TableStrategy(
      name: "plain", nativeLifecycle: .appDelegate,
      actions: [.willFinishLaunching: [.store], .didFinishLaunching: [.handle]])
    XCTAssertEqual(plain.deprecationWarnings(sdk: sdk26), LaunchOptionKey.allCases.map { .launchOption($0) })
    let noItem = try TableStrategy(
      name: "noItem", nativeLifecycle: .appDelegate, actions: [.didFinishLaunching: [.returnFalse]])
    XCTAssertEqual(noItem.deprecationWarnings(sdk: sdk26), [])
    for sdk in [SDK(major: 25)!, SDK(major: 18)!] {
      XCTAssertEqual(TableStrategy.appleLegacySample.deprecationWarnings(sdk: sdk), [], "\(sdk)")
    }
    XCTAssertEqual(TableStrategy.appleLegacySample.deprecationWarnings(sdk: SDK(major: 27)!).count, 3)
  }

  // 8e row 4 and 2c: in a scene app UIKit never calls an app-delegate callback whose scene replacement the table
  // implements, so pendingSlot (which wires both lifecycles) relies on nothing deprecated there; under the
  // AppDelegate lifecycle it relies on four callbacks and all five launch-option keys. A scene table that has only
  // the old callback and reads the item only from launch options is warned about both.
  func testASceneAppIsWarnedOnlyAboutAPIsItHasNoSceneRoadFor() throws {
    XCTAssertEqual(TableStrategy.pendingSlot.deprecationWarnings(sdk: sdk26, lifecycle: .scene), [])
    XCTAssertEqual(TableStrategy.pendingSlot.deprecationWarnings(sdk: sdk26, lifecycle: .appDelegate).count, 9)
    let legacy = try TableStrategy(
      name: "legacy", nativeLifecycle: .scene,
      actions: [
        .applicationPerformAction: [.handle], .didFinishLaunching: [.store], .sceneDidBecomeActive: [.consumePending],
      ])
    XCTAssertEqual(
      legacy.deprecationWarnings(sdk: sdk26, lifecycle: .scene),
      [.callback(.applicationPerformAction)] + LaunchOptionKey.allCases.map { .launchOption($0) })
  }

  // 8e row 5: a scene app's own callbacks and the launch methods themselves are not deprecated.
  func testASceneTableRelyingOnNothingDeprecatedHasNoWarning() {
    XCTAssertEqual(TableStrategy.appleSceneSample.deprecationWarnings(sdk: sdk26), [])
  }

  // expect.usesDeprecatedAPIs, every case: marked or not, an app that relies on deprecated APIs or not, an SDK that
  // deprecates them or not. Unmarked: each API is a warning. Marked: none, and the file counts as on purpose when it
  // relies on one; a marked file that relies on none under a deprecating SDK gets one warning at the key.
  func testUsesDeprecatedAPIsWalksEveryCase() throws {
    let legacy = #""appleLegacySample""#
    let modern = #""pendingSlot""#
    let sdk25 = SDK(major: 25)!
    let stale =
      "test.json: expect.usesDeprecatedAPIs: the app relies on no API the iOS 26 SDK deprecates: remove the key"
    for marked in [false, true] {
      for strategy in [legacy, modern] {
        for sdk in [sdk26, sdk25] {
          let loaded = try loadValid(
            scenarioJSON(strategy: strategy, expect: marked ? #"{"usesDeprecatedAPIs": true}"# : nil))
          let relies = !loaded.deprecationWarnings(sdk: sdk).isEmpty
          XCTAssertEqual(relies, strategy == legacy && sdk == sdk26, "\(strategy) \(sdk.major)")
          let notes = loaded.deprecationNotes(sdk: sdk)
          let label = "marked \(marked), \(strategy), iOS \(sdk.major) SDK"
          switch (marked, relies) {
          case (false, _):
            XCTAssertEqual(
              notes, DeprecationNotes(warnings: loaded.deprecationWarnings(sdk: sdk), onPurpose: false), label)
          case (true, true):
            XCTAssertEqual(notes, DeprecationNotes(warnings: [], onPurpose: true), label)
          case (true, false):
            let expected = sdk.deprecatesAppDelegateRoads ? [stale] : []
            XCTAssertEqual(notes, DeprecationNotes(warnings: expected, onPurpose: false), label)
          }
        }
      }
    }
    // The key round-trips, and re-recording keeps it.
    let marked = try loadValid(scenarioJSON(strategy: legacy, expect: #"{"usesDeprecatedAPIs": true}"#))
    XCTAssertEqual(Scenario.expectationsDocument(marked.scenario.expect!)["usesDeprecatedAPIs"], .bool(true))
    let run = Replay.run(marked)
    XCTAssertTrue(Recorder.expectations(for: run, keeping: marked.scenario.expect).usesDeprecatedAPIs)
  }
}
