import SceneLifecycle
import XCTest

/// An App Intent in every lifecycle, every mode and process, from every phase it can meet (UIKit semantics article,
/// section 17): one walk over all the cases, so a case nobody wrote down cannot slip through. The oracle is built
/// from other roads: a foreground intent takes the road a tap on the icon takes from the same start, with the
/// intent in the connection options, the scene's preparation before it comes forward and `perform()` around it; a
/// background one from a closed app is a background launch followed by `perform()`.
final class AppIntentLifecycleTests: XCTestCase {
  private let intent = "OpenChoreIntent pariscafe://chore/1"

  /// Where the app is when the intent runs (``RoadStart``).
  private typealias Start = RoadStart

  /// The lines a tap on the icon (or, from the front, nothing) makes from `start`, and a background launch's.
  private func reference(
    _ app: TableStrategy, _ style: LifecycleStyle, from start: Start, _ event: LifecycleEvent
  ) -> [String]? {
    var sim = simulate(app, style)
    journey(&sim, start.events)
    guard sim.send(event) == nil else { return nil }
    return lastStepLines(of: sim)
  }

  /// The lines the intent's step must show.
  private func expected(
    _ app: TableStrategy, _ style: LifecycleStyle, from start: Start, _ run: AppIntentRun, preparation: CallbackKind
  ) -> [String] {
    let perform = system(.appIntentPerform, intent)
    switch (run.process, run.mode) {
    case (.widgetExtension, _):
      return [perform]  // 17 row 5: the extension's perform() alone; the app is not opened
    case (.app, .background):
      // 17 rows 1 and 4: a closed app is launched in the background as by backgroundLaunch (8c); otherwise no
      // lifecycle callback.
      let launch = [Start.notRunning, .savedSession].contains(start)
      return (launch ? reference(app, style, from: start, .backgroundLaunch) ?? [] : []) + [perform]
    case (.app, .foreground), (.app, .deferred):
      // 17 rows 1 to 3: the tap's road with the intent in the connection options; the scene is handed the intent
      // before it comes forward; perform() after activation, or, deferred, before the app comes forward.
      var lines = (reference(app, style, from: start, .tapIcon) ?? []).map { line in
        line == system(.configurationForConnecting) || line == system(.sceneWillConnect) ? "\(line) \(intent)" : line
      }
      let forward = lines.firstIndex {
        [.sceneWillEnterForeground, .applicationWillEnterForeground, .applicationDidBecomeActive].map { system($0) }
          .contains($0)
      }
      var inserted = style.usesScenes ? [system(preparation, intent)] : []
      if run.mode == .deferred { inserted.append(perform) }
      lines.insert(contentsOf: inserted, at: forward ?? lines.endIndex)
      if run.mode == .foreground { lines.append(perform) }
      return lines
    }
  }

  private func walk(_ app: (LifecycleStyle) throws -> TableStrategy, preparation: (LifecycleStyle) -> CallbackKind)
    throws
  {
    for style in LifecycleStyle.allCases {
      let app = try app(style)
      for start in Start.allCases where style.usesScenes || start != .disconnected {
        for run in AppIntentRun.all {
          var sim = simulate(app, style)
          journey(&sim, start.events)
          let label = "\(style) from \(start), \(run.label)"
          let before = sim.phase
          XCTAssertNil(sim.appIntent(intent, run), label)
          XCTAssertEqual(
            lastStepLines(of: sim), expected(app, style, from: start, run, preparation: preparation(style)), label)
          switch (run.process, run.mode) {
          case (.widgetExtension, _): XCTAssertEqual(sim.phase, before, label)
          case (.app, .foreground), (.app, .deferred): XCTAssertEqual(sim.phase, .foregroundActive, label)
          case (.app, .background):
            // Nothing comes forward: a closed app runs in the background, a suspended one is woken there.
            let after: AppPhase? =
              switch before {
              case .notRunning, .notRunningWithSavedSession: nil
              case .suspended: .background
              case .unattached, .background, .foregroundInactive, .foregroundActive: before
              }
            if let after {
              XCTAssertEqual(sim.phase, after, label)
            } else {
              XCTAssertTrue([.background, .unattached].contains(sim.phase), label)
            }
          }
        }
      }
    }
  }

  // 17 row 3: a scene delegate without scene(_:willPerformAppIntent:) (here: an app that implements nothing) gets the
  // intent's performNavigation(forScene:) in its place, in SwiftUI too (17 row 7, inferred).
  func testEveryLifecycleModeAndProcessFromEveryPhaseWithoutThePreparationMethod() throws {
    try walk({ _ in try idleApp() }, preparation: { _ in .performNavigation })
  }

  // 17 rows 2 and 7: a delegate that implements scene(_:willPerformAppIntent:), or a SwiftUI view with
  // onAppIntentExecution(_:perform:), gets the intent there.
  func testEveryLifecycleModeAndProcessFromEveryPhaseWithThePreparationMethod() throws {
    func preparation(_ style: LifecycleStyle) -> CallbackKind {
      style == .swiftUI ? .onAppIntentExecution : .sceneWillPerformAppIntent
    }
    try walk(
      { style in try strategy([preparation(style): []], lifecycle: style) }, preparation: preparation)
  }

