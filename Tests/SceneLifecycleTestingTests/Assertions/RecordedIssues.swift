import Foundation
import Testing

/// The issues an assertion recorded inside `withKnownIssue`, each with its text and line.
final class RecordedIssues: @unchecked Sendable {
  /// Guards ``issues``: an `NSLock`, which Apple's platforms have always had (`Synchronization.Mutex` needs macOS 15
  /// and iOS 18).
  private let lock = NSLock()
  /// What was recorded: each issue's comment text and source line.
  private var issues: [(text: String, line: Int?)] = []

  /// Runs `body`, whose issues are known, and keeps what they say.
  static func during(_ body: () -> Void) -> [(text: String, line: Int?)] {
    let recorded = RecordedIssues()
    withKnownIssue {
      body()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      recorded.lock.withLock { recorded.issues.append((text, issue.sourceLocation?.line)) }
      return true
    }
    return recorded.lock.withLock { recorded.issues }
  }
}
