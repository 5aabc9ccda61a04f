import Dispatch
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Work on threads of its own, with stacks big enough to read a deeply nested scenario: the batch replay
/// (``ReplayBatch``) maps its files through it.
extension ParallelWork {
  /// The stack of each worker thread. Reading a scenario recurses over its parsed document (converting,
  /// serialising and releasing it), a few kilobytes per nesting level in a debug or sanitizer build, so
  /// the deepest nesting `--max-depth` allows (``InputLimits/depthCeiling``) needs more than the usual
  /// 8 MiB; the memory is reserved, and only what is used is committed.
  package static let workerStackSize = 256 << 20

  /// `items.map(transform)`, with up to `jobs` items in flight at once, each on a thread with a
  /// ``workerStackSize`` stack (one thread for `jobs == 1`). If the system refuses to start a thread, the
  /// calling thread does that worker's share, so the map always finishes.
  package static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    guard !items.isEmpty else { return [] }
    let slots = ParallelResults<Result>(count: items.count)
    let work: @Sendable () -> Void = {
      while let index = slots.nextPiece() { slots.set(index, transform(items[index])) }
    }
    let finished = DispatchSemaphore(value: 0)
    var started = 0
    for _ in 0..<min(max(1, jobs), items.count) {
      let spawned = spawn {
        work()
        finished.signal()
      }
      if spawned { started += 1 }
    }
    if started == 0 { work() }
    for _ in 0..<started { finished.wait() }
    return slots.collect()
  }

  /// Starts a detached thread with a ``workerStackSize`` stack running `body`.
  /// - Returns: whether the thread started.
  private static func spawn(_ body: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, workerStackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let context = Unmanaged.passRetained(WorkerBody(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let result = pthread_create(
      &thread, &attributes,
      { context in
        if let context { Unmanaged<WorkerBody>.fromOpaque(context).takeRetainedValue().body() }
        return nil
      }, context)
    guard result == 0 else {
      Unmanaged<WorkerBody>.fromOpaque(context).release()
      return false
    }
    return true
  }
}

/// A worker thread's closure, passed through `pthread_create`'s context pointer.
private final class WorkerBody: Sendable {
  let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
