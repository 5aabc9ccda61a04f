import QuickActions
import XCTest

// Tests internals: the internal CallbackReceiver, to see which switches an app that defers a block makes it read.
@testable import SceneLifecycle

extension MainQueueTurnTests {
  // 10b row 2: the switch is read only while a block is pending, so an app that never defers never reads it.
  func testTheSwitchIsReadOnlyWhileABlockIsPending() throws {
    var reader = OptionReader(strategy: try idleApp())
    var machine = LifecycleMachine(style: .scene, staticItems: [searchID])
    machine.handle(.quickAction(searchID), receiver: &reader)
    XCTAssertFalse(reader.read.contains(.deferredBlockRuns))
    var deferringReader = OptionReader(strategy: try deferring())
    var again = LifecycleMachine(style: .scene, staticItems: [searchID])
    again.handle(.quickAction(searchID), receiver: &deferringReader)
    XCTAssertTrue(deferringReader.read.contains(.deferredBlockRuns))
  }
}

/// Runs a strategy and records which switches the machine read.
private struct OptionReader: CallbackReceiver {
  var runner: AppRunner<TableStrategy>
  var read: Set<InferredOption> = []

  init(strategy: TableStrategy) { runner = AppRunner(strategy: strategy, recordsTrace: false) }

  mutating func receive(_ callback: Callback) -> Bool { runner.receive(callback) }
  mutating func processDidExit() { runner.processDidExit() }
  mutating func consulted(_ option: InferredOption) { read.insert(option) }
  var hasDeferredBlock: Bool { runner.hasDeferredBlock }
  mutating func runDeferredBlock() { runner.runDeferredBlock() }
}
