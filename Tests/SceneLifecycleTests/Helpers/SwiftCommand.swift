import Foundation
import XCTest

/// Runs `swift` commands on the fixture packages that depend on this one (a package outside the repository, the Xcode
/// article's side package).
enum SwiftCommand {
  /// How long one `swift` command may take.
  static let timeout: TimeInterval = 30 * 60

  /// Runs `swift arguments` in `directory`, its output going to a log file in `log` (a pipe could fill up and block
  /// it), and returns its exit status and the last 20,000 characters of its output.
  static func run(
    _ arguments: [String], in directory: URL, log: URL, environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    try runProcess("/usr/bin/env", ["swift"] + arguments, in: directory, log: log, environment: environment)
  }

  /// Runs `executable arguments` in `directory` the same way.
  static func runProcess(
    _ executable: String, _ arguments: [String], in directory: URL, log: URL, environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let name = URL(fileURLWithPath: executable).lastPathComponent
    let logFile = log.appendingPathComponent("\(name)-\(arguments.first ?? "")-\(UUID().uuidString).log")
    try Data().write(to: logFile)
    let handle = try FileHandle(forWritingTo: logFile)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.5) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      XCTFail("\(name) \(arguments.joined(separator: " ")) took more than \(Int(timeout)) seconds")
    }
    let output = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, String(output.suffix(20_000)))
  }
}
