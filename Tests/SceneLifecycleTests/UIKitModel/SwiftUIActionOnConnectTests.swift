import SceneLifecycle
import TestSupport
import XCTest

/// ``LifecycleOptions/swiftUIActionOnConnect`` (UIKit semantics article, 3 row 5 and 15 row 5): whether SwiftUI hands a
/// link or an activity that connects a scene to its action. One walk over every connection, kind of link and value.
final class SwiftUIActionOnConnectTests: XCTestCase {
  /// The steps that bring the app to where the link connects a scene: not running, a saved session, a disconnected
  /// scene.
  private let starts: [[LifecycleEvent]] = [
    [], [.tapIcon, .goHome, .systemTerminate], [.tapIcon, .goHome, .systemDisconnectScene],
  ]

  /// Each kind of link with the action SwiftUI hands it to.
  private let links: [(step: ScenarioStep, action: CallbackKind)] = [
    (.openURL("pariscafe://cafe/PRS103"), .onOpenURL),
    (.universalLink("https://example.com/cafe/PRS103"), .onOpenURL),
    (.userActivity("com.apple.corespotlightitem pariscafe://cafe/PRS103"), .onContinueUserActivity),
  ]

  func testEveryConnectionHandsTheLinkToTheActionOnlyUnderTheDefault() throws {
    let app = try idleApp()
    for start in starts {
      for (step, action) in links {
        for called in [true, false] {
          var options = LifecycleOptions.defaults
          options.swiftUIActionOnConnect = called
          var sim = simulate(app, .swiftUI, options: options)
          journey(&sim, start)
          XCTAssertNil(sim.send(step: step))
          let label = "\(start) \(step.summary) swiftUIActionOnConnect \(called)"
          let lines = lastStepLines(of: sim)
          XCTAssertEqual(lines.contains { $0.hasPrefix(system(action)) }, called, label)
          XCTAssertTrue(lines.contains { $0.hasPrefix(system(.sceneWillConnect)) }, label)
          XCTAssertEqual(sim.phase, .foregroundActive, label)
        }
      }
    }
  }

  // A warm link and a Handoff, whose activity comes after the connection, are not on this road: the switch is not
  // read for them, and the other styles never read it.
  func testOnlyAConnectingLinkInSwiftUIReadsTheSwitch() throws {
    let app = try idleApp()
    var options = LifecycleOptions.defaults
    options.swiftUIActionOnConnect = false
    var warm = simulate(app, .swiftUI, options: options)
    journey(&warm, [.tapIcon, .goHome])
    XCTAssertNil(warm.send(step: .universalLink("https://example.com/cafe/PRS103")))
    XCTAssertTrue(lastStepLines(of: warm).contains(system(.onOpenURL, "https://example.com/cafe/PRS103")))
    var handoff = simulate(app, .swiftUI, options: options)
    XCTAssertNil(handoff.send(step: .handoff("com.example.reading article-12")))
    XCTAssertTrue(
      lastStepLines(of: handoff).contains(system(.onContinueUserActivity, "com.example.reading article-12")))
    for style in [LifecycleStyle.appDelegate, .scene] {
      XCTAssertEqual(options.relevant(to: style, linking: true), .defaults, "\(style)")
    }
    XCTAssertNotEqual(options.relevant(to: .swiftUI, linking: true), .defaults)
    XCTAssertEqual(options.relevant(to: .swiftUI, linking: false), .defaults, "without links it is never read")
  }

  // The shipped pair: an app that routes links only in onOpenURL loses the launching one under the report's answer,
  // and its fix, which also reads the connection options, handles it twice under the default answer.
  func testTheShippedPairUnderBothAnswers() throws {
    let broken = try ScenarioLoader.load(
      file: scenariosDirectory.appendingPathComponent("swiftUIColdUniversalLinkMissesOnOpenURL.json").path
    )
    let fixed = try ScenarioLoader.load(
      file: scenariosDirectory.appendingPathComponent("swiftUIColdUniversalLinkCapturedAtConnection.json").path
    )
    XCTAssertTrue(Replay.run(broken).passed)
    XCTAssertTrue(Replay.run(fixed).passed)
    let subject = ExplorationSubject(scenario: fixed, label: fixed.file)
    let report = try Explorer(subject.configuration(lifecycle: .swiftUI, allOptions: true, depth: 3)).run()
    let duplicate = try XCTUnwrap(report.counterexamples.first { $0.kind == .duplicate })
    XCTAssertTrue(duplicate.options.swiftUIActionOnConnect, "the duplicate needs SwiftUI's action on connection")
  }
}
