/// Where an App Intent's action runs, as its `supportedModes` say (UIKit semantics article, 17 row 1).
public enum AppIntentMode: String, Hashable, Sendable, CaseIterable {
  /// `foreground(.immediate)`, or `openAppWhenRun = true` before iOS 26: the system brings the app to the
  /// foreground, then runs `perform()`.
  case foreground
  /// `foreground(.deferred)`: `perform()` starts in the background and the app comes to the foreground before it
  /// completes.
  case deferred
  /// `background`, or `openAppWhenRun = false` (the default before iOS 26), or `foreground(.dynamic)` when the
  /// intent does not ask to continue in the foreground: `perform()` runs without bringing the app forward.
  case background
}

/// The process an App Intent runs in.
public enum IntentProcess: String, Hashable, Sendable, CaseIterable {
  /// The app's own process: the intent type is a member of the app target.
  case app
  /// A widget extension's process: a control in Control Center, on the Lock Screen or on the Action button whose
  /// intent is compiled into the extension only. The app is not opened, whatever the intent's mode (17 row 5,
  /// reported).
  case widgetExtension = "extension"
}

/// How one run of an App Intent reaches the app: its mode and the process it runs in.
public struct AppIntentRun: Hashable, Sendable {
  /// Where its action runs.
  public let mode: AppIntentMode
  /// The process that runs it.
  public let process: IntentProcess

  /// A run of an intent in `mode`, in `process`.
  public init(mode: AppIntentMode, process: IntentProcess = .app) {
    self.mode = mode
    self.process = process
  }

  /// How a trace header names it: the mode (`foreground`, `deferred`, `background`), and `in the extension` for a
  /// widget extension's intent.
  public var label: String {
    switch process {
    case .app: mode.rawValue
    case .widgetExtension: "\(mode.rawValue), in the extension"
    }
  }

  /// Every run: each mode in each process.
  public static let all: [AppIntentRun] = IntentProcess.allCases.flatMap { process in
    AppIntentMode.allCases.map { AppIntentRun(mode: $0, process: process) }
  }
}
