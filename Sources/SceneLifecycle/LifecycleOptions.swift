/// Switches for every ordering that `uikit-semantics.md` marks as inferred, each defaulting to the
/// doc's inference, so a team can check its app against both answers until a device settles them.
public struct LifecycleOptions: Hashable, Sendable {
  /// Warm resume: where `performActionFor` falls relative to `…DidBecomeActive` (tables 1b and 2b).
  public var warmPerformActionFor: PerformActionOrder
  /// AppDelegate cold launch: where `application(_:performActionFor:…)` falls relative to
  /// `applicationDidBecomeActive(_:)` (table 1a, open question 1).
  public var coldPerformActionFor: PerformActionOrder
  /// Whether `application(_:configurationForConnecting:options:)` runs when a saved session is restored
  /// on relaunch (table 2d, open question 4). Default: skipped, as for any existing session.
  public var configurationForConnectingOnRestore: Bool
  /// Whether `application(_:configurationForConnecting:options:)` runs when a disconnected scene of an
  /// existing session reconnects (table 2d, open question 3). Default: skipped.
  public var configurationForConnectingOnReconnect: Bool
  /// Whether a reconnect creates a new scene delegate object, losing what the old one stored
  /// (table 2d: documented as possible, observed). Default: a new object.
  public var newSceneDelegateOnReconnect: Bool
  /// SwiftUI only: whether `scene(_:willConnectTo:options:)` on the custom delegate class is
  /// "swallowed" and sees no shortcut item (table 3, observed in conflicting reports). Default: delivered.
  public var swiftUIWillConnectSwallowsShortcut: Bool

  /// The documented defaults.
  public init(
    warmPerformActionFor: PerformActionOrder = .beforeDidBecomeActive,
    coldPerformActionFor: PerformActionOrder = .beforeDidBecomeActive,
    configurationForConnectingOnRestore: Bool = false,
    configurationForConnectingOnReconnect: Bool = false,
    newSceneDelegateOnReconnect: Bool = true,
    swiftUIWillConnectSwallowsShortcut: Bool = false
  ) {
    self.warmPerformActionFor = warmPerformActionFor
    self.coldPerformActionFor = coldPerformActionFor
    self.configurationForConnectingOnRestore = configurationForConnectingOnRestore
    self.configurationForConnectingOnReconnect = configurationForConnectingOnReconnect
    self.newSceneDelegateOnReconnect = newSceneDelegateOnReconnect
    self.swiftUIWillConnectSwallowsShortcut = swiftUIWillConnectSwallowsShortcut
  }

  /// The documented defaults.
  public static let defaults = LifecycleOptions()

  /// Every combination of the switches, defaults first; used by `explore --options all`.
  public static var allCombinations: [LifecycleOptions] {
    var result: [LifecycleOptions] = []
    for warm in PerformActionOrder.allCases {
      for cold in PerformActionOrder.allCases {
        for restore in [false, true] {
          for reconnect in [false, true] {
            for newDelegate in [true, false] {
              for swallow in [false, true] {
                result.append(
                  LifecycleOptions(
                    warmPerformActionFor: warm, coldPerformActionFor: cold,
                    configurationForConnectingOnRestore: restore, configurationForConnectingOnReconnect: reconnect,
                    newSceneDelegateOnReconnect: newDelegate, swiftUIWillConnectSwallowsShortcut: swallow))
              }
            }
          }
        }
      }
    }
    return result
  }
}

/// Where UIKit calls `performActionFor` relative to the activation callback.
public enum PerformActionOrder: String, Hashable, Sendable, CaseIterable, Codable {
  /// Before `…DidBecomeActive` (the inferred default).
  case beforeDidBecomeActive
  /// After `…DidBecomeActive`.
  case afterDidBecomeActive
}
