import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, 8g: a completion handler may be kept and called after its `performActionFor` returned.
/// The monitor judges it when the app can no longer call it before it stops running code.
final class DeferredCompletionTests: XCTestCase {
  /// Keeps the handler in `performActionFor` with the item, and on the next activation navigates, then calls the
  /// handler and sets its property to `nil`.
  private func callsOnNextActivation(_ lifecycle: LifecycleStyle) throws -> TableStrategy {
    switch lifecycle {
    case .appDelegate:
      return try strategy(
        [
          .applicationPerformAction: [.store, .keepCompletion],
          .applicationDidBecomeActive: [.consumePending, .completionTrue, .releaseCompletion],
        ], lifecycle: .appDelegate)
    case .scene:
      return try strategy([
        .windowScenePerformAction: [.store, .keepCompletion],
        .sceneDidBecomeActive: [.consumePending, .completionTrue, .releaseCompletion],
      ])
    case .swiftUI:
      return try strategy(
        [
          .windowScenePerformAction: [.store, .keepCompletion],
          .scenePhaseActive: [.consumePending, .completionTrue, .releaseCompletion],
        ], lifecycle: .swiftUI)
    }
  }

  /// Keeps the handler and never calls it.
  private func neverCalls() throws -> TableStrategy {
    try strategy([.windowScenePerformAction: [.handle, .keepCompletion]])
  }

  /// The warm quick action every test starts with: launch, go home, pick Search (step 2).
  private let warmSearch: [LifecycleEvent] = [.tapIcon, .goHome, .quickAction(searchID)]

  private func search(_ serial: UInt32 = 1) -> Delivery { Delivery(serial: serial, item: searchID) }

  // MARK: - 8g row 1: called later

  // 8g row 1: keeping the handler and calling it after navigating on the next activation is clean in every
  // lifecycle, through a suspension and a termination.
  func testAHandlerKeptAndCalledOnTheNextActivationIsClean() throws {
    for lifecycle in LifecycleStyle.allCases {
      var sim = makeSimulator(try callsOnNextActivation(lifecycle), lifecycle: lifecycle)
      journey(&sim, warmSearch + [.goHome, .systemSuspend, .tapIcon, .goHome, .systemTerminate])
      XCTAssertEqual(sim.violations, [], "\(lifecycle)")
      XCTAssertEqual(sim.handledTypes, [searchType], "\(lifecycle)")
    }
  }

  // 8g row 1: the trace shows the keep in performActionFor and the later call, each naming the item whose handler
  // it is, after the navigation.
  func testTheTraceShowsTheKeepAndTheLaterCall() throws {
    var sim = makeSimulator(try callsOnNextActivation(.scene))
    journey(&sim, warmSearch)
    assertStep(
      sim, 2,
      [
        system(.sceneWillEnterForeground), system(.willEnterForegroundNotification),
        system(.windowScenePerformAction, searchType), app("store", searchType), app("keepCompletion", searchType),
        system(.sceneDidBecomeActive), app("handle", searchType), app("reset", searchType),
        app("completion(true)", searchType), app("releaseCompletion", searchType),
        system(.didBecomeActiveNotification),
      ])
  }

  // 8g row 1: a later call with no handler kept (a cold launch brings the item in the connection options, and no
  // performActionFor hands one over) calls nothing: no trace line and no violation.
  func testALaterCallWithNothingKeptCallsNothing() throws {
    var sim = makeSimulator(
      try strategy([
        .sceneWillConnect: [.store], .windowScenePerformAction: [.store, .keepCompletion],
        .sceneDidBecomeActive: [.consumePending, .completionTrue, .releaseCompletion],
      ]))
    sim.quickAction(searchType)
    XCTAssertFalse(sim.traceLines.contains { $0.hasPrefix("app completion") || $0.hasPrefix("app release") })
    XCTAssertEqual(sim.violations, [])
    XCTAssertEqual(sim.handledTypes, [searchType])
  }

  // MARK: - 8g row 3: when a missing call is reported

  // 8g row 3: a kept handler still uncalled when the app is suspended is completionMissing at the suspension, not
  // when performActionFor returned; the message says the effect on a device is undocumented (8g row 2).
  func testAKeptHandlerNeverCalledIsMissingWhenTheAppIsSuspended() throws {
    var sim = makeSimulator(try neverCalls())
    journey(&sim, warmSearch + [.goHome])
    XCTAssertEqual(sim.violations, [], "kept, so not missing yet")
    journey(&sim, [.systemSuspend])
    let expected = Violation(
      kind: .completionMissing, delivery: search(), step: 4, detail: .completionNotCalled(.suspended))
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(
      expected.message { _ in searchType },
      "the completion handler kept from performActionFor for com.example.search was not called before the app was "
        + "suspended; what this does on a device is undocumented")
  }

  // 8g row 3: reported once: a termination after the suspension adds nothing, and a call after the app runs again
  // is neither missing nor repeated.
  func testAHandlerReportedAtASuspensionIsNotReportedAgain() throws {
    var sim = makeSimulator(
      try strategy([
        .windowScenePerformAction: [.handle, .keepCompletion], .sceneWillEnterForeground: [.completionTrue],
      ]))
    journey(&sim, [.tapIcon, .goHome, .systemSuspend, .quickAction(searchID), .goHome, .systemSuspend])
    XCTAssertEqual(sim.violations.map(\.kind), [.completionMissing])
    var terminated = sim
    journey(&terminated, [.systemTerminate])
    XCTAssertEqual(terminated.violations.map(\.kind), [.completionMissing])
    journey(&sim, [.tapIcon, .goHome, .systemSuspend, .systemTerminate])
    XCTAssertEqual(sim.violations.map(\.kind), [.completionMissing])
    XCTAssertTrue(lines(of: sim, step: 6).contains(app("completion(true)", searchType)))
  }

