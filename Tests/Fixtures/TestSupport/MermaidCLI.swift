import Foundation
import XCTest

/// The `mmdc` package from PyPI (a Python wrapper around Mermaid 11's own JavaScript, run offline in
/// quickjs-ng) invoked as `python3 -m mmdc -i <file> -o <file>.svg`: a real Mermaid parser and renderer.
/// https://pypi.org/project/mmdc/
public struct MermaidCLI: Sendable {
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

  /// The renderer this process's environment names, looked for once: each look starts Python to import `mmdc`.
  private static let found = find()

  /// The renderer, or a skip; under `CI=true` a missing renderer is an error instead (`.ci/run` installs it).
  public static func required() throws -> MermaidCLI {
    try ExternalTool.required(
      found, missing: "no python3 on PATH (or named by QA_SIM_PYTHON) can import mmdc (\(installHint))")
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

  /// The text of every `<text>` and `<tspan>` element of `svg`, with XML's character references decoded: each run
  /// of characters other than `<` and `>` that follows a `>` and ends at `</text>` or `</tspan>`, left to right.
  /// (Plain string code: `Regex` needs macOS 13 and iOS 16.)
  public static func texts(ofSVG svg: String) -> [String] {
    var texts: [String] = []
    var rest = svg[...]
    while let tagEnd = rest.firstIndex(of: ">") {
      let text = rest[rest.index(after: tagEnd)...].prefix { $0 != "<" && $0 != ">" }
      let after = rest[text.endIndex...]
      if !text.isEmpty, let close = ["</text>", "</tspan>"].first(where: { after.hasPrefix($0) }) {
        texts.append(decodeXML(String(text)))
        rest = after.dropFirst(close.count)
      } else {
        rest = rest[rest.index(after: tagEnd)...]
      }
    }
    return texts
  }

  /// `text` with XML's five named entities and decimal and hexadecimal character references decoded, left to
  /// right; an `&` that starts none of them stays.
  public static func decodeXML(_ text: String) -> String {
    var decoded = ""
    var rest = text[...]
    while let ampersand = rest.firstIndex(of: "&") {
      decoded += rest[..<ampersand]
      rest = rest[rest.index(after: ampersand)...]
      guard let name = referenceName(at: rest) else {
        decoded += "&"
        continue
      }
      rest = rest.dropFirst(name.count + 1)
      switch name {
      case "lt": decoded += "<"
      case "gt": decoded += ">"
      case "amp": decoded += "&"
      case "quot": decoded += "\""
      case "apos": decoded += "'"
      default:
        let value = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst())
        decoded += value.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "\u{FFFD}"
      }
    }
    decoded += rest
    return decoded
  }

  /// The reference that starts `text` (which follows an `&`) when a `;` ends it: `#x` and hexadecimal digits, `#`
  /// and decimal digits, or `lt`, `gt`, `amp`, `quot`, `apos`; without the `;`.
  private static func referenceName(at text: Substring) -> Substring? {
    let hexadecimal = text.dropFirst(2).prefix { $0.isASCII && $0.isHexDigit }
    if text.hasPrefix("#x"), !hexadecimal.isEmpty, text[hexadecimal.endIndex...].first == ";" {
      return text[..<hexadecimal.endIndex]
    }
    let decimal = text.dropFirst().prefix { $0.isASCII && $0.isNumber }
    if text.hasPrefix("#"), !decimal.isEmpty, text[decimal.endIndex...].first == ";" {
      return text[..<decimal.endIndex]
    }
    let named = ["lt", "gt", "amp", "quot", "apos"].first { text.hasPrefix($0 + ";") }
    return named.map { text.prefix($0.count) }
  }
}
