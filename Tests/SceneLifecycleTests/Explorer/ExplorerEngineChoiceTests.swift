import QuickActions
import XCTest

@testable import SceneLifecycle

/// ``Explorer`` runs the packed search whenever packed states hold the configuration and the direct search, with its
/// reason, for each of the packed search's own limits (``Explorer/packingProblem(_:)``); a limit of both stays an error
/// whose message names no explorer. (White-box: it checks which internal engine, `PackedExplorer` or `DirectExplorer`,
/// ran.)
final class ExplorerEngineChoiceTests: XCTestCase {
  private func configuration(
    _ strategy: TableStrategy = .pendingSlot, depth: Int = 3, change: (inout ExplorerConfiguration) -> Void = { _ in }
  ) -> ExplorerConfiguration {
    var configuration = ExplorerConfiguration(lifecycle: .scene, strategy: strategy, itemCount: 1, depth: depth)
    change(&configuration)
    return configuration
  }

  /// A strategy that keeps an item in its scene delegate's slot and behind a `queue` gate, two places packed states
  /// do not link.
  private func sceneSlotAndQueue() throws -> TableStrategy {
    try TableStrategy(
      name: "sceneSlotAndQueue",
      actions: [
        .sceneWillConnect: [.storeOnSceneDelegate, .send(0)], .sceneDidBecomeActive: [.handlePendingOnSceneDelegate],
      ]
    ).withGates([Gate(name: "dartHandler", index: 0, whenClosed: .queue)])
  }

  func testEachLimitOfPackedStatesRunsTheDirectExplorerAndTheReportSaysWhy() throws {
    let perSceneSlot = try XCTUnwrap(TableStrategy.builtIn(named: "perSceneSlot"))
    let cases: [(ExplorerConfiguration, ExplorerError, String)] = [
      (
        configuration { $0.setScenes(2) }, .severalWindows, "direct (several windows)"
      ),
      (
        configuration { $0.visited = .hashCompaction }, .boundedVisitedSet(.hashCompaction),
        "direct (visited set hashcompact)"
      ),
      (
        configuration(perSceneSlot), .sessionSlots(.storeOnSession), "direct (scene sessions' userInfo)"
      ),
      (
        configuration(try sceneSlotAndQueue()), .unlinkedHoldingPlaces(.sceneDelegateSlot, .gateQueue),
        "direct (one delivery in both its sceneDelegateSlot and its gateQueue)"
      ),
    ]
    for (configuration, problem, summary) in cases {
      XCTAssertEqual(Explorer.packingProblem(configuration), problem)
      XCTAssertThrowsError(try PackedExplorer(configuration), "\(problem)") { error in
        XCTAssertEqual(error as? ExplorerError, problem)
      }
      let chosen = try Explorer(configuration)
      guard case .direct(let direct, let because) = chosen.engine else { return XCTFail("\(problem): not direct") }
      XCTAssertEqual(because, problem)
      let report = chosen.run()
      XCTAssertEqual(report.engine, .direct)
      XCTAssertEqual(report.packingProblem, problem)
      XCTAssertEqual(report.engineSummary, summary)
      XCTAssertGreaterThan(report.distinctStates, 1, summary)
      // The same search as the direct explorer run by name, which gives no reason.
      let byName = direct.run()
      XCTAssertEqual(byName.distinctStates, report.distinctStates)
      XCTAssertEqual(byName.counterexamples, report.counterexamples)
      XCTAssertEqual(byName.engineSummary, "direct")
    }
  }

  func testAConfigurationPackedStatesHoldRunsPacked() throws {
    let configuration = configuration(depth: 5)
    XCTAssertNil(Explorer.packingProblem(configuration))
    let chosen = try Explorer(configuration)
    guard case .packed = chosen.engine else { return XCTFail("not packed") }
    let report = chosen.run()
    XCTAssertEqual(report.engine, .packed)
    XCTAssertNil(report.packingProblem)
    XCTAssertEqual(report.engineSummary, "packed")
    XCTAssertEqual(report.violationKinds, try PackedExplorer(configuration).run().violationKinds)
  }

  func testALimitOfBothExplorersStaysAnErrorThatNamesNoExplorer() {
    let tooMany = (0...ExplorerConfiguration.maxItems).map { ShortcutItem(type: "t\($0)", localizedTitle: "T") }
    let cases: [(ExplorerConfiguration, ExplorerError)] = [
      (configuration(depth: -1), .negativeDepth),
      (configuration { $0.staticItems = tooMany }, .tooManyItems(tooMany.count)),
      (configuration { $0.optionCombinations = [] }, .tooManyOptionCombinations(0)),
      (configuration { $0.links = ["http://example.com/a"] }, .invalidLink("http://example.com/a")),
      (
        configuration {
          $0.links = ["https://example.com/a"]
          $0.webClips = ["https://example.com/a"]
        }, .webClipNotCustomScheme("https://example.com/a")
      ),
      // Packed states could not hold it either: the direct explorer's refusal is the answer.
      (
        configuration {
          $0.windows = WindowSetup(
            sceneIDs: ExplorerConfiguration.generatedSceneIDs(WindowSetup.maxScenes + 1), matches: [])
        }, .sceneCount(WindowSetup.maxScenes + 1)
      ),
    ]
    for (configuration, expected) in cases {
      XCTAssertNil(expected.packingReason, "\(expected)")
      XCTAssertThrowsError(try Explorer(configuration), "\(expected)") { error in
        XCTAssertEqual(error as? ExplorerError, expected)
        XCTAssertFalse("\(error)".lowercased().contains("explorer"), "\(error)")
      }
    }
  }
}
