/// The explorer's states in search order, 8 bytes each while every extension word is zero.
///
/// The first words sit in one array; the extension words (``ExplorerState/extensionBits``) get a parallel
/// array only once a state with a non-zero one is appended (filled with zeros for the states before it), so
/// today's strategies pay nothing for the extension.
struct StateList: Sendable {
  private var words: [UInt64] = []
  /// Per state, its extension word; empty until the first non-zero one.
  private var extensions: [UInt64] = []
  /// Whether ``extensions`` is in use.
  private var isWide = false

  /// How many states the list holds.
  var count: Int { words.count }

  /// The state at `index`.
  subscript(index: Int) -> ExplorerState {
    @inline(__always) get {
      ExplorerState(bits: words[index], extensionBits: isWide ? extensions[index] : 0)
    }
  }

  /// Appends `state`.
  @inline(__always)
  mutating func append(_ state: ExplorerState) {
    if state.extensionBits != 0 || isWide { return appendWide(state) }
    words.append(state.bits)
  }

  /// ``append(_:)`` once an extension word is or was not zero.
  @inline(never)
  private mutating func appendWide(_ state: ExplorerState) {
    if !isWide {
      extensions = Array(repeating: 0, count: words.count)
      isWide = true
    }
    words.append(state.bits)
    extensions.append(state.extensionBits)
  }

  /// Bytes held by the states (capacity aside).
  var bytes: Int { (words.count + extensions.count) * MemoryLayout<UInt64>.stride }
}
