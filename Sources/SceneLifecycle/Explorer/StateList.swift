/// The explorer's states in search order, 8 bytes each while every extension word is zero.
///
/// The first words sit in one array; the extension words (``ExplorerState/extensionBits``) get a parallel
/// array only once a state with a non-zero one is appended (filled with zeros for the states before it), so
/// today's strategies pay nothing for the extension.
struct StateList: Sendable {
  private var words: [UInt64] = []
  /// Per state, its extension word; empty until the first non-zero one.
  private var extensions: [UInt64] = []

  /// How many states the list holds.
  var count: Int { words.count }

  /// The state at `index`.
  subscript(index: Int) -> ExplorerState {
    @inline(__always) get {
      ExplorerState(bits: words[index], extensionBits: extensions.isEmpty ? 0 : extensions[index])
    }
  }

  /// Appends `state`.
  @inline(__always)
  mutating func append(_ state: ExplorerState) {
    if state.extensionBits != 0 && extensions.isEmpty {
      extensions = Array(repeating: 0, count: words.count)
    }
    words.append(state.bits)
    if !extensions.isEmpty { extensions.append(state.extensionBits) }
  }

  /// Bytes held by the states (capacity aside).
  var bytes: Int { (words.count + extensions.count) * MemoryLayout<UInt64>.stride }
}
