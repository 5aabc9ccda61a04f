import XCTest

@testable import SceneLifecycle

/// The explorer's item renaming (``ItemSymmetry``) and its parallel levels must never change an answer.
final class ExplorerSymmetryTests: XCTestCase {
  /// Three items, three custom-scheme URLs and two universal links: up to three members of a kind to rename.
  private static let links = [
    "qasim://link1", "qasim://link2", "qasim://link3", "https://example.com/link1", "https://example.com/link2",
  ]

  private func configuration(
    _ strategy: TableStrategy, _ lifecycle: LifecycleStyle, jobs: Int = 1, maxStates: Int? = nil
  ) -> ExplorerConfiguration {
    ExplorerConfiguration(
      lifecycle: lifecycle, strategy: strategy, itemCount: 3, links: Self.links, depth: 8, jobs: jobs,
      maxStates: maxStates)
  }

  func testRenamingItemsOfEachKindGivesTheDirectResultForEveryBuiltInStrategy() throws {
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      for lifecycle in LifecycleStyle.allCases {
        let configuration = configuration(strategy, lifecycle)
        assertSameReport(
          try Explorer(configuration, memoised: true).run(), try Explorer(configuration, memoised: false).run(),
          "\(name) \(lifecycle)")
      }
    }
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

  func testCanonicalFormNamesItemsInOrderOfAppearanceWithinTheirKind() {
    let events: [LifecycleEvent] = [
      .quickAction(ItemID(0)), .quickAction(ItemID(1)), .openURL(ItemID(2)), .openURL(ItemID(3)),
      .universalLink(ItemID(4)),
    ]
    let symmetry = ItemSymmetry(events: events)
    // App slot holds item 1, the scene slot URL 3; the sequence delivers item 0, then URL 3 again.
    let appPart: UInt64 = 1 << 10 | 1 << 11 | 1 << 19 | 3 << 21
    let delivery: UInt16 = 0x20
    let codes: [UInt16] = [5 | delivery | 0 << 6, 7 | delivery | 3 << 6, 9, 0x4000]
    let canonical = symmetry.canonical(appPart: appPart, codes: codes)
    // Item 1 → 0 (first quick action), URL 3 → 2 (first URL), item 0 → 1 (second quick action).
    XCTAssertEqual(canonical.appPart, 1 << 10 | 0 << 11 | 1 << 19 | 2 << 21)
    XCTAssertEqual(canonical.codes, [5 | delivery | 1 << 6, 7 | delivery | 2 << 6, 9, 0x4000])
    // Renaming back restores the original items, and an item outside the renaming is refused.
    let renaming = canonical.renaming
    XCTAssertEqual(
      ItemSymmetry.rename(canonical.appPart, map: renaming.backward, names: renaming.canonicalMapped), appPart)
    XCTAssertNil(ItemSymmetry.rename(1 << 10 | 4 << 11, map: renaming.forward, names: renaming.mapped))
  }
}
