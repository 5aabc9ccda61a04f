/// A direct-search state as an exact bit string, without its option combination or the strategy's own value
/// (``Simulator/packedWorldKey(symmetric:table:)``, the one writer of a state's identity): a ``TableStrategy``'s
/// whole key, and the start of any other strategy's text key.
///
/// Six words inline (384 bits; a three-window state takes about 130). A state whose bits do not fit, which the
/// model's limits make rare (eight sessions and many held deliveries), is kept as the number its whole bit string has
/// in the search's ``WorldKeyInterner``, its first bit set to tell the two forms apart; the bit string of an inline
/// key starts with a clear bit. No bit is ever hashed away.
struct WorldKey: Hashable, Sendable {
  /// The words inline.
  static let inlineWords = 6

  var w0: UInt64 = 0
  var w1: UInt64 = 0
  var w2: UInt64 = 0
  var w3: UInt64 = 0
  var w4: UInt64 = 0
  var w5: UInt64 = 0

  /// Word `index` (below ``inlineWords``).
  @inline(__always)
  subscript(index: Int) -> UInt64 {
    get {
      switch index {
      case 0: w0
      case 1: w1
      case 2: w2
      case 3: w3
      case 4: w4
      default: w5
      }
    }
    set {
      switch index {
      case 0: w0 = newValue
      case 1: w1 = newValue
      case 2: w2 = newValue
      case 3: w3 = newValue
      case 4: w4 = newValue
      default: w5 = newValue
      }
    }
  }
}

extension DirectKeyDigest {
  /// The digest of `key` under option combination `optionsIndex`: what the visited set keeps of a table strategy's
  /// state (two multiply-fold hashes of the words, as for a text key).
  init(_ key: WorldKey, optionsIndex: Int) {
    var low: UInt64 = 0xcbf2_9ce4_8422_2325
    var high: UInt64 = 0x6c62_272e_07bb_0142
    func absorb(_ word: UInt64) {
      low = Self.fold(low ^ word, 0x9e37_79b9_7f4a_7c15)
      high = Self.fold(high ^ word, 0xc2b2_ae3d_27d4_eb4f)
    }
    // The option combination is a word of its own: xored into a key word it would merge states.
    absorb(UInt64(truncatingIfNeeded: optionsIndex))
    absorb(key.w0)
    absorb(key.w1)
    absorb(key.w2)
    absorb(key.w3)
    absorb(key.w4)
    absorb(key.w5)
    self.init(low: Self.fold(low, 0xff51_afd7_ed55_8ccd), high: Self.fold(high, 0xc4ce_b9fe_1a85_ec53))
  }

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The full 128-bit product of `value` and `multiplier`, its halves xored.
  @inline(__always)
  private static func fold(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
    let product = value.multipliedFullWidth(by: multiplier)
    return product.high ^ product.low
  }
}
