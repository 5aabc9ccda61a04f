/// One switch of ``LifecycleOptions`` as the machine reads it: the ``InferredOption`` the read is reported as
/// and the property whose value it returns, paired here once.
///
/// The machine reads its options only through its one door, `LifecycleMachine.read(_:receiver:)`, which
/// takes one of these keys, tells the receiver ``option`` and returns ``value``. So no read can go unreported
/// and none can report one switch while returning another; `InferredOptionReadTests` checks both by flipping
/// every switch a run did not report.
struct InferredSwitch<Value> {
  /// The switch, as the receiver hears of it (``CallbackReceiver/consulted(_:)``).
  let option: InferredOption
  /// Its value in a set of options.
  let value: (LifecycleOptions) -> Value
}

extension InferredSwitch where Value == PerformActionOrder {
  /// ``LifecycleOptions/warmPerformActionFor``.
  static var warmPerformActionFor: Self { Self(option: .warmPerformActionFor) { $0.warmPerformActionFor } }
  /// ``LifecycleOptions/coldPerformActionFor``.
  static var coldPerformActionFor: Self { Self(option: .coldPerformActionFor) { $0.coldPerformActionFor } }
  /// ``LifecycleOptions/sceneLinkOrder``.
  static var sceneLinkOrder: Self { Self(option: .sceneLinkOrder) { $0.sceneLinkOrder } }
}

extension InferredSwitch where Value == Bool {
  /// ``LifecycleOptions/swiftUIActionOnConnect``.
  static var swiftUIActionOnConnect: Self {
    Self(option: .swiftUIActionOnConnect) { $0.swiftUIActionOnConnect }
  }

  /// ``LifecycleOptions/configurationForConnectingOnRestore``.
  static var configurationForConnectingOnRestore: Self {
    Self(option: .configurationForConnectingOnRestore) { $0.configurationForConnectingOnRestore }
  }
  /// ``LifecycleOptions/configurationForConnectingOnReconnect``.
  static var configurationForConnectingOnReconnect: Self {
    Self(option: .configurationForConnectingOnReconnect) { $0.configurationForConnectingOnReconnect }
  }
  /// ``LifecycleOptions/newSceneDelegateOnReconnect``.
  static var newSceneDelegateOnReconnect: Self {
    Self(option: .newSceneDelegateOnReconnect) { $0.newSceneDelegateOnReconnect }
  }
  /// ``LifecycleOptions/swiftUIWillConnectSwallowsShortcut``.
  static var swiftUIWillConnectSwallowsShortcut: Self {
    Self(option: .swiftUIWillConnectSwallowsShortcut) { $0.swiftUIWillConnectSwallowsShortcut }
  }
  /// ``LifecycleOptions/scenePhaseInactiveOnForeground``.
  static var scenePhaseInactiveOnForeground: Self {
    Self(option: .scenePhaseInactiveOnForeground) { $0.scenePhaseInactiveOnForeground }
  }
  /// ``LifecycleOptions/backgroundLaunchConnectsScene``.
  static var backgroundLaunchConnectsScene: Self {
    Self(option: .backgroundLaunchConnectsScene) { $0.backgroundLaunchConnectsScene }
  }
}

extension InferredSwitch where Value == ActiveQuickActionDelivery {
  /// ``LifecycleOptions/quickActionWhileActive``.
  static var quickActionWhileActive: Self { Self(option: .quickActionWhileActive) { $0.quickActionWhileActive } }
}

extension InferredSwitch where Value == ScenePhaseOrder {
  /// ``LifecycleOptions/scenePhaseActiveOrder``.
  static var scenePhaseActiveOrder: Self { Self(option: .scenePhaseActiveOrder) { $0.scenePhaseActiveOrder } }
}

extension InferredSwitch where Value == LaunchLinkSuppression {
  /// ``LifecycleOptions/launchLinkSuppression``.
  static var launchLinkSuppression: Self { Self(option: .launchLinkSuppression) { $0.launchLinkSuppression } }
}

extension InferredSwitch where Value == CustomDelegateLinkDelivery {
  /// ``LifecycleOptions/swiftUICustomDelegateLinks``.
  static var swiftUICustomDelegateLinks: Self {
    Self(option: .swiftUICustomDelegateLinks) { $0.swiftUICustomDelegateLinks }
  }
}

extension InferredSwitch where Value == ForegroundForceQuit {
  /// ``LifecycleOptions/forceQuitFromForeground``.
  static var forceQuitFromForeground: Self {
    Self(option: .forceQuitFromForeground) { $0.forceQuitFromForeground }
  }
}

extension InferredSwitch where Value == DeferredBlockPlacement {
  /// ``LifecycleOptions/deferredBlockRuns``.
  static var deferredBlockRuns: Self { Self(option: .deferredBlockRuns) { $0.deferredBlockRuns } }
}

extension InferredSwitch where Value == SceneAdoptionCheck {
  /// ``LifecycleOptions/sceneAdoptionCheck``.
  static var sceneAdoptionCheck: Self { Self(option: .sceneAdoptionCheck) { $0.sceneAdoptionCheck } }
}

extension InferredSwitch where Value == ConnectingNotificationResponse {
  /// ``LifecycleOptions/didReceiveOnSceneConnect``.
  static var didReceiveOnSceneConnect: Self {
    Self(option: .didReceiveOnSceneConnect) { $0.didReceiveOnSceneConnect }
  }
}
