/// A set of packed explorer states: open addressing with linear probing over one flat `UInt64` array.
///
/// It stores 8 bytes per slot and stays at most half full, so it costs at most 16 bytes per state
/// (plus the growth moment, when old and new tables briefly coexist). The value 0 marks an empty slot,
/// so states are stored with their top bit set.
public struct VisitedSet: Sendable {
  private var slots: [UInt64]
  private var mask: Int
  /// How many states the set holds.
  public private(set) var count = 0

  private static let occupied: UInt64 = 1 << 63

  /// An empty set with room for about `capacity` states before it grows.
  public init(capacity: Int = 1024) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: 0, count: size)
    mask = size - 1
  }

  /// Bytes held by the table.
  public var bytes: Int { slots.count * MemoryLayout<UInt64>.stride }

  /// Inserts `state`; returns `false` when it was already there.
  public mutating func insert(_ state: ExplorerState) -> Bool {
    if (count + 1) * 2 > slots.count { grow() }
    let key = state.bits | Self.occupied
    var index = Self.hash(key) & mask
    while true {
      let slot = slots[index]
      if slot == 0 {
        slots[index] = key
        count += 1
        return true
      }
      if slot == key { return false }
      index = (index + 1) & mask
    }
  }

  /// Whether `state` is in the set.
  public func contains(_ state: ExplorerState) -> Bool {
    let key = state.bits | Self.occupied
    var index = Self.hash(key) & mask
    while true {
      let slot = slots[index]
      if slot == 0 { return false }
      if slot == key { return true }
      index = (index + 1) & mask
    }
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    mask = slots.count - 1
    for key in old where key != 0 {
      var index = Self.hash(key) & mask
      while slots[index] != 0 { index = (index + 1) & mask }
      slots[index] = key
    }
  }

  /// A 64-bit mix (splitmix64's finalizer), so nearby codes spread over the table.
  private static func hash(_ key: UInt64) -> Int {
    var x = key
    x = (x ^ (x >> 30)) &* 0xbf58_476d_1ce4_e5b9
    x = (x ^ (x >> 27)) &* 0x94d0_49bb_1331_11eb
    x = x ^ (x >> 31)
    return Int(truncatingIfNeeded: x)
  }
}
