// MARK: - The built-in strategies: code people really ship, as data

extension TableStrategy {
  /// The names of the built-in strategies, in the order the README lists them.
  public static let builtInNames: [String] =
    [
      "pendingSlot", "seedArticle", "appleSceneSample", "appleLegacySample", "legacyGuideInSceneApp",
      "handleAndReturnTrue", "performActionOnly", "swiftUIAdaptor", "openURLContextsOnly", "forwardConnectionURLs",
      "onOpenURLOnly", "perSceneSlot",
    ] + frameworkNames

  /// The built-in strategy called `name`, or `nil`.
  public static func builtIn(named name: String) -> TableStrategy? {
    switch name {
    case "pendingSlot": pendingSlot
    case "seedArticle": seedArticle
    case "appleSceneSample": appleSceneSample
    case "appleLegacySample": appleLegacySample
    case "legacyGuideInSceneApp": legacyGuideInSceneApp
    case "handleAndReturnTrue": handleAndReturnTrue
    case "performActionOnly": performActionOnly
    case "swiftUIAdaptor": swiftUIAdaptor
    case "openURLContextsOnly": openURLContextsOnly
    case "forwardConnectionURLs": forwardConnectionURLs
    case "onOpenURLOnly": onOpenURLOnly
    case "perSceneSlot": perSceneSlot
    default: framework(named: name)
    }
  }

  /// The seed's pattern done right: a slot on the app delegate, filled from `options.shortcutItem` in
  /// `configurationForConnecting` and in `windowScene(_:performActionFor:…)` (which calls its completion
  /// handler), consumed and reset in `sceneDidBecomeActive(_:)`. The same pattern is wired for the
  /// AppDelegate lifecycle (launch options, `application(_:performActionFor:…)`, `applicationDidBecomeActive`).
  /// Links fill the same slot: from the options, `application(_:open:options:)`, `…continue…`,
  /// `scene(_:openURLContexts:)`, `scene(_:continue:)` and SwiftUI's `onOpenURL`.
  public static let pendingSlot = make(
    "pendingSlot", .scene, "slot on the app delegate, filled on delivery, consumed once on activation",
    [
      .configurationForConnecting: [.store],
      .windowScenePerformAction: [.store, .completionTrue],
      .sceneDidBecomeActive: [.consumePending],
      .didFinishLaunching: [.store, .returnFalseIfItem],
      .applicationPerformAction: [.store, .completionTrue],
      .applicationDidBecomeActive: [.consumePending],
      .applicationOpenURL: [.store],
      .applicationContinueUserActivity: [.store],
      .sceneOpenURLContexts: [.store],
      .sceneContinueUserActivity: [.store],
      .onOpenURL: [.store],
    ])

  /// The seed article's code exactly as written: like ``pendingSlot`` in a scene app, but
  /// `windowScene(_:performActionFor:…)` never calls its completion handler.
  public static let seedArticle = make(
    "seedArticle", .scene, "the seed article as written; never calls the completion handler",
    [
      .configurationForConnecting: [.store],
      .windowScenePerformAction: [.store],
      .sceneDidBecomeActive: [.consumePending],
    ])

  /// Apple's scene sample: saves the item on the scene delegate in `willConnectTo`, handles it in
  /// `sceneDidBecomeActive` and never clears it; warm items are handled at once in `performActionFor`.
  public static let appleSceneSample = make(
    "appleSceneSample", .scene, "Apple's scene sample; savedShortCutItem is never cleared",
    [
      .sceneWillConnect: [.storeOnSceneDelegate],
      .sceneDidBecomeActive: [.handlePendingOnSceneDelegate],
      .windowScenePerformAction: [.handle, .completionTrue],
    ])

