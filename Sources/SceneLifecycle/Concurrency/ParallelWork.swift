import Dispatch

/// Work split across threads with its results in order: the search expands a level through it, so the merge that
/// follows, and with it the report, does not depend on how many threads ran.
package enum ParallelWork {
  /// `body(piece, thread)` for every piece in `0..<pieces`, on `threads` threads that take the pieces in turn as they
  /// come free (one slow piece does not hold up the others); `thread`, below `threads`, names the thread running the
  /// piece, for scratch memory of its own. Returns the results in piece order.
  static func map<Result>(
    pieces: Int, threads: Int, _ body: @Sendable (_ piece: Int, _ thread: Int) -> Result
  ) -> [Result] {
    let results = ParallelResults<Result>(count: pieces)
    DispatchQueue.concurrentPerform(iterations: max(1, threads)) { thread in
      while let piece = results.nextPiece() { results.set(piece, body(piece, thread)) }
    }
    return results.collect()
  }
}

/// The pieces' results, by piece, and the next piece to hand out; every access holds the lock. ``ParallelWork`` and
/// its batch replay's workers (``ParallelWork/map(_:jobs:_:)``, on threads with bigger stacks) hand out their pieces through it.
package final class ParallelResults<Result>: @unchecked Sendable {
  private var results: [Result?]
  private var next = 0
  private let lock = Lock()

  package init(count: Int) { results = Array(repeating: nil, count: count) }

  /// The next piece no thread has taken, or `nil` when all are taken.
  package func nextPiece() -> Int? {
    lock.withLock {
      guard next < results.count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  /// Stores `result` as `piece`'s.
  package func set(_ piece: Int, _ result: Result) { lock.withLock { results[piece] = result } }

  /// The results in piece order; every piece has one once the threads are done.
  package func collect() -> [Result] { lock.withLock { results.compactMap { $0 } } }
}
