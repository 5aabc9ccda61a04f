import CommandLineKit
import Foundation
import QuickActions
import SceneLifecycle

/// Times replaying a directory of generated scenario files through the batch replay and text report
/// `qa-sim <directory>` runs (``ReplayBatch``, ``ReplayTextReport``), plus one file in-process and the `qa-sim`
/// executable on one file in a new process.
struct ReplayBench {
  /// How many files to generate.
  let files: Int
  /// How many timed runs.
  let runs: Int

  /// The targets the README states.
  static let directoryTarget = 1.0
  /// The single-file target, in seconds.
  static let singleFileTarget = 0.050

  /// Generates the files, times the runs and prints the medians.
  func run(context: CommandContext) -> ExitStatus {
    let directory: String
    do {
      directory = try Self.makeTemporaryDirectory()
    } catch {
      context.diagnostic("bench: cannot create a temporary directory: \(error.message)")
      return .noInput
    }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var paths: [String] = []
    for index in 0..<files {
      let path = FileIO.join(directory, String(format: "scenario%06d.json", index))
      do {
        try FileIO.writeAtomically(Array(Self.scenarioText(index).utf8), to: path)
      } catch {
        context.diagnostic("bench: cannot write \(Escaping.terminalText(path, limit: 300)): \(error.message)")
        return .noInput
      }
      paths.append(path)
    }
    context.stdout.line("replay: \(files) generated scenario files, \(runs) runs")
    var status = ExitStatus.success
    var times: [Double] = []
    for _ in 0..<runs {
      times.append(
        TimeSpan.measuring { status = status.merged(with: Self.replay(FileIO.expand([directory]))) }.inSeconds)
    }
    let whole = BenchCommand.median(times)
    context.stdout.line(
      "  directory, in-process     median \(TimeSpan.text(seconds: whole))"
        + "  (\(TimeSpan.text(seconds: whole / Double(files))) per file; target < 1 s: "
        + "\(whole < Self.directoryTarget ? "met" : "NOT met"))")
    let single = paths[0]
    var singleTimes: [Double] = []
    for _ in 0..<max(runs, 20) {
      singleTimes.append(
        TimeSpan.measuring { status = status.merged(with: Self.replay(FileIO.expand([single]))) }.inSeconds)
    }
    context.stdout.line(
      "  one file, in-process      median \(TimeSpan.text(seconds: BenchCommand.median(singleTimes)))")
    switch context.executable.map({ processTimes(file: single, executable: $0) }) {
    case let times??:
      let median = BenchCommand.median(times)
      context.stdout.line(
        "  one file, new process     median \(TimeSpan.text(seconds: median))  (start to exit; target < 50 ms: "
          + "\(median < Self.singleFileTarget ? "met" : "NOT met"))")
    case .some(nil):
      context.stdout.line("  one file, new process     not measured: the executable did not run the file successfully")
      status = status.merged(with: .failure)
    case nil:
      context.stdout.line(
        "  one file, new process     not measured: no qa-sim executable beside qa-sim-bench (swift build -c release)")
    }
    if status != .success {
      context.diagnostic("bench: the generated scenarios did not all pass (exit status \(status.rawValue))")
      return .failure
    }
    return .success
  }

  /// Replays `inputs` as `qa-sim <files or directories>` does once it has expanded them: the batch replay with the
  /// command line's defaults (one job, its wording), then the text report written to a sink that discards it.
  /// Returns the status the command would give.
  private static func replay(_ inputs: [InputItem]) -> ExitStatus {
    var batch = ReplayBatch()
    batch.wording = .commandLine
    let report = batch.replay(inputs)
    let sink = NullSink()
    for line in ReplayTextReport(style: ReplayTextReport.Style(), palette: .plain).lines(report) {
      switch line {
      case .output(let text), .warning(let text), .diagnostic(let text): sink.line(text)
      }
    }
    return report.exitStatus
  }

