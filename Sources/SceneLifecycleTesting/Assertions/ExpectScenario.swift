import Foundation
import SceneLifecycle

/// Replays the scenario file at `url` and judges it against its `expect`, as `qa-sim <file>` does; when it fails,
/// records one failure with the test framework running the test (an issue in a Swift Testing `@Test`, an `XCTFail`
/// in an `XCTestCase`).
///
/// ```swift
/// @Test(arguments: scenarioFiles) func replays(_ file: URL) {
///   expectScenario(contentsOf: file)
/// }
/// ```
///
/// A failed run's text is its `ScenarioRun.failureMessage`: the trace diff, legend and hint, and
/// every other unmet expectation, with remedies worded for a library user; when the run broke an invariant its file
/// does not expect, a title that names it comes first (`Invariant broken in coldLaunch.json: lost at step 0`). It points at the call and attaches the
/// trace, the Mermaid diagram and the SVG sequence diagram, named `<test>-<scenario>-trace.txt`,
/// `-sequence.md` and `-sequence.svg`, `<scenario>` the file's base name, so a test over many files names each
/// file's pictures apart. A file that cannot be read or is not a valid scenario is one failure whose text is the
/// error's line (the file, the JSON path, the problem).
/// - Parameters:
///   - url: the scenario file.
///   - limits: the file size, step count and nesting depth allowed.
///   - fileID: the caller's file, for the failure's location.
///   - filePath: the caller's file path, for the failure's location.
///   - line: the caller's line, for the failure's location.
///   - column: the caller's column, for the failure's location.
///   - function: the calling function, which names the attachments when no Swift Testing test is current.
/// - Returns: the run, passed or not; `nil` when the file could not be replayed.
@discardableResult
public func expectScenario(
  contentsOf url: URL, limits: InputLimits = .defaults,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  function: String = #function
) -> ScenarioRun? {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
  return expect(site) { () throws(InputError) in try ScenarioReplay.run(contentsOf: url, limits: limits) }
}

/// Replays the scenario file at `url` against `app`, an app's own strategy (its delegate classes in a
/// `DelegateApp`), in place of the file's `app.strategy`, and judges it as
/// ``expectScenario(contentsOf:limits:fileID:filePath:line:column:function:)`` does.
/// - Parameters:
///   - url: the scenario file.
///   - app: the strategy that receives the callbacks.
///   - limits: the file size, step count and nesting depth allowed.
///   - fileID: the caller's file, for the failure's location.
///   - filePath: the caller's file path, for the failure's location.
///   - line: the caller's line, for the failure's location.
///   - column: the caller's column, for the failure's location.
///   - function: the calling function, which names the attachments when no Swift Testing test is current.
/// - Returns: the run, passed or not; `nil` when the file could not be replayed.
@discardableResult
public func expectScenario<Strategy: AppStrategy>(
  contentsOf url: URL, app: Strategy, limits: InputLimits = .defaults,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  function: String = #function
) -> ScenarioRun? {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
  return expect(site) { () throws(InputError) in try ScenarioReplay.run(contentsOf: url, app: app, limits: limits) }
}

/// Judges a run already made (`Replay` or `ScenarioReplay` with an app's own
/// classes, say): when it failed, records one failure with the running test framework, its text the run's
/// `ScenarioRun.failureMessage`, with the attachments
/// ``expectScenario(contentsOf:limits:fileID:filePath:line:column:function:)`` makes.
/// - Parameters:
///   - run: the replayed scenario.
///   - fileID: the caller's file, for the failure's location.
///   - filePath: the caller's file path, for the failure's location.
///   - line: the caller's line, for the failure's location.
///   - column: the caller's column, for the failure's location.
///   - function: the calling function, which names the attachments when no Swift Testing test is current.
/// - Returns: whether the run passed.
@discardableResult
public func expectScenario(
  _ run: ScenarioRun,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  function: String = #function
) -> Bool {
  judge(run, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function))
}

/// Replays with `replay` and judges the run, or records the input error it throws.
private func expect(_ site: CallSite, replay: () throws(InputError) -> ScenarioRun) -> ScenarioRun? {
  do {
    let run = try replay()
    judge(run, at: site)
    return run
  } catch {
    FailureReport(message: error.description, site: site, attachments: []).record()
    return nil
  }
}

/// Records `run`'s failure, if it failed, at `site`.
@discardableResult
private func judge(_ run: ScenarioRun, at site: CallSite) -> Bool {
  guard !run.passed else { return true }
  let message = [FailureTitle.scenario(run), run.failureMessage].compactMap { $0 }.joined(separator: "\n")
  FailureReport(
    message: message, site: site, attachments: TestAttachment.attachments(for: run, test: site.testName)
  ).record()
  return false
}
