import QuickActions
import SceneLifecycle
import XCTest

/// UIKit semantics article, section 6: the performActionFor completion handler is recorded (never, once,
/// several times, value) per delivery, and never changes what the app sees.
final class CompletionHandlerTests: XCTestCase {
  /// A strategy in Swift that handles each performActionFor item and calls the completion handler the
  /// number of times the script says for that delivery (in delivery order; once when the script runs out).
  private struct CompletionScript: AppStrategy {
    let calls: [Int]
    /// The script's position: test scaffolding, not app memory, so processDidExit() leaves it alone.
    var deliveries = 0

    mutating func respond(to callback: Callback, app: inout AppContext) {
      guard callback.kind.isPerformAction else { return }
      app.handle(callback.delivery)
      let times = deliveries < calls.count ? calls[deliveries] : 1
      deliveries += 1
      for _ in 0..<times { app.complete(true) }
    }
  }

  /// The warm picks the tests send: cold launch from the icon, then three warm quick actions.
  private let warmPicks: [LifecycleEvent] = [
    .tapIcon, .goHome, .quickAction(searchID), .goHome, .quickAction(shareID), .goHome, .quickAction(searchID),
  ]

  // UIKit semantics article, 6 row 1: the single Bool tells the system whether handling succeeded; the trace
  // records each call with its value and the item it answers for.
  func testCompletionCallsAreRecordedWithTheirValue() throws {
    for (action, value) in [(StrategyAction.completionTrue, "true"), (.completionFalse, "false")] {
      var sim = makeSimulator(try strategy([.windowScenePerformAction: [.handle, action]]), lifecycle: .scene)
      journey(&sim, [.tapIcon, .goHome, .quickAction(searchID)])
      XCTAssertEqual(
        lines(of: sim, step: 2).filter { $0.hasPrefix("app completion") }, [app("completion(\(value))", searchType)])
    }
  }

  // UIKit semantics article, 6 row 2 and 14 row 7: the handler is non-optional, so every performActionFor (app or
  // scene delegate) and didReceive hands one over, and only those callbacks do: only there can it be kept, and
  // elsewhere a call needs one kept earlier (8g row 1).
  func testOnlyPerformActionForAndDidReceiveHandOverACompletionHandler() throws {
    XCTAssertEqual(
      Set(CallbackKind.allCases.filter(\.isPerformAction)), [.applicationPerformAction, .windowScenePerformAction])
    XCTAssertEqual(
      Set(CallbackKind.allCases.filter(\.handsCompletionHandler)),
      [.applicationPerformAction, .windowScenePerformAction, .userNotificationCenterDidReceive])
    for kind in CallbackKind.allCases {
      XCTAssertEqual(StrategyAction.keepCompletion.problem(in: kind) == nil, kind.handsCompletionHandler, "\(kind)")
      XCTAssertEqual(
        StrategyAction.completionTrue.problemWithoutKeptCompletion(in: kind) == nil, kind.handsCompletionHandler,
        "\(kind)")
    }
    var legacy = makeSimulator(try strategy([.applicationPerformAction: [.completionFalse]]), lifecycle: .appDelegate)
    legacy.quickAction(searchType)
    XCTAssertTrue(legacy.traceLines.contains(app("completion(false)", searchType)))
  }

  // UIKit semantics article, 6 row 3: what happens when the handler is never called, called twice or called with
  // false is not documented, and no visible effect is reported: UIKit's callbacks and the machine's state
  // are the same whatever the app does with it.
  func testTheCompletionHandlerNeverChangesWhatUIKitDoesNext() throws {
    let variants: [[StrategyAction]] = [
      [], [.completionTrue], [.completionFalse], [.completionTrue, .completionTrue], [.keepCompletion],
    ]
    for style in LifecycleStyle.allCases {
      var runs: [(kinds: [CallbackKind], machine: LifecycleMachine, handled: [String])] = []
      for completions in variants {
        let perform: CallbackKind = style.usesScenes ? .windowScenePerformAction : .applicationPerformAction
        var sim = makeSimulator(
          try strategy([perform: [.handle] + completions]), lifecycle: style, device: .iPad)
        journey(&sim, warmPicks + [.quickAction(shareID), .goHome, .systemSuspend, .tapIcon])
        runs.append((callbacks(of: sim), sim.machine, sim.handledTypes))
      }
      for run in runs.dropFirst() {
        XCTAssertEqual(run.kinds, runs[0].kinds, "\(style)")
        XCTAssertEqual(run.machine, runs[0].machine, "\(style)")
        XCTAssertEqual(run.handled, runs[0].handled, "\(style)")
      }
    }
  }

  // UIKit semantics article, 6 row 4: record never / once / multiple, per delivery; a missing call is flagged.
  func testCompletionViolationsAreCountedPerPerformActionForDelivery() {
    var sim = simulate(CompletionScript(calls: [2, 0, 1]), .scene)
    journey(&sim, warmPicks)
    let completionKinds: Set<ViolationKind> = [.completionMissing, .completionRepeated]
    let found = sim.violations.filter { completionKinds.contains($0.kind) }
    XCTAssertEqual(
      found,
      [
        Violation(
          kind: .completionRepeated, delivery: Delivery(serial: 1, item: searchID), step: 2,
          detail: .completionCalls(2)),
        Violation(kind: .completionMissing, delivery: Delivery(serial: 2, item: shareID), step: 4, detail: .none),
      ])
  }

  // UIKit semantics article, 6 row 4: an app that never calls the handler gets one completionMissing per
  // delivery (the seed article's code), not one per run.
  func testEveryDeliveryWithoutACompletionIsFlagged() {
    var sim = makeSimulator(.seedArticle)
    journey(&sim, warmPicks)
    XCTAssertEqual(sim.violations.filter { $0.kind == .completionMissing }.map(\.delivery.serial), [1, 2, 3])
    XCTAssertEqual(sim.handledTypes, [searchType, shareType, searchType])
  }

  // UIKit semantics article, 6 row 4: three calls are reported as three.
  func testRepeatedCompletionReportsTheNumberOfCalls() throws {
    var sim = simulate(CompletionScript(calls: [3]), .appDelegate)
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID)])
    let repeated = try XCTUnwrap(sim.violations.first { $0.kind == .completionRepeated })
    XCTAssertEqual(repeated.detail, .completionCalls(3))
    XCTAssertEqual(
      repeated.message { _ in searchType },
      "performActionFor for com.example.search called its completion handler 3 times; what this does on a device "
        + "is undocumented")
  }

  // UIKit semantics article, 6 row 3 and 8g row 1: after performActionFor returned, code can only call a handler it
  // kept. Code that did not keep it has nothing to call (`completionHandler?(true)` on a nil property): the trace
  // shows no call, and the delivery's completion is missing from the moment performActionFor returned.
  func testACompletionAfterPerformActionForReturnedWithoutKeepingItCallsNothing() {
    struct LateCompleter: AppStrategy {
      mutating func respond(to callback: Callback, app: inout AppContext) {
        if callback.kind == .windowScenePerformAction { app.handle(callback.delivery) }
        if callback.kind == .sceneDidBecomeActive { app.complete(true) }
      }
    }
    var sim = simulate(LateCompleter(), .scene)
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID)])
    XCTAssertFalse(lines(of: sim, step: 2).contains { $0.hasPrefix("app completion") })
    XCTAssertEqual(
      sim.violations,
      [Violation(kind: .completionMissing, delivery: Delivery(serial: 1, item: searchID), step: 2, detail: .none)])
  }
}
