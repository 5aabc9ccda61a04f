import QuickActions
import SceneLifecycle
import XCTest

/// The articles' Swift examples (AssertingTracesInTests, WritingAStrategy, ExploringInterleavings), so that they
/// keep compiling and doing what the articles say.
final class ReadmeExampleTests: XCTestCase {
  func testWarmQuickActionIsHandledOnActivation() {
    var sim = Simulator(
      lifecycle: .scene, strategy: TableStrategy.pendingSlot,
      shortcutItems: [ShortcutItem(type: "com.example.search", localizedTitle: "Search")])
    sim.drive(to: .background)  // tapIcon, goHome
    sim.quickAction("com.example.search")
    assertTrace(
      sim,
      [
        "system windowScene(_:performActionFor:completionHandler:) com.example.search",
        "system sceneDidBecomeActive(_:)",
        "app handle com.example.search",
      ],
      mode: .subsequence)
    XCTAssertEqual(sim.handledTypes, ["com.example.search"])
    XCTAssertEqual(sim.violationKinds, [])
  }

  func testTheSwiftStrategyExampleHandlesColdAndWarmItemsOnce() {
    let items = [
      ShortcutItem(type: "com.example.search", localizedTitle: "Search"),
      ShortcutItem(type: "com.example.share", localizedTitle: "Share"),
    ]
    var sim = Simulator(lifecycle: .scene, strategy: MyStrategy(), shortcutItems: items)
    sim.quickAction("com.example.search")
    sim.send(.goHome)
    sim.quickAction("com.example.share")
    XCTAssertEqual(sim.handledTypes, ["com.example.search", "com.example.share"])
    XCTAssertEqual(sim.violationKinds, [])
  }

  /// The exploring article's `Explorer` example for a Swift strategy: the Swift strategy, which also parks the item in `sceneWillConnect`, keeps
  /// every item to depth 5, and the message says which search ran.
  func testTheDirectExplorerExampleFindsNothingInTheSwiftStrategy() throws {
    let explorer = try Explorer(ExplorerConfiguration(lifecycle: .scene, itemCount: 2, depth: 5)) { MyStrategy() }
    let report = explorer.run()
    XCTAssertEqual(report.violationKinds, [], explorer.describe(report))
    XCTAssertEqual(report.engine, .direct)
    XCTAssertEqual(explorer.describe(report), report.engineDescription + "\nNo invariant broken.")
  }

  func testTheHelperReportsAMismatch() {
    var sim = Simulator(lifecycle: .scene, strategy: TableStrategy.pendingSlot)
    sim.tapIcon()
    XCTAssertNotNil(sim.traceMismatch(["system sceneDidBecomeActive(_:)"], mode: .exhaustive))
    XCTAssertNil(sim.traceMismatch(["system sceneDidBecomeActive(_:)"], mode: .subsequence))
  }
}

/// The strategy article's Swift strategy: a pending slot filled on delivery and consumed on activation.
struct MyStrategy: AppStrategy {
  mutating func respond(to callback: Callback, app: inout AppContext) {
    switch callback.kind {
    case .configurationForConnecting, .sceneWillConnect:
      app.store(callback.delivery, in: .appDelegate)
    case .windowScenePerformAction:
      app.store(callback.delivery, in: .appDelegate)
      app.complete(true)
    case .sceneDidBecomeActive:
      app.consumePending(in: .appDelegate)
    default:
      break
    }
  }
}

/// The README's own examples are what the tool prints: the diagram, the passing and failing replays, and the
/// exploration (its clock line aside). The XCTest start is `ScenarioReplayTests.testTheReadmeExample`.
final class ReadmeOutputTests: XCTestCase {
  func testTheDiagramIsTheOneTheToolDraws() throws {
    let path = scenariosDirectory.appendingPathComponent("handledTwiceOnColdLaunch.json").path
    let output = runInProcess(["--format", "mermaid", path]).stdout
    let start = try XCTUnwrap(output.range(of: "```mermaid\n"))
    let end = try XCTUnwrap(output.range(of: "\n```\n", range: start.upperBound..<output.endIndex))
    XCTAssertTrue(try readmeText().contains(output[start.lowerBound..<end.upperBound]), output)
  }

  func testThePassingReplayIsWhatTheToolPrints() throws {
    let path = scenariosDirectory.appendingPathComponent("coldLaunch.json").path
    let output = runInProcess([path]).stdout.replacingOccurrences(of: path, with: "Scenarios/coldLaunch.json")
    XCTAssertTrue(try readmeText().contains("```\n" + output + "```"), output)
  }

