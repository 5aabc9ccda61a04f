import Foundation
import TestSupport
import XCTest

/// The same inputs give byte-identical output: across processes (each with its own hash seed, so nothing may
/// depend on dictionary or set order), across `--jobs 1` and `--jobs N`, and across the order in which files
/// are given or were created, wherever the output order is defined. Nothing in the output depends on the
/// clock or on absolute paths.
final class DeterminismTests: XCTestCase {
  /// A suite made of the shipped scenarios plus a failing one, an invalid one, one with warnings, one with
  /// several violation kinds in every lifecycle and one in a subdirectory, in `<directory>/suite`.
  private func makeSuite() throws -> URL {
    let directory = try makeTemporaryDirectory(self)
    let suite = directory.appendingPathComponent("suite")
    try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: scenariosDirectory.path).sorted()
    where name.hasSuffix(".json") || name.hasSuffix(".plist") {
      try FileManager.default.copyItem(
        at: scenariosDirectory.appendingPathComponent(name), to: suite.appendingPathComponent(name))
    }
    try write(scenarioJSON(expect: #"{"trace": ["system sceneDidBecomeActive(_:)"]}"#), to: "failing.json", in: suite)
    try write(scenarioJSON(steps: #"[{"event": "gohome"}]"#), to: "invalid.json", in: suite)
    try write(
      scenarioJSON(strategy: #""appleSceneSample""#, steps: #"[{"event": "quickAction", "type": "x"}]"#),
      to: "nested/rejected.json", in: suite)
    try write(
      #"{"version": 1, "name": "w", "app": {"strategy": "pendingSlot", "shortcutItems": "#
        + #"[{"type": "a", "title": "A", "color": 1}, {"type": "a", "title": "B"}]}, "steps": []}"#,
      to: "warnings.json", in: suite)
    // Three violation kinds in every lifecycle (completionRepeated, duplicate, lost), so that a set or dictionary
    // order reaching a `--matrix` cell differs between two processes with odds of 5 in 6 per cell; the shipped
    // scenarios alone have one cell with two kinds, which an unsorted list passes one time in eight.
    let onDelivery = #"["store", "completion(true)", "completion(false)"]"#
    try write(
      #"{"version": 1, "name": "k", "app": {"strategy": {"on": {"#
        + #""application(_:didFinishLaunchingWithOptions:)": ["store"], "scene(_:willConnectTo:options:)": ["store"], "#
        + #""application(_:performActionFor:completionHandler:)": \#(onDelivery), "#
        + #""windowScene(_:performActionFor:completionHandler:)": \#(onDelivery), "#
        + #""applicationDidBecomeActive(_:)": ["handlePending"], "sceneDidBecomeActive(_:)": ["handlePending"]}}, "#
        + #""shortcutItems": [{"type": "a", "title": "A"}, {"type": "b", "title": "B"}]}, "steps": ["#
        + #"{"event": "quickAction", "type": "a"}, {"event": "goHome"}, {"event": "quickAction", "type": "b"}, "#
        + #"{"event": "goHome"}, {"event": "tapIcon"}, {"event": "quickAction", "type": "a"}]}"#,
      to: "manyKinds.json", in: suite)
    return directory
  }

  /// Runs the built binary in `directory`, failing the test when it cannot.
  private func run(_ arguments: [String], in directory: URL) throws -> ProcessResult {
    try BinaryRunner.run(arguments, directory: directory)
  }

  /// Fails unless every result has the same status, standard output and standard error as the first.
  private func assertIdentical(
    _ results: [ProcessResult], _ label: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let first = results.first else { return }
    for (index, result) in results.enumerated().dropFirst() {
      XCTAssertEqual(result.status, first.status, "\(label): run \(index) exit status", file: file, line: line)
      XCTAssertEqual(result.stdout, first.stdout, "\(label): run \(index) standard output", file: file, line: line)
      XCTAssertEqual(result.stderr, first.stderr, "\(label): run \(index) standard error", file: file, line: line)
    }
  }

  /// Fails when `text` holds an absolute path of the machine: the temporary directory or the package.
  private func assertNoAbsolutePaths(_ text: String, _ directory: URL, _ label: String) {
    XCTAssertFalse(text.contains(directory.path), "\(label): the output names the working directory")
    XCTAssertFalse(text.contains(packageRoot.path), "\(label): the output names the package's directory")
  }

  func testReplayIsByteIdenticalAcrossProcessesAndJobCounts() throws {
    let directory = try makeSuite()
    for variant in [["--format", "text", "--verbose"], ["--format", "json"], ["--format", "junit"], ["--matrix"]] {
      // Two processes by default (one thread, three); with the plain run's breadth on, four, two of them alike.
      let jobCounts =
        OracleSweep.walksEveryCase
        ? [["--jobs", "1"], ["--jobs", "4"], ["-j", "3"], ["--jobs", "1"]] : [["--jobs", "1"], ["-j", "3"]]
      let results = try jobCounts.map {
        try run(variant + $0 + ["suite"], in: directory)
      }
      assertIdentical(results, variant.joined(separator: " "))
      XCTAssertEqual(results[0].status, 65, variant.joined(separator: " "))
      XCTAssertTrue(results[0].stdout.contains("failing.json"), variant.joined(separator: " "))
      assertNoAbsolutePaths(results[0].stdout + results[0].stderr, directory, variant.joined(separator: " "))
    }
  }

  func testDirectoryExpansionDoesNotDependOnCreationOrder() throws {
    let source = try makeSuite().appendingPathComponent("suite")
    let names = try XCTUnwrap(FileManager.default.enumerator(atPath: source.path)?.allObjects as? [String])
      .filter { $0.hasSuffix(".json") || $0.hasSuffix(".plist") }.sorted()
    var outputs: [ProcessResult] = []
    let interleaved =
      names.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      + names.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    for order in [names, names.reversed(), interleaved] {
      let directory = try makeTemporaryDirectory(self)
      for name in order {
        let target = directory.appendingPathComponent("suite").appendingPathComponent(name)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target)
      }
      outputs.append(try run(["--format", "json", "suite"], in: directory))
    }
    assertIdentical(outputs, "directories filled in different orders")
    // Whatever order the file system lists them in, a directory's files come in sorted path order.
    let document = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(outputs[0].stdout.utf8)) as? [String: Any], outputs[0].stdout)
    let scenarios = try XCTUnwrap(document["scenarios"] as? [[String: Any]])
    let errors = try XCTUnwrap(document["errors"] as? [[String: Any]])
    let files = (scenarios + errors).compactMap { $0["file"] as? String }
    XCTAssertEqual(files.count, names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.count)
    for list in [scenarios, errors] {
      let paths = list.compactMap { $0["file"] as? String }
      XCTAssertEqual(paths, paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
  }

  func testFilesGivenInAnotherOrderGiveTheSameResultsInThatOrder() throws {
    let directory = try makeSuite()
    let suite = directory.appendingPathComponent("suite")
    let files = try FileManager.default.contentsOfDirectory(atPath: suite.path).filter { $0.hasSuffix(".json") }
      .sorted().map { "suite/" + $0 }
    var reports: [[String: Any]] = []
    for order in [files, files.reversed()] {
      let result = try run(["--format", "json"] + order, in: directory)
      let document = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
      let scenarios = try XCTUnwrap(document["scenarios"] as? [[String: Any]])
      let errors = try XCTUnwrap(document["errors"] as? [[String: Any]])
      // The report lists the files in the order given.
      for list in [scenarios, errors] {
        let positions = list.compactMap { ($0["file"] as? String).flatMap(order.firstIndex(of:)) }
        XCTAssertEqual(positions.count, list.count)
        XCTAssertEqual(positions, positions.sorted())
      }
      let listed = (scenarios + errors).compactMap { $0["file"] as? String }
      XCTAssertEqual(Set(listed), Set(order))
      var byFile: [String: Any] = [:]
      for entry in scenarios + errors {
        if let file = entry["file"] as? String { byFile[file] = entry }
      }
      byFile["summary"] = document["summary"]
      reports.append(byFile)
    }
    XCTAssertEqual(reports[0] as NSDictionary, reports[1] as NSDictionary)
  }

  func testExploreIsByteIdenticalAcrossProcessesAndJobCounts() throws {
    // An oracle sweep (one search against itself over job counts, sixteen processes under every option combination
    // and lifecycle): the plain run keeps the written counterexamples' and replay's checks across job counts.
    try OracleSweep.require(.debug)
    // Depth 6 reaches every state, so the coverage lists no transition as not reached; depth 3 (the shortest
    // duplicate on the default iPhone, where no quick action reaches the app in front) stops early and lists
    // dozens, whose order must not depend on the process either.
    for (depth, format) in [("6", "text"), ("6", "json"), ("3", "text"), ("3", "json")] {
      let arguments = [
        "explore", "--strategy", "appleSceneSample", "--lifecycle", "all", "--options", "all", "--depth", depth,
        "--coverage", "--no-timing", "--format", format,
      ]
      let label = "explore --depth \(depth) --format \(format)"
      let directory = try makeTemporaryDirectory(self)
      let results = try [["--jobs", "1"], ["--jobs", "4"], ["--jobs", "2"], ["--jobs", "1"]].map {
        try run(arguments + $0, in: directory)
      }
      assertIdentical(results, label)
      XCTAssertEqual(results[0].status, 1, results[0].stderr)
      XCTAssertTrue(results[0].stdout.contains("duplicate"), results[0].stdout)
      XCTAssertEqual(results[0].stdout.contains("--> "), depth == "3", "\(label): transitions listed as not reached")
      XCTAssertFalse(results[0].stdout.contains("states/s"), "--no-timing leaves the clock line out")
      assertNoAbsolutePaths(results[0].stdout + results[0].stderr, directory, label)
    }
  }

  func testWrittenCounterexamplesAreByteIdenticalAcrossJobCounts() throws {
    // appleSceneSample's counterexamples come from levels wide enough to be split between workers (its swiftUI
    // search starts from 2,048 option combinations), and several job counts give the order in which workers
    // finish more chances to differ: an explorer that merged the workers' results in that order failed this test
    // in 5 of 6 runs, and 0 of 6 with performActionOnly (depth 5) at --jobs 1 and 4 only. Timing is caught by
    // chance or not at all. So the debug group of the slow tests (`.ci/run`'s plain run) runs five job counts at
    // depth 6; the default run checks the written files at two job counts, depth 4.
    let thorough = OracleSweep.isEnabled(.debug)
    let jobCounts = thorough ? ["1", "2", "3", "4", "8"] : ["1", "2"]
    var contents: [[String: Data]] = []
    var outputs: [ProcessResult] = []
    for jobs in jobCounts {
      let directory = try makeTemporaryDirectory(self)
      outputs.append(
        try run(
          [
            "explore", "--strategy", "appleSceneSample", "--lifecycle", "all", "--options", "all",
            "--depth", thorough ? "6" : "4", "--no-timing", "--jobs", jobs, "--write-counterexamples", "out",
          ], in: directory))
      let out = directory.appendingPathComponent("out")
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
        files[name] = try Data(contentsOf: out.appendingPathComponent(name))
      }
      XCTAssertFalse(files.isEmpty, "no counterexample was written")
      contents.append(files)
    }
    assertIdentical(outputs, "explore --write-counterexamples")
    for (index, files) in contents.enumerated().dropFirst() {
      XCTAssertEqual(files.keys.sorted(), contents[0].keys.sorted(), "--jobs \(jobCounts[index]): the files written")
      for (name, data) in files.sorted(by: { $0.key < $1.key }) where contents[0][name].map({ $0 != data }) ?? false {
        XCTFail(
          "--jobs \(jobCounts[index]): \(name) differs from the --jobs 1 version:\n"
            + String(decoding: data, as: UTF8.self))
      }
    }
  }
}
