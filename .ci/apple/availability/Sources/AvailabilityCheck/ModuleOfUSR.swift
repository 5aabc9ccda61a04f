import Foundation

/// Tells which module declares a Swift USR, by demangling it: the first module in the demangled tree is the one of
/// the outermost context (for an extension member, the module of the extension).
enum ModuleOfUSR {
  /// The pseudo-modules of declarations imported from C (`s:So…`, `s:SC…`): their real module is a Clang module.
  static let importedFromC: Set<String> = ["__C", "__C_Synthesized"]

  /// The declaring module of each Swift USR (`s:…`) in `usrs`; Clang USRs (`c:…`) carry no module and are left out.
  static func modules(of usrs: Set<String>, toolchain: Toolchain) throws(CheckFailure) -> [String: String] {
    let swiftUSRs = usrs.filter { $0.hasPrefix("s:") }.sorted()
    guard !swiftUSRs.isEmpty else { return [:] }
    let input = swiftUSRs.map { "$s" + $0.dropFirst(2) }.joined(separator: "\n") + "\n"
    let output = try Runner.run(toolchain.tool("swift-demangle"), ["--tree-only"], input: Data(input.utf8))
    var result: [String: String] = [:]
    var current: String?
    for line in String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("Demangling for $s") {
        current = "s:" + line.dropFirst("Demangling for $s".count)
        continue
      }
      guard let usr = current, result[usr] == nil,
        let range = line.range(of: "kind=Module, text=\"")
      else { continue }
      let rest = line[range.upperBound...]
      if let end = rest.firstIndex(of: "\"") { result[usr] = String(rest[..<end]) }
    }
    return result
  }
}
