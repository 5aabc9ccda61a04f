import Foundation
import XCTest

/// Swift Package Index builds the documentation of the targets `.spi.yml` names. They are exactly the package's
/// library products, each has its DocC catalog, and `.ci/docs` builds the same ones with warnings as errors, so what
/// the index hosts is what CI checked.
final class PackageIndexTests: XCTestCase {
  func testSpiNamesEveryLibraryWithACatalogAndCIBuildsTheSameDocumentation() throws {
    let spi = try String(contentsOf: packageRoot.appendingPathComponent(".spi.yml"), encoding: .utf8)
    let named = try XCTUnwrap(
      Self.list(after: "documentation_targets:", in: spi), ".spi.yml has no documentation_targets")
    XCTAssertTrue(spi.hasPrefix("version: 1\n"), "Swift Package Index reads version 1 of .spi.yml")

    let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let libraries = Self.quoted(after: ".library(name: ", in: manifest)
    XCTAssertFalse(libraries.isEmpty, "no .library products found in Package.swift")
    XCTAssertEqual(Set(named), Set(libraries), "the documentation targets are the library products")
    XCTAssertEqual(named.count, Set(named).count, "a target is named twice: \(named)")

    for module in named {
      let catalog = packageRoot.appendingPathComponent("Sources/\(module)/\(module).docc/\(module).md")
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: catalog.path), "\(module) has no landing page at \(catalog.path)")
    }

    let docs = try String(contentsOf: packageRoot.appendingPathComponent(".ci/docs"), encoding: .utf8)
    let loop = try XCTUnwrap(
      docs.split(separator: "\n").first { $0.hasPrefix("for module in ") }, ".ci/docs has no `for module in` loop")
    let built = loop.dropFirst("for module in ".count).split(separator: ";").first?.split(separator: " ").map(
      String.init)
    XCTAssertEqual(Set(built ?? []), Set(named), ".ci/docs builds other modules than .spi.yml names")
  }

  /// The items of the YAML flow list `[a, b]` that follows `key`.
  private static func list(after key: String, in text: String) -> [String]? {
    guard let keyRange = text.range(of: key), let open = text[keyRange.upperBound...].firstIndex(of: "["),
      let close = text[open...].firstIndex(of: "]")
    else { return nil }
    return text[text.index(after: open)..<close].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// The first quoted string after each occurrence of `marker`.
  private static func quoted(after marker: String, in text: String) -> [String] {
    text.components(separatedBy: marker).dropFirst().compactMap { part in
      guard part.first == "\"", let end = part.dropFirst().firstIndex(of: "\"") else { return nil }
      return String(part[part.index(after: part.startIndex)..<end])
    }
  }
}
