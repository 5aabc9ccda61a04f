import QuickActions
import SceneLifecycle
import XCTest

/// The device axis: which device can deliver a quick action to an app that is in front
/// (UIKit semantics article, 8a).
final class DeviceTests: XCTestCase {
  /// The callback a quick action arrives through while the app runs, per lifecycle.
  private func performAction(_ style: LifecycleStyle) -> CallbackKind {
    style.usesScenes ? .windowScenePerformAction : .applicationPerformAction
  }

  // UIKit semantics article, 8a row 1: the one quickAction event is the documented gesture, touching and holding the
  // app's icon; away from the foreground both devices deliver it identically (cold, warm, reconnect).
  func testAwayFromTheForegroundBothDevicesDeliverAlike() throws {
    let roads: [[LifecycleEvent]] = [
      [.quickAction(searchID)], [.tapIcon, .goHome, .quickAction(searchID)],
      [.tapIcon, .goHome, .systemSuspend, .quickAction(searchID)],
      [.tapIcon, .goHome, .systemDisconnectScene, .quickAction(searchID)],
    ]
    for style in LifecycleStyle.allCases {
      for road in roads where style.usesScenes || !road.contains(.systemDisconnectScene) {
        var traces: [[String]] = []
        for device in Device.allCases {
          var sim = makeSimulator(try idleApp(), lifecycle: style, device: device)
          journey(&sim, road)
          traces.append(sim.traceLines)
        }
        XCTAssertEqual(traces[0], traces[1], "\(style) \(road.map(\.name))")
      }
    }
  }

  // UIKit semantics article, 8a row 2: on iPhone the Home Screen, App Library and Spotlight replace the app in front,
  // so a quick action while the app is foreground-active is refused, in every lifecycle and under every option; the
  // refusal names the device, changes nothing and consults no switch.
  func testOnIPhoneAQuickActionCannotReachTheAppInFront() throws {
    for style in LifecycleStyle.allCases {
      for options in [LifecycleOptions.defaults, LifecycleOptions(bits: .max)] {
        var sim = makeSimulator(try idleApp(), lifecycle: style, options: options)
        XCTAssertEqual(sim.machine.device, .iPhone)
        XCTAssertNotNil(sim.drive(to: .foregroundActive))
        var machine = sim.machine
        let refused = machine.handle(.quickAction(searchID))
        let rejection = try XCTUnwrap(refused.rejection, "\(style)")
        XCTAssertEqual(rejection.reason, .appInFront(.iPhone))
        XCTAssertEqual(rejection.phase, .foregroundActive)
        XCTAssertEqual(machine, sim.machine, "\(style): a refused step changes nothing")
        XCTAssertEqual(refused.callbacks.count, 0)
        XCTAssertEqual(refused.consulted, [], "\(style): quickActionWhileActive is not read on iPhone")
        XCTAssertEqual(
          rejection.message { _ in searchType },
          "quickAction com.example.search cannot happen: the app is foregroundActive, and on iPhone a quick action "
            + "cannot reach an app in front: the Home Screen, App Library and Spotlight all replace it (UIKit "
            + "semantics article, 8a row 2)")
        // In the trace, as a rejected step; the user goes home and the same item then resumes the app.
        let step = sim.stepCount
        XCTAssertNotNil(sim.quickAction(searchType))
        XCTAssertEqual(lines(of: sim, step: step), ["rejected quickAction com.example.search"])
        journey(&sim, [.goHome, .quickAction(searchID)])
        XCTAssertTrue(callbacks(of: sim, step: step + 2).contains(performAction(style)), "\(style)")
      }
    }
  }

  // UIKit semantics article, 8a row 2: an item that is not in the menu is refused for that reason first, on both
  // devices, so the notInMenu rejection keeps its meaning.
  func testAnItemNotInTheMenuIsRefusedForThatReasonOnBothDevices() throws {
    for device in Device.allCases {
      var sim = makeSimulator(try idleApp(), lifecycle: .scene, device: device)
      sim.tapIcon()
      let rejection = try XCTUnwrap(sim.quickAction("com.example.unknown"))
      XCTAssertEqual(rejection.reason, .notInMenu(try XCTUnwrap(sim.catalog.id(of: "com.example.unknown"))))
    }
  }

  // UIKit semantics article, 8a rows 3 and 4: on iPad the Dock's menu delivers the item to the connected scene
  // directly (windowScene(_:performActionFor:), no willConnectTo; the app delegate's method in the AppDelegate
  // style), with no activation change by default.
  func testOnIPadTheDockDeliversToTheAppInFront() throws {
    for style in LifecycleStyle.allCases {
      var sim = makeSimulator(try idleApp(), lifecycle: style, device: .iPad)
      XCTAssertNotNil(sim.drive(to: .foregroundActive))
      let step = sim.stepCount
      XCTAssertNil(sim.quickAction(searchType))
      XCTAssertEqual(callbacks(of: sim, step: step), [performAction(style)], "\(style)")
      XCTAssertEqual(sim.phase, .foregroundActive)
    }
  }

  // UIKit semantics article, 8a row 4 (unknown; switch quickActionWhileActive): whether the Dock menu first makes
  // the scene inactive. The other answer: sceneWillResignActive → performActionFor → sceneDidBecomeActive, with
  // their notifications and, in SwiftUI, scenePhase.
  func testOnIPadTheDockMenuCanMakeTheSceneInactiveFirst() throws {
    let options = LifecycleOptions(quickActionWhileActive: .inactiveRoundTrip)
    var sim = makeSimulator(try idleApp(), lifecycle: .scene, device: .iPad, options: options)
    sim.tapIcon()
    XCTAssertNil(sim.quickAction(searchType))
    XCTAssertEqual(
      callbacks(of: sim, step: 1),
      [
        .sceneWillResignActive, .willResignActiveNotification, .windowScenePerformAction, .sceneDidBecomeActive,
        .didBecomeActiveNotification,
      ])
    var swiftUI = makeSimulator(try idleApp(), lifecycle: .swiftUI, device: .iPad, options: options)
    swiftUI.tapIcon()
    XCTAssertNil(swiftUI.quickAction(searchType))
    XCTAssertTrue(callbacks(of: swiftUI, step: 1).contains(.scenePhaseInactive))
    XCTAssertTrue(callbacks(of: swiftUI, step: 1).contains(.scenePhaseActive))
  }

  // UIKit semantics article, 8a row 4: the switch exists only where the Dock does, so the combinations an iPhone
  // distinguishes leave it at its default and an iPad's vary it.
  func testQuickActionWhileActiveIsRelevantOnlyOnIPad() {
    let flipped = LifecycleOptions(quickActionWhileActive: .inactiveRoundTrip)
    for style in LifecycleStyle.allCases {
      XCTAssertEqual(flipped.relevant(to: style, on: .iPhone), .defaults, "\(style)")
      XCTAssertEqual(flipped.relevant(to: style, on: .iPad), flipped, "\(style)")
      XCTAssertEqual(
        LifecycleOptions.allCombinations(for: style, on: .iPad).count,
        2 * LifecycleOptions.allCombinations(for: style, on: .iPhone).count, "\(style)")
    }
  }
}
