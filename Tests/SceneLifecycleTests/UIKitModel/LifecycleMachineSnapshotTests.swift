import QuickActions
import SceneLifecycle
import XCTest

/// The snapshot the explorer packs machines into: packing loses nothing it holds, and a restored machine
/// has the snapshot, the phase and (counters aside) the future of the machine it was taken from.
final class LifecycleMachineSnapshotTests: XCTestCase {
  private typealias Snapshot = LifecycleMachine.Snapshot

  func testPackingRoundTripsEverySnapshotWithinItsBits() {
    var packed = Set<UInt64>()
    for processRunning in [false, true] {
      for sceneState in [nil] + SceneState.allCases {
        for hasDiscardedSession in [false, true] {
          for hasLaunched in [false, true] {
            for suspended in [false, true] {
              let snapshot = Snapshot(
                processRunning: processRunning, sceneState: sceneState, hasDiscardedSession: hasDiscardedSession,
                hasLaunched: hasLaunched, unattachedProcessSuspended: suspended)
              XCTAssertEqual(Snapshot(bits: snapshot.bits), snapshot)
              XCTAssertEqual(snapshot.bits & ~Snapshot.mask, 0)
              packed.insert(snapshot.bits)
            }
          }
        }
      }
    }
    // The suspended flag adds one state per discarded/launched pair for a running process with an unattached scene,
    // and one for a running process with no session at all (a background launch that connected none, UIKit
    // semantics article, 8c row 2).
    XCTAssertEqual(
      packed.count, 2 * (1 + SceneState.allCases.count) * 2 * 2 + 2 * 2 + 2 * 2, "distinct snapshots pack apart")
  }

  func testARestoredMachineBehavesLikeTheOriginal() {
    let events: [LifecycleEvent] = [
      .tapIcon, .quickAction(ItemID(0)), .openURL(ItemID(1)), .goHome, .systemSuspend, .systemDisconnectScene,
      .systemTerminate, .forceQuit, .updateApp,
    ]
    for style in LifecycleStyle.allCases {
      let fresh = LifecycleMachine(style: style, staticItems: [ItemID(0)])
      var machine = fresh
      var rng = SplitMix64(seed: 7)
      for _ in 0..<400 {
        let restored = LifecycleMachine(
          restoring: machine.snapshot, deliveriesMade: machine.deliveriesMade, from: fresh)
        XCTAssertEqual(restored.snapshot, machine.snapshot, "\(style)")
        XCTAssertEqual(restored.phase, machine.phase, "\(style)")
        XCTAssertEqual(machine.snapshot.phase, machine.phase, "\(style)")
        let event = events[Int(rng.next() % UInt64(events.count))]
        var original = machine
        var copy = restored
        let originalStep = original.handle(event)
        let copyStep = copy.handle(event)
        XCTAssertEqual(copyStep.rejection, originalStep.rejection, "\(style) \(event)")
        XCTAssertEqual(kinds(copyStep), kinds(originalStep), "\(style) \(event)")
        XCTAssertEqual(copy.snapshot, original.snapshot, "\(style) \(event)")
        machine = original
      }
    }
  }

  /// The callbacks' kinds, `nil` for a process exit (their scene refs and serials are the renumbered counters).
  private func kinds(_ step: MachineStep) -> [CallbackKind?] {
    step.outputs.compactMap { output -> CallbackKind?? in
      switch output {
      case .callback(let callback): callback.kind
      case .processExit: .some(nil)
      case .processSuspension, .note, .appWork, .mainQueueTurn, .route, .sessionDiscarded: nil
      }
    }
  }
}
