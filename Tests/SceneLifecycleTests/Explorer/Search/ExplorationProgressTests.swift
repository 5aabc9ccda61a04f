import Foundation
import SceneLifecycle
import TestSupport
import XCTest

/// The searches' progress callback (issue 17): counts before every level, depth by depth, from the calling thread,
/// and the same report as without it; the search never reads a clock or prints, the caller does.
final class ExplorationProgressTests: XCTestCase {
  private let configuration = ExplorerConfiguration(lifecycle: .scene, strategy: .pendingSlot, depth: 5)

  func testThePackedSearchReportsEachLevelBeforeExpandingIt() throws {
    let heard = LockedList<ExplorationProgress>()
    let explorer = try Explorer(configuration)
    let report = explorer.run(progress: { heard.append($0) })
    XCTAssertEqual(heard.elements.map(\.depth), [1, 2, 3, 4, 5])
    XCTAssertEqual(heard.elements.first, ExplorationProgress(states: 1, depth: 1, transitions: 0))
    XCTAssertEqual(heard.elements.map(\.states), heard.elements.map(\.states).sorted())
    XCTAssertLessThan(heard.elements.last?.states ?? 0, report.distinctStates)
    let plain = explorer.run()
    XCTAssertEqual(report.distinctStates, plain.distinctStates, "the callback changes nothing")
    XCTAssertEqual(report.transitions, plain.transitions)
    XCTAssertEqual(report.counterexamples.map(\.events), plain.counterexamples.map(\.events))
  }

  func testTheDirectSearchReportsEachLevelBeforeExpandingIt() throws {
    let heard = LockedList<ExplorationProgress>()
    // A bounded visited set keeps packed states from holding the configuration, so the direct search runs.
    var bounded = configuration
    bounded.visited = .hashCompaction
    let explorer = try Explorer(bounded)
    let report = explorer.run(progress: { heard.append($0) })
    XCTAssertEqual(report.packingProblem, .boundedVisitedSet(.hashCompaction))
    XCTAssertEqual(heard.elements.map(\.depth), [1, 2, 3, 4, 5])
    XCTAssertEqual(heard.elements.first, ExplorationProgress(states: 1, depth: 1, transitions: 0))
    XCTAssertEqual(report.distinctStates, explorer.run().distinctStates)
    XCTAssertEqual(report.transitions, explorer.run().transitions)
  }
}
