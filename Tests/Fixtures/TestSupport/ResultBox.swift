import Foundation

/// A value handed from a worker thread to the test that waits for it, behind a lock.
public final class ResultBox<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  /// An empty box.
  public init() {}

  /// The value, once set.
  public var value: Value? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  /// Sets the value.
  public func set(_ value: Value) {
    lock.lock()
    stored = value
    lock.unlock()
  }
}
