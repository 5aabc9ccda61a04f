#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !QASIM_WITHOUT_UIKIT_SURFACE
  import Foundation
  import SceneLifecycle
  import TestSupport
  import XCTest

  /// A main-actor `Task { … }` started while the harness runs the app joins the simulated main queue and runs at its
  /// next turn; its task ends with the operation's result, or as a cancelled one when the process dies first; any
  /// other task is Swift's own (UIKit semantics article, 10e row 4).
  final class MainQueueTaskTests: XCTestCase {
    /// Which task each case starts, whether it joins the queue, and how its task ends.
    private enum Start: CaseIterable {
      /// `Task { @MainActor in … }` with the queue bound, run at a turn.
      case mainActorRun
      /// The same, throwing, run at a turn.
      case mainActorThrowingRun
      /// A main-actor task whose process dies before its turn.
      case mainActorVoidDropped
      /// A throwing main-actor task whose process dies before its turn.
      case mainActorThrowingDropped
      /// A task from unisolated code with the queue bound.
      case unisolated
      /// A main-actor task with no queue bound.
      case outsideTheHarness
    }

    func testEachKindOfTaskRunsWhereItsIsolationSaysAndEndsAsItsOperationDid() async throws {
      for start in Start.allCases {
        let main = MainQueue()
        // Swift's own tasks run on other threads.
        let log = LockedList<String>()
        let outcome: Task<String, any Error>
        switch start {
        case .mainActorVoidDropped:
          let task = MainQueue.$current.withValue(main) { Task { @MainActor in log.append("ran") } }
          outcome = Task {
            await task.value
            return "ended"
          }
        case .mainActorRun:
          let task = MainQueue.$current.withValue(main) {
            Task { @MainActor in
              log.append("ran")
              return "value"
            }
          }
          outcome = Task { await task.value }
        case .mainActorThrowingRun, .mainActorThrowingDropped:
          let task = MainQueue.$current.withValue(main) {
            Task { @MainActor () throws -> String in
              log.append("ran")
              return "value"
            }
          }
          outcome = Task { try await task.value }
        case .unisolated:
          let task = MainQueue.$current.withValue(main) {
            Task { () -> String in
              log.append("ran")
              return "value"
            }
          }
          outcome = Task { await task.value }
        case .outsideTheHarness:
          let task = Task { @MainActor in
            log.append("ran")
            return "value"
          }
          outcome = Task { await task.value }
        }
        switch start {
        case .mainActorRun, .mainActorThrowingRun:
          XCTAssertEqual(main.count, 1, "\(start)")
          XCTAssertEqual(log.elements, [], "\(start): nothing runs before the turn")
          main.runTurn()
          XCTAssertEqual(log.elements, ["ran"], "\(start)")
          let value = try await outcome.value
          XCTAssertEqual(value, "value", "\(start)")
        case .mainActorVoidDropped:
          XCTAssertEqual(main.count, 1, "\(start)")
          main.discardAll()
          let value = try await outcome.value
          XCTAssertEqual(value, "ended", "\(start): a dropped Void task ends")
          XCTAssertEqual(log.elements, [], "\(start): a dead process runs nothing")
        case .mainActorThrowingDropped:
          main.discardAll()
          do {
            _ = try await outcome.value
            XCTFail("\(start): a dropped throwing task ends as a cancelled one")
          } catch {
            XCTAssertTrue(error is CancellationError, "\(start): \(error)")
          }
          XCTAssertEqual(log.elements, [], "\(start)")
        case .unisolated, .outsideTheHarness:
          XCTAssertTrue(main.isEmpty, "\(start): Swift's own task")
          let value = try await outcome.value
          XCTAssertEqual(value, "value", "\(start)")
          XCTAssertEqual(log.elements, ["ran"], "\(start)")
        }
      }
    }
  }

#endif
