// libFuzzer target `scenario`: the bytes of a scenario file through the scenario engine and qa-sim's reports.
//
// The engine is SceneLifecycle's: the input goes through `ScenarioReplay.run`, the one call an XCTest user
// makes, and through `ScenarioLoader.decode`; then through the engine's `package` API the command uses
// (`Replay.matrix` for `--matrix`, `Recorder` and `JSONSerializer` for `--record`'s rewrite). The report
// formats are the command's own, so `.ci/fuzz/run` compiles this harness together with the qa-sim sources
// (all but `main.swift`) as module `qa_sim`. Besides "no crash, no hang" it checks what must hold for every
// input.

import Foundation
import SceneLifecycle

/// The checks made on one input.
enum ScenarioFuzzer {
  /// Where the input pretends to live; a relative `app.infoPlist` then names a file that does not exist.
  static let file = "fuzz-input/scenario.json"

  /// Stops the fuzzer with a message when a property fails (a crash is what libFuzzer records).
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("property failed: \(message())") }
  }

  /// Whether `text`, its arrows aside, is printable ASCII without `<>"`%&{};` and with every `#` starting a
  /// decimal entity code (`#59;`).
  static func isInertMermaid(_ text: String) -> Bool {
    let scalars = Array(text.replacing("->>", with: "").unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "#" {
        var end = index + 1
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        guard end > index + 1, end < scalars.count, scalars[end] == ";" else { return false }
        index = end + 1
        continue
      }
      if (scalar != "\n" && scalar.value < 0x20) || scalar.value > 0x7E || "<>\"`%&{};".unicodeScalars.contains(scalar)
      {
        return false
      }
      index += 1
    }
    return true
  }

  static func check(_ bytes: [UInt8]) {
    // What a test gets from one call: the file decoded and replayed under its own lifecycle.
    let run: ScenarioRun
    do {
      run = try ScenarioReplay.run(Data(bytes), file: file)
    } catch {
      require(error.status == .dataError || error.status == .noInput, "status \(error.status) for \(error)")
      require(!error.description.isEmpty, "an empty error line")
      return
    }
    // The command decodes the same bytes the same way; `--matrix` replays them under every lifecycle, the
    // file's own judged as `ScenarioReplay` judged it.
    let loaded: LoadedScenario
    do {
      loaded = try ScenarioLoader.decode(bytes, file: file)
    } catch {
      return require(false, "ScenarioReplay replayed a file the loader refuses: \(error)")
    }
    let matrix = Replay.matrix(loaded)
    require(matrix.count == LifecycleStyle.allCases.count, "the matrix has \(matrix.count) columns")
    require(matrix.filter { $0.lifecycle == run.lifecycle } == [run], "the matrix's own lifecycle is another run")
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
    _ = ReplayTextReport(style: options.textStyle).lines(report)
    // The Mermaid report; whatever the file's names, items and URLs, no diagram label holds a character that
    // could end its line, start a comment or directive, or carry markup (issue 17).
    _ = MermaidReport.document(report, options: options)
    for each in matrix {
      require(isInertMermaid(SequenceDiagram(run: each).mermaid), "a Mermaid label holds a raw syntax character")
    }

    // `--record`: the rewritten file decodes, replays to the same trace, and passes against what was
    // recorded. The one failure it may keep is an `expect.navigation` in an app without routes, which
    // `--record` leaves alone (`Recorder.expectation` writes navigation only when the app has routes).
    let recorded = JSONSerializer().document(Recorder.recordedDocument(loaded.document, run: run))
    do {
      let rerun = Replay.run(try ScenarioLoader.decode(Array(recorded.utf8), file: file))
      let failures = rerun.failures.filter { failure in
        if case .navigationMismatch(_, nil) = failure { return false }
        return true
      }
      require(failures.isEmpty, "the recorded file fails: \(failures.map(\.message))")
      require(rerun.trace == run.trace, "the recorded file replays to another trace")
    } catch {
      require(false, "the recorded file does not decode: \(error)")
    }
  }
}
