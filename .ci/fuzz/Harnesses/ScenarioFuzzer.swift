// libFuzzer target `scenario`: the bytes of a scenario file through qa-sim's own decoding path.
//
// Compiled by `.ci/fuzz/run` together with the qa-sim sources (all but `main.swift`) as module `qa_sim`,
// so it calls the same internal functions the command does: `ScenarioLoader.decode`, `Replay.run`, the
// `--matrix` replay, `--record`'s rewrite and the three report formats. Besides "no crash, no hang" it
// checks what must hold for every input.

import SceneLifecycle

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  ScenarioFuzzer.check(bytes)
  return 0
}

/// The checks made on one input.
enum ScenarioFuzzer {
  /// Where the input pretends to live; a relative `app.infoPlist` then names a file that does not exist.
  static let file = "fuzz-input/scenario.json"

  /// Stops the fuzzer with a message when a property fails (a crash is what libFuzzer records).
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("property failed: \(message())") }
  }

  static func check(_ bytes: [UInt8]) {
    let loaded: LoadedScenario
    switch ScenarioLoader.decode(bytes, file: file) {
    case .failure(let error):
      require(error.status == .dataError || error.status == .noInput, "status \(error.status) for \(error)")
      require(!error.description.isEmpty, "an empty error line")
      return
    case .success(let value): loaded = value
    }
    let run = Replay.run(loaded)
    let matrix = Replay.matrix(loaded)
    require(matrix.count == LifecycleStyle.allCases.count, "the matrix has \(matrix.count) columns")
    let report = Report(outcomes: [
      FileOutcome(file: file, runs: [run], error: nil, warnings: loaded.warnings, recorded: false),
      FileOutcome(file: file, runs: matrix, error: nil, warnings: loaded.warnings, recorded: false),
    ])
    let json = JSONReport.document(report)
    do {
      _ = try JSONParser.parse(Array(json.utf8))
    } catch {
      require(false, "the JSON report does not parse: \(error)")
    }
    _ = JUnitReport.document(report)
    var options = Options()
    options.verbose = true
    let silent = CommandContext(stdout: NullSink(), stderr: NullSink(), environment: [:], stdoutIsTerminal: false)
    TextReport(options: options, palette: Palette(enabled: false)).write(report, context: silent)

    // `--record`: the rewritten file decodes, replays to the same trace, and passes against what was
    // recorded. The one failure it may keep is an `expect.navigation` in an app without routes, which
    // `--record` leaves alone (`Recorder.expectation` writes navigation only when the app has routes).
    let recorded = JSONSerializer().document(Recorder.recordedDocument(loaded.document, run: run))
    switch ScenarioLoader.decode(Array(recorded.utf8), file: file) {
    case .failure(let error): require(false, "the recorded file does not decode: \(error)")
    case .success(let again):
      let rerun = Replay.run(again)
      let failures = rerun.failures.filter { failure in
        if case .navigationMismatch(_, nil) = failure { return false }
        return true
      }
      require(failures.isEmpty, "the recorded file fails: \(failures.map(\.message))")
      require(rerun.trace == run.trace, "the recorded file replays to another trace")
    }
  }
}
