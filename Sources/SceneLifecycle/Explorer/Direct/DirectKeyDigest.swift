/// A direct-explorer state key (``Simulator/directStateKey(optionsIndex:symmetric:table:keying:)``, or a packed
/// ``WorldKey`` with its option combination) kept as 128 bits: two independent 64-bit multiply-fold hashes of its
/// bytes. Two different keys with the same digest would merge their states; among a billion states the odds are
/// about 10⁻²¹, so the visited set stores 16 bytes a state, not the key.
struct DirectKeyDigest: Hashable, Sendable {
  /// The bytes one digest takes.
  static let size = 16

  let low: UInt64
  let high: UInt64

  /// The digest of `key`.
  init(_ key: String) {
    var key = key
    (low, high) = key.withUTF8 { Self.hashes(of: $0) }
  }

  /// The two hashes of `bytes`, eight bytes at a time (the tail zero-padded, the length mixed in last).
  private static func hashes(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    var low: UInt64 = 0xcbf2_9ce4_8422_2325
    var high: UInt64 = 0x6c62_272e_07bb_0142
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      low = mix(low ^ word, 0x9e37_79b9_7f4a_7c15)
      high = mix(high ^ word, 0xc2b2_ae3d_27d4_eb4f)
      offset += 8
    }
    var tail: UInt64 = 0
    for (shift, index) in (offset..<raw.count).enumerated() { tail |= UInt64(raw[index]) << UInt64(shift * 8) }
    low = mix(low ^ tail ^ UInt64(raw.count), 0x9e37_79b9_7f4a_7c15)
    high = mix(high ^ tail ^ UInt64(raw.count), 0xc2b2_ae3d_27d4_eb4f)
    return (mix(low, 0xff51_afd7_ed55_8ccd), mix(high, 0xc4ce_b9fe_1a85_ec53))
  }

  /// One multiply-and-fold step: the full 128-bit product of `value` and `multiplier`, its halves xored.
  @inline(__always)
  private static func mix(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
    let product = value.multipliedFullWidth(by: multiplier)
    return product.high ^ product.low
  }

  func hash(into hasher: inout Hasher) { hasher.combine(low) }
}
