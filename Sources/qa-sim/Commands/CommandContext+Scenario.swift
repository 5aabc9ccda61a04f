import CommandLineKit
import SceneLifecycle

/// What loading a command's one scenario file came to: the scenario, or the status to end with once the error
/// line is printed.
enum ScenarioReading {
  /// The file loaded; its warnings are printed.
  case loaded(LoadedScenario)
  /// The file could not be read or decoded; its one error line is printed.
  case exit(ExitStatus)
}

extension CommandContext {
  /// Loads the scenario file a command takes as its argument (`route`, `migrate`): prints the load warnings, or the
  /// error line naming the file and the JSON path, with the status it leads to (65 invalid, 66 unreadable). These
  /// commands take no limit flags, so a file beyond a limit gets no hint to raise it (``InputLimit/flagHint``
  /// is replay's).
  func loadScenario(_ file: String) -> ScenarioReading {
    do {
      let loaded = try ScenarioLoader.load(file: file)
      loaded.warnings.forEach(warn)
      return .loaded(loaded)
    } catch {
      diagnostic(error.description)
      return .exit(error.status)
    }
  }
}
