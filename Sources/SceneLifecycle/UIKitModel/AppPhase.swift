/// Where the app stands, as one scene session sees it. The model's state machine switches on this.
///
/// ```
///              tapIcon / quickAction (cold launch)
///   notRunning ───────────────────────────────────┐
///       ▲  ▲                                       ▼
///       │  └── forceQuit ─────┐          foregroundActive ◀─── tapIcon / quickAction (warm) ──┐
///       │                     │                   │ goHome                                      │
///   forceQuit       notRunningWithSavedSession    ▼                                             │
///       │              ▲          │         background ── systemSuspend ──▶ suspended ──────────┤
///       │   systemTerminate   tapIcon/quickAction │ systemDisconnectScene       │               │
///       │              │      (restore)           ▼                             ▼               │
///       └───────────── unattached ◀───────────────┴─────────────────────────────┘               │
///                          └──── tapIcon / quickAction (reconnect) ─────────────────────────────┘
/// ```
public enum AppPhase: String, Hashable, Sendable, CaseIterable {
  /// No process and no card in the app switcher: a fresh install, or the card was swiped away by a force quit.
  case notRunning
  /// No process, but the app's card is in the app switcher: a scene session saved for the next launch (scene
  /// styles), or, in the AppDelegate style, the card a system termination leaves (UIKit semantics article, 8d
  /// row 5). A force quit swipes it away.
  case notRunningWithSavedSession
  /// The process is alive and no scene is connected (scene styles): the session's scene was disconnected, or a
  /// background launch connected none, so the session is saved or not created yet (UIKit semantics article, 8c
  /// row 2).
  case unattached
  /// In the foreground but not receiving events: only ever seen in the middle of a transition (an ``Event/interruption``
  /// passes through it and comes back to ``foregroundActive``).
  case foregroundInactive
  /// In the foreground and receiving events: where every launch and resume ends.
  case foregroundActive
  /// In the background and still running code, right after the user went home.
  case background
  /// In the background and not running code; the system may kill or disconnect it without notice.
  case suspended

  /// The phase's position in declaration order.
  public var ordinal: Int {
    switch self {
    case .notRunning: 0
    case .notRunningWithSavedSession: 1
    case .unattached: 2
    case .foregroundInactive: 3
    case .foregroundActive: 4
    case .background: 5
    case .suspended: 6
    }
  }
}
