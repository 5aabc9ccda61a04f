import Dispatch

/// A mutual-exclusion lock built on a dispatch semaphore, so the core needs no Foundation: the one lock of the
/// libraries, which the command line may use too.
package final class Lock: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 1)

  /// Creates an unlocked lock.
  package init() {}

  /// Runs `body` while holding the lock, and returns what it returns.
  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    semaphore.wait()
    defer { semaphore.signal() }
    return try body()
  }
}
