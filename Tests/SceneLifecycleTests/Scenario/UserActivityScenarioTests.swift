import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// The shipped scenarios of the user-activity roads (UIKit semantics article, section 15) and of CloudKit shares
/// (section 16), each a reported or
/// documented failure beside its fix: the failure replays to its loss and `explore --scenario` finds it with no other
/// setting, while the fix replays clean and explores without a loss.
final class UserActivityScenarioTests: XCTestCase {
  func testEachFailureReplaysToItsLossAndExploreFindsIt() throws {
    try assertEachFailureIsFoundAndEachFixIsClean(
      [
        // 15 rows 1, 4 and 8: a Spotlight result continued before the app's view hierarchy exists.
        ScenarioPair(
          broken: "blueAllianceSpotlightLostOnColdLaunch",
          fixed: "blueAllianceSpotlightContinuedOnceViewHierarchyIsSetUp",
          row: "15 row 8"),
        // 15 rows 2 and 9: a framework's scene shim that replays the cold quick action but not the cold activities.
        ScenarioPair(broken: "mauiSceneColdActivityLost", fixed: "mauiSceneColdActivityForwarded", row: "15 row 9"),
        // 15 row 3: a Handoff is not in the connection options.
        ScenarioPair(
          broken: "handoffLostReadingOnlyConnectionActivities", fixed: "handoffContinuedAfterConnection",
          row: "15 row 3"),
      ], packingProblem: .userActivities)
  }

  // 16 row 6: an app that accepts shares only in the delegate method loses the one that launches it; the fix reads
  // the connection options too. The failure replays to its loss and explore finds it with no other setting.
  func testTheColdShareLossReplaysAndExploreFindsIt() throws {
    let failing = try loadShipped("cloudKitShareLostOnColdLaunch")
    XCTAssertTrue(Replay.run(failing).passed)
    let fix = try loadShipped("cloudKitShareReadFromConnectionOptions")
    XCTAssertTrue(Replay.run(fix).passed)
    for (loaded, lost) in [(failing, true), (fix, false)] {
      let subject = ExplorationSubject(scenario: loaded, label: loaded.file)
      XCTAssertEqual(subject.cloudKitShares.count, subject.links.count, "every link is a share")
      let report = try Explorer(subject.configuration(lifecycle: .scene, allOptions: false, depth: 8)).run()
      XCTAssertEqual(report.packingProblem, .cloudKitShares)
      XCTAssertEqual(report.counterexamples.contains { $0.kind == .lost }, lost, loaded.file)
    }
  }

  // 15 row 6: a widget tapped without a URL opens the app with an activity that may carry only its type (the
  // widget's kind); it takes the activity roads whole, and SwiftUI's action declared for that type gets it.
  func testAWidgetsActivityCarriesOnlyItsType() throws {
    let widget = "com.example.cafe.FavoritesWidget"
    let app = try TableStrategy(
      name: "widgetAction", nativeLifecycle: .swiftUI, actions: [.onContinueUserActivity: [.handle]])
    var sim = simulate(app, .swiftUI)
    XCTAssertNil(sim.send(step: .userActivity(widget)))
    XCTAssertEqual(sim.handledTypes, [widget])
    XCTAssertTrue(sim.traceLines.contains("system onContinueUserActivity(_:perform:) \(widget)"))
    XCTAssertNil(UserActivityReference(widget)?.identifier)
  }

  // 15 row 10: a Siri suggestion's activity, of the app's own type, takes the same continue methods as any other.
  func testASiriActivityTakesTheContinueRoad() throws {
    let order = "com.example.coffee.order latte"
    let app = try TableStrategy(
      name: "continueOnly", nativeLifecycle: .appDelegate, actions: [.applicationContinueUserActivity: [.handle]])
    var sim = simulate(app, .appDelegate)
    sim.tapIcon()
    sim.send(.goHome)
    XCTAssertNil(sim.send(step: .userActivity(order)))
    XCTAssertEqual(sim.handledTypes, [order])
    XCTAssertEqual(
      UserActivityReference(order)?.userInfoKey, UserActivityReference.defaultIdentifierKey,
      "an app-defined type's identifier goes under userInfo[\"identifier\"]")
  }
}
