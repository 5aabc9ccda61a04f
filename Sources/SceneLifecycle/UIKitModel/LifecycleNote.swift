/// Something the machine states about a run that is not a callback: no app code runs for it. The machine reports
/// it through ``MachineStep/Output/note(_:)`` so a trace can show what an app does *not* get, for example the
/// initial `scenePhase` that a SwiftUI view's `onChange(of:)` never sees. Notes change no state, and the explorer
/// ignores them; the harness renders them as `note …` trace lines.
public enum LifecycleNote: UInt8, Hashable, Sendable, CaseIterable {
  /// A SwiftUI scene that has just connected comes to the foreground: its `scenePhase` starts at `.inactive`,
  /// and `onChange(of: scenePhase)` is not called for an initial value, so no view sees `.inactive` here; the
  /// first change a view's handler sees is `.active` (UIKit semantics article, 3 row 9 and 8f row 5).
  case scenePhaseStartsInactive
  /// A SwiftUI scene connected in the background on a background launch: its `scenePhase` starts at
  /// `.background`, which `onChange(of: scenePhase)` does not report (UIKit semantics article, 8c row 1).
  case scenePhaseStartsBackground
  /// The app is built with the iOS 27 SDK or later and has not adopted the scene lifecycle: UIKit's launch stops
  /// in the assert `__UIApplicationEvaluateRuntimeIssueForNoSceneLifecycleAdoption` before any app code runs
  /// (UIKit semantics article, 8e rows 2 and 7). The harness reports it as ``ViolationKind/launchCrash``.
  case sceneLifecycleRequired
  /// The user tapped a Home Screen web clip: its page runs as a standalone web app in front of every other app,
  /// sees `navigator.standalone`, and navigates at once to the custom-scheme URL, which the system then opens in
  /// this app as any other app's open would (UIKit semantics article, 13 rows 3 to 5).
  case webClipRedirects
}
