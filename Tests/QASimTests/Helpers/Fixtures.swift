import Foundation
import SceneLifecycle
import XCTest

// Internal: runs the command in-process: QASimCommand.main with StringSink outputs.
@testable import qa_sim

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)  // Tests/QASimTests/Helpers/Fixtures.swift
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The shipped `Scenarios/` directory.
let scenariosDirectory = packageRoot.appendingPathComponent("Scenarios")

/// A fresh temporary directory, removed when the test ends.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
  return url
}

/// Writes `text` to `name` in `directory` and returns its path.
@discardableResult
func write(_ text: String, to name: String, in directory: URL) throws -> String {
  try write(Data(text.utf8), to: name, in: directory)
}

/// Writes `data` to `name` in `directory` and returns its path.
@discardableResult
func write(_ data: Data, to name: String, in directory: URL) throws -> String {
  let url = directory.appendingPathComponent(name)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try data.write(to: url)
  return url.path
}

/// A minimal valid scenario; `extra` is spliced in after `"name"` (include a trailing comma).
func scenarioJSON(
  strategy: String = "\"pendingSlot\"", steps: String = #"[{"event": "quickAction", "type": "com.example.search"}]"#,
  extra: String = "", expect: String? = nil
) -> String {
  """
  {
    "version": 1,
    "name": "Test scenario",
    \(extra)
    "app": {
      "strategy": \(strategy),
      "shortcutItems": [{"type": "com.example.search", "title": "Search"}, {"type": "com.example.share", "title": "Share"}]
    },
    "steps": \(steps)\(expect.map { ",\n  \"expect\": \($0)" } ?? "")
  }
  """
}

/// Decodes scenario text as the loader does.
func load(_ text: String, file: String = "test.json") -> Result<LoadedScenario, InputError> {
  ScenarioLoader.decode(Array(text.utf8), file: file)
}

/// Decodes scenario text that must be valid.
func loadValid(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> LoadedScenario {
  switch load(text) {
  case .success(let loaded): return loaded
  case .failure(let error):
    XCTFail("unexpected error: \(error)", file: file, line: line)
    throw error
  }
}

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
