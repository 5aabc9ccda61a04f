import Foundation
import XCTest

/// A program the tests drive as a real renderer or client (Debian's chromium and Graphviz, PyPI's mmdc under
/// python3): looked up on `PATH`, required when `CI=true` (`.ci/run` installs each), and run with a timeout that
/// kills it, its output and errors read from files so a chatty program never blocks on a full pipe.
public enum ExternalTool {
  /// Why a run failed, or why a required program is missing under `CI=true`.
  public struct RunError: Error, CustomStringConvertible {
    /// What happened.
    public let description: String

    /// An error that says `description`.
    public init(description: String) { self.description = description }
  }

  /// What a finished run left.
  public struct Finished {
    /// The exit status.
    public let status: Int32
    /// Standard output.
    public let stdout: Data
    /// Standard error (empty when it was not kept).
    public let stderr: String
  }

  /// The first executable named `names[i]` in a directory of `PATH`, trying the names in order; or the one the
  /// environment variable `override` names.
  public static func find(
    _ names: [String], override: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    if let named = environment[override], FileManager.default.isExecutableFile(atPath: named) {
      return URL(fileURLWithPath: named)
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in names {
      for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
        return URL(fileURLWithPath: directory + "/" + name)
      }
    }
    return nil
  }

  /// `found`, or a skip saying `missing`; under `CI=true` a missing program is an error instead, which XCTest
  /// counts as a failure.
  public static func required<Tool>(_ found: Tool?, missing: String) throws -> Tool {
    if let found { return found }
    if ProcessInfo.processInfo.environment["CI"] == "true" {
      throw RunError(description: missing + ", and CI=true requires it")
    }
    throw XCTSkip(missing)
  }

  /// Runs `executable` with `arguments`, standard input empty; keeps standard error when `keepingErrors`. Kills it
  /// after `timeout` seconds and throws, naming it `name`.
  public static func run(
    _ executable: URL, _ arguments: [String], name: String, timeout: TimeInterval, keepingErrors: Bool = true
  ) throws -> Finished {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = try handle(scratch.appendingPathComponent("stdout"))
    defer { try? output.handle.close() }
    let errors = try handle(scratch.appendingPathComponent("stderr"))
    defer { try? errors.handle.close() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = output.handle
    process.standardError = keepingErrors ? errors.handle : FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      finished.wait()
      throw RunError(description: "\(name) did not finish within \(Int(timeout)) s and was killed")
    }
    return Finished(
      status: process.terminationStatus, stdout: try Data(contentsOf: output.file),
      stderr: String(decoding: try Data(contentsOf: errors.file), as: UTF8.self))
  }

  /// An empty file at `file`, open for writing.
  private static func handle(_ file: URL) throws -> (file: URL, handle: FileHandle) {
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
      throw RunError(description: "cannot create \(file.path)")
    }
    return (file, try FileHandle(forWritingTo: file))
  }
}

extension ExternalTool {
  /// Runs Debian's `curl` with `arguments` and a time limit, and returns its standard output; skipped when curl is
  /// missing, a failure when `CI=true`.
  public static func curl(_ arguments: [String]) throws -> String {
    let executable = try required(
      find(["curl"], override: "QA_SIM_CURL"), missing: "no curl on PATH (apt-get install curl)")
    let finished = try run(
      executable, ["--max-time", "5", "-sS"] + arguments, name: "curl", timeout: 10, keepingErrors: false)
    return String(decoding: finished.stdout, as: UTF8.self)
  }
}
