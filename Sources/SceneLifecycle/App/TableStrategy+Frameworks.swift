// MARK: - The built-in framework strategies: real frameworks' quick-action code, as data

/// Each framework's consumer is a readiness gate (UIKit semantics article, 10a rows 5 to 9): the Dart handler,
/// the JavaScript bundle or listener, Firefox's start-up and tab restoration. An `appReady` step is the moment
/// it starts listening. Every summary names the source the table was read from.
extension TableStrategy {
  /// The names of the framework strategies, in the order the README lists them.
  static let frameworkNames: [String] = [
    "flutterQuickActionsPreScene", "flutterQuickActions", "reactNativeQuickActions", "reactNativeQuickActionsFixed",
    "expoQuickActions", "expoQuickActionsFixed", "firefoxGatedRoute",
  ]

  /// The framework strategy called `name`, or `nil`.
  static func framework(named name: String) -> TableStrategy? {
    switch name {
    case "flutterQuickActionsPreScene": flutterQuickActionsPreScene
    case "flutterQuickActions": flutterQuickActions
    case "reactNativeQuickActions": reactNativeQuickActions
    case "reactNativeQuickActionsFixed": reactNativeQuickActionsFixed
    case "expoQuickActions": expoQuickActions
    case "expoQuickActionsFixed": expoQuickActionsFixed
    case "firefoxGatedRoute": firefoxGatedRoute
    default: nil
    }
  }

