import XCTest

// White-box: a packed state's extension word, and every store and table that keeps it.
@testable import SceneLifecycle

/// The extension word (``ExplorerState/extensionBits``): its layout, the visited set, the state list and the
/// memo tables against plain oracles, item renaming in it, and the memo cache against the direct path on
/// states that carry one.
final class ExplorerWideStateTests: XCTestCase {
  /// Each field of the extension word, as (name, mask in the word).
  private static var fields: [(String, UInt64)] {
    let state = ExplorerState.self
    var fields = [("gates open", state.gatesOpenMask << state.gatesOpenShift)]
    for entry in 0..<UInt64(state.queueCapacity) {
      fields.append(
        (
          "queue entry \(entry)",
          ((1 << state.queueEntryWidth) - 1) << (state.queueShift + entry * state.queueEntryWidth)
        ))
    }
    fields += [
      ("queue past count", state.queuePastLowBit | state.queuePastHighBit),
      ("queue entry of the app slot", state.twoBits << state.queueAppSlotEntryShift),
      ("queue entry of the latest", state.twoBits << state.queueLatestEntryShift),
      ("deferred present", state.deferredPresentBit),
      ("deferred callback", state.deferredCallbackMask << state.deferredCallbackShift),
      ("deferred action", state.deferredActionMask << state.deferredActionShift),
      ("deferred delivery", state.deferredDeliveryBit),
      ("deferred item", state.itemMask << state.deferredItemShift),
      ("persistent slot", state.persistentSlotMask << state.persistentSlotShift),
      ("persistent latest", state.persistentLatestBit),
      ("persistent same as", state.twoBits << state.persistentSameShift),
    ]
    return fields
  }

  func testExtensionFieldsAreDisjointAndRoundTripThroughEveryStore() {
    var seen: UInt64 = 0
    for (name, mask) in Self.fields {
      XCTAssertEqual(seen & mask, 0, "\(name) overlaps an earlier field")
      seen |= mask
    }
    XCTAssertEqual(ExplorerState.extensionItemBits & ~seen, 0, "item fields lie inside the declared fields")
    XCTAssertEqual(ExplorerState.maxGates, Gate.maxCount)
    XCTAssertEqual(ExplorerState.queueCapacity, Gate.queueCapacity)
    // The packed explorer explores one window, no notification tap, no user activity, no CloudKit share and no App
    // Intent: the kinds only several windows, a tap, an activity, a share or an intent make come after all it can
    // meet, and those fit the deferred block's kind field.
    let packedKinds = CallbackKind.allCases.filter {
      !$0.needsSeveralWindows && $0 != .userNotificationCenterDidReceive && $0 != .onContinueUserActivity
        && $0 != .applicationUserDidAcceptCloudKitShare && $0 != .windowSceneUserDidAcceptCloudKitShare
        && !$0.carries.elementsEqual([.appIntent])
    }
    XCTAssertEqual(packedKinds.count, CallbackKind.packedKindCount)
    XCTAssertLessThanOrEqual(packedKinds.count, Int(ExplorerState.deferredCallbackMask) + 1)
    XCTAssertEqual(CallbackKind.allCases.prefix(packedKinds.count), packedKinds[...])
    // The persistent slot's word: a slot word (present, item, handled, activation) with the launch above it.
    XCTAssertEqual(ExplorerState.persistentLaunchShift, ExplorerState.slotActivationShift + 2)
    XCTAssertEqual(
      ExplorerState.persistentSlotMask, ExplorerState.slotMask | 0x3 << ExplorerState.persistentLaunchShift)
    // Every field keeps every value it can hold, next to the first word and the options index.
    var list = StateList()
    var expected: [ExplorerState] = []
    for (index, (_, mask)) in Self.fields.enumerated() {
      for value in [mask, mask & (mask &- 1), mask & (0 &- mask)] {
        let state = ExplorerState(bits: 0x1234_5678 | 1 << 7, extensionBits: value).withOptionsIndex(index + 1)
        XCTAssertEqual(state.extensionBits, value)
        XCTAssertEqual(state.optionsIndex, index + 1)
        list.append(state)
        expected.append(state)
      }
    }
    XCTAssertEqual(list.count, expected.count)
    XCTAssertEqual((0..<list.count).map { list[$0] }, expected)
  }

