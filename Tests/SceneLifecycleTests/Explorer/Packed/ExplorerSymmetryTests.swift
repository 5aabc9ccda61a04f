import SceneLifecycle
import XCTest

/// The explorer's item renaming (``ItemSymmetry``) and its parallel levels must never change an answer.
final class ExplorerSymmetryTests: XCTestCase {
  /// Three items, three custom-scheme URLs and two universal links: up to three members of a kind to rename.
  private static let links = [
    "qasim://link1", "qasim://link2", "qasim://link3", "https://example.com/link1", "https://example.com/link2",
  ]

  /// Three items and the five links, eight steps deep, on `jobs` threads, stopping after `maxStates`.
  func configuration(
    _ strategy: TableStrategy, _ lifecycle: LifecycleStyle, jobs: Int = 1, maxStates: Int? = nil
  ) -> ExplorerConfiguration {
    ExplorerConfiguration(
      lifecycle: lifecycle, strategy: strategy, itemCount: 3, links: Self.links, depth: 8, jobs: jobs,
      maxStates: maxStates)
  }

  func testParallelLevelsGiveTheSequentialResultEvenWhenMaxStatesStopsMidLevel() throws {
    for lifecycle in LifecycleStyle.allCases {
      let sequential = try Explorer(configuration(.appleSceneSample, lifecycle)).run()
      let parallel = try Explorer(configuration(.appleSceneSample, lifecycle, jobs: 3)).run()
      assertSameReport(parallel, sequential, "\(lifecycle) jobs 3")
      let limit = sequential.distinctStates * 2 / 3
      let stoppedSequential = try Explorer(configuration(.appleSceneSample, lifecycle, maxStates: limit)).run()
      let stoppedParallel = try Explorer(configuration(.appleSceneSample, lifecycle, jobs: 3, maxStates: limit)).run()
      XCTAssertEqual(stoppedSequential.stopped, .maxStates(limit))
      assertSameReport(stoppedParallel, stoppedSequential, "\(lifecycle) jobs 3, --max-states \(limit)")
    }
  }

}
