import Foundation
import Synchronization
import Testing

/// The issues an assertion recorded inside `withKnownIssue`, each with its text and line.
final class RecordedIssues: Sendable {
  /// What was recorded: each issue's comment text and source line.
  let issues = Mutex<[(text: String, line: Int?)]>([])

  /// Runs `body`, whose issues are known, and keeps what they say.
  static func during(_ body: () -> Void) -> [(text: String, line: Int?)] {
    let recorded = RecordedIssues()
    withKnownIssue {
      body()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      recorded.issues.withLock { $0.append((text, issue.sourceLocation?.line)) }
      return true
    }
    return recorded.issues.withLock { $0 }
  }
}
