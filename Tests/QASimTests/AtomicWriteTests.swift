import Foundation
import SceneLifecycle
import TestSupport
import XCTest

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// `--record` and `explore --write-counterexamples` never leave a partial or invalid file: the built binary
/// is killed with SIGKILL at random moments while it writes, many times, and every file must then be either
/// its old version or its new one, and a valid scenario. A quarter of the kill moments are uniform over the
/// run; the others fall within a few milliseconds of the moments the files were written in a complete run,
/// so that kills land in the middle of writing. Since a kill lands inside a write only by chance, the complete
/// run also checks how each file was replaced: by a rename (a new inode), never rewritten in place, with no
/// temporary file left behind.
final class AtomicWriteTests: XCTestCase {
  /// Wall-clock budget per test for the kill loop, and the fewest and most kills. The default run kills at least 5
  /// times, for 1 s; `.ci/run`'s plain run, which walks every case (``OracleSweep/walksEveryCase``), at least 15
  /// times, for 8 s.
  private static var budget: TimeInterval { OracleSweep.walksEveryCase ? 8 : 1 }
  private static var minimumKills: Int { OracleSweep.walksEveryCase ? 15 : 5 }
  private static let maximumKills = 80

  /// The outcome of one command run to completion: the files it wrote (by name), and when, in seconds
  /// after the start.
  private struct Calibration {
    var newVersions: [String: Data]
    var duration: TimeInterval
    var writeMoments: [TimeInterval]
  }

  /// Starts the built binary in `directory` with `CI` unset and output discarded.
  private func start(_ arguments: [String], in directory: URL) throws -> Process {
    let executable = try XCTUnwrap(BinaryRunner.executable, "the qa-sim executable was not found; run swift build")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = BinaryRunner.environment()
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// The visible files in `directory`, by name, and the hidden ones (temporary files of interrupted writes).
  private func contents(of directory: URL) throws -> (visible: [String: Data], hidden: [String]) {
    var visible: [String: Data] = [:]
    var hidden: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      if name.hasPrefix(".") {
        hidden.append(name)
      } else {
        visible[name] = try Data(contentsOf: directory.appendingPathComponent(name))
      }
    }
    return (visible, hidden)
  }

  /// The inode of each visible file in `directory`, by name.
  private func inodes(in directory: URL) throws -> [String: UInt64] {
    var result: [String: UInt64] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasPrefix(".") {
      var info = stat()
      if stat(directory.appendingPathComponent(name).path, &info) == 0 { result[name] = UInt64(info.st_ino) }
    }
    return result
  }

  /// Puts the old versions back and removes everything else.
  private func reset(_ directory: URL, to old: [String: Data]) throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where old[name] == nil {
      try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
    for (name, data) in old { try data.write(to: directory.appendingPathComponent(name)) }
  }

  /// Runs the command to completion on a copy of the old files and notes what it wrote and when.
  private func calibrate(
    _ arguments: [String], workingDirectory: URL, output: String, old: [String: Data]
  ) throws -> Calibration {
    let directory = workingDirectory.appendingPathComponent(output)
    try reset(directory, to: old)
    let oldInodes = try inodes(in: directory)
    let began = Date()
    let process = try start(arguments, in: workingDirectory)
    process.waitUntilExit()
    let duration = Date().timeIntervalSince(began)
    let (written, hidden) = try contents(of: directory)
    XCTAssertEqual(hidden, [], "temporary files left behind by a complete run")
    let newInodes = try inodes(in: directory)
    var moments: [TimeInterval] = []
    for name in written.keys {
      let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
      if let modified = attributes[.modificationDate] as? Date, written[name] != old[name] {
        moments.append(max(0, modified.timeIntervalSince(began)))
        // Rewriting the old file in place keeps its inode; only a file renamed over it has a new one.
        if let before = oldInodes[name] {
          XCTAssertTrue(
            newInodes[name] != before, "\(name) was rewritten in place, not replaced by renaming a complete new file")
        }
      }
    }
    XCTAssertFalse(moments.isEmpty, "the command wrote nothing: \(arguments)")
    return Calibration(newVersions: written, duration: duration, writeMoments: moments)
  }

