import Foundation
import Testing
import XCTest

/// A failed assertion as it is reported: the message, the call site, and the files to attach.
struct FailureReport: Sendable {
  /// The issue's text: the command line's diff, legend and hint, or its explanation.
  let message: String
  /// Where the assertion was called.
  let site: CallSite
  /// The files that show the failure (``TestAttachment``).
  let attachments: [TestAttachment]

  /// Which test framework receives a failure.
  enum Framework: Hashable, Sendable {
    /// Swift Testing runs the current task's test (`Test.current`).
    case swiftTesting
    /// No Swift Testing test is current: XCTest is asked, and tells whether an `XCTestCase` took the failure.
    case xcTest
  }

  /// The framework that runs the calling task: Swift Testing when it has a current test, else XCTest.
  static var framework: Framework { Test.current != nil ? .swiftTesting : .xcTest }

  /// Records the failure with the running framework. When neither takes it (XCTest runs no test case, as in a task
  /// detached from a Swift Testing test), it is recorded as a Swift Testing issue outside any test, which fails a
  /// Swift Testing run, with ``unattributedNote`` before the message, and the same lines go to standard error, so a
  /// failure is never silent.
  func record() {
    switch Self.framework {
    case .swiftTesting:
      recordWithSwiftTesting(message)
    case .xcTest:
      guard !XCTestFailureWatcher.fail(message, attachments: attachments, at: site) else { return }
      let text = Self.unattributedNote + "\n" + message
      recordWithSwiftTesting(text)
      FileHandle.standardError.write(Data("\(site.filePath):\(site.line): \(text)\n".utf8))
    }
  }

  /// What a failure no test took begins with.
  static let unattributedNote =
    "SceneLifecycleTesting: no Swift Testing test is current and XCTest runs no test case, so this failure belongs to no test:"

  /// `Issue.record` at the call site, with each attachment recorded there too.
  private func recordWithSwiftTesting(_ text: String) {
    let location = site.sourceLocation
    Issue.record(Comment(rawValue: text), sourceLocation: location)
    for attachment in attachments {
      Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
    }
  }
}
