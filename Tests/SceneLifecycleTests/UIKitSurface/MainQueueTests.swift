#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import XCTest

  /// The simulated main queue keeps the blocks app code queues on `DispatchQueue.main` while it is bound, and runs them
  /// at turns in the queue's order and their deadlines' order, with no real waiting (UIKit semantics article, 10e).
  final class MainQueueTests: XCTestCase {
    /// Queues on the main queue, with `queue` bound, blocks that append their names to `log`.
    private func queue(_ entries: [(String, Double?)], on queue: MainQueue, log: ResultLog) {
      MainQueue.$current.withValue(queue) {
        for (name, delay) in entries {
          if let delay {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { log.append(name) }
          } else {
            DispatchQueue.main.async { log.append(name) }
          }
        }
      }
    }

    func testEveryKindOfTurnRunsWhatIsDueInOrder() {
      let cases: [(name: String, entries: [(String, Double?)], turns: [[String]])] = [
        ("plain blocks run in the order queued, in one turn", [("a", nil), ("b", nil)], [["a", "b"]]),
        ("delays run in their deadlines' order, a turn each", [("late", 0.5), ("soon", 0.2)], [["soon"], ["late"]]),
        ("due work comes before delayed work", [("later", 0.1), ("now", nil)], [["now"], ["later"]]),
        ("equal deadlines share a turn", [("x", 0.3), ("y", 0.3)], [["x", "y"]]),
        ("an empty queue runs nothing", [], [[]]),
      ]
      for (name, entries, turns) in cases {
        let main = MainQueue()
        let log = ResultLog()
        queue(entries, on: main, log: log)
        XCTAssertEqual(main.count, entries.count, name)
        for expected in turns {
          let before = log.names.count
          main.runTurn()
          XCTAssertEqual(Array(log.names.dropFirst(before)), expected, name)
        }
        XCTAssertTrue(main.isEmpty, name)
      }
    }

    func testABlockQueuedByARunningBlockWaitsForTheNextTurn() {
      let main = MainQueue()
      let log = ResultLog()
      MainQueue.$current.withValue(main) {
        DispatchQueue.main.async {
          log.append("outer")
          DispatchQueue.main.async { log.append("inner") }
        }
      }
      main.runTurn()
      XCTAssertEqual(log.names, ["outer"])
      XCTAssertEqual(main.summary, ["block -1"])
      main.runTurn()
      XCTAssertEqual(log.names, ["outer", "inner"])
    }

    func testTheSummaryNamesOriginsAndDelaysAndADeathDropsEverything() {
      let main = MainQueue()
      main.origin = 7
      queue([("a", nil), ("b", 0.25)], on: main, log: ResultLog())
      XCTAssertEqual(main.summary.first, "block 7")
      XCTAssertEqual(main.summary.last, "block 7 +250ms")
      XCTAssertTrue(main.hasDueWork)
      main.discardAll()
      XCTAssertTrue(main.isEmpty)
      XCTAssertFalse(main.hasDueWork)
    }

    func testOtherQueuesAndAnUnboundMainQueueAreDispatchsOwn() {
      let main = MainQueue()
      let ran = DispatchSemaphore(value: 0)
      MainQueue.$current.withValue(main) {
        DispatchQueue.global().async { ran.signal() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { ran.signal() }
      }
      XCTAssertEqual(ran.wait(timeout: .now() + 10), .success)
      XCTAssertEqual(ran.wait(timeout: .now() + 10), .success)
      XCTAssertTrue(main.isEmpty, "only the main queue is simulated")
      DispatchQueue.main.async {}
      XCTAssertTrue(main.isEmpty, "outside the harness the main queue is Dispatch's")
    }
  }

  /// Names appended by blocks, in order.
  private final class ResultLog: @unchecked Sendable {
    /// The names so far.
    private(set) var names: [String] = []
    /// Appends `name`.
    func append(_ name: String) { names.append(name) }
  }
#endif
