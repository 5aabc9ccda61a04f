/// One deprecated API a strategy relies on, built with an SDK that deprecates it (UIKit semantics article, 8e
/// row 4): an app-delegate callback the table implements, or a launch-option key its launch methods read.
public enum DeprecationWarning: Hashable, Sendable, CustomStringConvertible {
  /// An app-delegate callback the iOS 26 SDK deprecates; the scene-delegate method replaces it.
  case callback(CallbackKind)
  /// A launch-option key the iOS 26 SDK deprecates; a scene app reads the same value from its connection options.
  case launchOption(LaunchOptionKey)

  /// `application(_:performActionFor:completionHandler:) is deprecated in the iOS 26 SDK: implement
  /// windowScene(_:performActionFor:completionHandler:)`, or for a key, where a scene app reads it instead.
  public var description: String {
    switch self {
    case .callback(let kind):
      let replacement = kind.sceneReplacement.map { "implement \($0.selector)" } ?? "no replacement"
      return "\(kind.selector) is deprecated in the iOS 26 SDK: \(replacement)"
    case .launchOption(let key):
      return "\(key.expression) is deprecated in the iOS 26 SDK: read \(key.sceneReplacement) in "
        + CallbackKind.sceneWillConnect.selector
    }
  }
}

extension TableStrategy {
  /// The deprecated APIs the table relies on, one warning each, when built with `sdk`; none below the iOS 26 SDK
  /// (UIKit semantics article, 8e row 4). Each app-delegate callback the table names (``implements(_:)``) whose
  /// ``CallbackKind/isDeprecatedAppDelegateRoad`` is set, in ``CallbackKind`` order; then each launch-option key a
  /// launch method's list reads: a `[shortcutItem]`, `[url]` or `[userActivity]` list reads its key, and a plain list
  /// with an action that takes the delivered item reads all three.
  public func deprecationWarnings(sdk: SDK) -> [DeprecationWarning] {
    guard sdk.deprecatesAppDelegateRoads else { return [] }
    var warnings = CallbackKind.allCases.filter { $0.isDeprecatedAppDelegateRoad && implements($0) }.map {
      DeprecationWarning.callback($0)
    }
    var keys = Set<LaunchOptionKey>()
    for launchMethod in [CallbackKind.willFinishLaunching, .didFinishLaunching] {
      if actions(for: launchMethod).contains(where: \.readsDeliveredItem) { keys.formUnion(LaunchOptionKey.allCases) }
      for key in LaunchOptionKey.allCases
      where !actions(for: StrategyTrigger(launchMethod, carrying: key.deliveryKind)).isEmpty {
        keys.insert(key)
      }
    }
    warnings += LaunchOptionKey.allCases.filter(keys.contains).map { DeprecationWarning.launchOption($0) }
    return warnings
  }
}
