import QuickActions
import SceneLifecycle
import XCTest

/// ``Explorer`` runs the packed search whenever packed states hold the configuration and the direct search, with its
/// reason, for each of the packed search's own limits (``Explorer/packingProblem(_:)``); a limit of both stays an error
/// whose message names no explorer. The report says which search ran; `PackedAgainstDirectTests+Internals.swift`
/// checks it against the internal searches run by name.
final class ExplorerEngineChoiceTests: XCTestCase {
  func configuration(
    _ strategy: TableStrategy = .pendingSlot, depth: Int = 3, change: (inout ExplorerConfiguration) -> Void = { _ in }
  ) -> ExplorerConfiguration {
    var configuration = ExplorerConfiguration(lifecycle: .scene, strategy: strategy, itemCount: 1, depth: depth)
    change(&configuration)
    return configuration
  }

  /// A strategy that keeps an item in its scene delegate's slot and behind a `queue` gate, two places packed states
  /// do not link.
  func sceneSlotAndQueue() throws -> TableStrategy {
    try TableStrategy(
      name: "sceneSlotAndQueue",
      actions: [
        .sceneWillConnect: [.storeOnSceneDelegate, .send(0)], .sceneDidBecomeActive: [.handlePendingOnSceneDelegate],
      ]
    ).withGates([Gate(name: "dartHandler", index: 0, whenClosed: .queue)])
  }

  /// Each limit of packed states: a configuration with it, the problem it is, and the report's engine summary.
  func limitCases() throws -> [(ExplorerConfiguration, ExplorerError, String)] {
    let perSceneSlot = try XCTUnwrap(TableStrategy.builtIn(named: "perSceneSlot"))
    return [
      (
        configuration { $0.setScenes(2) }, .severalWindows, "direct (several windows)"
      ),
      (
        configuration {
          $0.links = ["qasim://notification1"]
          $0.notifications = ["qasim://notification1"]
        },
        .notificationTaps, "direct (notification taps)"
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
  }

  func testEachLimitOfPackedStatesRunsTheDirectExplorerAndTheReportSaysWhy() throws {
    for (configuration, problem, summary) in try limitCases() {
      XCTAssertEqual(Explorer.packingProblem(configuration), problem)
      let report = try Explorer(configuration).run()
      XCTAssertEqual(report.engine, .direct)
      XCTAssertEqual(report.packingProblem, problem)
      XCTAssertEqual(report.engineSummary, summary)
      XCTAssertGreaterThan(report.distinctStates, 1, summary)
    }
  }

  func testAConfigurationPackedStatesHoldRunsPacked() throws {
    let configuration = configuration(depth: 5)
    XCTAssertNil(Explorer.packingProblem(configuration))
    let report = try Explorer(configuration).run()
    XCTAssertEqual(report.engine, .packed)
    XCTAssertNil(report.packingProblem)
    XCTAssertEqual(report.engineSummary, "packed")
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
