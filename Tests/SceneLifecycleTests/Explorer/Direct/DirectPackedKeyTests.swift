import QuickActions
import TestSupport
import XCTest

// White-box: the packed key against the String key it replaces, on the simulators a search reaches.
@testable import SceneLifecycle

/// A table strategy's packed direct-search key (``WorldKey``) tells apart exactly the states the String key does:
/// walked over every state a search reaches, both keys partition them alike.
final class DirectPackedKeyTests: XCTestCase {
  /// How the two keys split the states walked: each String key's packed key with its option combination, and back;
  /// and the digest the search keeps of a packed key and its option combination.
  private struct Partition {
    var packedOf: [String: Pair] = [:]
    var stringOf: [Pair: String] = [:]
    /// What the search stores of each pair (``DirectKeyDigest``), and back.
    var pairOf: [DirectKeyDigest: Pair] = [:]
    var mismatches: [String] = []

    /// Notes one state's two keys; a key that meets another partner than before is a mismatch.
    mutating func note(string: String, packed: Pair) {
      if let known = packedOf[string], known != packed {
        mismatches.append("one String key, two packed keys: \(string)")
      }
      if let known = stringOf[packed], known != string {
        mismatches.append("one packed key, two String keys:\n  \(known)\n  \(string)")
      }
      let digest = DirectKeyDigest(packed.key, optionsIndex: packed.optionsIndex)
      if let known = pairOf[digest], known != packed { mismatches.append("one digest, two keys: \(string)") }
      packedOf[string] = packed
      stringOf[packed] = string
      pairOf[digest] = packed
    }
  }

  private struct Pair: Hashable {
    let optionsIndex: Int
    let key: WorldKey
  }

  /// Every state a breadth-first walk to `configuration.depth` reaches, from each option combination (a state's
  /// String key holds its option combination, and the packed key is paired with it), through every event the
  /// machine accepts, keyed both ways; the walk goes on from each String key's first state.
  private func partition(_ configuration: ExplorerConfiguration, symmetric: Bool) throws -> Partition {
    let explorer = try DirectExplorer(configuration)
    let table = WorldKeyTable(interner: WorldKeyInterner())
    var partition = Partition()
    for optionsIndex in explorer.optionCombinations.indices {
      var seen: Set<String> = []
      var level = [explorer.freshSimulator(optionsIndex: optionsIndex)]
      func visit(_ simulator: Simulator<TableStrategy>) -> Bool {
        let string = simulator.directStateKey(optionsIndex: optionsIndex, symmetric: symmetric)
        let packed = simulator.packedWorldKey(symmetric: symmetric, table: table)
        partition.note(string: string, packed: Pair(optionsIndex: optionsIndex, key: packed))
        return seen.insert(string).inserted
      }
      _ = visit(level[0])
      for _ in 0..<configuration.depth {
        var next: [Simulator<TableStrategy>] = []
        for state in level {
          for event in explorer.events {
            var simulator = state
            guard simulator.send(event) == nil else { continue }
            simulator.endEventAsExplorer()
            if visit(simulator) { next.append(simulator) }
          }
        }
        level = next
      }
    }
    return partition
  }

  /// Asserts the two keys split the states walked under `configuration` alike, symmetric and not.
  private func assertSamePartition(_ configuration: ExplorerConfiguration, _ name: String) throws {
    for symmetric in [false, true] {
      let walked = try partition(configuration, symmetric: symmetric)
      let label = "\(name)\(symmetric ? " symmetric" : "")"
      XCTAssertEqual(walked.mismatches.count, 0, "\(label): \(walked.mismatches.prefix(3))")
      XCTAssertEqual(walked.packedOf.count, walked.stringOf.count, "\(label): distinct keys")
      XCTAssertEqual(walked.pairOf.count, walked.stringOf.count, "\(label): distinct digests")
      XCTAssertGreaterThan(walked.packedOf.count, 1, label)
    }
  }

