import QuickActions
import TestSupport
import XCTest

// White-box: the memoised direct space (WorldSpace) against its oracle, the plain direct search, both run by name.
@testable import SceneLifecycle

/// The direct search with memo tables gives the plain direct search's report, number for number, on every built-in
/// strategy with one, two and three windows, under the defaults and under every option combination, on one thread
/// and on two.
final class WorldSpaceTests: XCTestCase {
  /// Every field of two reports that a search decides.
  private func assertSameReport(
    _ memoised: ExplorationReport, _ plain: ExplorationReport, _ label: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(memoised.distinctStates, plain.distinctStates, "\(label): states", file: file, line: line)
    XCTAssertEqual(memoised.transitions, plain.transitions, "\(label): transitions", file: file, line: line)
    XCTAssertEqual(memoised.depthReached, plain.depthReached, "\(label): depth", file: file, line: line)
    XCTAssertEqual(memoised.exhausted, plain.exhausted, "\(label): exhausted", file: file, line: line)
    XCTAssertEqual(memoised.stopped, plain.stopped, "\(label): stop", file: file, line: line)
    XCTAssertEqual(memoised.counterexamples, plain.counterexamples, "\(label): counterexamples", file: file, line: line)
    XCTAssertEqual(memoised.callbacksReached, plain.callbacksReached, "\(label): callbacks", file: file, line: line)
    XCTAssertEqual(memoised.transitionsTaken, plain.transitionsTaken, "\(label): coverage", file: file, line: line)
  }

  private func configuration(
    _ strategy: TableStrategy, scenes: Int, items: Int = 2, depth: Int, allOptions: Bool, jobs: Int
  ) -> ExplorerConfiguration {
    let lifecycle = strategy.nativeLifecycle
    var configuration = ExplorerConfiguration(
      lifecycle: lifecycle, strategy: strategy, itemCount: items, depth: depth, jobs: jobs)
    if scenes > 1 { configuration.setScenes(scenes) }
    if allOptions {
      configuration.optionCombinations = LifecycleOptions.allCombinations(
        for: lifecycle, on: configuration.device, deferring: strategy.defersToMainQueue)
    }
    return configuration
  }

