import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 8b: interruptions make the app inactive and active again without the
/// background.
final class InterruptionTests: XCTestCase {
  /// What an interruption of the foreground-active app adds to the trace in `style` (8b row 7).
  private func interruption(_ style: LifecycleStyle, phaseFirst: Bool = false) -> [String] {
    switch style {
    case .appDelegate:
      return [
        system(.applicationWillResignActive), system(.willResignActiveNotification),
        system(.applicationDidBecomeActive), system(.didBecomeActiveNotification),
      ]
    case .scene:
      return [
        system(.sceneWillResignActive), system(.willResignActiveNotification), system(.sceneDidBecomeActive),
        system(.didBecomeActiveNotification),
      ]
    case .swiftUI:
      let resign = [system(.sceneWillResignActive), system(.willResignActiveNotification), system(.scenePhaseInactive)]
      return phaseFirst
        ? resign + [system(.scenePhaseActive)] + Transition.sceneActive
        : resign + Transition.swiftUIActive
    }
  }

  // UIKit semantics article, 8b rows 1, 2 and 7 (row 7 inferred from the documented rules of rows 1 and 2): each
  // lifecycle resigns active, then becomes active again, each notification right after its delegate message, with
  // no willEnterForeground and no didEnterBackground; the app is foreground-active again.
  func testAnInterruptionResignsAndBecomesActiveAgainInEveryLifecycle() throws {
    for style in LifecycleStyle.allCases {
      var sim = simulate(try idleApp(), style)
      journey(&sim, [.tapIcon, .interruption])
      assertStep(sim, 1, interruption(style))
      XCTAssertEqual(sim.phase, .foregroundActive, "\(style)")
      let kinds = callbacks(of: sim, step: 1)
      for absent: CallbackKind in [
        .sceneWillEnterForeground, .applicationWillEnterForeground, .sceneDidEnterBackground,
        .applicationDidEnterBackground, .willEnterForegroundNotification, .didEnterBackgroundNotification,
      ] {
        XCTAssertFalse(kinds.contains(absent), "\(style) \(absent)")
      }
    }
  }

  // UIKit semantics article, 8b rows 6 and 7: SwiftUI's scenePhase reads .inactive during the interruption and
  // .active after it; where .active falls relative to sceneDidBecomeActive(_:) is the switch of every activation,
  // LifecycleOptions.scenePhaseActiveOrder.
  func testSwiftUIScenePhaseGoesInactiveThenActiveWhereTheSwitchPlacesIt() throws {
    var before = LifecycleOptions.defaults
    before.scenePhaseActiveOrder = .beforeSceneDidBecomeActive
    var sim = simulate(try idleApp(), .swiftUI, options: before)
    journey(&sim, [.tapIcon, .interruption])
    assertStep(sim, 1, interruption(.swiftUI, phaseFirst: true))
  }

  // UIKit semantics article, 8b rows 3, 5 and 6: Control Center, a declined call or a permission prompt covers the
  // app in front; nothing can interrupt an app that is not foreground-active, and the refusal changes nothing.
  func testAnInterruptionIsRefusedUnlessTheAppIsForegroundActive() throws {
    for style in LifecycleStyle.allCases {
      for phase in AppPhase.allCases where phase != .foregroundActive {
        var sim = simulate(try idleApp(), style)
        guard sim.drive(to: phase) != nil else { continue }
        let before = sim.machine
        let rejection = sim.send(.interruption)
        XCTAssertEqual(rejection?.reason, .notForegroundActive, "\(style) \(phase)")
        XCTAssertEqual(sim.machine, before, "\(style) \(phase)")
        let message = rejection?.message { "\($0.index)" } ?? ""
        XCTAssertTrue(message.contains("only a foreground-active app"), message)
      }
    }
  }

  // UIKit semantics article, 8b rows 4 and 5: a peek at the app switcher followed by another app, or an answered
  // call, is going home (resign active, then the background); a peek or a declined call that returns to the app is
  // an interruption. The two compose: an interruption leaves nothing pending that going home would change.
  func testAPeekFollowedByAnotherAppOrAnAnsweredCallIsGoingHome() throws {
    for style in LifecycleStyle.allCases {
      var interrupted = simulate(try idleApp(), style)
      journey(&interrupted, [.tapIcon, .interruption, .goHome])
      var plain = simulate(try idleApp(), style)
      journey(&plain, [.tapIcon, .goHome])
      XCTAssertEqual(lines(of: interrupted, step: 2), lines(of: plain, step: 1), "\(style)")
      XCTAssertEqual(interrupted.phase, .background, "\(style)")
    }
  }

  // UIKit semantics article, 8b rows 3 and 7: the become-active after an interruption is an activation, so Apple's
  // scene sample, which handles savedShortCutItem in every sceneDidBecomeActive(_:) and never clears it, handles
  // its launch item again: duplicate.
  func testApplesSceneSampleHandlesItsLaunchItemAgainAfterAnInterruption() throws {
    var sim = makeSimulator(.appleSceneSample)
    XCTAssertNil(sim.quickAction(searchType))
    journey(&sim, [.interruption])
    XCTAssertEqual(sim.handledTypes, [searchType, searchType])
    XCTAssertEqual(sim.violationKinds, [.duplicate])
  }

  // UIKit semantics article, 8b rows 3 and 7: strategies that empty their slot when they consume it stay clean
  // across interruptions, cold and warm, in every lifecycle that wires them.
  func testSlotStrategiesStayCleanAcrossInterruptions() throws {
    for style in LifecycleStyle.allCases {
      var sim = makeSimulator(.pendingSlot, lifecycle: style)
      XCTAssertNil(sim.quickAction(searchType), "\(style)")
      journey(&sim, [.interruption, .interruption, .goHome])
      XCTAssertNil(sim.quickAction(shareType), "\(style)")
      journey(&sim, [.interruption])
      XCTAssertEqual(sim.handledTypes, [searchType, shareType], "\(style)")
      XCTAssertEqual(sim.violations, [], "\(style)")
    }
    for style: LifecycleStyle in [.appDelegate, .swiftUI] {
      let strategy: TableStrategy = style == .appDelegate ? .appleLegacySample : .swiftUIAdaptor
      var sim = makeSimulator(strategy, lifecycle: style)
      XCTAssertNil(sim.quickAction(searchType), "\(strategy.name)")
      journey(&sim, [.interruption])
      XCTAssertEqual(sim.handledTypes, [searchType], "\(strategy.name)")
      XCTAssertEqual(sim.violations, [], "\(strategy.name)")
    }
  }

  // UIKit semantics article, 8b rows 3 and 7: forwardConnectionURLs forwards the launching link once, so an
  // interruption after a cold link launch hands it over no second time.
  func testForwardConnectionURLsStaysCleanAcrossAnInterruption() throws {
    for url in [searchURL, cafeLink] {
      var sim = simulateLink(TableStrategy.forwardConnectionURLs, .scene, open: url)
      journey(&sim, [.interruption])
      XCTAssertEqual(sim.handledTypes, [url])
      XCTAssertEqual(sim.violations, [], url)
    }
  }

  // UIKit semantics article, 8b row 7, with the invariant monitor: the resign-active of an interruption ends the
  // first activation, so an app that acts on its launch item only then handles it late.
  func testTheInterruptionsResignActiveEndsTheFirstActivation() throws {
    let lateApp = try strategy([.configurationForConnecting: [.store], .sceneWillResignActive: [.consumePending]])
    var sim = simulate(lateApp, .scene)
    XCTAssertNil(sim.quickAction(searchType))
    journey(&sim, [.interruption])
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertEqual(sim.violationKinds, [.late])
  }
}
