import Foundation
import SceneLifecycle
import XCTest

/// The package's root directory, found from this file's path.
public let packageRoot = URL(fileURLWithPath: #filePath)  // Tests/Fixtures/TestSupport/ScenarioFixtures.swift
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The shipped `Scenarios/` directory.
public let scenariosDirectory = packageRoot.appendingPathComponent("Scenarios")

/// Every shipped scenario file, `Scenarios/` and its subfolders (`migration/`), in path order; a file that does not
/// load fails the test.
public func loadShippedScenarios() throws -> [LoadedScenario] {
  var loaded: [LoadedScenario] = []
  let root = scenariosDirectory.path
  let names = try FileManager.default.subpathsOfDirectory(atPath: root)
  for name in names.sorted() where name.hasSuffix(".json") && !name.hasSuffix(".schema.json") {
    do {
      loaded.append(try ScenarioLoader.load(file: root + "/" + name))
    } catch {
      XCTFail("\(error)")
    }
  }
  return loaded
}

/// A fresh temporary directory, removed when the test ends.
public func makeTemporaryDirectory(_ test: XCTestCase) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
  return url
}

/// Writes `text` to `name` in `directory` and returns its path.
@discardableResult
public func write(_ text: String, to name: String, in directory: URL) throws -> String {
  try write(Data(text.utf8), to: name, in: directory)
}

/// Writes `data` to `name` in `directory` and returns its path.
@discardableResult
public func write(_ data: Data, to name: String, in directory: URL) throws -> String {
  let url = directory.appendingPathComponent(name)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try data.write(to: url)
  return url.path
}

/// A minimal valid scenario; `extra` is spliced in after `"name"` (include a trailing comma).
public func scenarioJSON(
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

/// Decodes scenario text as the loader does; a result, so that a test can read the error.
public func load(_ text: String, file: String = "test.json") -> Result<LoadedScenario, InputError> {
  Result { () throws(InputError) in try ScenarioLoader.decode(Array(text.utf8), file: file) }
}

/// Decodes scenario text that must be valid.
public func loadValid(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> LoadedScenario {
  switch load(text) {
  case .success(let loaded): return loaded
  case .failure(let error):
    XCTFail("unexpected error: \(error)", file: file, line: line)
    throw error
  }
}

/// The error a scenario text must produce.
public func loadError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
  switch load(text) {
  case .success:
    XCTFail("the scenario decoded, but an error was expected", file: file, line: line)
    return nil
  case .failure(let error): return error
  }
}
