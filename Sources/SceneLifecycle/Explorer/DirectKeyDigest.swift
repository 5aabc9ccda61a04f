/// A direct-explorer state key (``Simulator/directStateKey(optionsIndex:symmetric:)``) kept as 128 bits: two
/// independent 64-bit FNV-1a hashes of its UTF-8 bytes. Two different keys with the same digest would merge their
/// states; among a billion states the odds are about 10⁻²¹, so the visited set stores 16 bytes a state, not the key.
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

  /// The two hashes of `bytes`.
  private static func hashes(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    var low: UInt64 = 0xcbf2_9ce4_8422_2325
    var high: UInt64 = 0x6c62_272e_07bb_0142
    for byte in bytes {
      low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      high = (high ^ UInt64(byte)) &* 0x0000_0001_0000_0193 &+ 0x9e37_79b9
    }
    return (low, high)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(low) }
}