  // 8g row 3: a kept handler uncalled when the process ends while it still runs code (a termination in the
  // background, a force quit, an update) is completionMissing at that step.
  func testAKeptHandlerNeverCalledIsMissingWhenTheProcessEnds() throws {
    for end in [LifecycleEvent.systemTerminate, .forceQuit, .updateApp] {
      var sim = makeSimulator(try neverCalls())
      journey(&sim, warmSearch + [.goHome, end])
      XCTAssertEqual(
        sim.violations,
        [Violation(kind: .completionMissing, delivery: search(), step: 4, detail: .completionNotCalled(.processEnded))],
        "\(end)")
    }
    var inFront = makeSimulator(try neverCalls())
    journey(&inFront, warmSearch + [.forceQuit])
    XCTAssertEqual(inFront.violations.map(\.step), [3])
    XCTAssertEqual(
      inFront.violations.first?.message { _ in searchType },
      "the completion handler kept from performActionFor for com.example.search was not called before the process "
        + "ended; what this does on a device is undocumented")
  }

  // 8g row 3: while the app is in front and has not been suspended, it may still call a kept handler: a run that
  // ends there reports nothing.
  func testAKeptHandlerIsNotMissingWhileTheAppStillRuns() throws {
    var sim = makeSimulator(try neverCalls())
    journey(&sim, warmSearch + [.interruption])
    XCTAssertEqual(sim.violations, [])
  }

  // 8g row 3: releasing a kept handler uncalled makes it certain it is never called: completionMissing at once.
  func testReleasingAnUncalledHandlerIsMissingAtOnce() throws {
    var sim = makeSimulator(
      try strategy([
        .windowScenePerformAction: [.handle, .keepCompletion], .sceneWillResignActive: [.releaseCompletion],
      ]))
    journey(&sim, warmSearch + [.goHome])
    XCTAssertTrue(lines(of: sim, step: 3).contains(app("releaseCompletion", searchType)))
    let expected = Violation(
      kind: .completionMissing, delivery: search(), step: 3, detail: .completionNotCalled(.released))
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(
      expected.message { _ in searchType },
      "the completion handler kept from performActionFor for com.example.search was released without being called; "
        + "what this does on a device is undocumented")
  }

  // 8g row 3: keeping a second handler in the same property drops the first uncalled: completionMissing for the
  // first, when the second is kept (the iPad Dock delivers both while the app is in front, 8a row 4, and no
  // activation comes in between).
  func testKeepingANewHandlerDropsTheOldOneAsMissing() throws {
    var sim = makeSimulator(try callsOnNextActivation(.scene), device: .iPad)
    journey(&sim, [.tapIcon, .quickAction(searchID), .quickAction(shareID)])
    let expected = Violation(
      kind: .completionMissing, delivery: search(), step: 2, detail: .completionNotCalled(.replaced(by: shareID)))
    // The items themselves are lost too (no activation hands them over); that is the iPad Dock road's own finding.
    XCTAssertEqual(sim.violations.filter { $0.kind != .lost }, [expected])
    XCTAssertEqual(
      expected.message { $0 == searchID ? searchType : shareType },
      "the completion handler kept from performActionFor for com.example.search was replaced by the one for "
        + "com.example.share without being called; what this does on a device is undocumented")
  }

  // 8g row 3: a handler neither called nor kept can never be called once performActionFor returns: missing there,
  // as before handlers could be kept; keeping it and releasing it in the same callback is the same.
  func testAHandlerNeitherCalledNorKeptIsMissingWhenItsCallbackReturns() throws {
    for actions: [StrategyAction] in [[.handle], [.handle, .keepCompletion, .releaseCompletion]] {
      var sim = makeSimulator(try strategy([.windowScenePerformAction: actions]))
      journey(&sim, warmSearch)
      XCTAssertEqual(
        sim.violations, [Violation(kind: .completionMissing, delivery: search(), step: 2, detail: .none)], "\(actions)")
    }
  }

  // MARK: - 8g row 2: called twice

  // 8g row 2: called in its callback and again later is completionRepeated at the later call.
  func testAHandlerCalledInItsCallbackAndLaterIsRepeated() throws {
    var sim = makeSimulator(
      try strategy([
        .windowScenePerformAction: [.handle, .keepCompletion, .completionTrue],
        .sceneDidBecomeActive: [.completionTrue, .releaseCompletion],
      ]))
    journey(&sim, warmSearch)
    XCTAssertEqual(
      sim.violations,
      [Violation(kind: .completionRepeated, delivery: search(), step: 2, detail: .completionCalls(2))])
  }

  // 8g row 2: called on every activation without setting the property to nil, the handler is called again at the
  // next activation (an interruption is enough): completionRepeated there.
  func testAHandlerCalledTwiceLaterIsRepeated() throws {
    var sim = makeSimulator(
      try strategy([
        .windowScenePerformAction: [.store, .keepCompletion],
        .sceneDidBecomeActive: [.consumePending, .completionTrue],
      ]))
    journey(&sim, warmSearch)
    XCTAssertEqual(sim.violations, [])
    journey(&sim, [.interruption])
    XCTAssertEqual(
      sim.violations,
      [Violation(kind: .completionRepeated, delivery: search(), step: 3, detail: .completionCalls(2))])
  }
}
