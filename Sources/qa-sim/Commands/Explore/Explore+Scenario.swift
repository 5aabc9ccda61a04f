import Foundation
import QuickActions
import SceneLifecycle

/// Writing explored paths as version-1 scenario files that `qa-sim` replays: the library builds each file's document
/// and its typed scenario's replayed run (``Scenario/jsonDocument``,
/// ``ExplorationFinding/run``); the command writes it.
extension ExploreCommand {
  /// `directory/fileName`.
  static func path(in directory: String, fileName: String) -> String {
    directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
  }

  /// Writes `document` to `directory/name`, creating the directory; atomically (a crash leaves the old
  /// file or none).
  static func write(_ document: JSONValue, directory: String, fileName: String) -> Result<String, FileIOError> {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(
        FileIOError(
          message: "\(Escaping.terminalText(directory, limit: 300)): cannot create the directory", cause: .unreadable))
    }
    let path = path(in: directory, fileName: fileName)
    do {
      try FileIO.writeAtomically(Array(JSONSerializer().document(document).utf8), to: path)
    } catch {
      // The failure names the file it could not write.
      return .failure(
        FileIOError(message: "\(Escaping.terminalText(path)): \(error.message)", cause: error.cause, limit: error.limit)
      )
    }
    return .success(path)
  }

  /// Saves a finding as `<strategy>-<lifecycle>[-iPad]-<kind>.json`, its invariant in `expect.fixed` (the file fails
  /// until the app is fixed); refused when the replay does not reproduce the counterexample's violation.
  static func writeCounterexample(
    _ finding: Finding, subject: Subject, lifecycle: LifecycleStyle, directory: String
  ) -> Result<String, FileIOError> {
    let counterexample = finding.counterexample
    let fileName = subject.fileName(for: counterexample, lifecycle: lifecycle)
    guard finding.run.violationKinds.contains(counterexample.kind) else {
      return .failure(
        FileIOError(
          message: "\(fileName): internal error: replay does not reproduce \(counterexample.kind.rawValue) (got "
            + finding.run.violationKinds.map(\.rawValue).joined(separator: ", ") + ")", cause: .invalid))
    }
    return write(
      subject.document(of: finding.scenario), directory: directory, fileName: fileName)
  }
}
