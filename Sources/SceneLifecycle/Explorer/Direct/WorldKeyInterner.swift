/// The numbers a ``WorldKey`` gives values too varied to pack (an app memory's ``ContextShape``, a bit string that
/// outgrew the inline words): one table for a whole search, shared by its threads behind a lock, so a number means
/// the same value on every thread and two keys made on two threads compare exactly. Numbers are given in the order
/// values are first met, which can differ from run to run with several threads; a key's number is compared only with
/// other keys of the same search, so the states and reports do not depend on it.
///
/// Each thread asks through its own ``WorldKeyTable``, which remembers the answers, so the lock is taken once per
/// app memory a thread meets, not once per state.
final class WorldKeyInterner: @unchecked Sendable {
  private let lock = Lock()
  private var shapes: [ContextShape: UInt64] = [:]
  private var spills: [[UInt64]: UInt64] = [:]

  /// An empty table.
  init() {}

  /// The number of `shape`, given the next one when it is new.
  func number(of shape: ContextShape) -> UInt64 {
    lock.withLock {
      if let known = shapes[shape] { return known }
      let number = UInt64(shapes.count)
      shapes[shape] = number
      return number
    }
  }

  /// The number of the bit string `words`, given the next one when it is new.
  func number(ofSpilled words: [UInt64]) -> UInt64 {
    lock.withLock {
      if let known = spills[words] { return known }
      let number = UInt64(spills.count)
      spills[words] = number
      return number
    }
  }
}
