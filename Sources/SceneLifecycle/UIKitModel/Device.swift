/// The kind of device the app runs on. It decides which surfaces can show the app's quick-action menu while
/// the app is in front (UIKit semantics article, 8a).
public enum Device: String, Hashable, Sendable, CaseIterable {
  /// An iPhone (the default): every surface that shows the app's icon (Home Screen, App Library, Spotlight)
  /// replaces the app in front, so a quick action never reaches a foreground-active app (8a row 2).
  case iPhone
  /// An iPad: the Dock can be pulled up over the running app, and its menu delivers a quick action to the app
  /// in front (8a rows 3 and 4).
  case iPad

  /// Whether a quick action can reach the app while it is foreground-active (UIKit semantics article, 8a rows 2
  /// to 4).
  public var deliversQuickActionToActiveApp: Bool {
    switch self {
    case .iPhone: false
    case .iPad: true
    }
  }
}
