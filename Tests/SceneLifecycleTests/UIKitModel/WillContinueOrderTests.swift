import SceneLifecycle
import XCTest

/// Where `…willContinueUserActivityWithType` falls on a warm resume, in each lifecycle (UIKit semantics article,
/// 4 rows 3 and 10), against the order one published iOS 16 device log shows for an activity tapped in a widget.
final class WillContinueOrderTests: XCTestCase {
  // 4 row 10 (observed): a scene app hears of the activity before it starts for the foreground, then gets it
  // between the foreground and activation callbacks; an AppDelegate app on the same device keeps the order of
  // 4 row 3. The SwiftUI lines come from the log's app with a scene delegate and a `scenePhase` observer.
  func testEachLifecycleHearsOfAWarmActivityInTheLoggedOrder() throws {
    let continuing = try strategy([.applicationContinueUserActivity: [], .sceneContinueUserActivity: []])
    for style in LifecycleStyle.allCases {
      let sim = simulateLink(continuing, style, after: [.tapIcon, .goHome], open: cafeLink)
      let logged: [String]
      switch style {
      case .appDelegate:
        logged =
          Transition.appDelegateForeground + [
            system(.applicationWillContinueUserActivity), system(.applicationContinueUserActivity, cafeLink),
          ] + Transition.appDelegateActive
      case .scene:
        logged =
          [system(.sceneWillContinueUserActivity)] + Transition.sceneForeground
          + [system(.sceneContinueUserActivity, cafeLink)] + Transition.sceneActive
      case .swiftUI:
        logged =
          [system(.sceneWillContinueUserActivity)] + Transition.swiftUIForeground
          + [system(.sceneContinueUserActivity, cafeLink)] + Transition.swiftUIActive
      }
      XCTAssertEqual(lastStepLines(of: sim), logged, "\(style)")
    }
  }

  // The activity is announced once: the early call takes the place of the one the link callbacks made before.
  func testTheEarlyAnnouncementIsTheOnlyOne() throws {
    for style in LifecycleStyle.allCases {
      let sim = simulateLink(try idleApp(), style, after: [.tapIcon, .goHome], open: cafeLink)
      let announcements = lastStepLines(of: sim).filter {
        $0 == system(.sceneWillContinueUserActivity) || $0 == system(.applicationWillContinueUserActivity)
      }
      XCTAssertEqual(announcements.count, 1, "\(style)")
    }
  }
}
