import SceneLifecycle
import XCTest

/// An accepted CloudKit share in every lifecycle, from every phase it can meet (UIKit semantics article, section 16):
/// one walk over all the cases, so a case nobody wrote down cannot slip through.
final class CloudKitShareLifecycleTests: XCTestCase {
  private let share = "https://www.icloud.com/share/0aXcontacts1"

  /// Where the app is when the delivery comes (``RoadStart``).
  private typealias Start = RoadStart

  /// The lines the share's step must show, built from the rows of section 16 alone.
  private func expected(_ style: LifecycleStyle, from start: Start) -> [String] {
    let accept = system(
      style.usesScenes ? .windowSceneUserDidAcceptCloudKitShare : .applicationUserDidAcceptCloudKitShare, share)
    let foreground = style == .swiftUI ? Transition.swiftUIForeground : Transition.sceneForeground
    let connectedForeground = style == .swiftUI ? Transition.swiftUIConnectedForeground : Transition.sceneForeground
    let active = style == .swiftUI ? Transition.swiftUIActive : Transition.sceneActive
    switch (style, start) {
    case (_, .inFront):
      return [accept]  // 16 rows 1 and 3: a running app, no transition
    case (.appDelegate, .notRunning), (.appDelegate, .savedSession):
      // 16 row 3: the launch options carry the metadata; the method follows the launch methods.
      return [system(.willFinishLaunching, share), system(.didFinishLaunching, share), accept]
        + Transition.appDelegateActive
    case (.appDelegate, _):
      return Transition.appDelegateForeground + [accept] + Transition.appDelegateActive  // 16 row 4
    case (_, .background), (_, .suspended):
      return foreground + [accept] + active  // 16 row 4
    case (_, .notRunning), (_, .savedSession), (_, .disconnected):
      // 16 row 2: the connection options alone; no delegate method.
      var lines: [String] = []
      if start != .disconnected { lines += [system(.willFinishLaunching), system(.didFinishLaunching)] }
      if start == .notRunning { lines.append(system(.configurationForConnecting, share)) }
      return lines + [system(.sceneWillConnect, share)] + connectedForeground + active
    }
  }

  func testEveryLifecycleFromEveryPhase() throws {
    let app = try idleApp()
    for style in LifecycleStyle.allCases {
      for start in Start.allCases where style.usesScenes || start != .disconnected {
        var sim = simulate(app, style)
        journey(&sim, start.events)
        let label = "\(style) from \(start)"
        XCTAssertNil(sim.cloudKitShare(share), label)
        XCTAssertEqual(lastStepLines(of: sim), expected(style, from: start), label)
        XCTAssertEqual(sim.phase, .foregroundActive, label)
      }
    }
  }

  // 16 row 5: SwiftUI has no modifier for a share; a table stands for a custom scene delegate, and one without the
  // method loses every share.
  func testASwiftUIAppWithoutTheDelegateMethodLosesEveryShare() throws {
    var sim = simulate(try strategy([.scenePhaseActive: [.consumePending]], lifecycle: .swiftUI), .swiftUI)
    sim.tapIcon()
    sim.send(.goHome)
    XCTAssertNil(sim.cloudKitShare(share))
    XCTAssertEqual(sim.violationKinds, [.lost])
  }

  func testAShareIsAnHTTPSURL() throws {
    var sim = simulate(try idleApp(), .scene)
    let refused = sim.cloudKitShare("pariscafe://share/1")
    XCTAssertEqual(refused?.reason, .notThatKindOfLink(try XCTUnwrap(sim.catalog.id(ofLink: "pariscafe://share/1"))))
    XCTAssertEqual(
      refused?.message(itemName: sim.catalog.type(of:)),
      "cloudKitShare pariscafe://share/1 cannot happen: a CloudKit share's URL is an https URL with a host")
  }
}
