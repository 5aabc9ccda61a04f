import SceneLifecycle
import XCTest

/// A user activity carried whole (a Spotlight result) and a Handoff in every lifecycle, from every phase they can
/// meet (UIKit semantics article, section 15): one walk over all the cases, so a case nobody wrote down cannot slip
/// through.
final class UserActivityLifecycleTests: XCTestCase {
  private let spotlight = "com.apple.corespotlightitem pariscafe://cafe/PRS103"
  private let handedOff = "com.example.cafe.viewing pariscafe://cafe/PRS104"

  /// Where the app is when the delivery comes (``RoadStart``).
  private typealias Start = RoadStart

  /// The lines the activity's step must show, built from the rows of sections 4 and 15 alone, for an app that
  /// implements no method (so SwiftUI's own action takes what a custom scene delegate could, 8f row 1).
  private func expected(_ style: LifecycleStyle, from start: Start, handoff: Bool) -> [String] {
    let activity = handoff ? handedOff : spotlight
    let willContinue =
      style.usesScenes ? CallbackKind.sceneWillContinueUserActivity : .applicationWillContinueUserActivity
    let announce = system(willContinue, activity)  // 15 row 3: it names the activity's type
    let hand: String
    switch style {
    case .appDelegate: hand = system(.applicationContinueUserActivity, activity)  // 15 row 4
    case .scene: hand = system(.sceneContinueUserActivity, activity)
    case .swiftUI: hand = system(.onContinueUserActivity, activity)  // 15 row 5
    }
    let foreground = style == .swiftUI ? Transition.swiftUIForeground : Transition.sceneForeground
    let connectedForeground = style == .swiftUI ? Transition.swiftUIConnectedForeground : Transition.sceneForeground
    let active = style == .swiftUI ? Transition.swiftUIActive : Transition.sceneActive
    switch (style, start) {
    case (_, .inFront):
      // In front, the pair alone; SwiftUI's own action takes the activity when no delegate has the method.
      return [announce, hand]
    case (.appDelegate, .notRunning), (.appDelegate, .savedSession):
      // 15 row 4: the launch options carry it (a Handoff's name only its type), then the pair, then activation.
      return [system(.willFinishLaunching, activity), system(.didFinishLaunching, activity), announce, hand]
        + Transition.appDelegateActive
    case (.appDelegate, _):
      return Transition.appDelegateForeground + [announce, hand] + Transition.appDelegateActive  // 15 row 7
    case (_, .background), (_, .suspended):
      return [announce] + foreground + [hand] + active  // 4 row 10, 15 row 7
    case (_, .notRunning), (_, .savedSession), (_, .disconnected):
      var lines: [String] = []
      if start != .disconnected { lines += [system(.willFinishLaunching), system(.didFinishLaunching)] }
      if start == .notRunning { lines.append(system(.configurationForConnecting, activity)) }
      lines.append(system(.sceneWillConnect, activity))
      if handoff {
        // 15 row 3: only the type at connection; announced once connected, handed over after.
        return lines + [announce] + connectedForeground + [hand] + active
      }
      // 15 row 2: in the connection options; no continue for a scene app, SwiftUI's action for SwiftUI (row 5).
      return lines + connectedForeground + (style == .swiftUI ? [hand] : []) + active
    }
  }

  func testEveryLifecycleFromEveryPhaseForBothKindsOfActivity() throws {
    let app = try idleApp()
    for style in LifecycleStyle.allCases {
      for start in Start.allCases where style.usesScenes || start != .disconnected {
        for handoff in [false, true] {
          var sim = simulate(app, style)
          journey(&sim, start.events)
          let step: ScenarioStep = handoff ? .handoff(handedOff) : .userActivity(spotlight)
          let label = "\(style) from \(start), \(handoff ? "handoff" : "userActivity")"
          XCTAssertNil(sim.send(step: step), label)
          XCTAssertEqual(lastStepLines(of: sim), expected(style, from: start, handoff: handoff), label)
          XCTAssertEqual(sim.phase, .foregroundActive, label)
        }
      }
    }
  }

  // 15 row 3: a table's actions on a callback that names only the activity's type have nothing to keep or handle.
  func testAnActionOnTheTypeAloneHandlesNothing() throws {
    let app = try TableStrategy(
      name: "eager", triggers: [StrategyTrigger(.sceneWillContinueUserActivity, carrying: .activityType): [.handle]])
    var sim = simulate(app, .scene)
    XCTAssertNil(sim.send(step: .handoff(handedOff)))
    XCTAssertEqual(sim.handledTypes, [])
    XCTAssertEqual(sim.violationKinds, [.lost])
  }

  func testAnActivityStepTakesAnActivityAndNothingElse() throws {
    var sim = simulate(try idleApp(), .scene)
    for text in ["pariscafe://cafe/PRS103", "https://example.com/cafe", "com/example x", "com:example", ""] {
      let refused = sim.send(step: .userActivity(text))
      XCTAssertEqual(refused?.reason, .notThatKindOfLink(try XCTUnwrap(sim.catalog.id(ofLink: text))), text)
    }
    XCTAssertNil(sim.send(step: .userActivity("com.example.order")))
    let url = sim.send(step: .universalLink(spotlight))
    XCTAssertEqual(url?.reason, .notThatKindOfLink(try XCTUnwrap(sim.catalog.id(ofLink: spotlight))))
  }
}
