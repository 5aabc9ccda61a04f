import SceneLifecycle

/// Checks a simulator's trace against `expected` lines and, when they differ, records one failure with the test
/// framework running the test: an issue in a Swift Testing `@Test`, an `XCTFail` in an `XCTestCase`.
///
/// ```swift
/// @Test func quickActionOnColdLaunch() {
///   var sim = Simulator(lifecycle: .scene, strategy: TableStrategy.pendingSlot,
///                       shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
///   sim.quickAction("com.example.search")
///   expectTrace(sim, ["app handle com.example.search"], mode: .subsequence)
/// }
/// ```
///
/// The failure's text is `simulator.traceMismatch(expected, mode: mode)`: the diff, legend and hint the command line
/// prints. It points at the call, and attaches the trace (`<test>-trace.txt`), the run's Mermaid diagram in Markdown
/// (`<test>-sequence.md`) and its SVG sequence diagram (`<test>-sequence.svg`), `<test>` the test's name.
/// - Parameters:
///   - simulator: the run to check.
///   - expected: the trace lines, as `expect.trace` writes them (`system sceneDidBecomeActive(_:)`).
///   - mode: whether the trace must equal `expected` or only contain it in order.
///   - fileID: the caller's file, for the failure's location.
///   - filePath: the caller's file path, for the failure's location.
///   - line: the caller's line, for the failure's location.
///   - column: the caller's column, for the failure's location.
///   - function: the calling function, which names the attachments when no Swift Testing test is current.
/// - Returns: whether the trace matched.
@discardableResult
public func expectTrace<Strategy: AppStrategy>(
  _ simulator: Simulator<Strategy>, _ expected: [String], mode: TraceMatchMode = .exhaustive,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  function: String = #function
) -> Bool {
  guard let message = simulator.traceMismatch(expected, mode: mode) else { return true }
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
  FailureReport(
    message: message, site: site, attachments: TestAttachment.attachments(for: simulator, test: site.testName)
  ).record()
  return false
}
