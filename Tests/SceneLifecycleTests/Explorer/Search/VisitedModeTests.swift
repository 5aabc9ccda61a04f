import SceneLifecycle
import XCTest

/// The direct explorer's bounded visited sets (hash compaction and bitstate hashing, as SPIN offers): what they
/// store, the probability of omission they report, and what they find against the exact set, the oracle.
final class VisitedModeTests: XCTestCase {
  func testNamesReadBackAndBadOnesAreRefused() {
    for mode in [VisitedMode.exact, .hashCompaction, .bitstate(bits: 4 * (8 << 20))] {
      XCTAssertEqual(VisitedMode(name: mode.name), mode)
    }
    XCTAssertEqual(VisitedMode(name: "bitstate"), .bitstate(bits: 16 * (8 << 20)))
    for bad in ["", "Exact", "bitstate:0", "bitstate:1025", "bitstate:x", "hash"] {
      XCTAssertNil(VisitedMode(name: bad), bad)
    }
  }

  func testTheProbabilityOfOmissionFollowsTheModesFormulas() {
    XCTAssertEqual(VisitedMode.exact.omissionProbability(states: 1 << 30), 0)
    XCTAssertFalse(VisitedMode.exact.isPartial)
    // n(n−1)/2⁶⁵: about 2⁻²⁵ for a million states.
    let million = VisitedMode.hashCompaction.omissionProbability(states: 1 << 20)
    XCTAssertEqual(million, Double(1 << 20) * Double((1 << 20) - 1) / 0x1p65, accuracy: 1e-12)
    // The bitstate bound is at least the sum it bounds, and no more than a little above it.
    let bits = 1 << 12
    for states in [10, 200, 1_000, 4_000] {
      let sum = (0..<states).reduce(0.0) { total, index in
        let bothSet = 1 - exp(-2 * Double(index) / Double(bits))
        return total + bothSet * bothSet
      }
      let bound = VisitedMode.bitstate(bits: bits).omissionProbability(states: states)
      XCTAssertGreaterThanOrEqual(bound, min(1, sum) - 1e-12, "\(states)")
      XCTAssertLessThanOrEqual(bound, min(1, sum + 1), "\(states)")
    }
    XCTAssertEqual(VisitedMode.bitstate(bits: 64).omissionProbability(states: 10_000), 1)
  }

  private func explore(_ mode: VisitedMode, depth: Int = 6) throws -> ExplorationReport {
    var configuration = ExplorerConfiguration(
      lifecycle: .scene, device: .iPad, strategy: .pendingSlot, itemCount: 1, depth: depth)
    configuration.windows = WindowSetup(sceneIDs: ["a", "b"], matches: [])
    configuration.visited = mode
    let report = try Explorer(configuration).run()
    XCTAssertEqual(report.packingProblem, .severalWindows, "two windows: the direct search runs")
    return report
  }

  // The exact set is the oracle: hash compaction stores as many states and finds the same violations in the same
  // number of steps; each report says how it remembered.
  func testHashCompactionFindsWhatTheExactSearchFinds() throws {
    let exact = try explore(.exact)
    let compact = try explore(.hashCompaction)
    XCTAssertEqual(compact.distinctStates, exact.distinctStates)
    XCTAssertEqual(compact.violationKinds, exact.violationKinds)
    XCTAssertEqual(compact.counterexamples.map(\.events.count), exact.counterexamples.map(\.events.count))
    XCTAssertTrue(exact.violationKinds.contains(.wrongScene))
    XCTAssertEqual(compact.visitedMode, .hashCompaction)
    XCTAssertLessThan(compact.omissionProbability, 1e-9)
    XCTAssertEqual(exact.omissionProbability, 0)
  }

  // A bitstate table far too small for the space takes new states for seen ones: fewer states than the exact
  // search, and a probability of omission that says so.
  func testATooSmallBitstateTableOmitsStatesAndSaysSo() throws {
    let exact = try explore(.exact)
    let tiny = try explore(.bitstate(bits: 256))
    XCTAssertLessThan(tiny.distinctStates, exact.distinctStates)
    XCTAssertEqual(tiny.visitedSetBytes, 32)
    XCTAssertGreaterThan(tiny.omissionProbability, 0.5)
    let roomy = try explore(.bitstate(bits: 8 << 20))
    XCTAssertEqual(roomy.distinctStates, exact.distinctStates)
    XCTAssertLessThan(roomy.omissionProbability, 1e-3)
  }
}
