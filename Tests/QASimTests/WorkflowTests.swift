import Foundation
import XCTest

/// The hosted CI definition (`.github/workflows/ci.yml`) cannot run here, so what it names is checked instead: its
/// Linux job is `.ci/run`, its macOS job builds and tests, its iOS job builds for the Simulator, and every scheme,
/// product, target and repository path it names exists.
final class WorkflowTests: XCTestCase {
  /// The workflow's jobs, each with the commands of its steps.
  private static func jobs() throws -> [String: Job] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
    return try Workflow.jobs(in: text)
  }

  func testTheLinuxJobRunsTheProjectsCI() throws {
    let linux = try XCTUnwrap(Self.jobs()["linux"], "the workflow has no linux job")
    XCTAssertEqual(linux.commands, [".ci/run"], "the Linux job must be exactly .ci/run, the CI every submission runs")
    XCTAssertTrue(linux.runsOn.hasPrefix("ubuntu"), linux.runsOn)
  }

  func testTheMacOSJobBuildsAndTestsWithTheNewestXcode() throws {
    let macOS = try XCTUnwrap(Self.jobs()["macos"], "the workflow has no macos job")
    XCTAssertTrue(macOS.runsOn.hasPrefix("macos"), macOS.runsOn)
    XCTAssertTrue(macOS.commands.contains { $0.contains("xcode-select --switch") }, "\(macOS.commands)")
    XCTAssertTrue(macOS.commands.contains("swift build"), "\(macOS.commands)")
    XCTAssertTrue(macOS.commands.contains("swift test"), "\(macOS.commands)")
  }

  func testTheIOSJobBuildsTheLibrariesAndTheDependentPackageForTheSimulator() throws {
    let iOS = try XCTUnwrap(Self.jobs()["ios"], "the workflow has no ios job")
    let script = iOS.commands.joined(separator: "\n")
    XCTAssertTrue(script.contains("xcodebuild build-for-testing"), script)
    let libraries = try Set(Self.products(of: packageRoot).filter { $0.type == "library" }.map(\.name))
    let loop = try XCTUnwrap(
      script.split(separator: "\n").first { $0.contains("for scheme in") }, "no loop over the library schemes")
    let looped = loop.split(separator: " ").drop { $0 != "in" }.dropFirst().map { $0.trimmingCharacters(in: [";"]) }
      .filter { !$0.isEmpty && $0 != "do" }
    XCTAssertEqual(Set(looped), libraries, "the iOS job builds every library product, and only those")
    XCTAssertEqual(
      script.components(separatedBy: "-destination 'generic/platform=iOS Simulator'").count - 1, 2,
      "both builds target the iOS Simulator")
  }

  func testEverySchemeTargetProductAndPathItNamesExists() throws {
    let jobs = try Self.jobs()
    let script = jobs.values.flatMap(\.commands).joined(separator: "\n")
    let words = script.split(whereSeparator: { $0 == " " || $0 == "\n" }).map {
      $0.trimmingCharacters(in: ["\"", "'", ";"])
    }
    // Xcode's schemes for a package: one per product, plus "<name>-Package" when there are several products; a
    // package without products has one scheme, its name (Xcode's "Creating a standalone Swift package with Xcode").
    var schemes: Set<String> = []
    var copiedPackages: [URL] = []
    for (index, word) in words.enumerated() where word == "cp" || word == "-R" {
      guard index + 1 < words.count, words[index + 1].hasPrefix("Tests/") else { continue }
      copiedPackages.append(packageRoot.appendingPathComponent(words[index + 1]))
    }
    for package in [packageRoot] + copiedPackages {
      let products = try Self.products(of: package)
      let name = try Self.name(of: package)
      schemes.insert(name)
      schemes.formUnion(products.map(\.name))
      if products.count > 1 { schemes.insert(name + "-Package") }
    }
    var named = 0
    for (index, word) in words.enumerated() where ["-scheme", "--product", "--target"].contains(word) {
      let value = words[index + 1]
      if value == "$scheme" { continue }  // the loop over the libraries, checked above
      let known: Set<String> =
        word == "-scheme" ? schemes : try Set(Self.products(of: packageRoot).map(\.name) + Self.targets())
      XCTAssertTrue(known.contains(value), "\(word) \(value) names nothing the packages have: \(known.sorted())")
      named += 1
    }
    XCTAssertGreaterThan(named, 0, "the workflow names a scheme")
    let paths = words.filter { $0.hasPrefix("Tests/") || $0.hasPrefix(".ci/") || $0.hasPrefix("Scenarios") }
    XCTAssertFalse(paths.isEmpty)
    for path in paths {
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path),
        "\(path) does not exist in the repository")
    }
  }

  /// A package's products from `swift package dump-package`.
  private static func products(of package: URL) throws -> [(name: String, type: String)] {
    let products = try manifest(of: package)["products"] as? [[String: Any]] ?? []
    return products.compactMap { product in
      guard let name = product["name"] as? String, let type = product["type"] as? [String: Any] else { return nil }
      return (name, type.keys.first ?? "")
    }
  }

  /// The root package's target names.
  private static func targets() throws -> [String] {
    (try manifest(of: packageRoot)["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  /// A package's name.
  private static func name(of package: URL) throws -> String {
    try XCTUnwrap(manifest(of: package)["name"] as? String)
  }

  /// The manifest of the package at `package`, as `swift package dump-package` prints it.
  private static func manifest(of package: URL) throws -> [String: Any] {
    // A scratch directory of its own: the running `swift test` holds the lock of the package's `.build`.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("qa-sim-dump-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "dump-package", "--package-path", package.path, "--scratch-path", scratch.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "swift package dump-package failed in \(package.path)")
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }
}

/// A workflow job: its runner label and the commands of its `run` steps, one per line.
struct Job {
  /// `runs-on`.
  var runsOn = ""
  /// Each `run` step's lines, in order.
  var commands: [String] = []
}

/// Reads the shape of workflow this repository writes: `jobs:`, a job per two-space key, its `runs-on:`, and
/// `steps:` whose `run:` is one line or a `|` block. Anything else is an error naming the line, so a change of shape
/// is seen rather than misread.
enum Workflow {
  /// The jobs of `text`, by name.
  static func jobs(in text: String) throws -> [String: Job] {
    var jobs: [String: Job] = [:]
    var current: String?
    var inJobs = false
    var block: Int?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let indent = line.prefix { $0 == " " }.count
      let content = line.trimmingCharacters(in: .whitespaces)
      if let depth = block {
        if content.isEmpty { continue }
        if indent >= depth, let job = current {
          jobs[job]?.commands.append(content)
          continue
        }
        block = nil
      }
      if content.isEmpty || content.hasPrefix("#") { continue }
      if indent == 0 {
        inJobs = content == "jobs:"
        continue
      }
      guard inJobs else { continue }
      if indent == 2 {
        guard content.hasSuffix(":") else { throw WorkflowError(line: number + 1, text: content) }
        current = String(content.dropLast())
        jobs[current ?? ""] = Job()
      } else if let job = current {
        let step = content.hasPrefix("- ") ? String(content.dropFirst(2)) : content
        if step.hasPrefix("runs-on: ") {
          jobs[job]?.runsOn = String(step.dropFirst("runs-on: ".count))
        } else if step == "run: |" {
          block = indent + 2
        } else if step.hasPrefix("run: ") {
          jobs[job]?.commands.append(String(step.dropFirst("run: ".count)))
        }
      }
    }
    return jobs
  }
}

/// A workflow line of a shape ``Workflow`` does not read.
struct WorkflowError: Error, CustomStringConvertible {
  /// The line's number.
  let line: Int
  /// The line.
  let text: String

  var description: String { ".github/workflows/ci.yml:\(line): not a job name: \(text)" }
}
