import SceneLifecycle
import XCTest

/// A tapped notification in every lifecycle, from every phase it can meet, under every value of
/// ``LifecycleOptions/didReceiveOnSceneConnect`` (UIKit semantics article, section 14): one walk over all the cases, so
/// a case nobody wrote down cannot slip through.
final class NotificationTapLifecycleTests: XCTestCase {
  private let tapped = "myshop://offer/summer"

  /// Where the app is when the delivery comes (``RoadStart``).
  private typealias Start = RoadStart

  /// The lines the tap's step must show, built from the rows of section 14 alone.
  private func expected(
    _ style: LifecycleStyle, from start: Start, placing place: ConnectingNotificationResponse
  ) -> [String] {
    let receive = system(.userNotificationCenterDidReceive, tapped)
    switch (style, start) {
    case (_, .inFront):
      return [receive]  // 14 row 6: in front, didReceive alone
    case (.appDelegate, .notRunning), (.appDelegate, .savedSession):
      // 2 and 3: the payload in the launch options, then didReceive before the app becomes active.
      return [system(.willFinishLaunching, tapped), system(.didFinishLaunching, tapped), receive]
        + Transition.appDelegateActive
    case (.appDelegate, _):
      return Transition.appDelegateForeground + [receive] + Transition.appDelegateActive  // 14 row 5
    case (_, .background), (_, .suspended):
      let foreground = style == .swiftUI ? Transition.swiftUIForeground : Transition.sceneForeground
      let active = style == .swiftUI ? Transition.swiftUIActive : Transition.sceneActive
      return foreground + [receive] + active  // 14 row 5
    case (_, .notRunning), (_, .savedSession), (_, .disconnected):
      // 1 and 2: nil launch options; the response in the connection options; didReceive where the switch says.
      var lines: [String] = []
      if start != .disconnected { lines += [system(.willFinishLaunching), system(.didFinishLaunching)] }
      if place == .beforeSceneConnects { lines.append(receive) }
      if start == .notRunning { lines.append(system(.configurationForConnecting, tapped)) }
      lines.append(system(.sceneWillConnect, tapped))
      lines += style == .swiftUI ? Transition.swiftUIConnectedForeground : Transition.sceneForeground
      if place == .afterWillEnterForeground { lines.append(receive) }
      return lines + (style == .swiftUI ? Transition.swiftUIActive : Transition.sceneActive)
    }
  }

  // 14 row 8: SwiftUI has no modifier of its own for a tap; its app gets didReceive on the delegate its adaptor's app
  // delegate set, at the same places as a scene app, which the SwiftUI rows of this walk show.
  func testEveryLifecycleFromEveryPhaseUnderEveryPlacement() throws {
    let app = try idleApp()
    for style in LifecycleStyle.allCases {
      for start in Start.allCases where style.usesScenes || start != .disconnected {
        for place in ConnectingNotificationResponse.allCases {
          var options = LifecycleOptions.defaults
          options.didReceiveOnSceneConnect = place
          var sim = simulate(app, style, options: options)
          journey(&sim, start.events)
          XCTAssertNil(sim.notificationTap(tapped), "\(style) \(start)")
          let label = "\(style) from \(start), didReceive \(place)"
          XCTAssertEqual(lastStepLines(of: sim), expected(style, from: start, placing: place), label)
          XCTAssertEqual(sim.phase, .foregroundActive, label)
        }
      }
    }
  }

  func testATapCarriesAnyURLTheAppRoutesAndNothingElse() throws {
    var sim = simulate(try idleApp(), .scene)
    XCTAssertNil(sim.notificationTap("https://example.com/offer/summer"))
    let refused = sim.notificationTap("not a url")
    XCTAssertEqual(refused?.reason, .notThatKindOfLink(try XCTUnwrap(sim.catalog.id(ofLink: "not a url"))))
  }

  /// An app the harness cannot hand a response to, as an app's own classes run against Apple's UserNotifications are.
  private struct NoResponses: AppStrategy {
    var table: TableStrategy
    mutating func respond(to callback: Callback, app: inout AppContext) { table.respond(to: callback, app: &app) }
    var takesNotificationTaps: Bool { false }
  }

  // A tap that cannot reach the app where it was written is a rejected step that says why, never a silent no-op.
  func testATapTheHarnessCannotHandOverIsRefusedWithItsReason() throws {
    var sim = simulate(NoResponses(table: try idleApp()), .scene)
    let refused = try XCTUnwrap(sim.notificationTap(tapped))
    XCTAssertEqual(refused.reason, .notificationResponsesUnavailable)
    XCTAssertTrue(
      refused.message(itemName: sim.catalog.type(of:)).hasPrefix(
        "notificationTap cannot happen here: the app's own classes run against Apple's UserNotifications"))
    XCTAssertEqual(sim.phase, .notRunning)
    XCTAssertEqual(sim.traceLines, ["rejected notificationTap \(tapped)"])
  }
}
