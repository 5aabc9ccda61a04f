import QuickActions
import SceneLifecycle
import XCTest

/// Each ViolationKind, produced by the smallest strategy that breaks it, with its detail and message.
final class InvariantMonitorTests: XCTestCase {
  private let search = Delivery(serial: 1, item: searchID)

  private func message(_ violation: Violation?) -> String? {
    violation?.message { [searchID: searchType, shareID: shareType][$0] ?? "?" }
  }

  func testAnItemNeverHandledIsLost() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    journey(&sim, [.tapIcon, .goHome, .systemTerminate, .quickAction(searchID)])
    let expected = Violation(kind: .lost, delivery: search, step: 3, detail: .deliveredAt(step: 3))
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(message(expected), "com.example.search delivered at step 3 was never handled")
  }

  func testHandlingOneDeliveryTwiceIsADuplicate() throws {
    var sim = makeSimulator(
      try strategy([.windowScenePerformAction: [.handle, .handle, .completionTrue]]), device: .iPad)
    journey(&sim, [.tapIcon, .quickAction(searchID)])
    let expected = Violation(kind: .duplicate, delivery: search, step: 1, detail: .handledTimes(2, deliveredAt: 1))
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(message(expected), "com.example.search delivered at step 1 was handled 2 times")
  }

  func testPickingTheSameActionTwiceIsNotADuplicate() throws {
    var sim = makeSimulator(try strategy([.windowScenePerformAction: [.handle, .completionTrue]]), device: .iPad)
    journey(&sim, [.tapIcon, .quickAction(searchID), .quickAction(searchID)])
    XCTAssertEqual(sim.handledTypes, [searchType, searchType])
    XCTAssertEqual(sim.violations, [])
  }

  // UIKit semantics article, 7 row 10 (the open question's other answer): the warm item arrives after
  // sceneDidBecomeActive consumed the (empty) slot, so it waits for the next
  // activation: handled one launch late.
  func testHandlingAfterTheFirstActivationEndedIsLate() {
    var sim = makeSimulator(.pendingSlot, options: LifecycleOptions(warmPerformActionFor: .afterDidBecomeActive))
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID), .goHome, .tapIcon])
    XCTAssertEqual(sim.handledTypes, [searchType])
    let expected = Violation(kind: .late, delivery: search, step: 4, detail: .deliveredAt(step: 2))
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(
      message(expected), "com.example.search delivered at step 2 was handled after its first activation had ended")
  }

  // A process death ends the activation too (updateApp kills even a foreground process): an item kept
  // where it survives the process, like UserDefaults, and handled at the next launch is stale, with both launch
  // numbers, and not also late (UIKit semantics article, 10c row 4).
  func testHandlingAfterTheProcessDiedIsStaleWithTheLaunchNumbers() {
    struct PersistsAcrossLaunches: AppStrategy {
      /// Kept outside AppContext and not reset in processDidExit(), on purpose.
      var parked: Delivery?
      mutating func respond(to callback: Callback, app: inout AppContext) {
        switch callback.kind {
        case .windowScenePerformAction:
          parked = callback.delivery
          app.complete(true)
        case .sceneDidBecomeActive:
          app.handle(parked)
          parked = nil
        default:
          break
        }
      }
    }
    var sim = simulate(PersistsAcrossLaunches(), .scene, device: .iPad)
    journey(&sim, [.tapIcon, .quickAction(searchID), .updateApp, .tapIcon])
    XCTAssertEqual(sim.handledTypes, [searchType])
    let expected = Violation(kind: .stale, delivery: search, step: 3, detail: .launches(delivered: 1, handled: 2))
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(message(expected), "com.example.search was delivered in launch 1 and handled in launch 2")
  }

  func testHandlingAnOlderItemAfterANewerOneArrivedIsStale() throws {
    let olderFirst = try strategy([
      .configurationForConnecting: [.store], .windowScenePerformAction: [.handlePending, .handle, .completionTrue],
    ])
    var sim = makeSimulator(olderFirst, lifecycle: .scene, device: .iPad)
    journey(&sim, [.quickAction(searchID), .quickAction(shareID)])
    XCTAssertEqual(sim.handledTypes, [searchType, shareType])
    let expected = Violation(kind: .stale, delivery: search, step: 1, detail: .newerDelivery(item: shareID, step: 1))
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(
      message(expected), "com.example.search was handled although com.example.share was delivered later, at step 1")
  }

  func testPerformActionForWithoutCompletionIsCompletionMissing() throws {
    var sim = makeSimulator(try strategy([.windowScenePerformAction: [.handle]]), device: .iPad)
    journey(&sim, [.tapIcon, .quickAction(searchID)])
    let expected = Violation(kind: .completionMissing, delivery: search, step: 1, detail: .none)
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(
      message(expected),
      "performActionFor for com.example.search returned without calling its completion handler or keeping it; "
        + "what this does on a device is undocumented")
  }

  func testPerformActionForCompletingTwiceIsCompletionRepeated() throws {
    var sim = makeSimulator(
      try strategy([.windowScenePerformAction: [.handle, .completionTrue, .completionFalse]]), device: .iPad)
    journey(&sim, [.tapIcon, .quickAction(searchID)])
    XCTAssertEqual(
      sim.violations,
      [Violation(kind: .completionRepeated, delivery: search, step: 1, detail: .completionCalls(2))])
  }

  // UIKit semantics article, 7 row 5, "delivered before the consumer is ready": handling during the connection,
  // before the UI first became active, is a warning.
  func testHandlingBeforeTheFirstActivationIsAWarning() throws {
    var sim = makeSimulator(try strategy([.sceneWillConnect: [.handle]]))
    journey(&sim, [.quickAction(searchID)])
    let expected = Violation(kind: .handledWhileInactive, delivery: search, step: 0, detail: .none)
    XCTAssertEqual(sim.violations, [expected])
    XCTAssertEqual(
      message(expected), "com.example.search was handled before the app first became active (its UI may not be ready)")
    XCTAssertEqual(ViolationKind.allCases.filter(\.isWarning), [.handledWhileInactive])
  }

  // Apple's samples handle warm items in performActionFor, between willEnterForeground and didBecomeActive:
  // the UI already exists, so no warning.
  func testHandlingInAWarmPerformActionForIsNotAWarning() {
    var sim = makeSimulator(.performActionOnly)
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID)])
    XCTAssertEqual(sim.violations, [])
  }

  // A reconnect builds new UI, so handling in scene(_:willConnectTo:options:) warns again.
  func testHandlingWhileAReconnectingSceneConnectsIsAWarning() throws {
    var sim = makeSimulator(try strategy([.sceneWillConnect: [.handle]]))
    journey(&sim, [.tapIcon, .goHome, .systemDisconnectScene, .quickAction(searchID)])
    XCTAssertEqual(sim.violationKinds, [.handledWhileInactive])
  }

  // A repeat handling in a later activation is a duplicate, not late: lateness is about the first handling.
  func testARepeatInALaterActivationIsDuplicateNotLate() throws {
    let neverCleared = try strategy([.configurationForConnecting: [.store], .sceneDidBecomeActive: [.handlePending]])
    var sim = makeSimulator(neverCleared, lifecycle: .scene)
    journey(&sim, [.quickAction(searchID), .goHome, .tapIcon])
    XCTAssertEqual(sim.handledTypes, [searchType, searchType])
    XCTAssertEqual(
      sim.violations,
      [Violation(kind: .duplicate, delivery: search, step: 2, detail: .handledTimes(2, deliveredAt: 0))])
  }
}
