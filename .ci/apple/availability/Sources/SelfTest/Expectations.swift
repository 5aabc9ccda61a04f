import Foundation

/// One expected or reported finding, as the self-test compares them: a line, a platform, and what it needs there.
struct Expected: Hashable, Comparable, CustomStringConvertible {
  let line: Int
  /// `macOS`, `iOS` or `macCatalyst`.
  let platform: String
  /// A version (`15.0`) or `unavailable`.
  let need: String

  /// The platform of an unjudged use, expected in every world.
  static let anyPlatform = "any platform"

  var description: String { "line \(line): \(platform) \(need)" }

  static func < (lhs: Expected, rhs: Expected) -> Bool {
    (lhs.line, lhs.platform, lhs.need) < (rhs.line, rhs.platform, rhs.need)
  }

  /// `15` and `15.0` alike, `10.15.0` as `10.15`.
  static func normalized(_ need: String) -> String {
    let numbers = need.split(separator: ".").compactMap { Int($0) }
    guard !numbers.isEmpty, numbers.count == need.split(separator: ".").count else { return need }
    var parts = numbers
    while parts.count < 2 { parts.append(0) }
    while parts.count > 2, parts.last == 0 { parts.removeLast() }
    return parts.map(String.init).joined(separator: ".")
  }
}

/// What a fixture's comments promise: its floors (`// floors: macOS 10.13, iOS 12.0, macCatalyst 13.0`) and, on each
/// line with a finding, what it needs (`// expect-availability: macOS 15.0, iOS 18.0, macCatalyst 18.0`; a platform
/// left out has no finding on that line, and `iOS unavailable` expects an unavailable declaration; `// expect-unjudged`
/// expects, in both worlds, a use the check says it cannot judge). `// library: Name` compiles
/// `Libraries/Name.swift` beside the fixture into a module `Name` the fixture imports, in the order given.
struct FixtureExpectations {
  /// The `--floors` value for the check.
  let floors: String
  /// Every expected finding, each world's platforms together.
  let findings: Set<Expected>
  /// The modules of `Libraries/` the fixture imports, in the order they are compiled.
  let libraries: [String]

  /// Reads a fixture; a fixture without a complete floors header is an error naming it.
  static func read(_ path: String) throws(SelfTestFailure) -> FixtureExpectations {
    guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
    var floors: [String: String] = [:]
    var findings: Set<Expected> = []
    var libraries: [String] = []
    for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let range = line.range(of: "// floors:") {
        for item in line[range.upperBound...].split(separator: ",") {
          let parts = item.split(separator: " ")
          guard parts.count == 2 else { throw .badAnnotation(path, index + 1, String(item)) }
          floors[String(parts[0])] = String(parts[1])
        }
      }
      if let range = line.range(of: "// library:") {
        let name = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
          throw .badAnnotation(path, index + 1, name)
        }
        libraries.append(name)
      }
      if line.contains("// expect-unjudged") {
        findings.insert(Expected(line: index + 1, platform: Expected.anyPlatform, need: "unjudged"))
      }
      guard let range = line.range(of: "// expect-availability:") else { continue }
      for item in line[range.upperBound...].split(separator: ",") {
        let parts = item.split(separator: " ")
        guard parts.count == 2, ["macOS", "iOS", "macCatalyst"].contains(String(parts[0])) else {
          throw .badAnnotation(path, index + 1, String(item))
        }
        findings.insert(
          Expected(line: index + 1, platform: String(parts[0]), need: Expected.normalized(String(parts[1])))
        )
      }
    }
    guard let macOS = floors["macOS"], let iOS = floors["iOS"], let catalyst = floors["macCatalyst"] else {
      throw .badAnnotation(path, 1, "no '// floors: macOS …, iOS …, macCatalyst …' header")
    }
    return FixtureExpectations(
      floors: "macOS=\(macOS),iOS=\(iOS),macCatalyst=\(catalyst)",
      findings: findings,
      libraries: libraries
    )
  }
}

/// Why the self-test could not run a fixture.
enum SelfTestFailure: Error {
  case unreadable(String)
  case badAnnotation(String, Int, String)
  case tool(String, String)

  var line: String {
    switch self {
    case .unreadable(let path): "\(path): does not read"
    case .badAnnotation(let path, let line, let text): "\(path):\(line): annotation '\(text)' is not understood"
    case .tool(let what, let output): "\(what) failed: \(output)"
    }
  }
}
