import Foundation

/// Values appended by other threads (a server's log lines, the requests a fake server saw, what a callback heard) and
/// read by the test, behind a lock.
///
/// ``elements`` copies into storage of its own. A copy that shared the list's buffer would, once the test let go of
/// it, leave the next append to grow that buffer in place, ordered after the test's reads only by the reference
/// count's atomics inside the Swift runtime, which ThreadSanitizer does not see: it reported exactly that race.
public final class LockedList<Element: Sendable>: @unchecked Sendable {
  /// Guards `stored`.
  private let lock = NSLock()
  /// The values so far, never shared outside the lock.
  private var stored: [Element] = []

  /// An empty list.
  public init() {}

  /// Appends `element`.
  public func append(_ element: Element) { lock.withLock { stored.append(element) } }

  /// The values so far, in order, in storage of their own.
  public var elements: [Element] { lock.withLock { stored.map { $0 } } }

  /// How many values there are so far.
  public var count: Int { lock.withLock { stored.count } }
}
