import Foundation
import XCTest

/// Debian's `chromium` run headless for one page: its DOM once loaded (`--dump-dom`) or a screenshot, each
/// run bounded by a timeout that kills the browser.
struct HeadlessChromium {
  /// The browser executable.
  let executable: URL

  /// The names looked up on `PATH`, in order.
  static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

  /// The browser on `PATH` (or named by `QA_SIM_CHROMIUM`), or `nil`.
  static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> HeadlessChromium? {
    if let named = environment["QA_SIM_CHROMIUM"], FileManager.default.isExecutableFile(atPath: named) {
      return HeadlessChromium(executable: URL(fileURLWithPath: named))
    }
    let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    for name in names {
      for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
        return HeadlessChromium(executable: URL(fileURLWithPath: directory + "/" + name))
      }
    }
    return nil
  }

  /// The browser, or a skip; under `CI=true` a missing browser is an error instead (CI installs it).
  static func required() throws -> HeadlessChromium {
    if let found = find() { return found }
    let message = "no chromium on PATH (tried \(names.joined(separator: ", ")); apt-get install chromium)"
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

  /// The flags every run uses: headless, no sandbox (containers lack the namespaces it needs), no GPU, a
  /// fresh profile, and no first-run or background network chatter.
  static func baseArguments(profile: URL) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile.path, "--no-first-run",
      "--no-default-browser-check", "--disable-background-networking", "--disable-component-update",
      "--disable-sync",
    ]
  }

  /// The DOM of the page `url` leads to, serialised after load and up to one second of page timers.
  func dumpDOM(_ url: String, timeout: TimeInterval = 15) throws -> String {
    try run(["--virtual-time-budget=1000", "--dump-dom", url], timeout: timeout)
  }

  /// Runs the browser with ``baseArguments(profile:)`` and `arguments`; returns its standard output. Kills it
  /// after `timeout` seconds.
  func run(_ arguments: [String], timeout: TimeInterval) throws -> String {
    try runCapturing(arguments, timeout: timeout, standardError: false).stdout
  }

  /// Runs the browser as ``run(_:timeout:)`` does; returns its standard output and, when `standardError` is
  /// `true`, its standard error (else empty).
  func runCapturing(_ arguments: [String], timeout: TimeInterval, standardError: Bool) throws -> (
    stdout: String, stderr: String
  ) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("stdout")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw RunError(description: "cannot create \(output.path)")
    }
    let outputHandle = try FileHandle(forWritingTo: output)
    defer { try? outputHandle.close() }
    let errors = scratch.appendingPathComponent("stderr")
    guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
      throw RunError(description: "cannot create \(errors.path)")
    }
    let errorHandle = try FileHandle(forWritingTo: errors)
    defer { try? errorHandle.close() }
    let process = Process()
    process.executableURL = executable
    process.arguments = Self.baseArguments(profile: scratch.appendingPathComponent("profile")) + arguments
    process.standardOutput = outputHandle
    process.standardError = standardError ? errorHandle : FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      finished.wait()
      throw RunError(description: "chromium did not finish within \(Int(timeout)) s and was killed")
    }
    guard process.terminationStatus == 0 else {
      throw RunError(description: "chromium exited with status \(process.terminationStatus)")
    }
    return (
      String(decoding: try Data(contentsOf: output), as: UTF8.self),
      String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    )
  }
}