  /// The states both searches stored, in order, each as its parent and event: the same book means the same search,
  /// whatever a report shows of it (states stored out of order can give the same report).
  private func assertSameStates(
    _ explorer: DirectExplorer<TableStrategy>, _ label: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    func states<Space: SearchSpace>(_ space: Space) -> [String] {
      var search = BreadthFirstSearch(space, observer: NoObserver())
      _ = search.run()
      let book = search.book
      return (0..<book.count).map { "\(book.parent(of: $0).map(String.init) ?? "root") \(book.event(of: $0))" }
    }
    let memoised = states(WorldSpace(explorer))
    let plain = states(DirectSpace(explorer, visitedMode: .exact))
    XCTAssertEqual(memoised.count, plain.count, "\(label): states", file: file, line: line)
    if let first = zip(memoised, plain).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
      XCTFail("\(label): state \(first) is \(memoised[first]), not \(plain[first])", file: file, line: line)
    }
  }

  func testEveryBuiltInGivesThePlainSearchsReportWithOneTwoAndThreeWindows() throws {
    try OracleSweep.require()
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      let scenes = strategy.nativeLifecycle.usesScenes ? [1, 2, 3] : [1]
      for count in scenes {
        for jobs in [1, 2] {
          let configuration = configuration(
            strategy, scenes: count, depth: count == 3 ? 4 : 5, allOptions: false, jobs: jobs)
          let explorer = try DirectExplorer(configuration)
          assertSameReport(
            explorer.runMemoised(), explorer.run(), "\(name), \(count) windows, --jobs \(jobs)")
        }
      }
    }
  }

  // Every option combination multiplies the states, so depth 2 (and one item with windows, on iPad, where the
  // most switches are read); threads are walked above.
  func testEveryBuiltInGivesThePlainSearchsReportUnderEveryOptionCombination() throws {
    try OracleSweep.require()
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      for count in strategy.nativeLifecycle.usesScenes ? [1, 2] : [1] {
        let configuration = configuration(
          strategy, scenes: count, items: count == 1 ? 2 : 1, depth: 2, allOptions: true, jobs: 1)
        let explorer = try DirectExplorer(configuration)
        assertSameReport(explorer.runMemoised(), explorer.run(), "\(name), \(count) windows, all options")
      }
    }
  }

  // Deeper paths reach what shallow ones do not (terminations that reset scene delegate generations, windows closed
  // and opened again), where a flaw in what the memo tables key on would first show.
  func testThreeWindowsDeepGiveThePlainSearchsReport() throws {
    try OracleSweep.require()
    for (name, items) in [("pendingSlot", 3), ("perSceneSlot", 2), ("flutterQuickActions", 2)] {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      let explorer = try DirectExplorer(
        configuration(strategy, scenes: 3, items: items, depth: 8, allOptions: false, jobs: 1))
      assertSameReport(explorer.runMemoised(), explorer.run(), "\(name), 3 windows, depth 8")
      assertSameStates(explorer, "\(name), 3 windows, depth 8")
    }
  }

  // A state limit stops both searches at the same state, mid-level, with the same counts.
  func testAStateLimitStopsBothSearchesAtTheSameState() throws {
    var configuration = configuration(.pendingSlot, scenes: 2, depth: 8, allOptions: false, jobs: 1)
    configuration.maxStates = 150
    let explorer = try DirectExplorer(configuration)
    let memoised = explorer.runMemoised()
    XCTAssertEqual(memoised.stopped, .maxStates(150))
    assertSameReport(memoised, explorer.run(), "pendingSlot, 2 windows, at most 150 states")
  }

  // Every way the memo tables can give up walks one road: the search stops, the plain search explores from the
  // start, and the report is the plain one with the reason in its engine line. The limits are lowered to be passed;
  // a broken premise is made by learning an event on a simulator that is not in the situation it is filed under.
  func testTablesThatGiveUpHandTheSearchToThePlainOne() throws {
    let explorer = try DirectExplorer(configuration(.pendingSlot, scenes: 2, depth: 5, allOptions: false, jobs: 1))
    let plain = explorer.run()
    for failure in WorldTable.Failure.allCases {
      switch failure {
      case .tooManyMachineSituations, .tooManyAppSides:
        var tuning = WorldSpace.Tuning()
        if failure == .tooManyMachineSituations { tuning.machineLimit = 5 } else { tuning.appLimit = 2 }
        let report = explorer.runMemoised(tuning: tuning)
        assertSameReport(report, plain, "pendingSlot, 2 windows, \(failure)")
        XCTAssertEqual(report.memoTablesFailure, failure.description)
        XCTAssertEqual(report.engineSummary, "direct (memo tables off: \(failure))")
      case .premiseBroken:
        var table = WorldTable(eventCount: explorer.events.count, strategy: .pendingSlot, symmetric: false)
        let fresh = explorer.freshSimulator(optionsIndex: 0)
        let parts = table.parts(of: fresh)
        let owner = table.owner(machine: parts.machine, app: parts.app)
        let bits = explorer.optionCombinations[0].bits
        let event = try XCTUnwrap(explorer.events.firstIndex { $0.kind == .tapIcon })
        _ = table.learn(
          fresh, owner: owner, app: parts.app, event: explorer.events[event], eventIndex: event, optionBits: bits)
        XCTAssertNil(table.failure, "one event learned once")
        let launched = explorer.replay([event], optionsIndex: 0)
        _ = table.learn(
          launched, owner: owner, app: parts.app, event: explorer.events[event], eventIndex: event, optionBits: bits)
        XCTAssertEqual(table.failure, failure, "the launched app filed under the fresh install's situation")
      }
    }
  }
}
