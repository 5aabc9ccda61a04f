/// Writes a ``WorldKey`` bit by bit, low bits first: fields of fixed width, and varints for the counters that have no
/// bound (a delivery's launch relative to the current one, an interned number). Past the inline words it keeps every
/// word in an array (``spilled``), which the caller interns.
struct WorldKeyWriter {
  private(set) var key = WorldKey()
  /// Every word once the bits outgrow the inline ones; `nil` while they fit.
  private(set) var spilled: [UInt64]?
  /// The bits written.
  private(set) var used = 0

  /// Appends the low `width` bits of `value` (`width` at most 64; higher bits of `value` must be clear).
  @inline(__always)
  mutating func write(_ value: UInt64, width: Int) {
    let word = used >> 6
    let offset = used & 63
    used += width
    if spilled == nil, used <= WorldKey.inlineWords * 64 {
      key[word] |= value << UInt64(offset)
      if offset + width > 64 { key[word + 1] = value >> UInt64(64 - offset) }
      return
    }
    spill(value, word: word, offset: offset, width: width)
  }

  /// Appends `value` in 4-bit groups, each followed by a bit that says whether another group follows.
  @inline(__always)
  mutating func writeVarint(_ value: UInt64) {
    var rest = value
    while rest >= 16 {
      write(rest & 15 | 16, width: 5)
      rest >>= 4
    }
    write(rest, width: 5)
  }

  /// Appends one bit.
  @inline(__always)
  mutating func write(_ flag: Bool) { write(flag ? 1 : 0, width: 1) }

  /// The key written: its words, or the number `table`'s interner gives a bit string that outgrew them.
  func finished(table: WorldKeyTable) -> WorldKey {
    guard let spilled else { return key }
    var key = WorldKey()
    key.w0 = 1 | table.interner.number(ofSpilled: spilled) << 1
    return key
  }

  private mutating func spill(_ value: UInt64, word: Int, offset: Int, width: Int) {
    var words = spilled ?? (0..<WorldKey.inlineWords).map { key[$0] }
    while words.count < (used + 63) >> 6 { words.append(0) }
    words[word] |= value << UInt64(offset)
    if offset + width > 64 { words[word + 1] = value >> UInt64(64 - offset) }
    spilled = words
  }
}
