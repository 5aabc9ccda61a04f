import Foundation
import SceneLifecycle
import XCTest

/// `qa-sim conform`: a device log in, the verdict, the inferred steps and the switch values out, with the exit status
/// the verdict documents, `--format json` with the same content, `--write` a regression scenario that replays green,
/// and one line for every bad input.
final class ConformCommandTests: XCTestCase {
  /// A swipe-away of the app in front as a scene app logged it: straight from inactive to disconnected.
  private let swipeAway = """
    2026-12-01 10:00:00.000 Cafe[123:4567] [qa-sim] scene(_:willConnectTo:options:)
    2026-12-01 10:00:00.010 Cafe[123:4567] [qa-sim] sceneWillEnterForeground(_:)
    2026-12-01 10:00:00.020 Cafe[123:4567] [qa-sim] sceneDidBecomeActive(_:)
    unrelated line from the app
    2026-12-01 10:00:05.000 Cafe[123:4567] [qa-sim] sceneWillResignActive(_:)
    2026-12-01 10:00:05.500 Cafe[123:4567] [qa-sim] sceneDidDisconnect(_:)
    2026-12-01 10:00:05.500 Cafe[123:4567] [qa-sim] records sceneDidEnterBackground(_:)

    """

  /// A cold launch by a quick action and a warm one, logged with the item types.
  private let quickActions = """
    [qa-sim] application(_:didFinishLaunchingWithOptions:)
    [qa-sim] scene(_:willConnectTo:options:) com.cafe.search
    [qa-sim] sceneWillEnterForeground(_:)
    [qa-sim] sceneDidBecomeActive(_:)
    [qa-sim] sceneWillResignActive(_:)
    [qa-sim] sceneDidEnterBackground(_:)
    [qa-sim] sceneWillEnterForeground(_:)
    [qa-sim] windowScene(_:performActionFor:completionHandler:) com.cafe.favorites
    [qa-sim] sceneDidBecomeActive(_:)

    """

