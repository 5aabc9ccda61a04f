import QuickActions
import SceneLifecycle
import XCTest

/// The trace-mismatch messages (Linux XCTest has no XCTExpectFailure, so the pure functions are tested).
final class TraceDiffTests: XCTestCase {
  private let fix = "If the new behaviour is intended, re-record the expectation"

  /// The idle scene app's whole trace for: icon, home, search quick action (warm), with `order`.
  private func warmTrace(_ order: PerformActionOrder, app: TableStrategy? = nil) throws -> [String] {
    let options = LifecycleOptions(warmPerformActionFor: order)
    var sim = makeSimulator(try app ?? idleApp(), lifecycle: .scene, options: options)
    journey(&sim, [.tapIcon, .goHome, .quickAction(searchID)])
    return sim.traceLines
  }

  private func numbered(_ count: Int) -> [String] { (1...count).map { "system step\($0)" } }

  func testIdenticalTracesMatchInBothModes() throws {
    let trace = try warmTrace(.beforeDidBecomeActive)
    for mode in TraceMatchMode.allCases {
      XCTAssertNil(TraceDiff.mismatch(expected: trace, actual: trace, mode: mode), "\(mode)")
    }
    XCTAssertNil(TraceDiff.mismatch(expected: [], actual: [], mode: .exhaustive))
  }

  // The warm order switch moves performActionFor past sceneDidBecomeActive; the diff marks it '~' where
  // it now stands and the hint names the callback it moved past.
  func testTheWarmOrderChangeShowsAMovedLineAndNamesWhatItMovedPast() throws {
    let expected = try warmTrace(.beforeDidBecomeActive)
    let actual = try warmTrace(.afterDidBecomeActive)
    let message = try XCTUnwrap(TraceDiff.mismatch(expected: expected, actual: actual, mode: .exhaustive))
    let changed = TraceDiff.exhaustiveDiff(expected: expected, actual: actual).filter { $0.mark != .same }
    XCTAssertEqual(changed.map(\.mark), [.moved])
    XCTAssertEqual(changed.map(\.text), [system(.windowScenePerformAction, searchType)])
    XCTAssertTrue(
      message.hasPrefix("The trace does not match the expected trace (exhaustive). 1 moved, 0 missing, 0 extra."))
    XCTAssertTrue(
      message.contains("\n  ~ system windowScene(_:performActionFor:completionHandler:) com.example.search"))
    XCTAssertTrue(
      message.contains(
        "Hint: `windowScene(_:performActionFor:completionHandler:)` now comes after `sceneDidBecomeActive(_:)`."),
      message)
  }

  // The same order change with the pending-slot app: the diff shows sceneDidBecomeActive (a line that also
  // occurs, unchanged, at the cold launch) as moved, and the hint must still say what it moved past.
  func testAMovedLineThatAlsoOccursEarlierStillNamesWhatItMovedPast() throws {
    let expected = try warmTrace(.beforeDidBecomeActive, app: .pendingSlot)
    let actual = try warmTrace(.afterDidBecomeActive, app: .pendingSlot)
    let message = try XCTUnwrap(TraceDiff.mismatch(expected: expected, actual: actual, mode: .exhaustive))
    XCTAssertTrue(message.contains("\n  ~ system sceneDidBecomeActive(_:)\n"), message)
    XCTAssertTrue(
      message.contains(
        "Hint: `sceneDidBecomeActive(_:)` now comes before `windowScene(_:performActionFor:completionHandler:)`."),
      message)
  }

  func testAMissingLineIsMarkedAndNamedInTheHint() throws {
    let message = try XCTUnwrap(
      TraceDiff.mismatch(
        expected: ["system a", "app handle x", "system b"], actual: ["system a", "system b"], mode: .exhaustive))
    XCTAssertEqual(
      message,
      [
        "The trace does not match the expected trace (exhaustive). 0 moved, 1 missing, 0 extra.",
        "    system a", "  - app handle x", "    system b", TraceDiff.legend,
        "Hint: `handle` no longer happens. " + fix + "; if not, check the app's strategy and the ordering options.",
      ].joined(separator: "\n"))
  }

  func testAnExtraLineIsMarkedAndNamedInTheHint() throws {
    let message = try XCTUnwrap(
      TraceDiff.mismatch(
        expected: ["system a", "system b"], actual: ["system a", "app completion(true) x", "system b"],
        mode: .exhaustive))
    XCTAssertTrue(message.contains("0 moved, 0 missing, 1 extra."), message)
    XCTAssertTrue(message.contains("\n  + app completion(true) x\n"), message)
    XCTAssertTrue(message.contains("Hint: `completion(true)` is new in the trace. " + fix), message)
  }