  /// Apple's 2015 ApplicationShortcuts sample: stores the launch item in `didFinishLaunching`, which then
  /// returns `false`, and handles and clears it in `applicationDidBecomeActive`; warm items are handled
  /// in `application(_:performActionFor:…)`. It reads `launchOptions[.shortcutItem]` and nothing else, so a
  /// launching URL is neither stored nor a reason to return `false` (UIKit semantics article, 1a row 8).
  public static let appleLegacySample = make(
    "appleLegacySample", .appDelegate, "Apple's 2015 AppDelegate sample (launchedShortcutItem)",
    triggers: [
      StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.store, .returnFalseIfItem],
      StrategyTrigger(.applicationDidBecomeActive): [.consumePending],
      StrategyTrigger(.applicationPerformAction): [.handle, .completionTrue],
    ])

  /// The outdated AppDelegate guide followed in an app that adopted scenes: it handles the launch item in
  /// `didFinishLaunching` (whose launch options are `nil` in a scene app) and warm items in the app
  /// delegate's `performActionFor` (never called in a scene app).
  public static let legacyGuideInSceneApp = make(
    "legacyGuideInSceneApp", .scene, "the pre-iOS 13 AppDelegate guide, followed in a scene app",
    [
      .didFinishLaunching: [.handle, .returnFalseIfItem],
      .applicationPerformAction: [.handle, .completionTrue],
    ])

  /// Handles the launch item in `didFinishLaunching` and still returns `true`, so UIKit calls
  /// `application(_:performActionFor:…)` with the same item, which handles it again.
  public static let handleAndReturnTrue = make(
    "handleAndReturnTrue", .appDelegate, "handles the launch item and returns true from didFinishLaunching",
    [
      .didFinishLaunching: [.handle],
      .applicationPerformAction: [.handle, .completionTrue],
    ])

  /// Implements only `windowScene(_:performActionFor:…)`, so warm taps work and cold launches do nothing.
  public static let performActionOnly = make(
    "performActionOnly", .scene, "implements only windowScene(_:performActionFor:completionHandler:)",
    [.windowScenePerformAction: [.handle, .completionTrue]])

  /// The common SwiftUI pattern: reads `options.shortcutItem` in `configurationForConnecting`, stores the
  /// warm item in `performActionFor` with `completion(true)`, and acts when `scenePhase` becomes `.active`;
  /// links are handled in `onOpenURL`, as the Paris café seed does.
  public static let swiftUIAdaptor = make(
    "swiftUIAdaptor", .swiftUI, "delegate adaptor + custom scene delegate, acts on scenePhase .active; onOpenURL",
    triggers: [
      StrategyTrigger(.configurationForConnecting, carrying: .shortcutItem): [.store],
      StrategyTrigger(.windowScenePerformAction): [.store, .completionTrue],
      StrategyTrigger(.scenePhaseActive): [.consumePending],
      StrategyTrigger(.onOpenURL): [.handle],
    ])

  /// Implements only `scene(_:openURLContexts:)`, so warm links work and the URL that launched the app, which
  /// rides in `connectionOptions.urlContexts` (4 row 6), is lost; universal links are lost too.
  public static let openURLContextsOnly = make(
    "openURLContextsOnly", .scene, "implements only scene(_:openURLContexts:); the launching URL is lost",
    [.sceneOpenURLContexts: [.handle]])

  /// The common fix for ``openURLContextsOnly``: keeps `connectionOptions.urlContexts` and `.userActivities`
  /// on the scene delegate in `willConnectTo` and forwards them once in `sceneDidBecomeActive(_:)`; warm links
  /// are handled in `scene(_:openURLContexts:)` and `scene(_:continue:)`.
  public static let forwardConnectionURLs = make(
    "forwardConnectionURLs", .scene, "forwards connectionOptions.urlContexts/userActivities once the scene is active",
    triggers: [
      StrategyTrigger(.sceneWillConnect, carrying: .url): [.storeOnSceneDelegate],
      StrategyTrigger(.sceneWillConnect, carrying: .userActivity): [.storeOnSceneDelegate],
      StrategyTrigger(.sceneDidBecomeActive): [.consumePendingOnSceneDelegate],
      StrategyTrigger(.sceneOpenURLContexts): [.handle],
      StrategyTrigger(.sceneContinueUserActivity): [.handle],
    ])

  /// The Paris café seed app: a SwiftUI app that handles every link in `onOpenURL` and nothing else.
  public static let onOpenURLOnly = make(
    "onOpenURLOnly", .swiftUI, "the Paris café seed: handles links in onOpenURL only", [.onOpenURL: [.handle]])

  /// The fix for the slot all windows share (UIKit semantics article, 12f rows 1 and 2): the item is kept in the
  /// `userInfo` of its own scene's session, stored by `configurationForConnecting` and `scene(_:willConnectTo:)`,
  /// and consumed by that scene alone in `sceneDidBecomeActive(_:)`; a reconnect or a relaunch keeps it, a
  /// discarded session takes it along. An item that reaches a scene already on screen (`performActionFor`,
  /// `openURLContexts`, `continue`) is handled at once, as that scene may be active already and
  /// `sceneDidBecomeActive(_:)` would not come until it next activates; `performActionFor` calls its completion
  /// handler.
  public static let perSceneSlot = make(
    "perSceneSlot", .scene, "each scene keeps its item in its session's userInfo and consumes it on activation",
    [
      .configurationForConnecting: [.storeOnSession],
      .sceneWillConnect: [.storeOnSession],
      .windowScenePerformAction: [.handle, .completionTrue],
      .sceneOpenURLContexts: [.handle],
      .sceneContinueUserActivity: [.handle],
      .sceneDidBecomeActive: [.consumePendingOnSession],
    ])

  private static func make(
    _ name: String, _ lifecycle: LifecycleStyle, _ summary: String, _ actions: [CallbackKind: [StrategyAction]]
  ) -> TableStrategy {
    var triggers: [StrategyTrigger: [StrategyAction]] = [:]
    for (kind, list) in actions { triggers[StrategyTrigger(kind)] = list }
    return make(name, lifecycle, summary, triggers: triggers)
  }

  /// A built-in table, with its readiness gates and their `gateOpened` lists if it declares any.
  static func make(
    _ name: String, _ lifecycle: LifecycleStyle, _ summary: String, triggers: [StrategyTrigger: [StrategyAction]],
    gates: [Gate] = [], gateOpened: [UInt8: [StrategyAction]] = [:]
  ) -> TableStrategy {
    do {
      let table = try TableStrategy(name: name, nativeLifecycle: lifecycle, summary: summary, triggers: triggers)
      return gates.isEmpty ? table : try table.withGates(gates, gateOpened: gateOpened)
    } catch {
      // The built-in tables are fixed code; a bad one is a programming error, caught by the tests.
      preconditionFailure("built-in strategy \(name) is invalid: \(error)")
    }
  }
}
