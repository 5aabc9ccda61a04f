import Dispatch

extension DirectSearch {
  /// The expansions of the states in `range`, in order, computed on `jobs` threads that each take a contiguous
  /// share. The threads only read the search; the caller merges the expansions in order, so the result is the same
  /// as with one thread. Only for copied states (a value strategy): a replayed strategy may share objects.
  func expandInParallel(_ range: Range<Int>, jobs: Int) -> [[Step]] {
    let shareSize = (range.count + jobs - 1) / jobs
    let search = UncheckedBox(self)
    let box = UncheckedBox(ExpansionBox(count: jobs))
    DispatchQueue.concurrentPerform(iterations: jobs) { share in
      let lower = range.lowerBound + share * shareSize
      let upper = min(range.upperBound, lower + shareSize)
      guard lower < upper else { return }
      let cache = search.value.contextCaches[share]
      box.value.set(share, (lower..<upper).map { search.value.expansion(of: $0, cache: cache) })
    }
    return box.value.collect().flatMap { $0 }
  }

  /// Each thread's expansions, by share.
  final class ExpansionBox {
    private var shares: [[[Step]]]
    private let lock = NSLockLike()
    init(count: Int) { shares = Array(repeating: [], count: count) }
    func set(_ index: Int, _ share: [[Step]]) { lock.withLock { shares[index] = share } }
    /// The shares in order.
    func collect() -> [[[Step]]] { lock.withLock { shares } }
  }
}

/// Hands a value to worker threads that only read it (the direct search and its simulators hold a strategy factory
/// that is not `Sendable`, and is not called while states are copied).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
