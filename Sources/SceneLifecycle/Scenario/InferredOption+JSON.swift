extension InferredOption {
  /// The switch's value in `options`, as a scenario file's `options` object writes it: the enum's raw
  /// value, or `true`/`false`. The switch statement lists every option, so adding one to the core makes
  /// the compiler ask how files spell it.
  package func jsonValue(in options: LifecycleOptions) -> JSONValue {
    switch self {
    case .warmPerformActionFor: .string(options.warmPerformActionFor.rawValue)
    case .coldPerformActionFor: .string(options.coldPerformActionFor.rawValue)
    case .configurationForConnectingOnRestore: .bool(options.configurationForConnectingOnRestore)
    case .configurationForConnectingOnReconnect: .bool(options.configurationForConnectingOnReconnect)
    case .newSceneDelegateOnReconnect: .bool(options.newSceneDelegateOnReconnect)
    case .swiftUIWillConnectSwallowsShortcut: .bool(options.swiftUIWillConnectSwallowsShortcut)
    case .quickActionWhileActive: .string(options.quickActionWhileActive.rawValue)
    case .scenePhaseActiveOrder: .string(options.scenePhaseActiveOrder.rawValue)
    case .scenePhaseInactiveOnForeground: .bool(options.scenePhaseInactiveOnForeground)
    case .launchLinkSuppression: .string(options.launchLinkSuppression.rawValue)
    case .sceneLinkOrder: .string(options.sceneLinkOrder.rawValue)
    case .swiftUICustomDelegateLinks: .string(options.swiftUICustomDelegateLinks.rawValue)
    case .forceQuitFromForeground: .string(options.forceQuitFromForeground.rawValue)
    case .backgroundLaunchConnectsScene: .bool(options.backgroundLaunchConnectsScene)
    case .deferredBlockRuns: .string(options.deferredBlockRuns.rawValue)
    case .sceneAdoptionCheck: .string(options.sceneAdoptionCheck.rawValue)
    case .didReceiveOnSceneConnect: .string(options.didReceiveOnSceneConnect.rawValue)
    case .swiftUIActionOnConnect: .bool(options.swiftUIActionOnConnect)
    }
  }
}
