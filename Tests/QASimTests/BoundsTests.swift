import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// The documented limits: file size, number of steps and nesting depth, each an invalid scenario (65) with
/// one `<file>: <json path>: <message>` line that names its flag, and each raised by that flag; and the
/// explorer's `--max-states` and `--timeout`, which stop it cleanly with a report that says it is partial.
final class BoundsTests: XCTestCase {
  private static func steps(_ count: Int) -> String {
    "[" + Array(repeating: #"{"event": "tapIcon"}, {"event": "goHome"}"#, count: count / 2).joined(separator: ",")
      + (count % 2 == 1 ? (count > 1 ? "," : "") + #"{"event": "tapIcon"}"# : "") + "]"
  }

  /// A scenario whose first item's `userInfo` holds arrays nested so that the innermost one is `depth` levels
  /// deep in the document.
  private static func nested(depth: Int) -> String {
    // The document, `app`, `shortcutItems`, the item and `userInfo` are five levels; `x` adds the rest.
    let arrays = depth - 5
    let value = String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays)
    return #"{"version": 1, "name": "deep", "app": {"strategy": "pendingSlot", "shortcutItems": "#
      + #"[{"type": "a", "title": "A", "userInfo": {"x": "# + value + "}}]}, \"steps\": []}"
  }

  // MARK: File size

  func testAFileOverTheSizeLimitIsRefusedAndTheFlagRaisesIt() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write(scenarioJSON(), to: "big.json", in: directory)
    let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    XCTAssertGreaterThan(size, 256)
    let refused = try BinaryRunner.run(["--max-file-size", "256", path])
    XCTAssertEqual(refused.status, 65)
    XCTAssertEqual(
      refused.stderrLines, ["\(path): is larger than the limit of 256 bytes; raise it with --max-file-size"])
    XCTAssertEqual(try BinaryRunner.run(["--max-file-size", "1K", path]).status, 0)
  }

