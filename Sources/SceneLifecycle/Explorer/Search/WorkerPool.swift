/// Each thread's working memory for a search (``SearchSpace/Worker``): a thread takes its own out while it expands
/// and puts it back after, so what it learned serves the next level.
final class WorkerPool<Worker>: @unchecked Sendable {
  private var workers: [Worker?]
  private let lock = Lock()

  /// A pool with `first` for the calling thread and `count - 1` more slots, each filled by `makeOther` when first
  /// taken.
  init(_ first: Worker, count: Int, makeOther: @escaping () -> Worker) {
    workers = [first] + Array(repeating: nil, count: max(0, count - 1))
    self.makeOther = makeOther
  }
  private let makeOther: () -> Worker

  /// Thread `index`'s worker, taken out until ``put(_:_:)``.
  func take(_ index: Int) -> Worker {
    lock.withLock {
      defer { workers[index] = nil }
      return workers[index] ?? makeOther()
    }
  }

  /// Gives thread `index`'s worker back.
  func put(_ index: Int, _ worker: Worker) {
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
}
