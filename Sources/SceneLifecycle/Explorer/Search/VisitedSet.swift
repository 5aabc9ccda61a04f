/// A set of packed explorer states: open addressing with linear probing over one flat `UInt64` array.
///
/// It stores 8 bytes per slot and doubles when it would be more than four-fifths full, so once past its
/// initial capacity it costs 10 to 20 bytes per state (plus the growth moment, when old and new tables
/// briefly coexist). Linear probing at that load still finds a state within a cache line or two; a smaller
/// table stays in the core's own cache longer. The value 0 marks an empty slot, so states are stored with
/// their top bit set.
///
/// States with a non-zero extension word (``ExplorerState/extensionBits``) switch the set to wide mode for
/// good: a second array, ``high``, of the same size holds each slot's extension word. A state's home slot mixes
/// both words so that a zero extension word gives the narrow home, so the switch moves nothing. Until then
/// the set costs what it did before the extension word existed.
struct VisitedSet: Sendable {
  private var slots: [UInt64]
  /// Per slot, the stored state's extension word; empty until the first state with a non-zero one.
  private var high: [UInt64] = []
  /// All ones once ``high`` is in use, else 0: one test of `extensionBits | wideFlag` picks the path.
  private var wideFlag: UInt64 = 0
  private var mask: Int
  /// 64 minus log2 of the table size: a state's home slot is the top bits of a multiplicative mix.
  private var shift: UInt64
  /// How many states the set holds.
  private(set) var count = 0

  private static let occupied: UInt64 = 1 << 63

  /// An empty set with room for about `capacity` states before it grows.
  init(capacity: Int = 1024) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = Array(repeating: 0, count: size)
    mask = size - 1
    shift = UInt64(64 - size.trailingZeroBitCount)
  }

  /// Bytes held by the table.
  var bytes: Int { (slots.count + high.count) * MemoryLayout<UInt64>.stride }

  /// Whether the set holds extension words (it has seen a state with a non-zero one).
  var isWide: Bool { wideFlag != 0 }

  /// Inserts `state`; returns `false` when it was already there.
  @inline(__always)
  mutating func insert(_ state: ExplorerState) -> Bool {
    if state.extensionBits | wideFlag != 0 { return insertWide(state) }
    if (count &+ 1) &* 5 > slots.count &* 4 { grow() }
    let key = state.bits | Self.occupied
    var index = home(key)
    while true {
      let slot = slots[index]
      if slot == 0 {
        slots[index] = key
        count += 1
        return true
      }
      if slot == key { return false }
      index = (index &+ 1) & mask
    }
  }

  /// Whether `state` is in the set.
  func contains(_ state: ExplorerState) -> Bool {
    if state.extensionBits | wideFlag != 0 { return containsWide(state) }
    let key = state.bits | Self.occupied
    var index = home(key)
    while true {
      let slot = slots[index]
      if slot == 0 { return false }
      if slot == key { return true }
      index = (index + 1) & mask
    }
  }

  /// ``insert(_:)`` in wide mode, switching to it first if needed.
  @inline(never)
  private mutating func insertWide(_ state: ExplorerState) -> Bool {
    if wideFlag == 0 {
      high = Array(repeating: 0, count: slots.count)
      wideFlag = ~0
    }
    if (count &+ 1) &* 5 > slots.count &* 4 { grow() }
    let key = state.bits | Self.occupied
    var index = home(key, state.extensionBits)
    while true {
      let slot = slots[index]
      if slot == 0 {
        slots[index] = key
        high[index] = state.extensionBits
        count += 1
        return true
      }
      if slot == key && high[index] == state.extensionBits { return false }
      index = (index &+ 1) & mask
    }
  }

  /// ``contains(_:)`` in wide mode.
  @inline(never)
  private func containsWide(_ state: ExplorerState) -> Bool {
    // A narrow set holds no state with a non-zero extension word.
    guard wideFlag != 0 else { return false }
    let key = state.bits | Self.occupied
    var index = home(key, state.extensionBits)
    while true {
      let slot = slots[index]
      if slot == 0 { return false }
      if slot == key && high[index] == state.extensionBits { return true }
      index = (index + 1) & mask
    }
  }

  @inline(never)
  private mutating func grow() {
    guard wideFlag == 0 else { return growWide() }
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    mask = slots.count - 1
    shift -= 1
    let mask = self.mask
    let shift = self.shift
    slots.withUnsafeMutableBufferPointer { table in
      for key in old where key != 0 {
        var index = Int(truncatingIfNeeded: (key &* Self.multiplier) &>> shift)
        while table[index] != 0 { index = (index &+ 1) & mask }
        table[index] = key
      }
    }
  }

  /// ``grow()`` in wide mode: both arrays double, each state moves to its mixed home.
  private mutating func growWide() {
    let old = slots
    let oldHigh = high
    slots = Array(repeating: 0, count: old.count * 2)
    high = Array(repeating: 0, count: old.count * 2)
    mask = slots.count - 1
    shift -= 1
    for index in old.indices where old[index] != 0 {
      var target = home(old[index], oldHigh[index])
      while slots[target] != 0 { target = (target &+ 1) & mask }
      slots[target] = old[index]
      high[target] = oldHigh[index]
    }
  }

  /// The home slot of a key with an extension word: the narrow home of the key mixed with the word, so a
  /// zero word gives ``home(_:)``.
  @inline(__always)
  private func home(_ key: UInt64, _ extensionBits: UInt64) -> Int {
    home(key ^ (extensionBits &* Self.extensionMultiplier) &>> 1)
  }

  /// An odd multiplier unrelated to ``multiplier``, to spread the extension word before mixing it in.
  private static let extensionMultiplier: UInt64 = 0xC2B2_AE3D_27D4_EB4F

  /// A key's home slot: the top bits of the key times 2^64 divided by the golden ratio (Fibonacci
  /// hashing), which every bit of the key reaches.
  @inline(__always)
  private func home(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* Self.multiplier) &>> shift)
  }

  /// 2^64 divided by the golden ratio, odd.
  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
}
