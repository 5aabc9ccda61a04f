import QuickActions
import SceneLifecycle
import XCTest

/// SwiftUI's `scenePhase` with several windows (UIKit semantics article, 12e row 7): read in a view it is that view's
/// scene's phase; read in the `App` it is the aggregate, which changes only when the app as a whole does.
final class WindowsScenePhaseTests: XCTestCase {
  private func phases(_ lines: [String]) -> [String] { lines.filter { $0.contains("scenePhase") } }

  // 12e row 7: the second window's activation changes its own phase but not the App's, which became active with the
  // first; going home makes every scene inactive, then background, and the App once each, after the last scene.
  func testTheAppLevelPhaseIsTheAggregateOfTheScenes() {
    var app = WindowsApp(matches: [[.can, .can]], style: .swiftUI)
    let launch = app.play([.tapIcon])
    XCTAssertEqual(phases(launch.lines), ["scenePhase(.active)@1", "App.scenePhase(.active)"])
    let opened = app.play([.openWindow(scene: 1)])
    XCTAssertEqual(phases(opened.lines), ["scenePhase(.active)@2"])
    let home = app.play([.goHome])
    XCTAssertEqual(
      phases(home.lines),
      [
        "scenePhase(.inactive)@2", "scenePhase(.background)@2", "scenePhase(.inactive)@1",
        "App.scenePhase(.inactive)", "scenePhase(.background)@1", "App.scenePhase(.background)",
      ])
    let back = app.play([.focus(scene: 0)])
    XCTAssertEqual(
      phases(back.lines),
      ["scenePhase(.inactive)@1", "App.scenePhase(.inactive)", "scenePhase(.active)@1", "App.scenePhase(.active)"])
  }

  // With one window the App's phase is the scene's: no App-level callback is made, so traces are as before.
  func testOneWindowHasNoSeparateAppLevelPhase() {
    var sim = Simulator(lifecycle: .swiftUI, strategy: TableStrategy.swiftUIAdaptor, shortcutItems: standardItems)
    sim.tapIcon()
    sim.send(.goHome)
    sim.tapIcon()
    XCTAssertFalse(sim.traceLines.contains { $0.contains("App.scenePhase") }, "\(sim.traceLines)")
  }

  // 12f row 1, Clendar's pattern: a pending item consumed when the App-level phase turns active. With another
  // window already active the aggregate does not change when the routed window comes forward, so the item waits and
  // is handled later, in whichever window makes the app active again: late, and in the wrong window.
  func testAnItemConsumedOnTheAppLevelPhaseWaitsForTheAggregate() throws {
    let clendar = try TableStrategy(
      name: "appLevelPhase", nativeLifecycle: .swiftUI,
      actions: [
        .windowScenePerformAction: [.store, .completionTrue], .sceneWillConnect: [.store],
        .appScenePhaseActive: [.consumePending],
      ])
    var sim = Simulator(
      lifecycle: .swiftUI, device: .iPad, strategy: clendar, shortcutItems: standardItems,
      windows: WindowSetup(sceneIDs: ["left", "right"], matches: [[.none, .prefers], [.can, .none]]))
    sim.tapIcon()
    sim.send(.openWindow(scene: 1))
    sim.send(.focus(scene: 0))
    sim.quickAction(searchType)
    XCTAssertEqual(sim.handledTypes, [], "the right window was already active: no App-level change")
    sim.send(.goHome)
    sim.send(.focus(scene: 0))
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertEqual(Set(sim.violationKinds), [.late, .wrongScene])
  }
}