  func testEveryMessageEndsWithTheLegendAndAHint() throws {
    let cases: [([String], [String], TraceMatchMode)] = [
      (["system a"], [], .exhaustive), ([], ["system a"], .exhaustive), (["system a"], ["system b"], .subsequence),
    ]
    for (expected, actual, mode) in cases {
      let message = try XCTUnwrap(TraceDiff.mismatch(expected: expected, actual: actual, mode: mode))
      let tail = message.split(separator: "\n").suffix(2).map(String.init)
      XCTAssertEqual(tail.first, TraceDiff.legend)
      XCTAssertEqual(tail.last?.hasPrefix("Hint: "), true, message)
    }
    XCTAssertEqual(
      TraceDiff.legend,
      "Legend: '-' expected but missing, '+' in the trace but not expected, '~' in both but moved, ' ' same")
  }

  // Two lines of context are kept on each side of a change; longer unchanged runs collapse.
  func testLongUnchangedRunsCollapseAroundTheChange() throws {
    let expected = numbered(20)
    var actual = expected
    actual.insert("app handle x", at: 10)
    let message = try XCTUnwrap(TraceDiff.mismatch(expected: expected, actual: actual, mode: .exhaustive))
    XCTAssertEqual(
      Array(message.split(separator: "\n").dropFirst().prefix(7)),
      [
        "    … (8 unchanged)", "    system step9", "    system step10", "  + app handle x", "    system step11",
        "    system step12", "    … (8 unchanged)",
      ])
  }

  // Collapsing must save lines: a run of three unchanged lines is shown in full, four collapse.
  func testOnlyRunsOfFourOrMoreUnchangedLinesCollapse() throws {
    for (count, collapsed) in [(5, false), (6, true)] {
      let message = try XCTUnwrap(
        TraceDiff.mismatch(expected: numbered(count), actual: numbered(count) + ["app handle x"], mode: .exhaustive))
      XCTAssertEqual(message.contains("    … (\(count - 2) unchanged)\n"), collapsed, message)
      XCTAssertEqual(message.contains("    system step1\n"), !collapsed, message)
    }
  }

  // MARK: - Subsequence mode

  func testSubsequenceFindsExpectedLinesInOrderWithAnythingBetween() throws {
    let trace = try warmTrace(.beforeDidBecomeActive)
    let expected = [
      system(.sceneWillEnterForeground), system(.windowScenePerformAction, searchType), system(.sceneDidBecomeActive),
    ]
    XCTAssertNil(TraceDiff.mismatch(expected: expected, actual: Array(trace.suffix(5)), mode: .subsequence))
    XCTAssertNotNil(TraceDiff.mismatch(expected: expected, actual: trace, mode: .exhaustive))
  }

  func testSubsequenceReportsAMissingLine() throws {
    let expected = ["system a", "app handle x", "system b"]
    XCTAssertEqual(
      TraceDiff.subsequenceDiff(expected: expected, actual: ["system a", "system b"]).map(\.mark),
      [.same, .missing, .same])
    let message = try XCTUnwrap(
      TraceDiff.mismatch(expected: expected, actual: ["system a", "system b"], mode: .subsequence))
    XCTAssertTrue(
      message.hasPrefix(
        "The expected lines do not appear in order in the trace (subsequence). 0 moved, 1 missing, 0 extra."))
    XCTAssertTrue(message.contains("\n  - app handle x\n"), message)
    XCTAssertTrue(message.contains("Hint: `handle` no longer happens."), message)
  }

  func testSubsequenceReportsALineOutOfOrder() throws {
    let expected = try warmTrace(.beforeDidBecomeActive).suffix(3).map { $0 }
    let actual = try warmTrace(.afterDidBecomeActive)
    // expected: performActionFor, sceneDidBecomeActive, notification; actual has performActionFor last.
    let diff = TraceDiff.subsequenceDiff(expected: expected, actual: actual)
    XCTAssertEqual(diff.map(\.mark), [.same, .moved, .moved])
    let message = try XCTUnwrap(TraceDiff.mismatch(expected: expected, actual: actual, mode: .subsequence))
    XCTAssertTrue(message.contains("\n  ~ system sceneDidBecomeActive(_:)\n"), message)
    XCTAssertTrue(
      message.contains(
        "Hint: `sceneDidBecomeActive(_:)` now comes before `windowScene(_:performActionFor:completionHandler:)`."),
      message)
  }

  // MARK: - Through the simulator

  func testTheSimulatorReportsMismatchesOfItsOwnTrace() throws {
    var sim = makeSimulator(try idleApp(), lifecycle: .scene)
    sim.tapIcon()
    XCTAssertNil(sim.traceMismatch(sim.traceLines))
    XCTAssertNil(sim.traceMismatch([system(.sceneDidBecomeActive)], mode: .subsequence))
    let message = try XCTUnwrap(sim.traceMismatch([system(.windowScenePerformAction)], mode: .subsequence))
    XCTAssertTrue(message.contains("  - system windowScene(_:performActionFor:completionHandler:)"), message)
  }
}