  func testTheDefaultSizeLimitIs64MiB() throws {
    let directory = try makeTemporaryDirectory(self)
    let path = try write("", to: "huge.json", in: directory)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(64 << 20) + 1)  // sparse: nothing is written or read
    try handle.close()
    let result = try BinaryRunner.run([path])
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(
      result.stderrLines,
      ["\(path): is larger than the limit of 67,108,864 bytes (64 MiB); raise it with --max-file-size"])
  }

  func testAnInfoPlistOverTheSizeLimitIsRefusedAtItsKey() throws {
    let directory = try makeTemporaryDirectory(self)
    try FileManager.default.copyItem(
      at: scenariosDirectory.appendingPathComponent("Info.plist"), to: directory.appendingPathComponent("Info.plist"))
    let path = try write(
      #"{"version": 1, "name": "p", "app": {"strategy": "pendingSlot", "infoPlist": "Info.plist"}, "steps": []}"#,
      to: "p.json", in: directory)
    let result = try BinaryRunner.run(["--max-file-size", "1k", path])
    XCTAssertEqual(result.status, 65)
    XCTAssertEqual(
      result.stderrLines,
      [
        "\(path): app.infoPlist: cannot read \"\(directory.path)/Info.plist\": is larger than the limit of 1,024 "
          + "bytes (1 KiB); raise it with --max-file-size"
      ])
  }

  // MARK: Steps

  func testMoreStepsThanTheLimitAreRefusedAndTheFlagRaisesIt() throws {
    let directory = try makeTemporaryDirectory(self)
    let atLimit = try write(scenarioJSON(steps: Self.steps(10_000)), to: "at.json", in: directory)
    let over = try write(scenarioJSON(steps: Self.steps(10_001)), to: "over.json", in: directory)
    XCTAssertEqual(try BinaryRunner.run([atLimit]).status, 0)
    let refused = try BinaryRunner.run([over])
    XCTAssertEqual(refused.status, 65)
    XCTAssertEqual(
      refused.stderrLines, ["\(over): steps: 10,001 steps, more than the limit of 10,000; raise it with --max-steps"])
    XCTAssertEqual(try BinaryRunner.run(["--max-steps", "10001", over]).status, 0)
    let lowered = try BinaryRunner.run(["--max-steps", "3", atLimit])
    XCTAssertEqual(lowered.status, 65)
    XCTAssertEqual(
      lowered.stderrLines, ["\(atLimit): steps: 10,000 steps, more than the limit of 3; raise it with --max-steps"])
  }

  // MARK: Nesting depth

  func testNestingBeyondTheLimitIsRefusedAtItsPathAndTheFlagRaisesIt() throws {
    let directory = try makeTemporaryDirectory(self)
    let limit = InputLimits.defaults.maximumDepth
    let atLimit = try write(Self.nested(depth: limit), to: "at.json", in: directory)
    let over = try write(Self.nested(depth: limit + 1), to: "over.json", in: directory)
    XCTAssertEqual(try BinaryRunner.run([atLimit]).status, 0)
    let refused = try BinaryRunner.run([over])
    XCTAssertEqual(refused.status, 65)
    XCTAssertEqual(refused.stderrLines.count, 1)
    let line = refused.stderrLines.first ?? ""
    XCTAssertTrue(line.hasPrefix("\(over): app.shortcutItems[0].userInfo.x[0][0][0]"), line)
    let column = 130 + limit - 4  // the prefix before the first "[" is 130 characters
    XCTAssertTrue(
      line.hasSuffix(
        ": arrays and objects are nested more than \(limit) levels deep, at line 1, column \(column); raise the "
          + "limit with --max-depth"), line)
    XCTAssertLessThan(line.count, 1000)
    XCTAssertEqual(try BinaryRunner.run(["--max-depth", String(limit + 1), over]).status, 0)
    XCTAssertEqual(try BinaryRunner.run(["--max-depth", String(limit - 1), atLimit]).status, 65)
  }

  func testTheDeepestNestingTheFlagAllowsDoesNotExhaustTheStack() throws {
    // Parsed, converted to property-list values and released on worker threads (--jobs 2).
    let directory = try makeTemporaryDirectory(self)
    let depth = InputLimits.depthCeiling
    try write(Self.nested(depth: depth), to: "a.json", in: directory)
    try write(Self.nested(depth: depth), to: "b.json", in: directory)
    let result = try BinaryRunner.run(["--max-depth", String(depth), "--jobs", "2", directory.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    // One thread, and --record, which serialises the document again.
    let recorded = try BinaryRunner.run(["--max-depth", String(depth), "--record", directory.path])
    XCTAssertEqual(recorded.status, 0, recorded.stderr)
    XCTAssertTrue(recorded.stdout.hasSuffix("2 passed, 0 failed\n2 recorded\n"), recorded.stdout)
    // Indentation stops growing past the line width, so the rewritten file is not quadratic in the depth.
    let size = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("a.json").path)[.size]
    XCTAssertLessThan(try XCTUnwrap(size as? Int), 100_000)
    XCTAssertEqual(try BinaryRunner.run(["--max-depth", String(depth), directory.path]).status, 0)
    XCTAssertEqual(try BinaryRunner.run(["--max-depth", String(depth + 1), directory.path]).status, 64)
  }

  func testLimitFlagsRejectBadValues() {
    for (arguments, message) in [
      (["--max-file-size", "0"], "The value '0' is invalid for '--max-file-size <bytes>'"),
      (["--max-file-size", "5T"], "The value '5T' is invalid for '--max-file-size <bytes>'"),
      (["--max-file-size", "8G"], "The value '8G' is invalid for '--max-file-size <bytes>'"),
      (["--max-steps", "-1"], "The value '-1' is invalid for '--max-steps <n>'"),
      (["--max-depth", "x"], "The value 'x' is invalid for '--max-depth <n>'"),
    ] {
      let result = runInProcess(arguments + ["a.json"])
      XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
      XCTAssertTrue(result.stderr.hasPrefix("Error: \(message)"), result.stderr)
    }
    XCTAssertEqual(InputLimits.parseByteCount("64M"), 64 << 20)
    XCTAssertEqual(InputLimits.parseByteCount("2kib"), 2048)
    XCTAssertEqual(InputLimits.parseByteCount("4G"), 4 << 30)
    XCTAssertEqual(InputLimits.parseByteCount("100"), 100)
    XCTAssertNil(InputLimits.parseByteCount("M"))
    XCTAssertNil(InputLimits.parseByteCount("1.5M"))
  }

  // MARK: The explorer

  /// A configuration whose search runs many levels.
  private static let bigSearch = ExplorerConfiguration(
    lifecycle: .swiftUI, optionCombinations: LifecycleOptions.allCombinations(for: .swiftUI), strategy: .pendingSlot,
    itemCount: 3, depth: 64)

  func testAStopCheckEndsTheSearchWithAPartialReport() throws {
    let full = try Explorer(Self.bigSearch).run()
    XCTAssertNil(full.stopped)
    for jobs in [1, 3] {
      var configuration = Self.bigSearch
      configuration.jobs = jobs
      let counter = StopCounter(stopAfter: 4)
      let partial = try Explorer(configuration).run(shouldStop: counter.check)
      XCTAssertEqual(partial.stopped, .stopRequested, "jobs \(jobs)")
      XCTAssertFalse(partial.exhausted)
      XCTAssertLessThan(partial.distinctStates, full.distinctStates, "jobs \(jobs)")
      XCTAssertGreaterThan(partial.distinctStates, LifecycleOptions.allCombinations(for: .swiftUI).count)
      // A check that never fires changes nothing: on three threads by default, on one too with the plain run's
      // breadth on (`OracleSweep.walksEveryCase`).
      guard jobs > 1 || OracleSweep.walksEveryCase else { continue }
      let unstopped = try Explorer(configuration).run(shouldStop: { false })
      XCTAssertEqual(unstopped.distinctStates, full.distinctStates)
      XCTAssertEqual(unstopped.counterexamples, full.counterexamples)
      XCTAssertNil(unstopped.stopped)
    }
  }

  func testTimeoutStopsExploreWithAReportMarkedPartial() throws {
    let arguments = [
      "explore", "--strategy", "pendingSlot", "--lifecycle", "all", "--options", "all", "--depth", "64",
      "--no-timing", "--timeout", "0.000001",
    ]
    let text = runInProcess(arguments)
    XCTAssertTrue(text.stdout.contains("PARTIAL: stopped at --timeout 1e-06s"), text.stdout)
    XCTAssertFalse(text.stdout.contains("every reachable state seen"), text.stdout)
    let json = runInProcess(arguments + ["--format", "json", "--coverage"])
    let document = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
    let explorations = try XCTUnwrap(document["explorations"] as? [[String: Any]])
    XCTAssertEqual(explorations.count, 3)
    for exploration in explorations {
      XCTAssertEqual(exploration["partial"] as? Bool, true)
      XCTAssertEqual(exploration["stoppedBy"] as? String, "timeout")
      XCTAssertEqual((exploration["coverage"] as? [String: Any])?["partial"] as? Bool, true)
    }
    let whole = runInProcess(["explore", "--strategy", "pendingSlot", "--no-timing", "--timeout", "600"])
    XCTAssertFalse(whole.stdout.contains("PARTIAL"), whole.stdout)
  }

  func testMaxStatesStopsExploreWithAReportMarkedPartial() throws {
    // The limit sits above the 128 start states (one per option combination of the scene style since
    // forceQuitFromForeground joined them; it was 100 with 64), so the search stops inside its first level.
    let result = runInProcess([
      "explore", "--strategy", "pendingSlot", "--options", "all", "--depth", "64", "--no-timing", "--max-states",
      "200",
    ])
    XCTAssertTrue(result.stdout.contains("  200 distinct states"), result.stdout)
    XCTAssertTrue(result.stdout.contains("PARTIAL: stopped at --max-states 200"), result.stdout)
  }

  func testTimeoutRejectsBadValues() {
    for value in ["0", "-1", "abc", "nan", "inf", "1000000000"] {
      let result = runInProcess(["explore", "--strategy", "pendingSlot", "--timeout", value])
      XCTAssertEqual(result.status, 64, value)
      XCTAssertTrue(
        result.stderr.hasPrefix("Error: The value '\(value)' is invalid for '--timeout <seconds>'"), result.stderr)
    }
  }
}

/// A stop check that says "stop" from its `stopAfter`-th call on, from any thread.
private final class StopCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  private let stopAfter: Int

  init(stopAfter: Int) { self.stopAfter = stopAfter }

  func check() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    calls += 1
    return calls >= stopAfter
  }
}