  /// Flutter's `quick_actions_ios` plugin before its UIScene migration (flutter/packages@10e39dd), in an app that
  /// adopted scenes: it keeps `launchOptions[.shortcutItem]` (`nil` in a scene app) and returns `false`, sends the
  /// kept item to Dart in `applicationDidBecomeActive` and clears it, and sends warm items from the app
  /// delegate's `performActionFor` (never called in a scene app; the handler is never called either). Every quick
  /// action is lost (flutter/flutter#169928, #170179). Gate `dartHandler` queues (10a row 5).
  public static let flutterQuickActionsPreScene = framework(
    "flutterQuickActionsPreScene", .scene,
    "Flutter quick_actions_ios before its scene migration, in a scene app (flutter/packages@10e39dd; "
      + "flutter/flutter#170179)",
    gates: [Gate(name: "dartHandler", index: 0, whenClosed: .queue)],
    triggers: [
      StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.store, .returnFalseIfItem],
      StrategyTrigger(.applicationDidBecomeActive): [.sendPending(0), .reset],
      StrategyTrigger(.applicationPerformAction): [.send(0)],
    ])

  /// Flutter's `quick_actions_ios` today (flutter/packages#11047, the fix of flutter/flutter#170179): keeps
  /// `options.shortcutItem` from `scene(_:willConnectTo:options:)`, sends it to Dart in `sceneDidBecomeActive` and
  /// clears it whatever happens (clear on attempt); sends warm items from `windowScene(_:performActionFor:…)`,
  /// which completes with `true`. The same plugin's AppDelegate methods are wired too; its
  /// `application(_:performActionFor:…)` never calls the handler. Gate `dartHandler` queues: the engine's channel
  /// buffer keeps the message until `QuickActions.initialize()` sets the handler (10a rows 1 and 5).
  public static let flutterQuickActions = framework(
    "flutterQuickActions", .scene,
    "Flutter quick_actions_ios today, scene-aware (flutter/packages#11047); Dart's channel buffers until initialize()",
    gates: [Gate(name: "dartHandler", index: 0, whenClosed: .queue)],
    triggers: [
      StrategyTrigger(.sceneWillConnect, carrying: .shortcutItem): [.store],
      StrategyTrigger(.sceneDidBecomeActive): [.sendPending(0), .reset],
      StrategyTrigger(.windowScenePerformAction): [.send(0), .completionTrue],
      StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.store, .returnFalseIfItem],
      StrategyTrigger(.applicationDidBecomeActive): [.sendPending(0), .reset],
      StrategyTrigger(.applicationPerformAction): [.send(0)],
    ])

  /// react-native-quick-actions (jordanbyron/react-native-quick-actions, `RNQuickActionManager.m`): the launch item
  /// becomes the `initialAction` constant that JavaScript's `popInitialAction()` takes once; `performActionFor`
  /// sends a `quickActionShortcut` event and completes with `true`. React Native keeps calls into JavaScript until
  /// the bundle has loaded (gate `jsBridge` queues, 10a row 6). `didFinishLaunching` returns `true`, so on a cold
  /// launch UIKit also calls `performActionFor` with the launch item: handled twice (PR #62; 10a row 7).
  public static let reactNativeQuickActions = framework(
    "reactNativeQuickActions", .appDelegate,
    "react-native-quick-actions: popInitialAction() plus the quickActionShortcut event "
      + "(jordanbyron/react-native-quick-actions#62)",
    gates: [Gate(name: "jsBridge", index: 0, whenClosed: .queue)],
    triggers: [
      StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.store],
      StrategyTrigger(.applicationPerformAction): [.send(0), .completionTrue],
    ],
    gateOpened: [0: [.consumePending]])

  /// ``reactNativeQuickActions`` with the cold-launch de-duplication: `didFinishLaunching` returns `false` when it
  /// keeps a launch item, so only `popInitialAction()` delivers it (1a rows 3 and 4). On the model's roads this is
  /// what PR #102's de-duplication does (jordanbyron/react-native-quick-actions#102).
  public static let reactNativeQuickActionsFixed = framework(
    "reactNativeQuickActionsFixed", .appDelegate,
    "react-native-quick-actions with the cold-launch de-dup: returns false when it keeps the launch item "
      + "(jordanbyron/react-native-quick-actions#102)",
    gates: [Gate(name: "jsBridge", index: 0, whenClosed: .queue)],
    triggers: [
      StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.store, .returnFalseIfItem],
      StrategyTrigger(.applicationPerformAction): [.send(0), .completionTrue],
    ],
    gateOpened: [0: [.consumePending]])

  /// expo-quick-actions 6 (EvanBacon/expo-quick-actions, `ExpoQuickActionsModule.swift`): `initial` comes from
  /// `launchOptions` (`nil` under scenes); Expo's scene delegate forwards the connection options' item and warm
  /// items to the module's `performActionFor`, which posts an event that only a subscribed JavaScript listener
  /// receives (gate `jsListener` drops, 10a rows 2 and 8). Lost on a scene cold launch (PR #61), and on a warm
  /// launch before the hook subscribes. The hook handles `initial` when it subscribes.
  public static let expoQuickActions = framework(
    "expoQuickActions", .scene,
    "expo-quick-actions 6: initial from launchOptions, events only to a subscribed listener "
      + "(EvanBacon/expo-quick-actions#61)",
    gates: [Gate(name: "jsListener", index: 0, whenClosed: .drop)],
    triggers: [
      StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.store],
      StrategyTrigger(.sceneWillConnect, carrying: .shortcutItem): [.send(0)],
      StrategyTrigger(.windowScenePerformAction): [.send(0), .completionTrue],
      StrategyTrigger(.applicationPerformAction): [.send(0), .completionTrue],
    ],
    gateOpened: [0: [.handlePending]])

  /// ``expoQuickActions`` with PR #61's fix (from its description): an item forwarded before JavaScript listens is
  /// kept as `initial` and handled once when the hook subscribes; with a listener the event goes out at once and
  /// `initial` is cleared (clear on success: `consumePendingVia`).
  public static let expoQuickActionsFixed = framework(
    "expoQuickActionsFixed", .scene,
    "expo-quick-actions with PR #61: an item forwarded before JS listens becomes initial "
      + "(EvanBacon/expo-quick-actions#61)",
    gates: [Gate(name: "jsListener", index: 0, whenClosed: .drop)],
    triggers: [
      StrategyTrigger(.didFinishLaunching, carrying: .shortcutItem): [.store],
      StrategyTrigger(.sceneWillConnect, carrying: .shortcutItem): [.store, .consumePendingVia(0)],
      StrategyTrigger(.windowScenePerformAction): [.store, .consumePendingVia(0), .completionTrue],
      StrategyTrigger(.applicationPerformAction): [.store, .consumePendingVia(0), .completionTrue],
    ],
    gateOpened: [0: [.consumePending]])

  /// Firefox for iOS (mozilla-mobile/firefox-ios, `SceneDelegate.swift`): every road (connection options,
  /// `performActionFor`, URLs, user activities) builds a route that waits in `AppEventQueue` until start-up and
  /// the window's tab restoration are signalled (gate `startupAndTabRestoration` queues, 10a row 9);
  /// `windowScene(_:performActionFor:…)` never calls its completion handler. When restoration is never signalled
  /// the route is stranded until the process ends (mozilla-mobile/firefox-ios#34571, fixed by #35635).
  public static let firefoxGatedRoute = framework(
    "firefoxGatedRoute", .scene,
    "Firefox for iOS: routes wait for start-up and tab restoration (mozilla-mobile/firefox-ios#34571, #35635)",
    gates: [Gate(name: "startupAndTabRestoration", index: 0, whenClosed: .queue)],
    triggers: [
      StrategyTrigger(.sceneWillConnect): [.send(0)],
      StrategyTrigger(.windowScenePerformAction): [.send(0)],
      StrategyTrigger(.sceneOpenURLContexts): [.send(0)],
      StrategyTrigger(.sceneContinueUserActivity): [.send(0)],
    ])

  private static func framework(
    _ name: String, _ lifecycle: LifecycleStyle, _ summary: String, gates: [Gate],
    triggers: [StrategyTrigger: [StrategyAction]], gateOpened: [UInt8: [StrategyAction]] = [:]
  ) -> TableStrategy {
    make(name, lifecycle, summary, triggers: triggers, gates: gates, gateOpened: gateOpened)
  }
}
