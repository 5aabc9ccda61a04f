import Foundation
import XCTest

/// What a run of the built `qa-sim` binary produced.
struct ProcessResult {
  /// The exit status.
  let status: Int32
  /// Standard output.
  let stdout: String
  /// Standard error.
  let stderr: String

  /// Standard error's lines.
  var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
}

extension ProcessResult {
  /// The outcome of a run in-process (``runInProcess(_:environment:terminal:)``), to read as a process's.
  init(_ run: (status: Int32, stdout: String, stderr: String)) {
    self.init(status: run.status, stdout: run.stdout, stderr: run.stderr)
  }
}

/// Finds and runs the `qa-sim` executable that `swift build`/`swift test` put next to the test bundle.
enum BinaryRunner {
  /// Where the executable may be: next to the test bundle (`.build/debug/qa-sim`).
  static var candidates: [URL] {
    var urls = [
      Bundle.main.bundleURL.appendingPathComponent("qa-sim"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("qa-sim"),
      URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().appendingPathComponent(
        "qa-sim"),
    ]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      urls.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("qa-sim"))
    }
    return urls
  }

  /// The executable, or `nil`.
  static let executable: URL? = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }

  /// LeakSanitizer suppressions for a `qa-sim` built with `--sanitize=address`: swift-corelibs-foundation's
  /// `PropertyListSerialization` never releases the `CFError` it gets for an unreadable property list.
  static let leakSuppressions = """
    leak:CFErrorCreate
    leak:__CFPropertyListCreateError

    """

  /// A file holding ``leakSuppressions``, written once per test process.
  static let leakSuppressionsFile: String? = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "qa-sim-lsan-\(ProcessInfo.processInfo.processIdentifier).supp")
    return (try? Data(leakSuppressions.utf8).write(to: url)) == nil ? nil : url.path
  }()

  /// This process's environment for a run of `qa-sim`: without `CI` and `NO_COLOR`, with the leak
  /// suppressions (which only a sanitizer build reads), and with `extra` on top.
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    environment["NO_COLOR"] = nil
    if let leakSuppressionsFile {
      environment["LSAN_OPTIONS"] =
        "suppressions=\(leakSuppressionsFile):print_suppressions=0"
        + (environment["LSAN_OPTIONS"].map { ":" + $0 } ?? "")
    }
    environment.merge(extra) { $1 }
    return environment
  }

  /// Runs `qa-sim` with `arguments` and returns what it produced. Fails the test loudly when the binary
  /// cannot be found.
  /// - Parameters:
  ///   - arguments: the arguments.
  ///   - environment: variables to set on top of a copy of this process's environment, from which `CI` and
  ///     `NO_COLOR` are removed first.
  ///   - directory: the working directory.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> ProcessResult {
    guard let executable else {
      let tried = candidates.map(\.path).joined(separator: ", ")
      XCTFail(
        "the qa-sim executable was not found next to the test bundle (tried: \(tried)); run swift build first",
        file: file, line: line)
      throw CocoaError(.fileNoSuchFile)
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = Self.environment(environment)
    if let directory { process.currentDirectoryURL = directory }
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return ProcessResult(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