  func testStateListStaysNarrowUntilAnExtensionWordArrives() {
    var list = StateList()
    list.append(ExplorerState(bits: 1))
    list.append(ExplorerState(bits: 2))
    XCTAssertEqual(list.bytes, 16)
    list.append(ExplorerState(bits: 3, extensionBits: 1 << 50))
    XCTAssertEqual(list.bytes, 48)
    XCTAssertEqual(
      (0..<3).map { list[$0] },
      [ExplorerState(bits: 1), ExplorerState(bits: 2), ExplorerState(bits: 3, extensionBits: 1 << 50)])
  }

  func testVisitedSetAgreesWithASetWithWideStates() {
    var numbers = SplitMix64(seed: 12)
    var visited = VisitedSet(capacity: 8)
    var oracle = Set<ExplorerState>()
    var narrowBytes = 0
    // Few distinct first words and extension words, so many states repeat and many share a first word.
    for round in 0..<20_000 {
      let bits = numbers.next() % 512 | numbers.next() % 4 << 40
      let wide = round >= 6_000 && numbers.next() % 3 == 0
      let state = ExplorerState(bits: bits, extensionBits: wide ? numbers.next() % 16 << 8 | 1 : 0)
      XCTAssertEqual(visited.contains(state), oracle.contains(state))
      XCTAssertEqual(visited.insert(state), oracle.insert(state).inserted, "round \(round)")
      if round == 5_999 {
        XCTAssertFalse(visited.isWide)
        narrowBytes = visited.bytes
      }
    }
    XCTAssertTrue(visited.isWide)
    XCTAssertEqual(visited.count, oracle.count)
    for state in oracle { XCTAssertTrue(visited.contains(state)) }
    for extensionBits: UInt64 in [2, 1 << 63] {
      XCTAssertFalse(visited.contains(ExplorerState(bits: 1, extensionBits: extensionBits)))
    }
    // Narrow, 8 bytes a slot; wide, 16.
    XCTAssertEqual(narrowBytes % 8, 0)
    XCTAssertGreaterThanOrEqual(visited.bytes, 2 * narrowBytes)
  }

  func testAppValueTableAgreesWithADictionary() {
    var numbers = SplitMix64(seed: 1212)
    var table = AppValueTable(capacity: 16)
    var oracle: [AppValueTable.Key: AppValueTable.Entry] = [:]
    for _ in 0..<20_000 {
      let key = AppValueTable.Key(
        bits: numbers.next() % 256, extensionBits: numbers.next() % 2 == 0 ? 0 : numbers.next() % 8)
      let expected = oracle[key] ?? AppValueTable.Entry(value: 0, extensionBits: 0)
      XCTAssertEqual(table[key.bits, key.extensionBits], expected)
      if numbers.next() % 2 == 0 {
        let entry = AppValueTable.Entry(
          value: 1 << 40 | numbers.next() % 1024, extensionBits: numbers.next() % 2 == 0 ? 0 : numbers.next())
        table[key.bits, key.extensionBits] = entry
        oracle[key] = entry
      }
    }
    for (key, entry) in oracle { XCTAssertEqual(table[key.bits, key.extensionBits], entry) }
  }

