import SceneLifecycle
import XCTest

/// The pool that hands each search thread its working memory.
final class WorkerPoolTests: XCTestCase {
  /// Threads that start a level from one shared worker each copy its storage on their first write, the last of them
  /// too: the pool holds a copy of its own until the level is done, so no thread writes in place storage another
  /// thread may still be reading (the optimised thread sanitizer run reported that race on `explore --jobs 4`).
  func testNoThreadWritesTheSharedStorageInPlace() {
    let pool = WorkerPool([1, 2, 3], count: 2) { [] }
    pool.share(count: 2) { workers in workers.first }
    var first = pool.take(0)
    var second = pool.take(1)
    let shared = second.withUnsafeBufferPointer { $0.baseAddress }
    XCTAssertEqual(first.withUnsafeBufferPointer { $0.baseAddress }, shared, "the threads start from one storage")
    first[0] = 9
    second[0] = 7
    XCTAssertNotEqual(
      second.withUnsafeBufferPointer { $0.baseAddress }, shared,
      "the last thread to write copied the shared storage instead of writing it in place")
    XCTAssertEqual([first, second], [[9, 2, 3], [7, 2, 3]])
    pool.put(0, first)
    pool.put(1, second)
    pool.endSharing()
    XCTAssertEqual(pool.take(1), [7, 2, 3], "a thread's worker keeps what it learned for the next level")
  }
}
