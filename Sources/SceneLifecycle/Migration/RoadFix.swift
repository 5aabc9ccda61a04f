/// What an app-delegate app must change for one road to work under the scene lifecycle: where its code got the
/// item before, and the callback that gets it in a scene app (UIKit semantics article, 8h rows 1 to 4).
public enum RoadFix: Hashable, Sendable {
  /// The app read the item from `launchOptions` in a launch method; a scene app finds it in the connection
  /// options of `scene(_:willConnectTo:options:)` (8h row 2).
  case launchOption(LaunchOptionKey, readIn: CallbackKind)
  /// The app did this work in an app-delegate callback UIKit does not call in a scene app; the replacement is
  /// the scene-delegate method (8h rows 1 and 3).
  case callback(CallbackKind, replacement: CallbackKind)
  /// The app got the item in an app-delegate callback, but in a scene app this road hands it to
  /// `scene(_:willConnectTo:options:)` in the connection options (a cold launch, a restored session, a reconnect;
  /// 8h row 4).
  case connection(CallbackKind, LaunchOptionKey)
  /// The app never acted on the item before, and the scene lifecycle hands it over in this callback, which the app
  /// does not handle it in.
  case unhandled(CallbackKind, DeliveryKind)

  /// Where the code was: `launchOptions[.shortcutItem] in application(_:didFinishLaunchingWithOptions:)`.
  public var from: String {
    switch self {
    case .launchOption(let key, let method): "\(key.expression) in \(method.selector)"
    case .callback(let kind, _), .connection(let kind, _): kind.selector
    case .unhandled: "nothing"
    }
  }

  /// Where it goes: `connectionOptions.shortcutItem in scene(_:willConnectTo:options:)`.
  public var to: String {
    switch self {
    case .launchOption(let key, _), .connection(_, let key):
      "\(key.sceneReplacement) in \(CallbackKind.sceneWillConnect.selector)"
    case .callback(_, let replacement): replacement.selector
    case .unhandled(let kind, let delivery): Self.reading(delivery, in: kind)
    }
  }

  /// The fix as a sentence an iOS developer can act on.
  public var text: String {
    let connect = CallbackKind.sceneWillConnect.selector
    let configuration = CallbackKind.configurationForConnecting.selector
    switch self {
    case .launchOption(let key, _):
      return "`launchOptions` is nil in a scene app: read `\(key.sceneReplacement)` in `\(connect)`, not only in "
        + "`\(configuration)`, which a restored session and a reconnect skip"
    case .callback(let kind, let replacement):
      return kind.carries.isEmpty
        ? "UIKit does not call `\(kind.selector)` in a scene app: move its code to `\(replacement.selector)`"
        : "UIKit does not call `\(kind.selector)` in a scene app: implement `\(replacement.selector)`"
    case .connection(let kind, let key):
      return "when UIKit connects the scene for it, a scene app gets the item in `\(key.sceneReplacement)` of "
        + "`\(connect)`, not in `\(kind.selector)`: read it there"
    case .unhandled(let kind, let delivery):
      return "handle it where the scene lifecycle hands it over: "
        + Self.reading(delivery, in: kind) { "`\($0)`" }
    }
  }

  /// `connectionOptions.shortcutItem in scene(_:willConnectTo:options:)` for a connection, else the selector; `code`
  /// wraps each piece of code (backticks for the fix's sentence).
  static func reading(
    _ delivery: DeliveryKind, in kind: CallbackKind, code: (String) -> String = { $0 }
  ) -> String {
    switch kind {
    case .sceneWillConnect, .configurationForConnecting:
      "\(code(delivery.connectionOption)) in \(code(kind.selector))"
    case .willFinishLaunching, .didFinishLaunching, .didDiscardSceneSessions, .applicationPerformAction,
      .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationWillResignActive,
      .applicationDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
      .sceneDidEnterBackground, .sceneDidDisconnect, .windowScenePerformAction, .willEnterForegroundNotification,
      .didBecomeActiveNotification, .willResignActiveNotification, .didEnterBackgroundNotification,
      .scenePhaseInactive, .scenePhaseActive, .scenePhaseBackground, .applicationOpenURL,
      .applicationWillContinueUserActivity, .applicationContinueUserActivity, .sceneOpenURLContexts,
      .sceneWillContinueUserActivity, .sceneContinueUserActivity, .onOpenURL, .applicationWillTerminate,
      .willTerminateNotification, .appScenePhaseInactive, .appScenePhaseActive, .appScenePhaseBackground,
      .userNotificationCenterDidReceive, .onContinueUserActivity, .applicationUserDidAcceptCloudKitShare,
      .windowSceneUserDidAcceptCloudKitShare, .sceneWillPerformAppIntent, .performNavigation, .onAppIntentExecution,
      .appIntentPerform:
      code(kind.selector)
    }
  }

  /// The fixes for a road: from the callbacks the app acted on the item in under the app-delegate lifecycle
  /// (`before`), matched with where the scene lifecycle handed it over (`after`); when the app never acted on it,
  /// the scene callbacks that handed it over.
  public static func fixes(before: RoadRun, after: RoadRun, delivery: DeliveryKind) -> [RoadFix] {
    // No key names an App Intent (UIKit semantics article, 17 row 2): its fixes are callbacks only.
    let key = LaunchOptionKey(carrying: delivery)
    // A restored session and a reconnect skip configurationForConnecting; name the call every road gets.
    let connects = after.deliveredIn.contains(.sceneWillConnect)
    var fixes: [RoadFix] = []
    func add(_ fix: RoadFix) { if !fixes.contains(fix) { fixes.append(fix) } }
    // Code that acts on the item in a callback that carries none (applicationDidBecomeActive) got it from the
    // launch options, read or kept without a trace line of its own (a delegate class's `if let`).
    if before.actedIn.contains(where: \.carries.isEmpty),
      let launch = before.deliveredIn.last(where: \.isLaunchMethod), let key
    {
      add(.launchOption(key, readIn: launch))
    }
    for kind in before.actedIn {
      if kind.isLaunchMethod {
        if before.deliveredIn.contains(kind), let key { add(.launchOption(key, readIn: kind)) }
        continue
      }
      // A replacement the app already implements for this work (a table wired for both lifecycles) needs no move.
      guard let replacement = kind.sceneReplacement, !(kind.carries.isEmpty && after.implemented.contains(replacement))
      else { continue }
      if kind.carries.isEmpty || after.deliveredIn.contains(replacement) || !connects {
        add(.callback(kind, replacement: replacement))
      } else if let key, !fixes.contains(where: { if case .launchOption = $0 { true } else { false } }) {
        add(.connection(kind, key))
      }
    }
    if fixes.isEmpty {
      let handedOver = after.deliveredIn.filter { $0 != .configurationForConnecting || !connects }
      for kind in handedOver { add(.unhandled(kind, delivery)) }
    }
    return fixes
  }
}
