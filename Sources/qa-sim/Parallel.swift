import Dispatch
import Foundation

/// Maps over an array on worker threads, keeping the results in input order.
enum Parallel {
  /// The stack of each worker thread. Reading a scenario recurses over its parsed document (converting,
  /// serialising and releasing it), a few kilobytes per nesting level in a debug or sanitizer build, so
  /// the deepest nesting `--max-depth` allows (``InputLimits/depthCeiling``) needs more than the usual
  /// 8 MiB; the memory is reserved, and only what is used is committed.
  static let workerStackSize = 256 << 20

  /// `items.map(transform)`, with up to `jobs` items in flight at once, each on a thread with a
  /// ``workerStackSize`` stack (one thread for `jobs == 1`).
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    guard !items.isEmpty else { return [] }
    let slots = Slots<Result>(count: items.count)
    let workers = min(max(1, jobs), items.count)
    let finished = DispatchSemaphore(value: 0)
    for _ in 0..<workers {
      let thread = Thread {
        while let index = slots.claim() {
          slots.fill(index, with: transform(items[index]))
        }
        finished.signal()
      }
      thread.stackSize = workerStackSize
      thread.start()
    }
    for _ in 0..<workers { finished.wait() }
    return slots.results
  }
}

/// Results filled in by worker threads; every access holds the lock.
private final class Slots<Result: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Result?]
  private var next = 0

  /// `count` empty slots.
  init(count: Int) { values = Array(repeating: nil, count: count) }

  /// The next index to work on, or `nil` when all are taken.
  func claim() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < values.count else { return nil }
    next += 1
    return next - 1
  }

  /// Stores the result for `index`.
  func fill(_ index: Int, with result: Result) {
    lock.lock()
    values[index] = result
    lock.unlock()
  }

  /// The results; every slot is filled once `concurrentPerform` returns.
  var results: [Result] {
    lock.lock()
    defer { lock.unlock() }
    return values.compactMap { $0 }
  }
}
