import CommandLineKit
import Foundation
import QuickActions
import SceneLifecycle

/// One progress line on standard error, rewritten in place (`\r`) while a long command runs and wiped when it ends:
/// only on a terminal, never under CI (``make(context:quiet:)``), so pipes and CI logs never see it.
///
/// Updates come as often as the work likes, from any thread; the line is drawn at the first and then at most once per
/// ``interval`` (ten a second), so drawing never slows the work down. The clock is read here, in the shell: the
/// library's searches only report counts (``ExplorationProgress``).
final class ProgressLine: @unchecked Sendable {
  /// Standard error.
  private let sink: TextSink
  /// The least time between two drawings.
  let interval: TimeSpan
  /// The time since the line was made.
  private let elapsed: @Sendable () -> TimeSpan
  /// Guards everything below: updates may come from worker threads.
  private let lock = Lock()
  /// When the line was last drawn; `nil` before the first drawing.
  private var drawnAt: TimeSpan?
  /// The length of the text drawn last, in characters, which a shorter text or ``clear()`` blanks out.
  private var drawnWidth = 0

  /// A line drawn on `sink`, timed by `elapsed` (a monotonic clock from now unless given).
  init(
    sink: TextSink, interval: TimeSpan = .milliseconds(100),
    elapsed: (@Sendable () -> TimeSpan)? = nil
  ) {
    self.sink = sink
    self.interval = interval
    let start = MonotonicInstant.now
    self.elapsed = elapsed ?? { MonotonicInstant.now - start }
  }

  /// The progress line for `context`'s standard error, or `nil` when there must be none: standard error is not a
  /// terminal, `CI` is set (to anything but the empty string), or `--quiet` was given.
  static func make(context: CommandContext, quiet: Bool) -> ProgressLine? {
    guard context.stderrIsTerminal, !quiet, context.environment["CI"]?.isEmpty ?? true else { return nil }
    return ProgressLine(sink: context.stderr)
  }

  /// Draws `text(elapsed)` in place of the line, unless the line was drawn less than ``interval`` ago; `text` is
  /// called only when the line is drawn.
  func update(_ text: (TimeSpan) -> String) {
    lock.withLock {
      let now = elapsed()
      if let drawnAt, now - drawnAt < interval { return }
      drawnAt = now
      let line = text(now)
      let width = line.count
      sink.write("\r" + Escaping.terminalLine(line) + String(repeating: " ", count: max(0, drawnWidth - width)))
      sink.flush()
      drawnWidth = width
    }
  }

  /// Blanks the line and puts the cursor back at its start, so what follows is written on a clean line; does
  /// nothing when nothing was drawn.
  func clear() {
    lock.withLock {
      guard drawnWidth > 0 else { return }
      sink.write("\r" + String(repeating: " ", count: drawnWidth) + "\r")
      sink.flush()
      drawnWidth = 0
      drawnAt = nil
    }
  }

  /// `duration` in seconds with one decimal: `2.4 s`.
  static func seconds(_ duration: TimeSpan) -> String {
    let tenths = duration.components.seconds * 10 + duration.components.attoseconds / 100_000_000_000_000_000
    return "\(tenths / 10).\(tenths % 10) s"
  }

  /// How many per second `count` in `duration` is, rounded down; 0 before any time has passed.
  static func rate(_ count: Int, in duration: TimeSpan) -> Int {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    guard seconds > 0 else { return 0 }
    return Int(min(Double(Int.max / 2), Double(count) / seconds))
  }
}
