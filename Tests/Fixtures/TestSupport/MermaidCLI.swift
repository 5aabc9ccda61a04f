import Foundation
import XCTest

/// The `mmdc` package from PyPI (a Python wrapper around Mermaid 11's own JavaScript, run offline in
/// quickjs-ng) invoked as `python3 -m mmdc -i <file> -o <file>.svg`: a real Mermaid parser and renderer.
/// https://pypi.org/project/mmdc/
public struct MermaidCLI {
  /// The Python interpreter that has `mmdc` installed.
  public let python: URL

  /// The package to install when it is missing.
  public static let installHint = "pip install mmdc"

  /// `python3` on `PATH` (or the one `QA_SIM_PYTHON` names) when it can import `mmdc`, or `nil`.
  public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> MermaidCLI? {
    var candidates: [String] = []
    if let named = environment["QA_SIM_PYTHON"] { candidates.append(named) }
    for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      candidates.append(directory + "/python3")
    }
    for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
      let cli = MermaidCLI(python: URL(fileURLWithPath: path))
      if let result = try? cli.run(["-c", "import mmdc"], timeout: 30), result.status == 0 { return cli }
    }
    return nil
  }

  /// The renderer, or a skip; under `CI=true` a missing renderer is an error instead (`.ci/run` installs it).
  public static func required() throws -> MermaidCLI {
    try ExternalTool.required(
      find(), missing: "no python3 on PATH (or named by QA_SIM_PYTHON) can import mmdc (\(installHint))")
  }

  /// Why a run failed.
  public typealias RunError = ExternalTool.RunError

  /// Renders `mermaid` to SVG; throws with Mermaid's message (a parse error, say) when it cannot.
  public func svg(_ mermaid: String, timeout: TimeInterval = 60) throws -> String {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-mmdc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("diagram.mmd")
    let output = scratch.appendingPathComponent("diagram.svg")
    try Data(mermaid.utf8).write(to: input)
    let result = try run(["-m", "mmdc", "-i", input.path, "-o", output.path], timeout: timeout)
    guard result.status == 0 else {
      let lastLines = result.stderr.split(separator: "\n").suffix(4).joined(separator: "\n")
      throw RunError(description: "mmdc exited with status \(result.status):\n\(lastLines)")
    }
    return String(decoding: try Data(contentsOf: output), as: UTF8.self)
  }

  /// Runs the interpreter with `arguments`; kills it after `timeout` seconds.
  public func run(_ arguments: [String], timeout: TimeInterval) throws -> (status: Int32, stderr: String) {
    let finished = try ExternalTool.run(python, arguments, name: "python3", timeout: timeout)
    return (finished.status, finished.stderr)
  }

  /// The text of every `<text>` and `<tspan>` element of `svg`, with XML's character references decoded.
  public static func texts(ofSVG svg: String) -> [String] {
    svg.matches(of: #/>([^<>]+)</(?:text|tspan)>/#).map { decodeXML(String($0.output.1)) }
  }

  /// `text` with XML's five named entities and decimal and hexadecimal character references decoded.
  public static func decodeXML(_ text: String) -> String {
    text.replacing(#/&(#x[0-9A-Fa-f]+|#[0-9]+|lt|gt|amp|quot|apos);/#) { match -> String in
      let name = match.output.1
      switch name {
      case "lt": return "<"
      case "gt": return ">"
      case "amp": return "&"
      case "quot": return "\""
      case "apos": return "'"
      default:
        let value = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst())
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "\u{FFFD}"
      }
    }
  }
}
