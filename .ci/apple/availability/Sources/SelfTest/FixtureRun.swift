import Foundation

/// Compiles one fixture with an index store and runs the check on it in one world.
struct FixtureRun: Sendable {
  /// The availability-check binary.
  let check: String
  /// Where the run's store and cache go.
  let work: String

  /// The directory the fixture's libraries are compiled into, its own so that fixtures run side by side.
  func libraryDirectory(_ fixture: String) -> String {
    "\(work)/libraries/\(((fixture as NSString).lastPathComponent as NSString).deletingPathExtension)"
  }

  /// Compiles the fixture's libraries (`Libraries/Name.swift` beside it) into modules, in order, each seeing those
  /// before it; they are not indexed, so the check judges only the fixture.
  func compileLibraries(_ libraries: [String], of fixture: String) throws(SelfTestFailure) {
    guard !libraries.isEmpty else { return }
    let directory = libraryDirectory(fixture)
    try? FileManager.default.removeItem(atPath: directory)
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .tool("mkdir \(directory)", error.localizedDescription)
    }
    let sources = "\((fixture as NSString).deletingLastPathComponent)/Libraries"
    for library in libraries {
      let result = try run(
        "/usr/bin/env",
        [
          "swiftc", "-emit-module", "-wmo", "-swift-version", "6", "-parse-as-library", "-module-name", library,
          "-I", directory, "-emit-module-path", "\(directory)/\(library).swiftmodule", "\(sources)/\(library).swift",
        ]
      )
      guard result.status == 0 else { throw .tool("swiftc on \(sources)/\(library).swift", result.output) }
    }
  }

  /// The `-I` flags that put the fixture's libraries on the search path: none for a fixture without any, so that
  /// the graphs cached for it (keyed on the search paths) are the other fixtures' too.
  func searchFlags(_ fixture: String, libraries: [String]) -> [String] {
    libraries.isEmpty ? [] : ["-I", libraryDirectory(fixture)]
  }

  /// The fixture's index store, written by plain `swiftc -typecheck -wmo` (one file, so its one unit is complete),
  /// with its libraries' modules on the search path.
  func index(_ fixture: String, libraries: [String]) throws(SelfTestFailure) -> String {
    let name = ((fixture as NSString).lastPathComponent as NSString).deletingPathExtension
    let store = "\(work)/stores/\(name)"
    try? FileManager.default.removeItem(atPath: store)
    let result = try run(
      "/usr/bin/env",
      [
        "swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-parse-as-library", "-module-name", name,
        "-index-store-path", store, fixture,
      ] + searchFlags(fixture, libraries: libraries)
    )
    guard result.status == 0 else { throw .tool("swiftc on \(fixture)", result.output) }
    return store
  }

  /// The findings the check reports for the fixture in `world`, its exit status, and any line it could not read.
  func findings(
    fixture: String,
    store: String,
    world: String,
    floors: String,
    libraries: [String]
  ) throws(SelfTestFailure) -> (findings: Set<Expected>, status: Int32, unexpected: [String]) {
    let directory = (fixture as NSString).deletingLastPathComponent
    let result = try run(
      check,
      [
        "--world", world, "--index-store", store, "--package-root", directory, "--source-root", directory,
        "--floors", floors, "--cache", "\(work)/cache",
      ] + searchFlags(fixture, libraries: libraries)
    )
    var findings: Set<Expected> = []
    var unexpected: [String] = []
    for line in result.output.split(separator: "\n").map(String.init) where !line.hasPrefix("availability-check:") {
      if let finding = Self.parse(line) { findings.insert(finding) } else { unexpected.append(line) }
    }
    if !result.output.contains("availability-check: PASS"), !result.output.contains("availability-check: FAIL") {
      unexpected.append("no summary line (exit \(result.status)): \(result.output)")
    }
    return (findings, result.status, unexpected)
  }

  /// A finding line's line number, platform and need: `…:7:5: error: 'X' (M) needs macOS 15.0, …`,
  /// `… is unavailable on iOS: …`, `… is obsoleted in macOS 10.15, …`.
  static func parse(_ line: String) -> Expected? {
    let fields = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard fields.count == 4, let number = Int(fields[1]), fields[3].hasPrefix(" error: ") else { return nil }
    let message = String(fields[3])
    if message.contains(" cannot be judged: ") {
      return Expected(line: number, platform: Expected.anyPlatform, need: "unjudged")
    }
    for (marker, isVersioned) in [(" needs ", true), (" is obsoleted in ", true), (" is unavailable on ", false)] {
      guard let range = message.range(of: marker) else { continue }
      let words = message[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" })
      guard let platform = words.first else { return nil }
      let need = isVersioned && words.count > 1 ? Expected.normalized(String(words[1])) : "unavailable"
      return Expected(line: number, platform: String(platform), need: need)
    }
    return nil
  }

  private func run(_ executable: String, _ arguments: [String]) throws(SelfTestFailure) -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      throw .tool(executable, error.localizedDescription)
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
