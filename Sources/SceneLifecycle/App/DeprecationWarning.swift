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
  /// The deprecated APIs the table relies on, one warning each, when built with `sdk` and run under `lifecycle`; none
  /// below the iOS 26 SDK (UIKit semantics article, 8e row 4). Each app-delegate callback the table names
  /// (``implements(_:)``) whose ``CallbackKind/isDeprecatedAppDelegateRoad`` is set, in ``CallbackKind`` order; then
  /// each launch-option key a launch method's list reads: a `[shortcutItem]`, `[url]` or `[userActivity]` list reads
  /// its key, and a plain list with an action that takes the delivered item reads all three.
  ///
  /// A scene app relies on such an API only where it has no scene-side road for the same thing: a callback whose
  /// scene replacement the table implements is a leftover UIKit never calls in that app (2c), and a launch-option key
  /// is not relied on when `configurationForConnecting` or `scene(_:willConnectTo:options:)` reads the same
  /// delivery from the options.
  public func deprecationWarnings(sdk: SDK, lifecycle: LifecycleStyle = .appDelegate) -> [DeprecationWarning] {
    guard sdk.deprecatesAppDelegateRoads else { return [] }
    let scenes = lifecycle.usesScenes
    var warnings = CallbackKind.allCases.filter { kind in
      guard kind.isDeprecatedAppDelegateRoad, implements(kind) else { return false }
      return !scenes || !(kind.sceneReplacement.map(implements) ?? false)
    }.map { DeprecationWarning.callback($0) }
    var keys = Set<LaunchOptionKey>()
    for launchMethod in [CallbackKind.willFinishLaunching, .didFinishLaunching] {
      keys.formUnion(optionKeysRead(by: launchMethod))
    }
    if scenes {
      keys.subtract(optionKeysRead(by: .configurationForConnecting).union(optionKeysRead(by: .sceneWillConnect)))
    }
    warnings += LaunchOptionKey.allCases.filter(keys.contains).map { DeprecationWarning.launchOption($0) }
    return warnings
  }

  /// The option keys `callback`'s lists read: all three for a plain list that takes the delivered item, else the
  /// key of each `[kind]` list.
  private func optionKeysRead(by callback: CallbackKind) -> Set<LaunchOptionKey> {
    if actions(for: callback).contains(where: \.readsDeliveredItem) { return Set(LaunchOptionKey.allCases) }
    return Set(
      LaunchOptionKey.allCases.filter { !actions(for: StrategyTrigger(callback, carrying: $0.deliveryKind)).isEmpty })
  }
}
