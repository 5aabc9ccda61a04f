import QuickActions
import SceneLifecycle
import XCTest

/// The explored state graph (issue 17): one node per distinct state and one edge per transition of the search, the
/// states where an invariant broke marked, and the shortest counterexample's path marked edge by edge.
final class StateGraphTests: XCTestCase {
  /// pendingSlot in its scene lifecycle, one item, depth 3: small enough to read, and it loses an item.
  private func configuration(depth: Int = 3) -> ExplorerConfiguration {
    ExplorerConfiguration(lifecycle: .scene, strategy: .pendingSlot, itemCount: 1, depth: depth)
  }

  private func graph(_ configuration: ExplorerConfiguration, maxNodes: Int = 1000) throws -> StateGraph {
    try Explorer(configuration).stateGraph(maxNodes: maxNodes).get()
  }

  func testTheGraphHasANodePerDistinctStateAndAnEdgePerTransitionOfTheSearch() throws {
    for depth in 0...4 {
      let report = try Explorer(configuration(depth: depth)).run()
      let graph = try graph(configuration(depth: depth))
      XCTAssertEqual(graph.nodes.count, report.distinctStates, "depth \(depth)")
      XCTAssertEqual(graph.edges.count, report.transitions, "depth \(depth)")
      XCTAssertEqual(graph.nodes.map(\.index), Array(graph.nodes.indices))
      XCTAssertEqual(graph.nodes.map(\.depth).max(), report.depthReached, "depth \(depth)")
    }
  }

  func testNodesAreNamedByTheirPhaseAndEdgesByTheirEvent() throws {
    let graph = try graph(configuration())
    XCTAssertEqual(graph.nodes.first?.phase, .notRunning)
    XCTAssertEqual(graph.nodes.first?.holdings, ["not launched yet"])
    let fromFreshInstall = graph.edges.filter { $0.from == 0 }.map(\.event)
    XCTAssertEqual(fromFreshInstall, ["tapIcon", "quickAction com.example.item1", "backgroundLaunch"])
    let tapped = try XCTUnwrap(graph.edges.first { $0.from == 0 && $0.event == "tapIcon" })
    XCTAssertEqual(graph.nodes[tapped.to].phase, .foregroundActive)
  }

  func testTheShortestCounterexampleIsThePathMarkedAndItsStateIsMarkedBroken() throws {
    let report = try Explorer(configuration()).run()
    let graph = try graph(configuration())
    XCTAssertEqual(graph.counterexamples.map(\.kind), report.counterexamples.map(\.kind))
    let lost = try XCTUnwrap(graph.counterexamples.first)
    let expected = try XCTUnwrap(report.counterexamples.first)
    XCTAssertEqual(
      lost.edges.map { graph.edges[$0].event }, expected.events.map { expected.catalog.summary(of: $0) })
    XCTAssertEqual(graph.edges[lost.edges[0]].from, 0)
    for (earlier, later) in zip(lost.edges, lost.edges.dropFirst()) {
      XCTAssertEqual(graph.edges[earlier].to, graph.edges[later].from)
    }
    let last = graph.edges[try XCTUnwrap(lost.edges.last)]
    XCTAssertEqual(last.violations, [.lost])
    XCTAssertEqual(graph.nodes[last.to].violations, [.lost])
    XCTAssertEqual(
      Set(graph.edges.indices.filter { graph.edges[$0].onCounterexample }), Set(lost.edges),
      "only the counterexample's edges are marked")
    XCTAssertEqual(
      Set(graph.nodes.filter { !$0.violations.isEmpty }.map(\.index)),
      Set(graph.edges.filter { !$0.violations.isEmpty }.map(\.to)))
  }

  func testAHeldItemIsShownInItsState() throws {
    var configuration = configuration()
    configuration.strategy = .appleSceneSample
    let holdings = try graph(configuration).nodes.flatMap(\.holdings)
    XCTAssertTrue(holdings.contains("scene slot: com.example.item1"), "\(Set(holdings))")
  }

  func testTheWalkStopsOnceItStoresOneStateMoreThanTheLimit() throws {
    let result = try Explorer(configuration()).stateGraph(maxNodes: 5)
    guard case .failure(let tooLarge) = result else { return XCTFail("a graph of more than 5 states was drawn") }
    XCTAssertEqual([tooLarge.limit, tooLarge.reached, tooLarge.depth], [5, 6, 2])
  }

  func testTheGraphIsTheSameOnEveryWalk() throws {
    XCTAssertEqual(try graph(configuration()), try graph(configuration()))
  }
}
