/// A step toward a passing scenario that a failure's hint names, and that a tool around the library may phrase in
/// its own terms (``RemedyWording``): the command line names its flags.
public enum Remedy: Hashable, Sendable, CaseIterable {
  /// Write the run's behaviour into the file's `expect` (``Recorder/record(_:run:)``), when it is intended.
  case reRecord
  /// Run the scenario on iPad, whose Dock reaches an app in front (UIKit semantics article, 8a row 3).
  case runOnIPad
}

/// How hints phrase each ``Remedy``: the way to do it, in parentheses after the library's words
/// ("re-record the expectation", "run on iPad"). ``library`` names the scenario file's own terms; a tool sets
/// ``ScenarioRun/wording`` to its own before rendering a report.
public struct RemedyWording: Hashable, Sendable {
  /// How to re-record, or `nil` to name no way (the library has no command for it).
  public var reRecord: String?
  /// How to run on iPad.
  public var runOnIPad: String?

  /// Creates a wording.
  public init(reRecord: String?, runOnIPad: String?) {
    self.reRecord = reRecord
    self.runOnIPad = runOnIPad
  }

  /// The library's own: re-recording names no way, running on iPad names the file's `"device": "iPad"`.
  public static let library = RemedyWording(reRecord: nil, runOnIPad: "\"device\": \"iPad\"")

  /// The way to carry out `remedy`, when this wording names one.
  public func way(_ remedy: Remedy) -> String? {
    switch remedy {
    case .reRecord: reRecord
    case .runOnIPad: runOnIPad
    }
  }

  /// `words`, then the way to carry out `remedy` in parentheses when there is one: `re-record (qa-sim --record
  /// <file>)`.
  public func phrase(_ remedy: Remedy, _ words: String) -> String {
    way(remedy).map { "\(words) (\($0))" } ?? words
  }
}
