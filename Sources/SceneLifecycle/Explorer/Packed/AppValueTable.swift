/// A memo table keyed by a packed key and an extension word (``ExplorerState/extensionBits``), whose values
/// are a packed value and an extension word: the memo cache's app tables (``TransitionCache``).
///
/// While the key's extension word is zero, which is every lookup of today's strategies, it is the
/// ``PackedMap`` lookup the cache always had: a value whose extension word is not zero is flagged with
/// ``extensionBit`` and its word kept in a second map under the same key. Keys with a non-zero extension word
/// go to a dictionary (``wide``). The explorer's tests compare the memoised search, and so this table, with
/// the direct one (``DirectSuccessors``), and `AppValueTableTests` compare it with a plain dictionary.
struct AppValueTable {
  /// Key → value, for keys with a zero extension word.
  private var narrow: PackedMap
  /// Key → the value's extension word, for narrow entries flagged with ``extensionBit``.
  private var narrowExtensions = PackedMap(capacity: 16)
  /// Keys with a non-zero extension word.
  private var wide: [Key: Entry] = [:]

  /// A key with a non-zero extension word.
  struct Key: Hashable {
    let bits: UInt64
    let extensionBits: UInt64
  }

  /// A value and its extension word.
  struct Entry: Equatable {
    let value: UInt64
    let extensionBits: UInt64
  }

  /// The bit of a stored value that says its extension word is not zero. Values given to the table must
  /// leave it clear (the memo cache's values keep bits 41–47 free, ``TransitionCache``).
  static let extensionBit: UInt64 = 1 << 41

  init(capacity: Int) { narrow = PackedMap(capacity: capacity) }

  /// The stored value for `key` with a zero extension word, as stored: 0 when there is none, and with
  /// ``extensionBit`` set when its extension word is not zero (then read the entry through the subscript).
  @inline(__always)
  func narrowValue(_ key: UInt64) -> UInt64 { narrow[key] }

  /// The entry stored for `key` and `extensionBits`; its value is 0 when there is none (stored values are
  /// never 0).
  subscript(key: UInt64, extensionBits: UInt64) -> Entry {
    @inline(__always) get {
      guard extensionBits == 0 else { return wideEntry(Key(bits: key, extensionBits: extensionBits)) }
      let value = narrow[key]
      if value & Self.extensionBit == 0 { return Entry(value: value, extensionBits: 0) }
      return Entry(value: value & ~Self.extensionBit, extensionBits: narrowExtensions[key])
    }
    set {
      precondition(newValue.value & Self.extensionBit == 0, "AppValueTable values keep bit 41 clear")
      guard extensionBits == 0 else {
        wide[Key(bits: key, extensionBits: extensionBits)] = newValue
        return
      }
      if newValue.extensionBits == 0 {
        narrow[key] = newValue.value
      } else {
        narrow[key] = newValue.value | Self.extensionBit
        narrowExtensions[key] = newValue.extensionBits
      }
    }
  }

  @inline(never)
  private func wideEntry(_ key: Key) -> Entry { wide[key] ?? Entry(value: 0, extensionBits: 0) }
}
