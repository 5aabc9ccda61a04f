import Dispatch

extension DirectSearch {
  /// The expansions of the states in `range`, in order, computed on `jobs` threads. The range is cut into a few
  /// contiguous chunks per thread, which the threads take in turn as they come free (one slow chunk does not hold up
  /// a whole half); each thread uses its own ``DirectContextCache``. The threads only read the search; the caller
  /// merges the expansions in order, so the result is the same as with one thread. Only for copied states (a value
  /// strategy): a replayed strategy may share objects.
  func expandInParallel(_ range: Range<Int>, jobs: Int) -> [[Step]] {
    let chunks = max(1, min(range.count, jobs * 8))
    let chunkSize = (range.count + chunks - 1) / chunks
    let search = UncheckedBox(self)
    let box = UncheckedBox(ExpansionBox(count: chunks))
    DispatchQueue.concurrentPerform(iterations: jobs) { share in
      let cache = search.value.contextCaches[share]
      while let chunk = box.value.nextChunk(below: chunks) {
        let lower = range.lowerBound + chunk * chunkSize
        let upper = min(range.upperBound, lower + chunkSize)
        guard lower < upper else { continue }
        box.value.set(chunk, (lower..<upper).map { search.value.expansion(of: $0, cache: cache) })
      }
    }
    return box.value.collect().flatMap { $0 }
  }

  /// The chunks' expansions, by chunk, and the next chunk to hand out.
  final class ExpansionBox {
    private var chunks: [[[Step]]]
    private var next = 0
    private let lock = NSLockLike()
    init(count: Int) { chunks = Array(repeating: [], count: count) }
    /// The next chunk no thread has taken, or `nil` when all are taken.
    func nextChunk(below count: Int) -> Int? {
      lock.withLock {
        guard next < count else { return nil }
        defer { next += 1 }
        return next
      }
    }
    func set(_ index: Int, _ chunk: [[Step]]) { lock.withLock { chunks[index] = chunk } }
    /// The chunks in order.
    func collect() -> [[[Step]]] { lock.withLock { chunks } }
  }
}

/// Hands a value to worker threads that only read it (the direct search and its simulators hold a strategy factory
/// that is not `Sendable`, and is not called while states are copied).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
