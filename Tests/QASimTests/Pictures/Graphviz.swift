import Foundation
import XCTest

/// Debian's Graphviz `dot` (package `graphviz`), run on DOT text with a timeout that kills it.
struct Graphviz {
  /// The `dot` executable.
  let executable: URL

  /// `dot` on `PATH` (or named by `QA_SIM_DOT`), or `nil`.
  static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Graphviz? {
    ExternalTool.find(["dot"], override: "QA_SIM_DOT", environment: environment).map(Graphviz.init)
  }

  /// `dot`, or a skip; under `CI=true` a missing `dot` is an error instead (CI installs it).
  static func required() throws -> Graphviz {
    try ExternalTool.required(find(), missing: "no dot on PATH (apt-get install graphviz)")
  }

  /// Why a run failed.
  typealias RunError = ExternalTool.RunError

  /// `dot -T<format>` on `source`: its standard output. Fails when `dot` exits with a status other than 0 or writes
  /// anything on standard error (a syntax error or warning); killed after `timeout` seconds.
  func render(_ source: String, format: String = "svg", timeout: TimeInterval = 20) throws -> Data {
    let input = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-\(UUID().uuidString).dot")
    try Data(source.utf8).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    let finished = try ExternalTool.run(executable, ["-T" + format, input.path], name: "dot", timeout: timeout)
    guard finished.status == 0, finished.stderr.isEmpty else {
      throw RunError(description: "dot exited with status \(finished.status): \(finished.stderr)")
    }
    return finished.stdout
  }
}
