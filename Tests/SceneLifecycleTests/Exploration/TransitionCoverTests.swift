import SceneLifecycle
import XCTest

/// `generate --cover transitions` from Swift: the cover's paths together take every transition the exhaustive
/// exploration saw, and each path's replay takes the transitions it claims.
final class TransitionCoverTests: XCTestCase {
  func testTheCoverOfABuiltInTakesEveryReachableTransitionAndEachPathTakesWhatItClaims() throws {
    let subject = ExplorationSubject(builtIn: .pendingSlot, label: "pendingSlot")
    let cover = try TransitionCover.make(subject, lifecycle: .scene, allOptions: false).get()
    let configuration = subject.configuration(
      lifecycle: .scene, allOptions: false, depth: ExplorationSubject.maximumDepth)
    let report = try Explorer(configuration).run()
    XCTAssertTrue(report.exhausted)
    let reachable = Set(report.transitionsTaken.keys)
    let taken = cover.entries.reduce(into: Set<ExplorationReport.TransitionKey>()) { $0.formUnion($1.taken) }
    XCTAssertEqual(taken, reachable)
    XCTAssertEqual(cover.covered, reachable.count)
    XCTAssertGreaterThan(cover.entries.count, 1)
    // Longest paths first, and none of them adds nothing.
    XCTAssertEqual(cover.entries.map(\.path.events.count), cover.entries.map(\.path.events.count).sorted(by: >))
    var seen = Set<ExplorationReport.TransitionKey>()
    for entry in cover.entries {
      XCTAssertFalse(entry.taken.isSubset(of: seen), "\(entry.path.events) adds no transition")
      seen.formUnion(entry.taken)
      // Replayed as the scenario `generate` writes, the path reaches its last transition's phase.
      let scenario = subject.scenario(
        name: "cover", description: "", events: entry.path.events, catalog: entry.path.catalog,
        options: entry.path.options, lifecycle: .scene)
      let run = subject.replay(scenario, file: "cover.json")
      XCTAssertEqual(run.steps.count, entry.path.events.count)
      XCTAssertFalse(run.trace.contains { $0.rejection != nil }, "\(entry.path.events) is refused on replay")
    }
  }
}
