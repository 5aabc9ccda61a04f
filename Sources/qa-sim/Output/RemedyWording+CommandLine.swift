import SceneLifecycle

extension RemedyWording {
  /// The command line's: each remedy names the flag that carries it out.
  static let commandLine = RemedyWording(
    reRecord: "qa-sim --record <file>", runOnIPad: "--device iPad, or \"device\": \"iPad\"")
}

extension ScenarioRun {
  /// The run with its hints in the command line's words (``RemedyWording/commandLine``), as every format prints it.
  var inCommandLineWords: ScenarioRun {
    var run = self
    run.wording = .commandLine
    return run
  }
}
