import XCTest

// Tests internals: calls AppRunner.noted(_:), the hook the machine's notes reach, on a runner of its own.
@testable import SceneLifecycle

extension SwiftUIInitialScenePhaseTests {
  // A note is the model's comment, not app state: a runner that does not record the trace ignores it, so the
  // explorer, which runs without a trace, sees the same app with or without notes.
  func testANoteChangesNoAppState() throws {
    var runner = AppRunner(strategy: try idleApp(), recordsTrace: false)
    let before = runner
    runner.noted(.scenePhaseStartsInactive)
    XCTAssertEqual(runner, before)
    var recording = AppRunner(strategy: try idleApp())
    recording.noted(.scenePhaseStartsInactive)
    XCTAssertEqual(recording.trace.map(\.actor), [.note])
    XCTAssertEqual(recording.trace.first?.name, LifecycleNote.scenePhaseStartsInactive.text)
  }
}
