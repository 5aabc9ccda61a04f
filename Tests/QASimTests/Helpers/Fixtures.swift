import CommandLineKit
import Foundation
import SceneLifecycle
import XCTest

// Internal: runs the command in-process: QASimCommand.main with StringSink outputs.
@testable import qa_sim

/// Runs the command in-process and returns its status and output.
func runInProcess(
  _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false
) -> (status: Int32, stdout: String, stderr: String) {
  let stdout = StringSink()
  let stderr = StringSink()
  let status = QASimCommand.main(
    arguments: arguments, stdout: stdout, stderr: stderr, environment: environment, stdoutIsTerminal: terminal)
  return (status, stdout.text, stderr.text)
}

/// The `warning:` lines replay prints for the deprecated APIs `strategy` relies on, in a file named `path` built
/// with `sdk` and run under `lifecycle` (the strategy's own unless given; UIKit semantics article, 8e row 4):
/// `pendingSlot`, the fixtures' default strategy, names none in its scene lifecycle, seven under appDelegate.
func deprecationLines(
  _ path: String, _ strategy: TableStrategy = .pendingSlot, sdk: SDK = .standard, lifecycle: LifecycleStyle? = nil
) -> [String] {
  strategy.deprecationWarnings(sdk: sdk, lifecycle: lifecycle ?? strategy.nativeLifecycle).map {
    "warning: \(path): app.strategy: \($0)"
  }
}
