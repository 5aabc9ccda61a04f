import Dispatch
import Foundation

/// Maps over an array on several threads, keeping the results in input order.
enum Parallel {
  /// `items.map(transform)`, with up to `jobs` items in flight at once.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    guard jobs > 1, items.count > 1 else { return items.map(transform) }
    let slots = Slots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
      while let index = slots.claim() {
        slots.fill(index, with: transform(items[index]))
      }
    }
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