  /// `warmResume.json` with the option the README names: the item is lost, and the report says why.
  func testTheFailingReplayIsWhatTheToolPrints() throws {
    let shipped = try String(contentsOf: scenariosDirectory.appendingPathComponent("warmResume.json"), encoding: .utf8)
    let lifecycle = "\"lifecycle\": \"scene\",\n"
    XCTAssertTrue(shipped.contains(lifecycle))
    let edited = shipped.replacingOccurrences(
      of: lifecycle, with: lifecycle + "  \"options\": { \"warmPerformActionFor\": \"afterDidBecomeActive\" },\n")
    let path = try write(edited, to: "Scenarios/warmResume.json", in: try makeTemporaryDirectory(self))
    let result = runInProcess([path])
    XCTAssertEqual(result.status, 1)
    let output = result.stdout.replacingOccurrences(of: path, with: "Scenarios/warmResume.json")
    XCTAssertTrue(output.contains("lost at step 3"), output)
    XCTAssertTrue(try readmeText().contains("```\n" + output + "```"), output)
  }

  /// The exploration writes a saved counterexample that fails while the app has the bug, and the same file passes
  /// once the README's fix is in its table.
  func testTheExplorationIsWhatTheToolPrints() throws {
    let directory = try makeTemporaryDirectory(self).appendingPathComponent("Regressions").path
    let command =
      "swift run qa-sim explore --strategy reactNativeQuickActions --depth 6 --write-counterexamples Regressions"
    let arguments = command.split(separator: " ").dropFirst(3).dropLast().map(String.init) + [directory]
    let explored = runInProcess(arguments)
    XCTAssertEqual(explored.status, 1)
    let replayed = runInProcess([directory + "/"])
    XCTAssertEqual(replayed.status, 1, replayed.stdout)
    let output = ("$ " + command + "\n" + explored.stdout + "$ swift run qa-sim Regressions/\n" + replayed.stdout)
      .replacingOccurrences(of: directory, with: "Regressions")
    let readme = try readmeText()
    let withoutClock = { (text: String) in text.split(separator: "\n").filter { !$0.contains(" states/s, ") } }
    XCTAssertEqual(withoutClock(try codeBlock(startingWith: "$ " + command + "\n", in: readme)), withoutClock(output))

    let fix = #"sed -i.bak 's/"reactNativeQuickActions"/"reactNativeQuickActionsFixed"/' Regressions/*.json"#
    let file = directory + "/reactNativeQuickActions-appDelegate-duplicate.json"
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    let fixed = saved.replacingOccurrences(of: #""reactNativeQuickActions""#, with: #""reactNativeQuickActionsFixed""#)
    XCTAssertNotEqual(fixed, saved)
    try fixed.write(toFile: file, atomically: true, encoding: .utf8)
    let passed = runInProcess([directory + "/"])
    XCTAssertEqual(passed.status, 0, passed.stdout)
    XCTAssertEqual(
      try codeBlock(startingWith: "$ " + fix + " && rm Regressions/*.bak\n", in: readme),
      "$ \(fix) && rm Regressions/*.bak\n$ swift run qa-sim Regressions/\n"
        + passed.stdout.replacingOccurrences(of: directory, with: "Regressions"))
  }

  /// The README's code block that begins with `start`, up to its closing fence.
  private func codeBlock(startingWith start: String, in readme: String) throws -> String {
    let range = try XCTUnwrap(readme.range(of: "```\n" + start), start)
    let end = try XCTUnwrap(readme.range(of: "```", range: range.upperBound..<readme.endIndex))
    return String(readme[readme.index(range.lowerBound, offsetBy: 4)..<end.lowerBound])
  }

  func testTheConformanceCheckIsWhatTheToolPrints() throws {
    let log = "Tests/Fixtures/DeviceLogs/09-forum732170-slow-kill.log"
    let command = "swift run qa-sim conform \(log) --lifecycle scene --options all"
    let path = packageRoot.appendingPathComponent(log).path
    let result = runInProcess(["conform", path, "--lifecycle", "scene", "--options", "all"])
    XCTAssertEqual(result.status, 2, result.stderr)
    let output = "$ " + command + "\n" + result.stdout.replacingOccurrences(of: path, with: log)
    XCTAssertTrue(try readmeText().contains("```\n" + output + "```"), output)
  }
}
