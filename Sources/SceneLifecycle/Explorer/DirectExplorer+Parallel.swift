extension DirectSearch {
  /// The expansions of the states in `range`, in order, computed on `jobs` threads. The range is cut into a few
  /// contiguous chunks per thread, which the threads take in turn as they come free (one slow chunk does not hold up
  /// a whole half); each thread uses its own ``DirectContextCache``. The threads only read the search; the caller
  /// merges the expansions in order, so the result is the same as with one thread. Replayed states are
  /// replayed on the thread that expands them, each on a strategy of its own from the factory, so threads share no
  /// object the search made; what the app's code keeps in `static` or global variables is shared between them.
  func expandInParallel(_ range: Range<Int>, jobs: Int) -> [[Step]] {
    let chunks = max(1, min(range.count, jobs * 8))
    let chunkSize = (range.count + chunks - 1) / chunks
    let search = UncheckedBox(self)
    return ParallelWork.map(pieces: chunks, threads: jobs) { chunk, thread -> [[Step]] in
      let cache = search.value.contextCaches[thread]
      let lower = range.lowerBound + chunk * chunkSize
      let upper = min(range.upperBound, lower + chunkSize)
      guard lower < upper else { return [] }
      return (lower..<upper).map { search.value.expansion(of: $0, cache: cache) }
    }.flatMap { $0 }
  }
}

/// Hands a value to worker threads that only read it (the direct search and its simulators hold a strategy factory
/// that is not `Sendable`; each thread calls it for its own replays, and a replayed state's kept simulator is used by
/// the one thread that expands that state).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