  func testALogReproducedUnderTheDefaultsExitsZeroWithItsNumberedSteps() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(quickActions, to: "warm.log", in: directory)
    let result = runInProcess(["conform", file, "--lifecycle", "scene", "--options", "all"])
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    assertGolden(result.stdout, named: "conform/quick-actions.txt", temporaryDirectories: [directory])
  }

  func testALogReproducedOnlyWithAnotherSwitchValueExitsTwoAndNamesItsRow() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(swipeAway, to: "swipe.log", in: directory)
    let result = runInProcess(["conform", file, "--lifecycle", "scene", "--options", "all"])
    XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
    assertGolden(result.stdout, named: "conform/swipe-away-other-values.txt", temporaryDirectories: [directory])
  }

  func testALogNotReproducedExitsOneWithTheLineWhereTheyPart() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(swipeAway, to: "swipe.log", in: directory)
    let result = runInProcess(["conform", file, "--lifecycle", "scene"])
    XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
    assertGolden(result.stdout, named: "conform/swipe-away-defaults.txt", temporaryDirectories: [directory])
  }

  func testJSONHasTheSameContent() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(swipeAway, to: "swipe.log", in: directory)
    let result = runInProcess(["conform", file, "--lifecycle", "scene", "--options", "all", "--format", "json"])
    XCTAssertEqual(result.status, 2)
    guard case .object(let root) = try JSONParser.parse(Array(result.stdout.utf8)) else { return XCTFail() }
    XCTAssertEqual(root["verdict"], .string("reproducedWithOtherValues"))
    XCTAssertEqual(root["ambiguous"], .bool(false))
    guard case .array(let sequences) = root["sequences"], case .object(let first) = sequences.first,
      case .array(let steps) = first["steps"], case .array(let values) = first["values"],
      case .object(let value) = values.first, case .array(let changed) = value["changed"],
      case .object(let change) = changed.first
    else { return XCTFail(result.stdout) }
    XCTAssertEqual(steps.count, 2)
    XCTAssertEqual(change["switch"], .string("forceQuitFromForeground"))
    XCTAssertEqual(change["value"], .string("withoutBackground"))
    XCTAssertEqual(change["rows"], .string("8d row 3"))
    let defaults = runInProcess(["conform", file, "--lifecycle", "scene", "--format", "json"])
    XCTAssertEqual(defaults.status, 1)
    guard case .object(let notReproduced) = try JSONParser.parse(Array(defaults.stdout.utf8)),
      case .object(let divergence) = notReproduced["divergence"]
    else { return XCTFail(defaults.stdout) }
    XCTAssertEqual(divergence["line"], .number(JSONNumber(6)))
    XCTAssertEqual(divergence["device"], .string("sceneDidDisconnect(_:)"))
    XCTAssertEqual(divergence["model"], .string("sceneDidEnterBackground(_:)"))
  }

  func testWriteSavesARegressionScenarioThatReplaysGreen() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(swipeAway, to: "swipe.log", in: directory)
    let scenario = directory.appendingPathComponent("swipe-regression.json").path
    let result = runInProcess(["conform", file, "--lifecycle", "scene", "--options", "all", "--write", scenario])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertEqual(result.stderr, "")
    let replay = runInProcess([scenario])
    XCTAssertEqual(replay.status, 0, replay.stdout + replay.stderr)
    let text = try String(contentsOfFile: scenario, encoding: .utf8)
    XCTAssertTrue(text.contains("\"forceQuitFromForeground\": \"withoutBackground\""), text)
    XCTAssertTrue(text.contains("system sceneDidDisconnect(_:)"), text)
    // Not reproduced: nothing is written, and standard error says why.
    let missing = directory.appendingPathComponent("none.json").path
    let refused = runInProcess(["conform", file, "--lifecycle", "scene", "--write", missing])
    XCTAssertEqual(refused.status, 1)
    XCTAssertEqual(refused.stderr, "qa-sim conform: --write \(missing): not written: the log is not reproduced\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: missing))
  }

  /// A log reproduced by an app that breaks an invariant on it (performActionOnly loses the quick action that launches
  /// it): `--write` saves the regression with the invariant in `expect.fixed` and says so, and the file fails until the
  /// app is fixed, then passes.
  func testWriteOfAFailingRunSavesACounterexampleThatFailsUntilTheAppIsFixed() throws {
    let directory = try makeTemporaryDirectory(self)
    let log = try write(
      """
      [qa-sim] application(_:didFinishLaunchingWithOptions:)
      [qa-sim] scene(_:willConnectTo:options:) com.cafe.search
      [qa-sim] sceneWillEnterForeground(_:)
      [qa-sim] sceneDidBecomeActive(_:)

      """, to: "cold.log", in: directory)
    let scenario = directory.appendingPathComponent("cold.json").path
    let result = runInProcess([
      "conform", log, "--strategy", "performActionOnly", "--lifecycle", "scene", "--write", scenario,
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      "warning: \(scenario): the run breaks lost; written with \"fixed\": [\"lost\"], so the file fails until the "
        + "app is fixed\n")
    let text = try String(contentsOfFile: scenario, encoding: .utf8)
    XCTAssertTrue(text.contains(#""fixed": ["lost"]"#), text)
    XCTAssertFalse(text.contains(#""violations""#), text)
    assertFailsUntilFixed(scenario, kind: "lost")
    let fixed = text.replacingOccurrences(of: #""performActionOnly""#, with: #""pendingSlot""#)
    XCTAssertNotEqual(fixed, text)
    try fixed.write(toFile: scenario, atomically: true, encoding: .utf8)
    let passed = runInProcess([scenario])
    XCTAssertEqual(passed.status, 0, passed.stdout)
  }

  func testTheLogsItemTypesAreTheAppsItemsWithoutAScenario() throws {
    let directory = try makeTemporaryDirectory(self)
    let file = try write(quickActions, to: "warm.log", in: directory)
    let result = runInProcess(["conform", file, "--lifecycle", "scene"])
    XCTAssertTrue(result.stdout.contains("quickAction com.cafe.search"), result.stdout)
    XCTAssertTrue(result.stdout.contains("quickAction com.cafe.favorites"), result.stdout)
  }

  func testBadInputGetsOneLineAndItsStatus() throws {
    let directory = try makeTemporaryDirectory(self)
    let unknown = try write(
      "[qa-sim] sceneDidBecomeActive(_:)\n[qa-sim] viewDidAppear(_:)\n", to: "u.log", in: directory)
    let markers = try write("[qa-sim]\n[qa-sim]   \n", to: "m.log", in: directory)
    let binary = try write(Data([0x00, 0xFF, 0xFE, 0x01]), to: "b.log", in: directory)
    let ok = try write("[qa-sim] sceneDidBecomeActive(_:)\n", to: "ok.log", in: directory)
    let notJSON = try write("not json", to: "s.json", in: directory)
    // A 64 MiB log (sparse, so the test writes almost nothing) is refused from its size, before it is read.
    let huge = try write("[qa-sim] sceneDidBecomeActive(_:)\n", to: "huge.log", in: directory)
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: huge))
    try handle.truncate(atOffset: 64 << 20)
    try handle.close()
    let cases: [(arguments: [String], status: Int32, contains: String)] = [
      (["conform", directory.appendingPathComponent("missing.log").path], 66, "missing.log"),
      (["conform", unknown], 65, "u.log:2:"),
      (["conform", markers], 65, "m.log"),
      (["conform", binary], 65, "b.log"),
      (["conform", huge], 65, "huge.log: the log is 67,108,864 bytes (64 MiB), over the 16 MiB limit"),
      (["conform", ok, "--scenario", directory.appendingPathComponent("none.json").path], 66, "none.json"),
      (["conform", ok, "--scenario", notJSON], 65, "s.json:1:1:"),
      (["conform", unknown, "--lifecycle", "all"], 64, "--lifecycle"),
      (["conform"], 64, "<log>"),
    ]
    for (arguments, status, contains) in cases {
      let result = runInProcess(arguments)
      XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
      XCTAssertEqual(result.stdout, "", "\(arguments)")
      XCTAssertTrue(result.stderr.contains(contains), "\(arguments): \(result.stderr)")
      XCTAssertLessThanOrEqual(
        result.stderr.split(separator: "\n").count, status == 64 ? 3 : 1, "\(arguments): \(result.stderr)")
    }
  }
}
