import Foundation
import XCTest

/// Reports a failure to XCTest and tells whether a test case took it.
///
/// Neither XCTest keeps a failure that no running `XCTestCase` owns (in a task detached from a Swift Testing test,
/// say): swift-corelibs-xctest drops it, and Apple's XCTest drops it or, in its newest releases, may hand it to Swift
/// Testing. So on every platform an observer registered once notes, on the failing thread, that XCTest passed the
/// failure to a test case; when it did not, ``FailureReport`` records the failure another way. Should Apple's XCTest
/// ever tell the observer on another thread, the failure is reported twice, never lost. Apple's XCTest also gets the
/// attachments, inside an activity, on the main thread (the Xcode article's platform facts).
enum XCTestFailureWatcher {
  /// `XCTFail(message)` at `site`, with `attachments` on Apple's platforms when a test case took the failure.
  /// - Returns: whether an `XCTestCase` recorded the failure.
  static func fail(_ message: String, attachments: [TestAttachment], at site: CallSite) -> Bool {
    let observer = Observer.registered
    observer.begin()
    XCTFail(message, file: site.filePath, line: site.line)
    let taken = observer.end()
    #if canImport(Darwin)
      // `XCTContext.runActivity` is main-actor isolated and needs a running test's context, which only the main
      // thread has: off it (an async test, say) the failure goes without its files rather than crash the run.
      if taken, Thread.isMainThread {
        MainActor.assumeIsolated { attach(attachments, testName: site.testName) }
      }
    #endif
    return taken
  }

  #if canImport(Darwin)
    /// Adds `attachments` to the running test, inside an activity named after it.
    @MainActor private static func attach(_ attachments: [TestAttachment], testName: String) {
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

    /// Sets the calling thread's flag, if ``begin()`` cleared it.
    private func noteFailure() {
      guard Thread.current.threadDictionary[Self.key] != nil else { return }
      Thread.current.threadDictionary[Self.key] = true
    }

    #if canImport(Darwin)
      /// Apple's XCTest tells observers of every issue a test case records.
      func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) { noteFailure() }
    #else
      /// swift-corelibs-xctest tells observers of each failure a test case records.
      func testCase(
        _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
        atLine lineNumber: Int
      ) { noteFailure() }
    #endif
  }
}
