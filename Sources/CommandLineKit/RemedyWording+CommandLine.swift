import SceneLifecycle

extension RemedyWording {
  /// The command line's: each remedy names the flag that carries it out.
  package static let commandLine = RemedyWording(
    reRecord: "qa-sim --record <file>", runOnIPad: "--device iPad, or \"device\": \"iPad\"")
}
