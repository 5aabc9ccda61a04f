/// Numbers distinct interaction sequences (lists of ``InteractionRecorder`` codes) 0, 1, 2 … in the order
/// they are first seen.
///
/// The explorer's memo tables look sequences up each time they learn something; a dictionary keyed by arrays
/// hashes them with SipHash, which costs more there than the rest of the lookup. Codes are few and short, so
/// a multiplicative hash into a ``PackedMap`` does, with the stored sequence compared on every hit.
struct CodeInterner {
  /// Per id, its sequence.
  private(set) var sequences: [[UInt16]] = []
  /// Hash (probed forward on a collision) → id + 1.
  private var index = PackedMap(capacity: 256)

  /// The number of distinct sequences seen.
  var count: Int { sequences.count }

  /// The id of `codes`, and whether it is new (then it was just given the next id).
  mutating func intern(_ codes: [UInt16]) -> (id: Int, isNew: Bool) {
    var hash: UInt64 = UInt64(codes.count)
    for code in codes { hash = (hash ^ UInt64(code)) &* 0x9E37_79B9_7F4A_7C15 }
    // PackedMap keys use the low 63 bits; probe forward past other sequences with the same hash.
    hash &= ~(1 << 63)
    while true {
      let stored = index[hash]
      if stored == 0 {
        sequences.append(codes)
        index[hash] = UInt64(sequences.count)
        return (sequences.count - 1, true)
      }
      if sequences[Int(stored - 1)] == codes { return (Int(stored - 1), false) }
      hash = (hash &+ 1) & ~(1 << 63)
    }
  }
}
