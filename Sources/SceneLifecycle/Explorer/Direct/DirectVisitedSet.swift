import Foundation

/// The direct explorer's set of stored states, in its ``VisitedMode``.
struct DirectVisitedSet {
  /// How states are remembered.
  let mode: VisitedMode
  private var digests: Set<DirectKeyDigest> = []
  private var compact: Set<UInt64> = []
  private var bits: [UInt64] = []

  /// An empty set in `mode`.
  init(mode: VisitedMode) {
    self.mode = mode
    if case .bitstate(let count) = mode { bits = Array(repeating: 0, count: (max(64, count) + 63) / 64) }
  }

  /// The two bit positions of `digest` in a bitstate table.
  private func positions(_ digest: DirectKeyDigest) -> (Int, Int) {
    let count = UInt64(bits.count * 64)
    return (Int(digest.low % count), Int(digest.high % count))
  }

  /// Whether `digest` counts as seen.
  func contains(_ digest: DirectKeyDigest) -> Bool {
    switch mode {
    case .exact: return digests.contains(digest)
    case .hashCompaction: return compact.contains(digest.low)
    case .bitstate:
      let (first, second) = positions(digest)
      return bits[first >> 6] & (1 << UInt64(first & 63)) != 0 && bits[second >> 6] & (1 << UInt64(second & 63)) != 0
    }
  }

  /// Stores `digest`; `false` when it counts as seen already.
  mutating func insert(_ digest: DirectKeyDigest) -> Bool {
    switch mode {
    case .exact: return digests.insert(digest).inserted
    case .hashCompaction: return compact.insert(digest.low).inserted
    case .bitstate:
      guard !contains(digest) else { return false }
      let (first, second) = positions(digest)
      bits[first >> 6] |= 1 << UInt64(first & 63)
      bits[second >> 6] |= 1 << UInt64(second & 63)
      return true
    }
  }

  /// The bytes the set takes: its table's capacity times the entry's size, or the bitstate table.
  var bytes: Int {
    switch mode {
    case .exact: digests.capacity * DirectKeyDigest.size
    case .hashCompaction: compact.capacity * MemoryLayout<UInt64>.size
    case .bitstate: bits.count * MemoryLayout<UInt64>.size
    }
  }
}
