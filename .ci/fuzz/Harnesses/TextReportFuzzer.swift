// libFuzzer target `text-report`: the bytes of a scenario file through every text report a scenario reaches, each
// line checked against the one rule for text output (issue 40).
//
// The reports are read as the commands build them, before the console's last word
// (`Escaping.terminalLine`) runs over each line, so a field a report prints raw is found even though the console
// would still have made the line inert. It shares one binary with the scenario target (`CommandFuzzers.swift`
// chooses by the name it runs under), compiled with the qa-sim sources (all but `main.swift`) as module `qa_sim`,
// and is seeded from the scenario corpus.

import Foundation
import QuickActions
import SceneLifecycle

/// The checks made on one input.
enum TextReportFuzzer {
  /// Where the input pretends to live; a line break in the name would be the harness's, not the input's.
  static let file = "fuzz-input/scenario.json"

  /// Stops the fuzzer with the line and what is wrong with it (a crash is what libFuzzer records).
  static func requireInert(_ text: String, _ report: @autoclosure () -> String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let problem = Escaping.terminalLineProblem(line) {
        fatalError("property failed: \(report()): a line \(problem): \(line.debugDescription)")
      }
    }
  }

  static func check(_ bytes: [UInt8]) {
    let loaded: LoadedScenario
    do {
      loaded = try ScenarioLoader.decode(bytes, file: file)
    } catch {
      return requireInert(error.description, "the error line")
    }
    for warning in loaded.warnings { requireInert(warning, "a warning") }

    // Replay: every lifecycle's run (`--matrix`), with details (`--verbose`).
    var style = ReplayTextReport.Style()
    style.verbose = true
    style.matrix = true
    let text = ReplayTextReport(style: style)
    for run in Replay.matrix(loaded) {
      requireInert(text.lines(for: run).joined(separator: "\n"), "replay's text report")
    }

    // `explore --scenario`, on a short search: the header, the counterexamples and their narration.
    var exploring = ExploreOptions()
    exploring.depth = 3
    exploring.maxStates = 2_000
    exploring.timing = false
    let subject = ExplorationSubject(
      scenario: loaded, label: "\(loaded.scenario.strategy.name) from \(file)", generated: .init(), device: nil,
      sdk: nil, readiness: nil)
    if case .success(let section) = ExploreCommand.explore(subject, lifecycle: subject.lifecycle, options: exploring) {
      let text = ExplorationSection.text(
        [section], subject: subject, depth: exploring.depth, namesSDK: false, timing: false, jobs: 1,
        stopDescription: { ExploreCommand.stopReason($0, options: exploring) ?? "" })
      requireInert(text, "explore's text report")
    }

    // `migrate`, for an app written for the appDelegate lifecycle.
    if loaded.scenario.fileLifecycle == MigrationReport.beforeLifecycle {
      let report = MigrateCommand.makeReport(loaded, device: nil)
      requireInert(report.text(strategy: loaded.scenario.strategy.name, file: file), "migrate's report")
    }

    // `route`, for each link the steps open and each quick action the app routes.
    guard let navigation = loaded.scenario.navigation else { return }
    var targets = Array(navigation.shortcutTargets.keys)
    for step in loaded.scenario.steps {
      if case .openURL(let url) = step { targets.append(url) }
      if case .universalLink(let url) = step { targets.append(url) }
    }
    for target in targets.prefix(8) {
      switch RouteAnswer.make(target, navigation: navigation) {
      case .success(let answer):
        requireInert(answer.textLines(navigation: navigation).joined(separator: "\n"), "route's report")
      case .failure(let problem): requireInert(problem.message, "route's refusal")
      }
    }
  }
}