  /// `strategy` on its native lifecycle with `scenes` declared scenes (one: the one-window app), an item, a link and
  /// a web clip, to `depth`.
  private func configuration(
    _ strategy: TableStrategy, scenes: Int, depth: Int, allOptions: Bool = false, itemCount: Int = 1
  ) -> ExplorerConfiguration {
    let lifecycle = strategy.nativeLifecycle
    var configuration = ExplorerConfiguration(
      lifecycle: lifecycle,
      optionCombinations: allOptions ? LifecycleOptions.allCombinations(for: lifecycle) : [.defaults],
      strategy: strategy, itemCount: itemCount, links: ["qasim://webclip1", "https://example.com/link1"],
      depth: depth)
    configuration.webClips = ["qasim://webclip1"]
    configuration.setScenes(scenes)
    return configuration
  }

  /// Every built-in, with one window and with two and three, with a link and a web clip.
  func testEveryBuiltInIsKeyedAlikeWithOneAndSeveralWindows() throws {
    try OracleSweep.require()
    XCTAssertFalse(TableStrategy.builtInNames.isEmpty)
    for name in TableStrategy.builtInNames {
      let strategy = try XCTUnwrap(TableStrategy.builtIn(named: name))
      try assertSamePartition(configuration(strategy, scenes: 1, depth: 6), "\(name), one window")
      try assertSamePartition(configuration(strategy, scenes: 2, depth: 5), "\(name), two windows")
      try assertSamePartition(configuration(strategy, scenes: 3, depth: 4), "\(name), three windows")
    }
  }

  /// Every option combination the lifecycle reads, with one window and with two, and two items.
  func testEveryOptionCombinationIsKeyedAlike() throws {
    try OracleSweep.require()
    for strategy in [TableStrategy.pendingSlot, .seedArticle, .perSceneSlot] {
      try assertSamePartition(
        configuration(strategy, scenes: 1, depth: 3, allOptions: true, itemCount: 2), "\(strategy.name), all options")
      try assertSamePartition(
        configuration(strategy, scenes: 2, depth: 3, allOptions: true), "\(strategy.name), two windows, all options")
    }
  }

  /// The memory's shape holds every stored property of ``AppContext`` that the String key walks.
  func testTheShapeHoldsEveryKeptContextField() {
    let labels = Set(Mirror(reflecting: AppContext()).children.compactMap(\.label))
    let walked = labels.subtracting(Simulator<TableStrategy>.transientContextFields)
      .subtracting(["sceneDelegateSlots", "sessionSlots"])
    XCTAssertEqual(walked, ContextShape.fields)
  }

  /// A key that outgrows its inline words is kept exactly, by its bits' number, and tells states apart as before.
  func testLongBitStringsAreInternedExactly() {
    let interner = WorldKeyInterner()
    func key(_ last: UInt64) -> [UInt64] {
      var bits = WorldKeyWriter()
      bits.write(false)
      for _ in 0..<WorldKey.inlineWords { bits.write(UInt64.max >> 1, width: 63) }
      bits.write(last, width: 64)
      return bits.spilled ?? []
    }
    XCTAssertEqual(key(1).count, WorldKey.inlineWords + 1)
    XCTAssertEqual(interner.number(ofSpilled: key(1)), interner.number(ofSpilled: key(1)))
    XCTAssertNotEqual(interner.number(ofSpilled: key(1)), interner.number(ofSpilled: key(2)))
    var short = WorldKeyWriter()
    short.write(5, width: 3)
    short.write(UInt64.max, width: 64)
    XCTAssertNil(short.spilled)
    XCTAssertEqual(short.key.w0, 5 | UInt64.max << 3)
    XCTAssertEqual(short.key.w1, UInt64.max >> 61)
  }

  /// The search's numbers for a packed key are one table's for all its threads: two threads' tables give one memory
  /// one number.
  func testThreadsShareOneNumbering() {
    let interner = WorldKeyInterner()
    var context = AppContext()
    context.store(Delivery(serial: 3, item: ItemID(0)), in: .appDelegate)
    context.effects = []
    let first = WorldKeyTable(interner: interner).number(of: context)
    let second = WorldKeyTable(interner: interner)
    XCTAssertNotEqual(second.number(of: AppContext()), first)
    XCTAssertEqual(second.number(of: context), first)
    XCTAssertEqual(second.contextDeliveries, [Delivery(serial: 3, item: ItemID(0))])
  }
}
