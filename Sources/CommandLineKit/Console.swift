import QuickActions
import SceneLifecycle

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Somewhere a command writes text: standard output, standard error, or a string in tests.
package protocol TextSink: AnyObject {
  /// Writes `text` as is (callers add newlines).
  func write(_ text: String)
  /// Writes out anything buffered.
  func flush()
}

extension TextSink {
  /// Sinks without a buffer have nothing to flush.
  package func flush() {}

  /// Writes `text` followed by a newline, as terminal output (see ``text(_:)``).
  package func line(_ text: String = "") { self.text(text + "\n") }

  /// Writes `block`, lines of a text report or a diagnostic, with every line made inert by the one rule for text
  /// output (``Escaping/terminalLine(_:keepsPalette:)``): whatever a scenario, a log or a file name put into it,
  /// no control character but qa-sim's own colours reaches the terminal and no line is a CI runner's command.
  /// Documents (JSON, JUnit, HTML, DOT, Mermaid, GitHub annotations) are written with ``write(_:)`` as they are;
  /// each escapes its values for its own format.
  package func text(_ block: String) {
    let lines = block.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    write(lines.map { Escaping.terminalLine(String($0)) }.joined(separator: "\n"))
  }
}

/// Collects everything written, for tests and for the in-process benchmark.
package final class StringSink: TextSink {
  /// Everything written so far.
  package private(set) var text = ""

  /// An empty sink.
  package init() {}

  /// Appends `text`.
  package func write(_ text: String) { self.text += text }
}

/// Throws away everything written; the benchmark's standard output.
package final class NullSink: TextSink {
  /// A sink.
  package init() {}

  /// Does nothing.
  package func write(_ text: String) {}
}

/// Writes to a file descriptor through a buffer, flushed when it grows large and when the sink is
/// flushed or released.
package final class FileDescriptorSink: TextSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private let flushThreshold = 64 * 1024

  /// A sink writing to `descriptor` (1 for standard output, 2 for standard error).
  package init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(flushThreshold)
  }

  deinit { flush() }

  /// Buffers `text`, writing the buffer out once it is large.
  package func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= flushThreshold { flush() }
  }

  /// Writes out everything buffered. Short writes are retried; a closed pipe drops the rest.
  package func flush() {
    // A failed write (a closed pipe) drops the rest: there is nowhere left to report it.
    _ = FileIO.writeAll(buffer, to: descriptor)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Whether `descriptor` is a terminal.
  package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}

/// What a command reads from its surroundings and where it writes; one per invocation.
package final class CommandContext {
  /// Standard output: results and reports.
  package let stdout: TextSink
  /// Standard error: errors, warnings and usage.
  package let stderr: TextSink
  /// The environment variables (`NO_COLOR`, `CI`, …).
  package let environment: [String: String]
  /// Whether standard output is a terminal.
  package let stdoutIsTerminal: Bool
  /// Whether standard error is a terminal: the progress line is drawn only then (``ProgressLine``).
  package let stderrIsTerminal: Bool
  /// The `qa-sim` executable a command may start in a new process (`nil` when none is known, e.g. in tests); the
  /// benchmark starts it to time a whole process.
  package let executable: String?

  /// Creates a context.
  /// - Parameters:
  ///   - stdout: where results go.
  ///   - stderr: where diagnostics go.
  ///   - environment: the environment variables.
  ///   - stdoutIsTerminal: whether standard output is a terminal (colour is used only then).
  ///   - stderrIsTerminal: whether standard error is a terminal (a progress line is drawn only then).
  ///   - executable: the `qa-sim` executable, if known.
  package init(
    stdout: TextSink, stderr: TextSink, environment: [String: String], stdoutIsTerminal: Bool,
    stderrIsTerminal: Bool = false, executable: String? = nil
  ) {
    self.stdout = stdout
    self.stderr = stderr
    self.environment = environment
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.executable = executable
  }

  /// The colours to use on standard output (see ``Palette/forOutput(environment:isTerminal:)``).
  package var palette: Palette { .forOutput(environment: environment, isTerminal: stdoutIsTerminal) }

  /// Writes `warning: <text>` to standard error.
  package func warn(_ text: String) { diagnostic("warning: " + text) }

  /// Writes a line to standard error after flushing standard output, so that on a terminal the two
  /// streams interleave in the order things happened.
  package func diagnostic(_ line: String) {
    stdout.flush()
    stderr.line(line)
    stderr.flush()
  }
}
