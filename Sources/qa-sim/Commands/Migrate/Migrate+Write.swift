import CommandLineKit
import QuickActions
import SceneLifecycle

extension MigrateCommand {
  /// How deep the migrated app is explored before `--write` writes it (the depth 8).
  static let writeDepth = 8

  /// `--write <file>`: explores the migrated app (``SceneMigration/check(_:items:depth:readiness:)``, every gate ready
  /// as `readiness` says when it is given) and writes it as a
  /// scenario file when it is clean, or with `force`. The outcome goes to standard output after a text report and
  /// to standard error after a JSON or JUnit one, so those stay one document. The file is written atomically: a
  /// failed write leaves the old file or none.
  /// - Returns: `.success` when the migrated app is clean and written, `.failure` when it breaks an invariant
  ///   (written or not), `.noInput` when the file cannot be written.
  static func writeMigrated(
    _ loaded: LoadedScenario, to destination: String, force: Bool, context: CommandContext, format: Format,
    readiness: Readiness? = nil
  ) -> ExitStatus {
    let say: (String) -> Void = { line in
      switch format {
      case .text: context.stdout.line(line)
      case .json, .junit: context.diagnostic(line)
      }
    }
    let check = SceneMigration.check(
      loaded.scenario, items: loaded.shortcutItems, depth: writeDepth, readiness: readiness)
    let shownPath = Escaping.terminalText(destination, limit: 300)
    let explored =
      "\(check.strategy.name) explored under the scene lifecycle to depth \(check.depth): "
      + "\(check.report.distinctStates) states, \(check.report.transitions) transitions"
    if !check.isClean {
      let why = check.problem ?? check.counterexampleText ?? "an invariant breaks"
      if !force {
        say("")
        say(
          "not written: \(shownPath): the migrated app still breaks a road (\(explored)); fix the table or pass --force:"
        )
        say(why)
        return .failure
      }
      say("")
      say("written with --force although the migrated app still breaks a road (\(explored)):")
      say(why)
    }
    let document = SceneMigration.document(for: loaded.scenario, check: check)
    do {
      try FileIO.writeAtomically(Array(JSONSerializer().document(document).utf8), to: destination)
    } catch {
      context.diagnostic("qa-sim migrate: --write \(shownPath): \(error.message)")
      return .noInput
    }
    if check.isClean {
      say("")
      say("wrote \(shownPath): the migrated app is clean (\(explored)); replay it with qa-sim \(shownPath)")
      return .success
    }
    say("wrote \(shownPath)")
    return .failure
  }
}
