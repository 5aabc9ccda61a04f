import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 1: the AppDelegate-only lifecycle, cold launch (1a) and warm resume (1b).
final class AppDelegateLifecycleTests: XCTestCase {
  private let coldPerformThenActivate = [
    system(.willFinishLaunching, searchType), system(.didFinishLaunching, searchType),
    system(.applicationPerformAction, searchType),
    system(.applicationDidBecomeActive), system(.didBecomeActiveNotification),
  ]

  /// An AppDelegate app with `actions`, launched cold by the search quick action.
  private func coldLaunch(
    _ actions: [CallbackKind: [StrategyAction]] = [:], options: LifecycleOptions = .defaults
  ) throws -> Simulator<TableStrategy> {
    var sim = makeSimulator(try strategy(actions, lifecycle: .appDelegate), lifecycle: .appDelegate, options: options)
    XCTAssertNil(sim.quickAction(searchType))
    return sim
  }

  // MARK: - 1a. Cold launch from a quick action

  // UIKit semantics article, 1a row 1: willFinishLaunching, then didFinishLaunching; both receive
  // launchOptions[.shortcutItem] holding the selected item.
  func testColdLaunchCallsWillFinishThenDidFinishBothWithTheSelectedItem() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .appDelegate)
    sim.quickAction(shareType)
    XCTAssertEqual(
      Array(lines(of: sim, step: 0).prefix(2)),
      [
        "system application(_:willFinishLaunchingWithOptions:) com.example.share",
        "system application(_:didFinishLaunchingWithOptions:) com.example.share",
      ])
  }

  // UIKit semantics article, 1a row 2: when a quick action launches the app, a launch method runs before
  // application(_:performActionFor:completionHandler:).
  func testColdLaunchRunsTheLaunchMethodsBeforePerformActionFor() throws {
    let kinds = callbacks(of: try coldLaunch(), step: 0)
    let perform = try XCTUnwrap(kinds.firstIndex(of: .applicationPerformAction))
    let didFinish = try XCTUnwrap(kinds.firstIndex(of: .didFinishLaunching))
    XCTAssertLessThan(try XCTUnwrap(kinds.firstIndex(of: .willFinishLaunching)), didFinish)
    XCTAssertLessThan(didFinish, perform)
    XCTAssertEqual(kinds.filter { $0 == .applicationPerformAction }.count, 1)
  }

  // UIKit semantics article, 1a row 3: if either launch method returns false, performActionFor is not called
  // ("except when -application:willFinishLaunchingWithOptions: or …didFinishLaunchingWithOptions returns NO").
  func testPerformActionForIsNotCalledWhenWillFinishLaunchingReturnsFalse() throws {
    let sim = try coldLaunch([.willFinishLaunching: [.returnFalse]])
    assertTrace(
      sim,
      [
        system(.willFinishLaunching, searchType), app("return(false)"), system(.didFinishLaunching, searchType),
        system(.applicationDidBecomeActive), system(.didBecomeActiveNotification),
      ])
  }

  // UIKit semantics article, 1a row 3, the other launch method.
  func testPerformActionForIsNotCalledWhenDidFinishLaunchingReturnsFalse() throws {
    let sim = try coldLaunch([.didFinishLaunching: [.returnFalse]])
    assertTrace(
      sim,
      [
        system(.willFinishLaunching, searchType), system(.didFinishLaunching, searchType), app("return(false)"),
        system(.applicationDidBecomeActive), system(.didBecomeActiveNotification),
      ])
  }

  // UIKit semantics article, 1a row 4: Apple's pattern — find the item in a launch method, handle it there and
  // return false, so that performActionFor does not fire as well.
  func testHandlingInTheLaunchMethodAndReturningFalseHandlesTheItemOnce() throws {
    let sim = try coldLaunch([
      .didFinishLaunching: [.handle, .returnFalseIfItem],
      .applicationPerformAction: [.handle, .completionTrue],
    ])
    XCTAssertEqual(sim.handledTypes, [searchType])
    XCTAssertFalse(callbacks(of: sim).contains(.applicationPerformAction))
    // Handled in didFinishLaunching, before any activation: only the warning.
    XCTAssertEqual(sim.violationKinds, [.handledWhileInactive])
  }

  // UIKit semantics article, 1a row 5: if both launch methods return true, performActionFor follows
  // didFinishLaunching with the same item, so an app that handles it in the launch method handles it twice.
  func testReturningTrueAfterHandlingTheLaunchItemHandlesItTwice() {
    var sim = makeSimulator(.handleAndReturnTrue)
    sim.quickAction(searchType)
    assertTrace(
      sim,
      [
        system(.willFinishLaunching, searchType), system(.didFinishLaunching, searchType), app("handle", searchType),
        system(.applicationPerformAction, searchType), app("handle", searchType), app("completion(true)", searchType),
        system(.applicationDidBecomeActive), system(.didBecomeActiveNotification),
      ])
    XCTAssertEqual(sim.runner.handled.count, 2)
    XCTAssertEqual(Set(sim.runner.handled).count, 1, "both handlings must be the same delivery")
    XCTAssertEqual(sim.violationKinds, [.duplicate, .handledWhileInactive])
  }

  // UIKit semantics article, 1a row 3 (header wording): one false is enough to suppress performActionFor, whichever
  // method returns it. (1a row 6, the contradictory launch-URL rule, is a switch: DeepLinkAppDelegateTests.)
  func testOneFalseLaunchMethodIsEnoughToSuppressPerformActionFor() throws {
    let cases: [(will: Bool, did: Bool, performs: Bool)] = [
      (true, true, true), (false, true, false), (true, false, false), (false, false, false),
    ]
    for (will, did, performs) in cases {
      let sim = try coldLaunch([
        .willFinishLaunching: will ? [] : [.returnFalse], .didFinishLaunching: did ? [] : [.returnFalse],
      ])
      XCTAssertEqual(
        callbacks(of: sim).contains(.applicationPerformAction), performs, "willFinish \(will), didFinish \(did)")
    }
  }

  // UIKit semantics article, 1a row 7 (inferred, open question 1): performActionFor comes before
  // applicationDidBecomeActive. Default, and the warm switch does not move the cold call.
  func testColdPerformActionForComesBeforeApplicationDidBecomeActiveByDefault() throws {
    assertTrace(try coldLaunch(), coldPerformThenActivate)
    assertTrace(
      try coldLaunch(options: LifecycleOptions(warmPerformActionFor: .afterDidBecomeActive)), coldPerformThenActivate)
  }

  // UIKit semantics article, 1a row 7, both settings of LifecycleOptions.coldPerformActionFor.
  func testColdPerformActionForFollowsTheColdOrderSwitch() throws {
    let before = try coldLaunch(options: LifecycleOptions(coldPerformActionFor: .beforeDidBecomeActive))
    assertTrace(before, coldPerformThenActivate)
    let after = try coldLaunch(options: LifecycleOptions(coldPerformActionFor: .afterDidBecomeActive))
    assertTrace(
      after,
      [
        system(.willFinishLaunching, searchType), system(.didFinishLaunching, searchType),
        system(.applicationDidBecomeActive), system(.didBecomeActiveNotification),
        system(.applicationPerformAction, searchType),
      ])
  }

  // UIKit semantics article, 1a row 8: Apple's 2015 sample keeps the item in launchedShortcutItem, returns false
  // from didFinishLaunching, handles it in applicationDidBecomeActive and sets it to nil.
  func testApplesLegacySampleHandlesTheLaunchItemOnActivationAndClearsIt() {
    var sim = makeSimulator(.appleLegacySample)
    sim.quickAction(searchType)
    assertTrace(
      sim,
      [
        system(.willFinishLaunching, searchType), system(.didFinishLaunching, searchType),
        app("store", searchType), app("return(false)"),
        system(.applicationDidBecomeActive), app("handle", searchType), app("reset", searchType),
        system(.didBecomeActiveNotification),
      ])
    XCTAssertNil(sim.runner.context.appSlot.item)
    XCTAssertEqual(sim.violations, [])
  }

  // UIKit semantics article, 1a row 9 (observed): applicationWillEnterForeground is not called on a cold launch;
  // the first activation callback is applicationDidBecomeActive.
  func testColdLaunchHasNoWillEnterForegroundAndActivatesFirstWithDidBecomeActive() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .appDelegate)
    sim.tapIcon()
    assertStep(
      sim, 0,
      [
        system(.willFinishLaunching), system(.didFinishLaunching),
        system(.applicationDidBecomeActive), system(.didBecomeActiveNotification),
      ])
    let quick = try coldLaunch()
    XCTAssertFalse(callbacks(of: quick).contains(.applicationWillEnterForeground))
    XCTAssertFalse(callbacks(of: quick).contains(.willEnterForegroundNotification))
  }

  // UIKit semantics article, 1a row 10: in a scene-based app launchOptions is nil; the item is not delivered
  // through launch options.
  func testSceneAppsGetNoItemInLaunchOptions() throws {
    for style in [LifecycleStyle.scene, .swiftUI] {
      var sim = makeSimulator(try idleApp(), lifecycle: style)
      sim.quickAction(searchType)
      let step = lines(of: sim, step: 0)
      XCTAssertEqual(Array(step.prefix(2)), [system(.willFinishLaunching), system(.didFinishLaunching)], "\(style)")
      XCTAssertTrue(step.contains(system(.sceneWillConnect, searchType)), "\(style): the item went nowhere")
    }
  }

  // UIKit semantics article, 1a row 11: iOS 26 deprecates launchOptions[.shortcutItem] and
  // application(_:performActionFor:); the replacement is the scene API. The model has no SDK version, so
  // it documents the consequence: a scene app gets items only through the scene API, and code written for
  // the deprecated AppDelegate path loses them cold and warm.
  func testTheDeprecatedAppDelegatePathIsReplacedByTheSceneAPI() throws {
    var sim = makeSimulator(.legacyGuideInSceneApp, lifecycle: .scene)
    journey(&sim, [.quickAction(searchID), .goHome, .quickAction(shareID)])
    XCTAssertEqual(sim.handledTypes, [])
    XCTAssertEqual(sim.violations.filter { $0.kind == .lost }.count, 2)
    let kinds = callbacks(of: sim)
    XCTAssertFalse(kinds.contains(.applicationPerformAction))
    XCTAssertTrue(lines(of: sim, step: 0).contains(system(.sceneWillConnect, searchType)))
    XCTAssertTrue(lines(of: sim, step: 2).contains(system(.windowScenePerformAction, shareType)))
  }

  // MARK: - 1b. Warm resume

  /// An AppDelegate app on `device` brought to `phase`, then sent the search quick action (step `path.count`).
  private func warm(
    from phase: AppPhase, device: Device = .iPhone, options: LifecycleOptions = .defaults
  ) throws -> (sim: Simulator<TableStrategy>, step: Int) {
    var sim = makeSimulator(try idleApp(), lifecycle: .appDelegate, device: device, options: options)
    let path = try XCTUnwrap(sim.drive(to: phase))
    XCTAssertNil(sim.quickAction(searchType))
    return (sim, path.count)
  }

  // UIKit semantics article, 1b row 1: warm, only performActionFor is called for the item; no launch method
  // runs and there are no launch options.
  func testWarmResumeCallsOnlyPerformActionForWithTheItem() throws {
    for phase in [AppPhase.background, .suspended] {
      let (sim, step) = try warm(from: phase)
      let kinds = callbacks(of: sim, step: step)
      XCTAssertFalse(kinds.contains(.willFinishLaunching) || kinds.contains(.didFinishLaunching), "\(phase)")
      let carrying = sim.trace.filter { $0.step == step && $0.item != nil }.map { $0.line(in: sim.catalog) }
      XCTAssertEqual(carrying, [system(.applicationPerformAction, searchType)], "\(phase)")
    }
  }

  // UIKit semantics article, 1b row 2: "the system launches or resumes your app and UIKit calls
  // application(_:performActionFor:completionHandler:)".
  func testPerformActionForIsCalledBothWhenLaunchingAndWhenResuming() throws {
    let cold = try coldLaunch()
    XCTAssertEqual(callbacks(of: cold).filter { $0 == .applicationPerformAction }.count, 1)
    for phase in [AppPhase.background, .suspended] {
      let (sim, step) = try warm(from: phase)
      XCTAssertEqual(callbacks(of: sim, step: step).filter { $0 == .applicationPerformAction }.count, 1, "\(phase)")
    }
  }

  // UIKit semantics article, 1b row 3 (inferred): applicationWillEnterForeground → performActionFor →
  // applicationDidBecomeActive. Default and both settings of LifecycleOptions.warmPerformActionFor.
  func testWarmPerformActionForFallsBetweenWillEnterForegroundAndDidBecomeActive() throws {
    let foreground = [system(.applicationWillEnterForeground), system(.willEnterForegroundNotification)]
    let active = [system(.applicationDidBecomeActive), system(.didBecomeActiveNotification)]
    let perform = [system(.applicationPerformAction, searchType)]
    let cases: [(LifecycleOptions, [String])] = [
      (.defaults, foreground + perform + active),
      (LifecycleOptions(warmPerformActionFor: .beforeDidBecomeActive), foreground + perform + active),
      (LifecycleOptions(warmPerformActionFor: .afterDidBecomeActive), foreground + active + perform),
      (LifecycleOptions(coldPerformActionFor: .afterDidBecomeActive), foreground + perform + active),
    ]
    for (options, expected) in cases {
      let (sim, step) = try warm(from: .background, options: options)
      assertStep(sim, step, expected)
    }
  }

  // UIKit semantics article, 1b row 4 (inferred; switch quickActionWhileActive) and 8a row 4: on iPad a quick
  // action can reach an app that is already foreground-active; by default performActionFor comes with no
  // foreground transition, whatever the other options.
  func testQuickActionWhileActiveCallsOnlyPerformActionFor() throws {
    for options in LifecycleOptions.allCombinations(for: .appDelegate, on: .iPad)
    where options.quickActionWhileActive == .performActionOnly {
      let (sim, step) = try warm(from: .foregroundActive, device: .iPad, options: options)
      assertStep(sim, step, [system(.applicationPerformAction, searchType)])
      XCTAssertEqual(sim.phase, .foregroundActive)
    }
  }

  // UIKit semantics article, 1b row 4, the other answer: the app resigns active while the menu is up.
  func testQuickActionWhileActiveCanMakeAnInactiveRoundTrip() throws {
    let (sim, step) = try warm(
      from: .foregroundActive, device: .iPad, options: LifecycleOptions(quickActionWhileActive: .inactiveRoundTrip))
    assertStep(
      sim, step,
      [
        system(.applicationWillResignActive), system(.willResignActiveNotification),
        system(.applicationPerformAction, searchType), system(.applicationDidBecomeActive),
        system(.didBecomeActiveNotification),
      ])
    XCTAssertEqual(sim.phase, .foregroundActive)
  }
}
