import Foundation
import XCTest

/// Reports a failure to XCTest and tells whether a test case took it.
///
/// swift-corelibs-xctest (Linux) drops `XCTFail` silently when no `XCTestCase` runs (in a task detached from a Swift
/// Testing test, say), so an observer registered once notes, on the failing thread, that XCTest passed the failure
/// to a test case. Apple's XCTest takes the failure itself and also gets the attachments, inside an activity; the
/// corelibs have no attachments.
enum XCTestFailureWatcher {
  /// `XCTFail(message)` at `site`, with `attachments` on Apple's platforms.
  /// - Returns: whether an `XCTestCase` recorded the failure.
  static func fail(_ message: String, attachments: [TestAttachment], at site: CallSite) -> Bool {
    #if canImport(Darwin)
      // XCTest's activities need the test's context, which only the main thread has: off it (an async test, say)
      // `runActivity` raises "Current context must not be nil" (swiftlang/swift-corelibs-xctest#418), so there the
      // failure goes without its files rather than crash the test run.
      if Thread.isMainThread {
        attach(attachments, testName: site.testName)
      }
      XCTFail(message, file: site.filePath, line: site.line)
      return true
    #else
      let observer = Observer.registered
      observer.begin()
      XCTFail(message, file: site.filePath, line: site.line)
      return observer.end()
    #endif
  }

  #if canImport(Darwin)
    /// Adds `attachments` to the running test, inside an activity named after it.
    private static func attach(_ attachments: [TestAttachment], testName: String) {
      XCTContext.runActivity(named: "qa-sim: \(testName)") { activity in
        for attachment in attachments {
          let file = XCTAttachment(data: Data(attachment.bytes), uniformTypeIdentifier: attachment.kind.uniformType)
          file.name = attachment.name
          file.lifetime = .keepAlways
          activity.add(file)
        }
      }
    }
  #endif

  #if !canImport(Darwin)
    /// Notes each failure a test case records, per thread (XCTest tells observers on the thread that failed).
    final class Observer: NSObject, XCTestObservation, @unchecked Sendable {
      /// The one observer, added to XCTest's observation centre the first time it is needed.
      static let registered: Observer = {
        let observer = Observer()
        XCTestObservationCenter.shared.addTestObserver(observer)
        return observer
      }()

      /// The thread dictionary key of the calling thread's flag.
      private static let key = "SceneLifecycleTesting.failureRecorded"

      /// Clears the calling thread's flag.
      func begin() { Thread.current.threadDictionary[Self.key] = false }

      /// Whether a test case recorded a failure on this thread since ``begin()``.
      func end() -> Bool {
        defer { Thread.current.threadDictionary.removeObject(forKey: Self.key) }
        return Thread.current.threadDictionary[Self.key] as? Bool == true
      }

      func testCase(
        _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
        atLine lineNumber: Int
      ) {
        guard Thread.current.threadDictionary[Self.key] != nil else { return }
        Thread.current.threadDictionary[Self.key] = true
      }
    }
  #endif
}
