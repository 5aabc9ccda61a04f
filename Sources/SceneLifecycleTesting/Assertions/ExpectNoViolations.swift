import SceneLifecycle

/// Checks that an exploration broke no invariant and, when it broke one, records one failure with the test framework
/// running the test (an issue in a Swift Testing `@Test`, an `XCTFail` in an `XCTestCase`). As for `qa-sim explore`'s
/// exit status, warning kinds (`ViolationKind.isWarning`, such as `handledWhileInactive`) do not count: a report with
/// warnings alone passes, and a failure's message lists them with the rest.
///
/// ```swift
/// @Test func noLostQuickAction() throws {
///   let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, depth: 6))
///   expectNoViolations(explorer.run(), of: explorer)
/// }
/// ```
///
/// The failure's text is a title that names the invariants broken (`Invariant broken: lost in 1 step`), then
/// `explorer.describe(report)`: how the search ran, then each counterexample replayed step by step. It points at the
/// call and attaches, per counterexample `n` (`ExplorationReport.everyCounterexample`), its scenario file
/// (`<test>-counterexample-<n>.json`, `Explorer.scenario(for:name:app:)`, which fails until the app is fixed: `qa-sim`
/// replays a table app's, `ScenarioReplay.run(contentsOf:app:)` one of an app's own classes) and that scenario
/// replayed against the explored app (`Explorer.replay(_:file:)`: for an app's own delegate classes, a fresh app from
/// the explorer's factory) as a Mermaid diagram (`-<n>.md`) and an SVG sequence diagram (`-<n>.svg`).
/// - Parameters:
///   - report: what `Explorer.run(shouldStop:progress:)` returned.
///   - explorer: the explorer that ran it.
///   - fileID: the caller's file, for the failure's location.
///   - filePath: the caller's file path, for the failure's location.
///   - line: the caller's line, for the failure's location.
///   - column: the caller's column, for the failure's location.
///   - function: the calling function, which names the attachments when no Swift Testing test is current.
/// - Returns: whether the exploration broke no invariant (warnings aside).
@discardableResult
public func expectNoViolations(
  _ report: ExplorationReport, of explorer: Explorer,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  function: String = #function
) -> Bool {
  expect(
    report, of: explorer, replay: { explorer.replay($0) },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

/// Checks that an exploration of an app's own strategy broke no invariant, as
/// ``expectNoViolations(_:of:fileID:filePath:line:column:function:)`` does, and draws each counterexample's diagram
/// by replaying its scenario against a fresh strategy from `app` rather than from the explorer's own factory.
/// - Parameters:
///   - report: what `Explorer.run(shouldStop:progress:)` returned.
///   - explorer: the explorer that ran it.
///   - app: makes the app's strategy (a `DelegateApp` of its delegate classes), once per counterexample.
///   - fileID: the caller's file, for the failure's location.
///   - filePath: the caller's file path, for the failure's location.
///   - line: the caller's line, for the failure's location.
///   - column: the caller's column, for the failure's location.
///   - function: the calling function, which names the attachments when no Swift Testing test is current.
/// - Returns: whether the exploration broke no invariant (warnings aside).
@discardableResult
public func expectNoViolations<Strategy: AppStrategy>(
  _ report: ExplorationReport, of explorer: Explorer, app: () -> Strategy,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  function: String = #function
) -> Bool {
  withoutActuallyEscaping(app) { app in
    expect(
      report, of: explorer, replay: { Replay.run($0, app: app(), file: "counterexample.json") },
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
  }
}

/// Records `report`'s counterexamples at `site` when one of them breaks an invariant (is no warning).
private func expect(
  _ report: ExplorationReport, of explorer: Explorer, replay: (Scenario) -> ScenarioRun, at site: CallSite
) -> Bool {
  guard report.counterexamples.contains(where: { !$0.kind.isWarning }) else { return true }
  FailureReport(
    message: FailureTitle.exploration(report) + "\n" + explorer.describe(report), site: site,
    attachments: TestAttachment.attachments(for: report, of: explorer, test: site.testName, replay: replay)
  ).record()
  return false
}