  /// Kills the command at random moments, many times, and checks every file after each kill.
  /// - Returns: how many kills left some files new and others old (the kill landed mid-run).
  @discardableResult
  private func killRepeatedly(
    _ arguments: [String], workingDirectory: URL, output: String, old: [String: Data], seed: UInt64
  ) throws -> Int {
    let calibration = try calibrate(arguments, workingDirectory: workingDirectory, output: output, old: old)
    let directory = workingDirectory.appendingPathComponent(output)
    var random = SplitMix64(seed: seed)
    let started = Date()
    var kills = 0
    var interrupted = 0
    while kills < Self.maximumKills && (kills < Self.minimumKills || Date().timeIntervalSince(started) < Self.budget) {
      try reset(directory, to: old)
      let delay: TimeInterval
      if kills % 4 == 0 {
        delay = calibration.duration * 1.1 * Double(random.next() % 10_000) / 10_000
      } else {
        let moment = calibration.writeMoments[Int(random.next() % UInt64(calibration.writeMoments.count))]
        delay = max(0, moment - 0.003 + 0.0035 * Double(random.next() % 10_000) / 10_000)
      }
      let process = try start(arguments, in: workingDirectory)
      usleep(useconds_t(delay * 1_000_000))
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      kills += 1
      let now = try contents(of: directory)
      var newCount = 0
      for (name, data) in now.visible {
        let context = "\(name) after a kill at \(Int(delay * 1000)) ms [seed \(seed)]"
        let isOld = data == old[name]
        let isNew = data == calibration.newVersions[name]
        XCTAssertTrue(isOld || isNew, "\(context): neither the old nor the new version (\(data.count) bytes)")
        if isNew, !isOld { newCount += 1 }
        do {
          _ = try ScenarioLoader.decode(Array(data), file: name)
        } catch {
          XCTFail("\(context): not a valid scenario: \(error)")
        }
        if !(isOld || isNew) { return interrupted }
      }
      let known = Set(old.keys).union(calibration.newVersions.keys)
      XCTAssertTrue(Set(now.visible.keys).isSubset(of: known), "unexpected files: \(now.visible.keys.sorted())")
      if newCount > 0, newCount < calibration.writeMoments.count { interrupted += 1 }
    }
    return interrupted
  }

  /// A scenario with many steps, so that its recorded trace (and the write) is large.
  private func longScenario(index: Int) -> String {
    let cycle = [
      #"{"event": "quickAction", "type": "com.example.search"}"#, #"{"event": "goHome"}"#,
      #"{"event": "quickAction", "type": "com.example.share"}"#, #"{"event": "goHome"}"#,
      #"{"event": "systemTerminate"}"#, #"{"event": "tapIcon"}"#, #"{"event": "goHome"}"#,
    ]
    let steps = (0..<(140 + index % 7)).map { cycle[$0 % cycle.count] }.joined(separator: ",\n    ")
    return scenarioJSON(
      strategy: index % 2 == 0 ? #""pendingSlot""# : #""appleSceneSample""#, steps: "[\n    \(steps)\n  ]",
      extra: #""description": "file \#(index)","#, expect: #"{"exhaustive": false, "trace": []}"#)
  }

  func testRecordLeavesEachFileOldOrNewWhenKilled() throws {
    let workingDirectory = try makeTemporaryDirectory(self)
    let suite = workingDirectory.appendingPathComponent("suite")
    var old: [String: Data] = [:]
    for index in 0..<12 {
      let name = "scenario\(index).json"
      old[name] = Data(longScenario(index: index).utf8)
      try write(old[name] ?? Data(), to: name, in: suite)
    }
    let interrupted = try killRepeatedly(
      ["--record", "suite"], workingDirectory: workingDirectory, output: "suite", old: old, seed: 0xA70_41C)
    XCTAssertGreaterThan(interrupted, 0, "no kill landed while the files were being written; the test proves nothing")
  }

  func testWriteCounterexamplesLeavesEachFileOldOrNewWhenKilled() throws {
    let workingDirectory = try makeTemporaryDirectory(self)
    // Every option combination with the plain run's breadth on (a run of about 0.6 s in a debug build); by default
    // the defaults only, a run of a few tens of milliseconds, so the 1 s budget holds many more kills.
    let arguments =
      ["explore", "--strategy", "appleSceneSample", "--lifecycle", "all", "--depth", "3"]
      + (OracleSweep.walksEveryCase ? ["--options", "all"] : []) + ["--write-counterexamples", "out"]
    // The old versions: a complete run's files, renamed inside, so that old and new differ.
    let first = try start(arguments, in: workingDirectory)
    first.waitUntilExit()
    let out = workingDirectory.appendingPathComponent("out")
    var old: [String: Data] = [:]
    for (name, data) in try contents(of: out).visible {
      let text = String(decoding: data, as: UTF8.self)
      old[name] = Data(text.replacingOccurrences(of: #""name": ""#, with: #""name": "old "#).utf8)
      XCTAssertNotEqual(old[name], data, "the old version of \(name) must differ from the new one")
    }
    XCTAssertGreaterThanOrEqual(old.count, 3)
    try killRepeatedly(arguments, workingDirectory: workingDirectory, output: "out", old: old, seed: 0xC0_47E6)
  }
}
