/// The elementary methods adopted by classes that define lock objects.
/// https://developer.apple.com/documentation/foundation/nslocking
public protocol NSLocking {
  /// https://developer.apple.com/documentation/foundation/nslocking/lock()
  func lock()
  /// https://developer.apple.com/documentation/foundation/nslocking/unlock()
  func unlock()
}

extension NSLocking {
  /// https://developer.apple.com/documentation/foundation/nslocking/withlock(_:)
  @available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public func withLock<R>(_ body: () throws -> R) rethrows -> R { fatalError() }
}

/// An object that coordinates the operation of multiple threads of execution within the same application.
/// https://developer.apple.com/documentation/foundation/nslock
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSLock: NSObject, NSLocking, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/nslocking/lock()
  open func lock() {}
  /// https://developer.apple.com/documentation/foundation/nslocking/unlock()
  open func unlock() {}
}

/// A condition variable whose semantics follow those used for POSIX-style conditions.
/// https://developer.apple.com/documentation/foundation/nscondition
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSCondition: NSObject, NSLocking, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/nslocking/lock()
  open func lock() {}
  /// https://developer.apple.com/documentation/foundation/nslocking/unlock()
  open func unlock() {}
  /// https://developer.apple.com/documentation/foundation/nscondition/wait()
  open func wait() {}
  /// https://developer.apple.com/documentation/foundation/nscondition/wait(until:)
  open func wait(until limit: Date) -> Bool { fatalError() }
  /// https://developer.apple.com/documentation/foundation/nscondition/signal()
  open func signal() {}
  /// https://developer.apple.com/documentation/foundation/nscondition/broadcast()
  open func broadcast() {}
}

/// A thread of execution.
/// https://developer.apple.com/documentation/foundation/thread
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class Thread: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/foundation/thread/current
  open class var current: Thread { fatalError() }
  /// https://developer.apple.com/documentation/foundation/thread/ismainthread-swift.type.property
  open class var isMainThread: Bool { fatalError() }
  /// https://developer.apple.com/documentation/foundation/thread/threaddictionary
  open var threadDictionary: NSMutableDictionary { fatalError() }
  /// https://developer.apple.com/documentation/foundation/thread/sleep(fortimeinterval:)
  open class func sleep(forTimeInterval ti: TimeInterval) {}
  /// https://developer.apple.com/documentation/foundation/thread/init(block:)
  @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
  public convenience init(block: @escaping @Sendable () -> Void) { fatalError() }
  /// https://developer.apple.com/documentation/foundation/thread/start()
  open func start() {}
  /// https://developer.apple.com/documentation/foundation/thread/stacksize
  open var stackSize: Int = 0
  /// https://developer.apple.com/documentation/foundation/thread/detachnewthread(_:)
  @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
  open class func detachNewThread(_ block: @escaping @Sendable () -> Void) {}
}

/// Returns the path of the temporary directory for the current user.
/// https://developer.apple.com/documentation/foundation/nstemporarydirectory()
public func NSTemporaryDirectory() -> String { fatalError() }
