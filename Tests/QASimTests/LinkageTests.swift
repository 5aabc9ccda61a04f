import Foundation
import TestSupport
import XCTest

/// The `qa-sim` executable links neither XCTest nor Swift Testing: only the `SceneLifecycleTesting` product, which
/// test targets ask for, does. The check reads the binary's shared libraries (`ldd`, `otool -L` on macOS) and its
/// undefined dynamic symbols (`nm`), and names every library and symbol of either framework it finds.
///
/// It checks the `qa-sim` this test run built (in `.ci/run`, the debug one and the two optimised sanitizer builds')
/// and, when `QA_SIM_RELEASE_BINARY` names one, another build as well, such as a plain release one.
final class LinkageTests: XCTestCase {
  /// The environment variable naming a release build of `qa-sim`.
  private static let releaseVariable = "QA_SIM_RELEASE_BINARY"

  func testTheExecutableLinksNeitherXCTestNorTesting() throws {
    let debug = try XCTUnwrap(BinaryRunner.executable, "no qa-sim next to the test bundle")
    XCTAssertEqual(try Self.testFrameworkReferences(in: debug), [], debug.path)

    let environment = ProcessInfo.processInfo.environment
    if let release = environment[Self.releaseVariable], !release.isEmpty {
      XCTAssertTrue(FileManager.default.isExecutableFile(atPath: release), "\(Self.releaseVariable)=\(release)")
      XCTAssertEqual(try Self.testFrameworkReferences(in: URL(fileURLWithPath: release)), [], release)
    }
  }

  /// The same check finds both frameworks in this test process's own executable, which links them: it can fail.
  func testTheCheckFindsBothFrameworksInATestBinary() throws {
    let testBinary = URL(fileURLWithPath: try Self.currentExecutable())
    let references = try Self.testFrameworkReferences(in: testBinary)
    XCTAssertTrue(references.contains { $0.hasPrefix("library ") && $0.contains("XCTest") }, "\(references)")
    XCTAssertTrue(references.contains { $0.hasPrefix("library ") && $0.contains("Testing") }, "\(references)")
    XCTAssertTrue(references.contains { $0.hasPrefix("symbol ") }, "\(references)")
  }

  /// Every shared library and undefined symbol of `binary` that belongs to XCTest or Swift Testing, as
  /// `library <name>` and `symbol <mangled name>` lines; empty when it links neither.
  static func testFrameworkReferences(in binary: URL) throws -> [String] {
    #if os(macOS)
      let libraries = try output(of: "otool", ["-L", binary.path])
      let symbols = try output(of: "nm", ["-u", binary.path])
    #else
      let libraries = try output(of: "ldd", [binary.path])
      let symbols = try output(of: "nm", ["-D", "--undefined-only", binary.path])
    #endif
    let libraryNames = ["XCTest", "libTesting", "_Testing", "Testing.framework"]
    var references: [String] = []
    for line in libraries.split(separator: "\n") {
      let name = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
      if libraryNames.contains(where: { name.contains($0) }) { references.append("library \(name)") }
    }
    // Swift mangles a symbol of module M as `$s<count>M…`: `$s6XCTest…` and `$s7Testing…`.
    for line in symbols.split(separator: "\n") {
      guard let symbol = line.split(separator: " ").last.map(String.init) else { continue }
      let plain = symbol.hasPrefix("_") ? String(symbol.dropFirst()) : symbol
      if plain.hasPrefix("$s6XCTest") || plain.hasPrefix("$s7Testing") || plain.hasPrefix("XCT") {
        references.append("symbol \(symbol)")
      }
    }
    return references
  }

  /// The path of this process's executable.
  private static func currentExecutable() throws -> String {
    #if os(Linux)
      return try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #else
      return try XCTUnwrap(Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.executablePath)
    #endif
  }

  /// What `tool arguments` printed on standard output; throws when the tool is missing or fails.
  private static func output(of tool: String, _ arguments: [String]) throws -> String {
    let executable = try ExternalTool.required(
      ExternalTool.find([tool], override: "QA_SIM_\(tool.uppercased())"), missing: "\(tool) is not installed")
    let finished = try ExternalTool.run(executable, arguments, name: tool, timeout: 120)
    guard finished.status == 0 else {
      throw ExternalTool.RunError(description: "\(tool) \(arguments.joined(separator: " ")) exited \(finished.status)")
    }
    return String(decoding: finished.stdout, as: UTF8.self)
  }
}
