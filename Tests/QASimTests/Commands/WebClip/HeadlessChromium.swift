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
    ExternalTool.find(names, override: "QA_SIM_CHROMIUM", environment: environment).map(HeadlessChromium.init)
  }

  /// The browser, or a skip; under `CI=true` a missing browser is an error instead (CI installs it).
  static func required() throws -> HeadlessChromium {
    try ExternalTool.required(
      find(), missing: "no chromium on PATH (tried \(names.joined(separator: ", ")); apt-get install chromium)")
  }

  /// Why a run failed.
  typealias RunError = ExternalTool.RunError

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
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-profile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let finished = try ExternalTool.run(
      executable, Self.baseArguments(profile: profile) + arguments, name: "chromium", timeout: timeout,
      keepingErrors: standardError)
    guard finished.status == 0 else {
      throw RunError(description: "chromium exited with status \(finished.status)")
    }
    return (String(decoding: finished.stdout, as: UTF8.self), finished.stderr)
  }
}
