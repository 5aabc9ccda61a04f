import TestSupport
import XCTest

// White-box: item renaming (ItemSymmetry) on packed state words, memoised against direct search.
@testable import SceneLifecycle

extension ExplorerSymmetryTests {
  func testRenamingItemsOfEachKindGivesTheDirectResultForEveryBuiltInStrategy() throws {
    try OracleSweep.require()
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      // Session slots do not fit a packed state: the packed explorer refuses them (`ExplorerError.sessionSlots`).
      guard strategy.sessionSlotAction == nil else { continue }
      for lifecycle in LifecycleStyle.allCases {
        let configuration = configuration(strategy, lifecycle)
        assertSameReport(
          try PackedExplorer(configuration, memoised: true).run(),
          try PackedExplorer(configuration, memoised: false).run(),
          "\(name) \(lifecycle)")
      }
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