  // 17 row 4: the intent runs with no scene when the background launch connects none (8c row 2).
  func testABackgroundIntentCanRunInAProcessWithNoScene() throws {
    var options = LifecycleOptions.defaults
    options.backgroundLaunchConnectsScene = false
    var sim = simulate(try idleApp(), .scene, options: options)
    XCTAssertNil(sim.appIntent("LastBookStartPlaybackIntent", AppIntentRun(mode: .background)))
    XCTAssertEqual(
      lastStepLines(of: sim),
      [
        system(.willFinishLaunching), system(.didFinishLaunching),
        system(.appIntentPerform, "LastBookStartPlaybackIntent"),
      ])
    XCTAssertEqual(sim.phase, .unattached)
  }

  // 17 rows 1 to 4: perform() handles an intent either with no scene (background, an extension, an app without
  // scenes), whose work needs no UI, or after the scene it shows was handed the intent to configure its views; so
  // handling there is never handledWhileInactive, even when a deferred perform() runs before the scene is active.
  func testHandlingInPerformIsNeverHandledWhileInactive() throws {
    for style in LifecycleStyle.allCases {
      let handles = try strategy([.appIntentPerform: [.handle]], lifecycle: style)
      for run in AppIntentRun.all {
        var sim = simulate(handles, style)
        sim.appIntent(intent, run)
        XCTAssertEqual(sim.violationKinds, [], "\(style) \(run.label)")
      }
    }
    // Handling in the connection, before the scene is handed the intent, is.
    var early = simulate(try strategy([.sceneWillConnect: [.handle]]), .scene)
    early.appIntent(intent, AppIntentRun(mode: .foreground))
    XCTAssertEqual(early.violationKinds, [.handledWhileInactive])
  }

  // 17 row 5: the extension's intent that only leaves a token for the app, which is never opened, loses the action.
  func testAnExtensionIntentThatLeavesATokenForAnAppNeverOpenedIsLost() throws {
    let app = try strategy(
      [.appIntentPerform: [.storeInUserDefaults], .applicationDidBecomeActive: [.consumePendingInUserDefaults]],
      lifecycle: .appDelegate)
    var sim = simulate(app, .appDelegate)
    sim.appIntent("OpenAddChoreIntent", AppIntentRun(mode: .foreground, process: .widgetExtension))
    XCTAssertEqual(sim.phase, .notRunning)
    XCTAssertEqual(sim.violationKinds, [.lost])
  }

  // 17 row 6: the fixed control finishes its intent in the extension by returning OpenURLIntent; the URL the system
  // then opens reaches the app on the URL's road, from a closed app and from a backgrounded one.
  func testAControlThatOpensAURLReachesTheAppOnTheURLsRoad() throws {
    let table = try strategy([.appIntentPerform: [.handle], .sceneOpenURLContexts: [.handle], .sceneWillConnect: []])
    let control = AppIntentRun(mode: .foreground, process: .widgetExtension)
    var sim = simulate(table, .scene)
    sim.appIntent("OpenAddChoreIntent", control)
    sim.openURL("lastglance://action/add")
    XCTAssertEqual(sim.violationKinds, [.lost])  // the cold URL rode in urlContexts, which this app does not read
    var warm = simulate(table, .scene)
    warm.tapIcon()
    warm.send(.goHome)
    warm.appIntent("OpenAddChoreIntent", control)
    warm.openURL("lastglance://action/add")
    XCTAssertEqual(warm.violationKinds, [])
    XCTAssertEqual(lastStepLines(of: warm).filter { $0.hasPrefix("app ") }, [app("handle", "lastglance://action/add")])
  }

  // 17 row 8: with several windows the system routes a foreground intent to the scene its target matches, as a link
  // (the machine's own app implements every callback, so the scene delegate gets the intent, 17 row 2).
  func testAForegroundIntentIsRoutedToTheSceneItsTargetMatches() {
    var ipad = WindowsApp(matches: [[.none, .prefers]])
    let heard = ipad.play([.appIntent(ItemID(0), AppIntentRun(mode: .foreground))])
    XCTAssertEqual(heard.routes.first?.scene, 1)
    XCTAssertEqual(
      heard.lines.filter { $0.contains("[appIntent]") },
      [
        "application(_:configurationForConnecting:options:)[appIntent]@1",
        "scene(_:willConnectTo:options:)[appIntent]@1", "scene(_:willPerformAppIntent:)[appIntent]@1",
        "perform()[appIntent]@1",
      ])
  }

  // 17 row 5: the token a foreground control left is consumed when the user opens the app another way: late, since
  // the user asked for the app when tapping the control; a background intent's item read at the next open is not.
  func testAnExtensionsForegroundIntentHandledAtTheNextOpenIsLate() throws {
    let app = try strategy(
      [.appIntentPerform: [.storeInUserDefaults], .sceneDidBecomeActive: [.consumePendingInUserDefaults]])
    for (mode, expected) in [(AppIntentMode.foreground, [ViolationKind.late]), (.deferred, [.late]), (.background, [])]
    {
      var sim = simulate(app, .scene)
      sim.appIntent("OpenAddChoreIntent", AppIntentRun(mode: mode, process: .widgetExtension))
      sim.tapIcon()
      XCTAssertEqual(sim.handledTypes, ["OpenAddChoreIntent"], "\(mode)")
      XCTAssertEqual(sim.violationKinds, expected, "\(mode)")
    }
  }

  func testAnIntentIsATypeNameNotAURL() throws {
    var sim = simulate(try idleApp(), .scene)
    let refused = sim.appIntent("pariscafe://chore/1", AppIntentRun(mode: .foreground))
    XCTAssertEqual(refused?.reason, .notThatKindOfLink(try XCTUnwrap(sim.catalog.id(ofLink: "pariscafe://chore/1"))))
  }
}
