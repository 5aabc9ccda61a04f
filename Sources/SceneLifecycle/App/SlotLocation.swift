/// Where an app keeps a pending quick action.
public enum SlotLocation: Hashable, Sendable {
  /// A property of the app delegate: lives as long as the process.
  case appDelegate
  /// A property of one scene delegate object: lost when that object is replaced.
  case sceneDelegate(SceneRef)
  /// A key in one scene session's `userInfo`, by session number: survives a reconnect and the process's death, and
  /// goes when UIKit discards the session (UIKit semantics article, 12f row 2).
  case sceneSession(UInt8)
  /// A key in `UserDefaults`: survives every process death (`systemTerminate`, `forceQuit`, `updateApp`); only
  /// deleting the app clears it (UIKit semantics article, 10c rows 1–3).
  case userDefaults
}
