/// Each thread's working memory for a search (``SearchSpace/Worker``): a thread takes its own out while it expands
/// and puts it back after, so what it learned serves the next level.
package final class WorkerPool<Worker>: @unchecked Sendable {
  private var workers: [Worker?]
  private let lock = Lock()

  /// A pool with `first` for the calling thread and `count - 1` more slots, each filled by `makeOther` when first
  /// taken.
  package init(_ first: Worker, count: Int, makeOther: @escaping () -> Worker) {
    workers = [first] + Array(repeating: nil, count: max(0, count - 1))
    self.makeOther = makeOther
  }
  private let makeOther: () -> Worker

  /// Thread `index`'s worker, taken out until ``put(_:_:)``.
  package func take(_ index: Int) -> Worker {
    lock.withLock {
      defer { workers[index] = nil }
      return workers[index] ?? makeOther()
    }
  }

  /// Gives thread `index`'s worker back.
  package func put(_ index: Int, _ worker: Worker) {
    lock.withLock { workers[index] = worker }
  }

  /// Changes every worker in the pool's first `count` slots (those not taken).
  func update(count: Int, _ body: (inout [Worker?]) -> Void) {
    lock.withLock {
      var slice = Array(workers.prefix(count))
      body(&slice)
      workers.replaceSubrange(0..<slice.count, with: slice)
    }
  }

  /// Puts a copy of `chosen(workers)` in each of the first `count` slots, for threads that are about to run, and
  /// holds one more copy until ``endSharing()``.
  ///
  /// The copies share their storage until one is written (copy on write). The held copy makes sure no thread ever
  /// finds itself the last holder of storage another thread is still reading, and writes it in place: each thread
  /// copies on its first write instead. Without it the in-place write is ordered after the other threads' reads only
  /// by the reference count's atomics, inside the runtime, where the thread sanitizer cannot see them, and it reports
  /// a race (it did on `explore --jobs 4` in an optimised build).
  package func share(count: Int, _ chosen: ([Worker]) -> Worker?) {
    lock.withLock {
      guard let shared = chosen(workers.prefix(count).compactMap { $0 }) else { return }
      for index in 0..<min(count, workers.count) { workers[index] = shared }
      held = shared
    }
  }

  /// Lets go of the copy ``share(count:_:)`` held, once the threads it was shared with are done.
  package func endSharing() { lock.withLock { held = nil } }
  private var held: Worker?
}
