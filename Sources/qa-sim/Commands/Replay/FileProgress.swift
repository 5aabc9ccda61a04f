import Foundation
import SceneLifecycle

/// Replay's progress: the files done out of all of them and the time so far (`replay: 120/4000 files, 2.1 s`), on a
/// ``ProgressLine``. Worker threads report each file they finish.
final class FileProgress: @unchecked Sendable {
  /// Where it is drawn.
  private let line: ProgressLine
  /// How many files there are.
  private let total: Int
  /// When the replay began.
  private let start = MonotonicInstant.now
  /// Guards ``done``.
  private let lock = Lock()
  /// How many files are done.
  private var done = 0

  /// Progress over `total` files, drawn on `line`.
  init(line: ProgressLine, total: Int) {
    self.line = line
    self.total = total
  }

  /// Counts one more file done and redraws the line (at most ten times a second).
  func fileDone() {
    let count = lock.withLock {
      done += 1
      return done
    }
    line.update { _ in
      "replay: \(count)/\(self.total) files, \(ProgressLine.seconds(MonotonicInstant.now - self.start))"
    }
  }
}