  /// Wall times of `qa-sim <file>` in a new process (`posix_spawn` and `waitpid`, with standard output and
  /// error sent to `/dev/null`), or `nil` when the executable cannot be started or the file does not pass.
  private func processTimes(file: String, executable: String) -> [Double]? {
    var times: [Double] = []
    for _ in 0..<max(runs, 10) {
      var status: Int32 = -1
      let elapsed = TimeSpan.measuring { status = Self.spawnAndWait(executable, [file]) }.inSeconds
      guard status == 0 else { return nil }
      times.append(elapsed)
    }
    return times
  }

  /// Runs `executable` with `arguments`, output discarded, and returns its exit status (-1 if it could not run).
  private static func spawnAndWait(_ executable: String, _ arguments: [String]) -> Int32 {
    #if canImport(Darwin)
      // Darwin's posix_spawn_file_actions_t is an opaque pointer that posix_spawn_file_actions_init allocates (the
      // Xcode article's platform facts).
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = (argv + [nil]).withUnsafeBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return posix_spawn(&pid, executable, &actions, nil, UnsafeMutablePointer(mutating: base), environ)
    }
    guard spawned == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return -1 }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }

  private static func makeTemporaryDirectory() throws(FileIOError) -> String {
    var template = Array((NSTemporaryDirectory() + "/qa-sim-bench-XXXXXX").utf8CString)
    guard mkdtemp(&template) != nil else {
      throw FileIOError(message: FileIO.errorMessage(errno), cause: .unreadable)
    }
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The step patterns the generated scenarios cycle through: cold launch, warm resume, relaunch after
  /// termination, reconnect after a disconnect, a second item after going home, dynamic items.
  static let stepPatterns: [[JSONValue]] = {
    func step(_ event: String, _ type: String? = nil) -> JSONValue {
      var object = JSONObject(["event": .string(event)])
      if let type { object["type"] = .string(type) }
      return .object(object)
    }
    let search = "com.example.search"
    let share = "com.example.share"
    let dynamic = JSONValue.object(
      JSONObject(["event": .string("setDynamicItems"), "items": .array([.string("com.example.recent")])]))
    return [
      [step("quickAction", search)],
      [step("tapIcon"), step("goHome"), step("systemSuspend"), step("quickAction", search)],
      [step("tapIcon"), step("goHome"), step("systemTerminate"), step("quickAction", share)],
      [step("tapIcon"), step("goHome"), step("systemDisconnectScene"), step("quickAction", search)],
      [step("quickAction", search), step("goHome"), step("quickAction", share), step("goHome"), step("tapIcon")],
      [step("tapIcon"), dynamic, step("goHome"), step("quickAction", "com.example.recent")],
    ]
  }()

  /// Scenario file number `index`, with its expectations recorded from a replay so that it passes.
  static func scenarioText(_ index: Int) -> String {
    let strategies = TableStrategy.builtInNames
    let strategy = strategies[index % strategies.count]
    let steps = stepPatterns[(index / strategies.count) % stepPatterns.count]
    let items: [JSONValue] = [
      .object(
        JSONObject(["type": .string("com.example.search"), "title": .string("Search"), "iconType": .string("search")])),
      .object(
        JSONObject(["type": .string("com.example.share"), "title": .string("Share"), "iconType": .string("share")])),
    ]
    let document = JSONValue.object(
      JSONObject([
        "version": .number(JSONNumber(1)), "name": .string("Generated scenario \(index) (\(strategy))"),
        "app": .object(JSONObject(["strategy": .string(strategy), "shortcutItems": .array(items)])),
        "steps": .array(steps),
      ]))
    let text = JSONSerializer().document(document)
    guard let loaded = try? ScenarioLoader.decode(Array(text.utf8), file: "generated.json") else { return text }
    return JSONSerializer().document(Recorder.recordedDocument(document, run: Replay.run(loaded)))
  }
}