  func testItemSymmetryRenamesItemsInTheExtensionWord() {
    let events: [LifecycleEvent] = [
      .quickAction(ItemID(0)), .quickAction(ItemID(1)), .quickAction(ItemID(2)), .openURL(ItemID(3)),
    ]
    let symmetry = ItemSymmetry(events: events)
    let persistent = ExplorerState.extensionItemFields[ExplorerState.extensionItemFields.count - 1]
    let firstQueued = ExplorerState.extensionItemFields[0]
    // The app slot holds item 1; the persistent slot item 2, handled once; the oldest queued entry URL 3
    // behind gate 3; gate 0 is open. The sequence delivers item 2 again.
    let appPart: UInt64 = 1 << 10 | 1 << 11
    let handled: UInt64 = 1 << (ExplorerState.persistentSlotShift + ExplorerState.slotHandledShift)
    let gate: UInt64 = 3 << (ExplorerState.queueShift + ExplorerState.queueEntryGateShift)
    let extensionBits: UInt64 =
      1 | persistent.presentBit | 2 << persistent.itemShift | handled | firstQueued.presentBit | 3
      << firstQueued.itemShift | gate
    let delivery: UInt16 = 0x20
    let canonical = symmetry.canonical(appPart: appPart, extensionBits: extensionBits, codes: [5 | delivery | 2 << 6])
    // Item 1 → 0 (first named), URL 3 → 3 (its kind's only member), item 2 → 1 (second quick action).
    XCTAssertEqual(canonical.appPart, 1 << 10 | 0 << 11)
    XCTAssertEqual(
      canonical.extensionBits,
      1 | persistent.presentBit | 1 << persistent.itemShift | handled | firstQueued.presentBit | 3
        << firstQueued.itemShift | gate)
    XCTAssertEqual(canonical.codes, [5 | delivery | 1 << 6])
    let renaming = canonical.renaming
    XCTAssertEqual(
      ItemSymmetry.renameExtension(canonical.extensionBits, map: renaming.backward, names: renaming.canonicalMapped),
      extensionBits)
    // An item outside the renaming is refused; a word with no item fields set is left as it is.
    XCTAssertNil(
      ItemSymmetry.renameExtension(
        persistent.presentBit | 0 << persistent.itemShift, map: renaming.backward, names: 1 << 3))
    XCTAssertEqual(ItemSymmetry.renameExtension(0xF, map: 0, names: 0), 0xF)
    // An absent field's item bits are not an item.
    XCTAssertEqual(
      ItemSymmetry.renameExtension(2 << persistent.itemShift, map: renaming.forward, names: 0),
      2 << persistent.itemShift)
  }

  func testMemoCacheOnStatesWithExtensionWordsEqualsTheDirectPath() throws {
    var numbers = SplitMix64(seed: 7)
    let words: [UInt64] =
      (0..<6).map { _ in numbers.next() & ExplorerState.gatesOpenMask << ExplorerState.gatesOpenShift } + [
        ExplorerState.extensionItemFields[0].presentBit | 1 << ExplorerState.extensionItemFields[0].itemShift,
        ExplorerState.extensionItemFields[3].presentBit | 2 << ExplorerState.extensionItemFields[3].itemShift | 1,
      ]
    for name in ["pendingSlot", "appleSceneSample", "swiftUIAdaptor"] {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      let configuration = ExplorerConfiguration(
        lifecycle: strategy.name == "appleLegacySample" ? .appDelegate : .scene, strategy: strategy, itemCount: 3,
        depth: 6)
      let explorer = try PackedExplorer(configuration)
      var search = BreadthFirstSearch(
        PackedSpace(explorer, source: TransitionCache(explorer: explorer)), observer: NoObserver())
      _ = search.run()
      let states = search.space.states
      var cache = TransitionCache(explorer: explorer)
      let direct = DirectSuccessors(explorer: explorer)
      // Narrow and wide lookups interleave, so both paths share what the cache learns.
      for index in 0..<states.count {
        for extensionBits in [0] + words {
          let base = states[index]
          let state = ExplorerState(bits: base.bits, extensionBits: extensionBits)
          let options = cache.optionsTable[state.optionsIndex]
          for event in explorer.eventList.indices {
            let memoised = cache.successor(of: state, options: options, eventIndex: event)
            let expected = direct.successor(of: state, options: 0, eventIndex: event)
            XCTAssertEqual(memoised?.next, expected?.next, "\(name) state \(index) event \(event)")
            XCTAssertEqual(memoised?.errors, expected?.errors)
            XCTAssertEqual(memoised?.warnings, expected?.warnings)
          }
        }
      }
    }
  }
}
