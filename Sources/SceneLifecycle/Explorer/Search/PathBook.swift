/// How the search reached each stored state: its parent and the event taken there, in flat arrays (6 bytes a
/// state), so a path to any state is rebuilt by walking back to its root.
struct PathBook: Sendable {
  /// Per state, the state it was first reached from; ``root`` for a fresh install.
  private var parents: [UInt32] = []
  /// Per state, the event (its index) that reached it.
  private var events: [UInt16] = []
  /// The parent of a root.
  private static let root = UInt32.max

  /// How many states are stored.
  var count: Int { parents.count }

  /// Notes a root.
  mutating func appendRoot() {
    parents.append(Self.root)
    events.append(0)
  }

  /// Notes a state reached from `parent` by event `event`.
  @inline(__always)
  mutating func append(parent: Int, event: Int) {
    parents.append(UInt32(truncatingIfNeeded: parent))
    events.append(UInt16(truncatingIfNeeded: event))
  }

  /// The state the one at `index` was first reached from, or `nil` for a root.
  @inline(__always)
  func parent(of index: Int) -> Int? { parents[index] == Self.root ? nil : Int(parents[index]) }

  /// The event (its index) that first reached the state at `index`.
  @inline(__always)
  func event(of index: Int) -> Int { Int(events[index]) }

  /// The event indices from a root to the state at `index`.
  func eventIndices(to index: Int) -> [Int] {
    var path: [Int] = []
    var current = index
    while parents[current] != Self.root {
      path.append(Int(events[current]))
      current = Int(parents[current])
    }
    return path.reversed()
  }

  /// The bytes the book takes.
  var bytes: Int { parents.capacity * 4 + events.capacity * 2 }
}
