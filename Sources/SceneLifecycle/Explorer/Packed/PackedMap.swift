/// A hash map from packed keys to packed values (open addressing; key 0 is reserved, so keys get a
/// marker bit).
struct PackedMap {
  /// Key and value side by side (`2 × slot` and `2 × slot + 1`), so a lookup touches one cache line.
  private var slots: [UInt64]
  private var mask: Int
  /// 64 minus log2 of the table size: the hash is the top bits of a multiplicative mix.
  private var shift: UInt64
  private var count = 0
  private static let marker: UInt64 = 1 << 63

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: 0, count: 2 * size)
    mask = size - 1
    shift = UInt64(64 - size.trailingZeroBitCount)
  }

  /// The value stored for `key`, or 0 when there is none (stored values are never 0).
  subscript(key: UInt64) -> UInt64 {
    @inline(__always) get {
      let stored = key | Self.marker
      var index = Int(truncatingIfNeeded: (stored &* Self.multiplier) &>> shift)
      while true {
        let slot = slots[2 &* index]
        if slot == stored { return slots[2 &* index &+ 1] }
        if slot == 0 { return 0 }
        index = (index &+ 1) & mask
      }
    }
    set {
      if (count + 1) * 4 > slots.count { grow() }
      let stored = key | Self.marker
      var index = Int(truncatingIfNeeded: (stored &* Self.multiplier) &>> shift)
      while slots[2 * index] != 0 && slots[2 * index] != stored { index = (index + 1) & mask }
      if slots[2 * index] == 0 { count += 1 }
      slots[2 * index] = stored
      slots[2 * index + 1] = newValue
    }
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    mask = slots.count / 2 - 1
    shift -= 1
    count = 0
    for index in stride(from: 0, to: old.count, by: 2) where old[index] != 0 {
      self[old[index] & ~Self.marker] = old[index + 1]
    }
  }

  /// 2^64 divided by the golden ratio, odd: Fibonacci hashing's multiplier.
  static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
}
