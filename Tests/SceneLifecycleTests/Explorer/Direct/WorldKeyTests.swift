import QuickActions
import XCTest

// White-box: the packed key's parts (WorldKeyWriter, WorldKeyInterner, WorldKeyTable, ContextShape) are internal.
@testable import SceneLifecycle

/// The direct search's packed state key (``WorldKey``): the app memory's shape holds every field the key keeps, long
/// bit strings are kept exactly, and threads share one numbering. (The text key of a strategy that is not a table is
/// the packed key's words followed by the strategy's own objects, so the two cannot split states differently; the
/// sweeps that held one against the other are retired.)
final class WorldKeyTests: XCTestCase {
  /// The memory's shape holds every stored property of ``AppContext`` but the transient ones and the two slot tables.
  func testTheShapeHoldsEveryKeptContextField() {
    let labels = Set(Mirror(reflecting: AppContext()).children.compactMap(\.label))
    let walked = labels.subtracting(ContextShape.transientFields)
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
