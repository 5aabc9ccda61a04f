import CommandLineKit
import QuickActions
import SceneLifecycle

/// `qa-sim conform <log>`: checks a device's callback log against the model through the library's
/// ``ConformanceSearch``: option parsing, console output, `--write` and exit statuses here; the log reader, the search,
/// the report and the regression scenario in the library.
enum ConformCommand {
  /// Runs the command.
  @Sendable static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
    let options: ConformOptions
    switch table.read(arguments, context: context) {
    case .run(let parsed): options = parsed
    case .exit(let status): return status
    }
    let log: DeviceLog
    do {
      log = try DeviceLog(contentsOf: options.log)
    } catch {
      context.diagnostic(error.description)
      return error.status
    }
    var app = options.app
    // Without a scenario or --items, the items are the ones the log names, and none else.
    if app.scenario == nil, app.items == nil { app.items = 0 }
    let subject: ExplorationSubject
    do {
      subject = try ExploreCommand.makeSubject(app).adding(namesIn: log)
    } catch {
      // No hint: conform takes none of replay's --max-* flags.
      context.diagnostic(error.description)
      return error.status
    }
    let lifecycle = options.app.lifecycles?.first ?? subject.lifecycle
    if options.app.scenes > 1, lifecycle == .appDelegate {
      return table.usageError(
        "--scenes \(options.app.scenes) needs a scene lifecycle; \(subject.label) uses the appDelegate style, which "
          + "has one window (give --lifecycle scene or swiftUI)", context: context)
    }
    let search = ConformanceSearch(
      log: log, subject: subject, lifecycle: lifecycle, allOptions: options.app.allOptions,
      startsMidRun: options.startsMidRun, limits: options.limits)
    let report = search.run()
    switch options.format {
    case .text: context.stdout.text(report.text)
    case .json: context.stdout.write(JSONSerializer().document(report.jsonValue))
    }
    var status = exitStatus(of: report.verdict)
    if let path = options.write {
      status = status.merged(with: write(report, subject: subject, to: path, context: context))
    }
    return status
  }

  /// The status of a verdict: 0 reproduced under the defaults, 2 only with other values, 1 not reproduced.
  static func exitStatus(of verdict: ConformanceReport.Verdict) -> ExitStatus {
    switch verdict {
    case .reproduced: .success
    case .reproducedWithOtherValues: .reproducedWithOtherValues
    case .notReproduced: .failure
    }
  }

  /// `--write`: saves the regression scenario atomically, or says on standard error why not.
  static func write(
    _ report: ConformanceReport, subject: ExplorationSubject, to path: String, context: CommandContext
  ) -> ExitStatus {
    let file = Escaping.terminalText(path, limit: 300)
    let scenario: Scenario
    do {
      scenario = try report.regressionScenario(subject: subject)
    } catch {
      switch error {
      case .notReproduced:
        context.diagnostic("qa-sim conform: --write \(file): not written: the log is not reproduced")
        return .failure
      case .replayFails(let message):
        context.diagnostic("qa-sim conform: --write \(file): internal error: the scenario does not replay: \(message)")
        return .dataError
      }
    }
    do {
      try FileIO.writeAtomically(Array(JSONSerializer().document(subject.document(of: scenario)).utf8), to: path)
    } catch {
      context.diagnostic("qa-sim conform: --write \(file): \(error.message)")
      return .noInput
    }
    if report.isAmbiguous {
      context.warn("--write \(file): the log matches several step sequences; the file holds the first listed")
    }
    if let fixed = scenario.expect?.fixed, !fixed.isEmpty {
      context.warnBroken(fixed, file: path, accepted: false)
    }
    return .success
  }
}
