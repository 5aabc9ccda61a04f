import Foundation
import XCTest

/// Debian's Graphviz `dot` (package `graphviz`), run on DOT text with a timeout that kills it.
struct Graphviz {
  /// The `dot` executable.
  let executable: URL

  /// `dot` on `PATH` (or named by `QA_SIM_DOT`), or `nil`.
  static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Graphviz? {
    if let named = environment["QA_SIM_DOT"], FileManager.default.isExecutableFile(atPath: named) {
      return Graphviz(executable: URL(fileURLWithPath: named))
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/dot") {
      return Graphviz(executable: URL(fileURLWithPath: directory + "/dot"))
    }
    return nil
  }

  /// `dot`, or a skip; under `CI=true` a missing `dot` is an error instead (CI installs it).
  static func required() throws -> Graphviz {
    if let found = find() { return found }
    let message = "no dot on PATH (apt-get install graphviz)"
    if ProcessInfo.processInfo.environment["CI"] == "true" {
      throw RunError(description: message + ", and CI=true requires it")
    }
    throw XCTSkip(message)
  }

  /// Why a run failed.
  struct RunError: Error, CustomStringConvertible {
    /// What happened.
    let description: String
  }

  /// `dot -T<format>` on `source`: its standard output. Fails when `dot` exits with a status other than 0 or writes
  /// anything on standard error (a syntax error or warning); killed after `timeout` seconds.
  func render(_ source: String, format: String = "svg", timeout: TimeInterval = 20) throws -> Data {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-dot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("graph.dot")
    try Data(source.utf8).write(to: input)
    let output = scratch.appendingPathComponent("graph.out")
    let errors = scratch.appendingPathComponent("stderr")
    let process = Process()
    process.executableURL = executable
    process.arguments = ["-T" + format, "-o", output.path, input.path]
    guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
      throw RunError(description: "cannot create \(errors.path)")
    }
    let errorHandle = try FileHandle(forWritingTo: errors)
    defer { try? errorHandle.close() }
    process.standardError = errorHandle
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      finished.wait()
      throw RunError(description: "dot did not finish within \(Int(timeout)) s and was killed")
    }
    let diagnostics = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    guard process.terminationStatus == 0, diagnostics.isEmpty else {
      throw RunError(description: "dot exited with status \(process.terminationStatus): \(diagnostics)")
    }
    return try Data(contentsOf: output)
  }
}
