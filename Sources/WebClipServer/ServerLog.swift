import Foundation

/// The server's per-request log, written off the poll loop: the loop hands each line over without ever
/// waiting for standard output (a terminal scrolled back, a pipe nobody reads), and one writer thread
/// writes the lines in order. At most ``capacity`` lines wait; past that, lines are dropped and counted,
/// and the count is written as a line of its own once the output takes lines again.
final class ServerLog: @unchecked Sendable {
  /// The most lines that wait for the writer.
  let capacity: Int
  /// Where lines go; called on the writer thread only.
  private let sink: @Sendable (String) -> Void
  /// Guards everything below.
  private let condition = NSCondition()
  /// The lines not yet handed to the sink.
  private var pending: [String] = []
  /// Lines dropped since the last one written.
  private var dropped = 0
  /// Whether the writer is inside the sink.
  private var writing = false
  /// Whether the writer thread runs.
  private var started = false
  /// Whether the writer is asked to end once nothing waits.
  private var ending = false

  /// A log writing to `sink`; the writer thread starts with the first line.
  init(capacity: Int = 10_000, sink: @escaping @Sendable (String) -> Void) {
    self.capacity = capacity
    self.sink = sink
  }

  /// Hands `line` to the writer; never waits for the output.
  func post(_ line: String) {
    condition.withLock {
      if !started {
        started = true
        ending = false
        Thread.detachNewThread { [self] in writeLines() }
      }
      if pending.count < capacity {
        pending.append(line)
      } else {
        dropped += 1
      }
      condition.broadcast()
    }
  }

  /// Waits until every line posted so far is written, or `deadline` passes; whether they all were. Then the
  /// writer thread ends (a later line starts it again). A writer stuck in an output nobody reads is left.
  @discardableResult
  func flush(until deadline: Date) -> Bool {
    condition.withLock {
      ending = true
      condition.broadcast()
      while pending.count + dropped > 0 || writing, condition.wait(until: deadline) {}
      return pending.count + dropped == 0 && !writing
    }
  }

  /// The writer thread: takes the waiting lines, writes them outside the lock, until asked to end.
  private func writeLines() {
    while true {
      let lines: [String] = condition.withLock {
        while pending.isEmpty, dropped == 0, !ending { condition.wait() }
        guard !pending.isEmpty || dropped > 0 else {
          started = false
          condition.broadcast()
          return []
        }
        // The dropped lines came after the waiting ones (they were dropped because those filled the queue).
        var taken = pending
        if dropped > 0 { taken.append("(\(dropped) log lines dropped: the output was not taking lines)") }
        pending = []
        dropped = 0
        writing = true
        return taken
      }
      guard !lines.isEmpty else { return }
      lines.forEach(sink)
      condition.withLock {
        writing = false
        condition.broadcast()
      }
    }
  }
}
